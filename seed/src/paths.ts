/** Where the seed lives in the repository. */
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const SEED_DIR = join(REPO_ROOT, 'seed');
/** The `contentful-export` file of the demo site. */
export const SEED_FILE = join(SEED_DIR, 'demo-content.json');
/** contentful-import's `--assets-directory`: files at `images.ctfassets.net/{space}/{asset}/{token}/{fileName}` below it. */
export const IMAGES_DIR = join(SEED_DIR, 'images');
