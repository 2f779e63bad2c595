/**
 * The migration scripts on disk: which files of a folder are migrations, and their order. The
 * runner (`npm run migrate`, codegen, releases) and the seed's migration history read them from
 * here, so a file that one of them counts is a file that all of them count.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `migrations/` of this repository (this package's folder). */
export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `0001-kebab-name.ts`: four digits, a dash, lower-case words; the name is the file name without `.ts`. */
const MIGRATION_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.ts$/;
/** Names longer than this would not fit Contentful's 64-character entry ids. */
const MAX_NAME_LENGTH = 54;

/** One migration script found on disk. */
export interface MigrationFile {
  /** File name without `.ts`, e.g. `0003-blocks`. */
  name: string;
  path: string;
}

/**
 * The `NNNN-name.ts` files of `dir` (this repository's `migrations/` by default), sorted by name.
 * Other files (helpers in sub-folders, READMEs) are ignored.
 * @throws Error when two files share a number or a name is too long for an entry id.
 */
export function listMigrationFiles(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && MIGRATION_FILE.test(d.name))
    .map((d) => ({ name: d.name.slice(0, -'.ts'.length), path: join(dir, d.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const numbers = new Map<string, string>();
  for (const file of files) {
    const number = file.name.slice(0, 4);
    const other = numbers.get(number);
    if (other) throw new Error(`Migrations ${other} and ${file.name} share the number ${number}; renumber one.`);
    numbers.set(number, file.name);
    if (file.name.length > MAX_NAME_LENGTH) throw new Error(`Migration name ${file.name} is longer than ${MAX_NAME_LENGTH} characters.`);
  }
  return files;
}
