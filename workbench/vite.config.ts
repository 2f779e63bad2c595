import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Forma 36's `GlobalStyles` loads its two fonts from Contentful's CDN; the workbench works offline
 * (docs/requirements.md#decision-workbench-access), so the same Geist faces come from the
 * fontsource packages and are served by the workbench itself, under `/fonts/`.
 */
const FONTS: Record<string, { fileName: string; source: string }> = {
  'https://cdn.f36.contentful.com/fonts/geist-sans-1.4.01.woff2': {
    fileName: 'fonts/geist-sans.woff2',
    source: '@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  },
  'https://cdn.f36.contentful.com/fonts/geist-mono-1.4.01.woff2': {
    fileName: 'fonts/geist-mono.woff2',
    source: '@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2',
  },
};

/** Rewrites the CDN font addresses in Forma 36's code to the workbench's own and emits the files. */
function offlineFonts(): Plugin {
  return {
    name: 'workbench-offline-fonts',
    transform(code) {
      if (!code.includes('cdn.f36.contentful.com')) return null;
      let out = code;
      for (const [url, font] of Object.entries(FONTS)) out = out.replaceAll(url, `/${font.fileName}`);
      if (out.includes('cdn.f36.contentful.com')) this.error('Forma 36 names a CDN font the workbench does not serve.');
      return { code: out, map: null };
    },
    generateBundle() {
      for (const font of Object.values(FONTS))
        this.emitFile({ type: 'asset', fileName: font.fileName, source: readFileSync(require.resolve(font.source)) });
    },
  };
}

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
  plugins: [offlineFonts()],
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
