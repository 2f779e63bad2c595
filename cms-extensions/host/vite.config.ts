// A relative import: Vite bundles its config's relative imports but loads packages as they are (TypeScript here).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { fieldAppViteConfig } from '../shared/src/vite-config.js';

/** The harness page (harness/index.html) built into dist/, like a field app. */
const base = fieldAppViteConfig(new URL('./harness/', import.meta.url).href);
export default defineConfig({ ...base, build: { ...base.build, outDir: fileURLToPath(new URL('./dist', import.meta.url)) } });
