import { mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository's migrations folder, found from here rather than imported from src/migrate.ts: the
// e2e project type-checks this file and must not pull the whole CLI into its program.
const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** A migration adding the optional Symbol field `eyebrow` ("Eyebrow") to the `accentHeading` block. */
export const EYEBROW_MIGRATION = `import type Migration from 'contentful-migration';

export default function migrate(migration: Migration): void {
  migration.editContentType('accentHeading').createField('eyebrow').name('Eyebrow').type('Symbol').required(false);
}
`;

/** A migration that stops with an error. */
export const THROWING_MIGRATION = `export default function migrate(): void {
  throw new Error('this migration stops halfway');
}
`;

/**
 * A temporary migrations folder: the repository's migrations (linked, so their `./lib` imports
 * resolve) plus `extra` (file name → source). Tests use it instead of adding to `migrations/`.
 */
export function migrationsWith(extra: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-migrations-'));
  for (const name of readdirSync(MIGRATIONS_DIR)) {
    if (name.endsWith('.ts') || name === 'lib') symlinkSync(join(MIGRATIONS_DIR, name), join(dir, name));
  }
  for (const [name, source] of Object.entries(extra)) writeFileSync(join(dir, name), source);
  return dir;
}
