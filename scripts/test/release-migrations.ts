import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { listMigrationFiles, MIGRATIONS_DIR } from '@insurer/migrations/files';

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
 * A temporary migrations folder: the repository's migrations (linked, so their imports of `migrations/lib/`
 * resolve) plus `extra` (file name → source). Tests use it instead of adding to `migrations/`.
 */
export function migrationsWith(extra: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-migrations-'));
  symlinkSync(join(MIGRATIONS_DIR, 'lib'), join(dir, 'lib'));
  for (const { path } of listMigrationFiles()) symlinkSync(path, join(dir, basename(path)));
  for (const [name, source] of Object.entries(extra)) writeFileSync(join(dir, name), source);
  return dir;
}
