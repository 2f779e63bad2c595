// A relative import: Vite bundles its config's relative imports but loads packages as they are (TypeScript here).
import { fieldAppViteConfig } from '../shared/src/vite-config.js';

export default fieldAppViteConfig(import.meta.url);
