import { defineConfig } from 'vite';

/** The workbench's browser app: `vite build` writes `dist/`, which the workbench server serves. */
export default defineConfig({
  root: import.meta.dirname,
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 6000 },
  oxc: { jsx: { runtime: 'automatic' } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
