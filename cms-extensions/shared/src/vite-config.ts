import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';

/**
 * The Vite configuration every field app builds with: relative asset URLs (`base: './'`, so an
 * app works wherever its app definition's `src` points: the site's `/cms-apps/<app>/`, the
 * content service's static route, or an app hosting), React's automatic JSX runtime, and
 * `dist/` beside the app's `index.html`.
 *
 * @param appDir the app's folder as a `file:` URL (`import.meta.url` of its vite.config.ts).
 */
export function fieldAppViteConfig(appDir: string): UserConfig {
  const root = fileURLToPath(new URL('.', appDir));
  return defineConfig({
    root,
    base: './',
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 2000,
      rollupOptions: {
        // Radix (inside Forma 36) marks its modules 'use client'; an app is client-only anyway.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
    logLevel: 'warn',
  });
}
