import { Migrator, sql, type Kysely } from 'kysely';
import type { SiteDb, Tenant } from './types.js';

/** The table every tenant's migrations were recorded in before each had its own. */
const SHARED_LEGACY_TABLE = 'kysely_migration';

/**
 * Applies `tenant`'s pending migrations to `site` (Kysely's migrator, with the tenant's own
 * `kysely_migration_{name}` and lock tables: a lock serialises concurrent instances, a second run
 * is a no-op, and one tenant never sees another's migrations). A database made before tenants had
 * tables of their own recorded every migration in `kysely_migration`; the tenant's entries there
 * are adopted first, so nothing runs twice.
 * @throws Error with the tenant and the failing migration's name when one fails.
 */
export async function migrateTenant(site: SiteDb, tenant: Tenant): Promise<void> {
  const db = site.db as Kysely<unknown>;
  const table = `kysely_migration_${tenant.name}`;
  await adoptLegacy(db, table, Object.keys(tenant.migrations));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => tenant.migrations },
    migrationTableName: table,
    migrationLockTableName: `${table}_lock`,
  });
  let { error, results } = await migrator.migrateToLatest();
  // Two instances starting together on a new PostgreSQL database may both create the migration
  // tables: `create table if not exists` is not atomic there, and the loser gets a unique
  // violation on the catalog (23505). The winner's tables exist by then, so the loser tries again.
  for (let attempt = 1; error && isCatalogRace(error) && attempt <= 3; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    ({ error, results } = await migrator.migrateToLatest());
  }
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Site database migration ${tenant.name}/${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function tableExists(db: Kysely<unknown>, name: string): Promise<boolean> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.some((t) => t.name === name);
}

/** Records in `table` the migrations of `names` that the shared legacy table says already ran. */
async function adoptLegacy(db: Kysely<unknown>, table: string, names: readonly string[]): Promise<void> {
  if (names.length === 0 || (await tableExists(db, table)) || !(await tableExists(db, SHARED_LEGACY_TABLE))) return;
  const ran = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${sql.table(SHARED_LEGACY_TABLE)}`.execute(db);
  const adopted = ran.rows.filter((row) => names.includes(row.name));
  if (adopted.length === 0) return;
  // The same shape Kysely's migrator gives its table (it creates it only when missing).
  await db.schema
    .createTable(table)
    .ifNotExists()
    .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
    .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
    .execute();
  for (const row of adopted) {
    await sql`insert into ${sql.table(table)} (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(db);
  }
}

/** A unique violation on PostgreSQL's catalog: two sessions created the same table at once. */
function isCatalogRace(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '23505' && typeof message === 'string' && message.includes('pg_type_typname_nsp_index');
}
