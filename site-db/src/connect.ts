import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { SiteDbConfig } from './config.js';
import { migrateTenant } from './migrate.js';
import { LIMITS_TENANT } from './rate-limit.js';
import type { SiteDb } from './types.js';

/** PostgreSQL `bigint` (oid 20) read as a JS number: every bigint here is epoch milliseconds. */
const INT8_OID = 20;

/**
 * Opens the site database: PostgreSQL when `databaseUrl` is set (a pool of `poolSize`), else the
 * SQLite file at `sqlitePath` (relative paths from the repository root; `:memory:` for a
 * throwaway one), and checks that it answers. A process opens it once and hands it to every
 * tenant; its limits (`hitRateLimit`) are ready to use.
 * @throws Error when the database cannot be reached or the limits' table cannot be created.
 */
export async function openSiteDb(
  options: Pick<SiteDbConfig, 'databaseUrl' | 'sqlitePath'> & Partial<Pick<SiteDbConfig, 'poolSize'>>,
): Promise<SiteDb> {
  const site = options.databaseUrl ? postgres(options.databaseUrl, options.poolSize ?? 10) : sqlite(options.sqlitePath);
  try {
    await migrateTenant(site, LIMITS_TENANT);
  } catch (error) {
    await site.close();
    throw error;
  }
  return site;
}

function postgres(connectionString: string, max: number): SiteDb {
  const pool = new pg.Pool({
    connectionString,
    max,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<object>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

function sqlite(path: string): SiteDb {
  const file = path === ':memory:' ? path : isAbsolute(path) ? path : join(repositoryRoot(process.cwd()), path);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new Database(file);
  // WAL lets readers run beside the one writer; busy_timeout makes a second process wait for the
  // write lock instead of failing (several site instances may share one file on one machine).
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  const db = new Kysely<object>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * The npm-workspaces root above `from` (the folder whose package.json has `workspaces`), so a
 * relative database path means the same file whether the site runs from the repository root or
 * from preview-app/ (as `npm start` runs it). Falls back to `from`.
 */
export function repositoryRoot(from: string): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // an unreadable manifest is not the root
      }
    }
    if (dirname(dir) === dir) return resolve(from);
  }
}

/** Resolves when the database answers a trivial query (`select 1`): what a readiness check asks. @throws the driver's error when it does not. */
export async function pingSiteDb(site: Pick<SiteDb, 'db'>): Promise<void> {
  await sql`select 1`.execute(site.db);
}
