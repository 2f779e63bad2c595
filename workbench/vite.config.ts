import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';

/**
 * Forma 36 v5, once: the field editors each install their own copy of it (the root holds the v6 of
 * the field apps), and two copies mean two React contexts — a `FormControl` of one copy does not
 * name the `TextInput` of another (its label loses its input). Every `@contentful/f36-*` resolves
 * to the workbench's own.
 */
const FORMA_36 = readdirSync(join(import.meta.dirname, 'node_modules/@contentful'))
  .filter((name) => name.startsWith('f36-'))
  .map((name) => `@contentful/${name}`);

/** The workbench's browser app: `vite build` writes `dist/`, which the workbench server serves. */
export default defineConfig({
  root: import.meta.dirname,
  resolve: { dedupe: FORMA_36 },
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
