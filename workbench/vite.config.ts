import { defineConfig } from 'vite';

/** The workbench's browser app: `vite build` writes `dist/`, which the workbench server serves. */
export default defineConfig({
  root: import.meta.dirname,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      // The field editors' libraries mark their modules 'use client' (for React Server
      // Components); the workbench is a browser app only, so the directive means nothing here.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
