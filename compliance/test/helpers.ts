import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openSiteDb, type SiteDb } from '@insurer/site-db';
import { startDebianPostgres, type TestPostgres } from '@insurer/site-db/testing';
import { openCompliance, type ComplianceStore, type PageSnapshot, type WorkbenchUser } from '../src/index.js';

/** A fresh, empty site database: where it is (for a second connection or a child process) and how to drop it. */
export interface FreshDatabase {
  /** The environment a process opens it with (SITE_DATABASE_PATH or DATABASE_URL). */
  env: Record<string, string>;
  open(): Promise<SiteDb>;
  drop(): Promise<void>;
}

/** One of the site database's dialects for a `describe.each`: SQLite files, or databases on one Debian PostgreSQL server per suite. */
export interface Dialect {
  name: 'SQLite' | 'PostgreSQL';
  start(): Promise<void>;
  stop(): Promise<void>;
  fresh(): Promise<FreshDatabase>;
}

function sqliteDialect(): Dialect {
  let dir = '';
  let n = 0;
  return {
    name: 'SQLite',
    async start() {
      dir = mkdtempSync(join(tmpdir(), 'compliance-'));
    },
    async stop() {
      rmSync(dir, { recursive: true, force: true });
    },
    async fresh() {
      const file = join(dir, `site-${++n}.sqlite`);
      return {
        env: { SITE_DATABASE_PATH: file, DATABASE_URL: '' },
        open: () => openSiteDb({ databaseUrl: undefined, sqlitePath: file }),
        drop: async () => {},
      };
    },
  };
}

/** Real PostgreSQL (not PGlite): the archive's locks need sessions side by side. */
function postgresDialect(): Dialect {
  let server: TestPostgres | undefined;
  let n = 0;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client(server!.url);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    async start() {
      server = await startDebianPostgres();
    },
    async stop() {
      await server?.stop();
    },
    async fresh() {
      const name = `compliance_${process.pid}_${++n}`;
      await admin((c) => c.query(`create database ${name}`));
      const url = server!.url.replace(/\/site$/, `/${name}`);
      return {
        env: { DATABASE_URL: url },
        open: () => openSiteDb({ databaseUrl: url, sqlitePath: 'unused', poolSize: 4 }),
        drop: () => admin((c) => c.query(`drop database ${name} with (force)`)).then(() => undefined),
      };
    },
  };
}

export const DIALECTS: Dialect[] = [sqliteDialect(), postgresDialect()];

/** A compliance store on a fresh database of `dialect`; `close()` closes and drops it. */
export async function freshStore(dialect: Dialect): Promise<{ store: ComplianceStore; database: FreshDatabase; close(): Promise<void> }> {
  const database = await dialect.fresh();
  const site = await database.open();
  const store = await openCompliance(site);
  return {
    store,
    database,
    async close() {
      await site.close();
      await database.drop();
    },
  };
}

/** A throwaway snapshot of one page entry. */
export function pageOf(rootId: string, title: string): PageSnapshot {
  return { rootId, locale: 'en-US', entries: [{ id: rootId, contentType: 'staticPage', fields: { title } }], assets: [] };
}

/** A user row for tests that need people but not passwords (signing in is users.test.ts's; scrypt is slow on purpose). */
export async function addUser(store: ComplianceStore, role: 'author' | 'principal', name: string): Promise<WorkbenchUser> {
  const user: WorkbenchUser = { id: randomUUID(), email: `${name.toLowerCase().replace(/\W+/g, '.')}@lanternfield.example`, name, role };
  await sql`insert into compliance_users (id, email, name, role, password_hash, created_at) values (${user.id}, ${user.email}, ${user.name}, ${user.role}, null, 0)`.execute(
    store.site.db,
  );
  return user;
}
