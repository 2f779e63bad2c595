import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  failureLockout,
  hitRateLimit,
  migrateTenant,
  openSiteDb,
  recordFailure,
  parseSiteDbConfig,
  type SiteDb,
  type Tenant,
} from '../src/index.js';

const notes: Tenant = {
  name: 'notes',
  migrations: {
    '0001-notes': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('notes')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .execute();
      },
    },
  },
};

const names = async (site: SiteDb, table: string) =>
  (await sql<{ name: string }>`select name from ${sql.table(table)} order by name`.execute(site.db)).rows.map((r) => r.name);

describe('the site database and its tenants', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-db-'));
    file = join(dir, 'site.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('given a new file, when opened and a tenant migrates twice, then each tenant records its own migrations once', async () => {
    const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: file });
    await migrateTenant(site, notes);
    await migrateTenant(site, notes);
    expect(await names(site, 'kysely_migration_limits')).toEqual(['0001-rate-limits']);
    expect(await names(site, 'kysely_migration_notes')).toEqual(['0001-notes']);
    await site.close();
  });

  it('given a database from before tenants had tables of their own, when opened, then what ran is adopted and nothing runs twice', async () => {
    // A database as the shared migrator left it: `notes` and `rate_limits` exist, recorded in `kysely_migration`.
    const old = await openSiteDb({ databaseUrl: undefined, sqlitePath: file });
    const shared = new Migrator({ db: old.db as Kysely<unknown>, provider: { getMigrations: async () => notes.migrations } });
    expect((await shared.migrateToLatest()).error).toBeUndefined();
    await old.close();

    const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: file });
    await migrateTenant(site, notes); // would fail with "table notes already exists" if it ran again
    expect(await names(site, 'kysely_migration_notes')).toEqual(['0001-notes']);
    await site.close();
  });

  it('given two windows of a limit, when one address posts past it, then it is refused until the window ends; others are not', async () => {
    const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: file });
    const hit = (address: string, now: number) => hitRateLimit(site, { address, now, windowMs: 60_000, max: 2, window: 'calendar' });
    expect((await hit('203.0.113.9', 60_000)).allowed).toBe(true);
    expect((await hit('203.0.113.9', 61_000)).allowed).toBe(true);
    expect(await hit('203.0.113.9', 90_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await hit('198.51.100.7', 90_000)).allowed).toBe(true);
    expect((await hit('203.0.113.9', 120_000)).allowed).toBe(true);
    await site.close();
  });

  it('given a sliding limit, when one address posts across a minute turning over, then the posts before the turn still count and the wait is until they leave the window', async () => {
    const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: file });
    const hit = (address: string, now: number) => hitRateLimit(site, { address, now, windowMs: 60_000, max: 2, window: 'sliding' });
    expect(await hit('203.0.113.9', 59_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hit('203.0.113.9', 61_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // Counted per tenth of the window (6 s) and refused ones count: the tenth from 60 s holds two
    // now, so one more is allowed once it has left the window, at 126 s.
    expect(await hit('203.0.113.9', 62_000)).toEqual({ allowed: false, retryAfterSeconds: 64 });
    expect(await hit('198.51.100.7', 62_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await hit('203.0.113.9', 125_000)).allowed).toBe(false);
    expect(await hit('203.0.113.9', 192_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await site.close();
  });

  it('given a limit that counts only failures, when checked, then nothing is counted and it is refused while that many failed within the last window, across a minute turning over', async () => {
    const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: file });
    const limit = { scope: 'secret-guesses', windowMs: 60_000, max: 2 };
    const check = (address: string, now: number) => failureLockout(site, { ...limit, address, now });
    expect(await check('203.0.113.9', 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await check('203.0.113.9', 60_001)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // One failure just before the minute turns, one just after: fixed windows would forget the first.
    await recordFailure(site, { ...limit, address: '203.0.113.9', now: 119_500 });
    expect((await check('203.0.113.9', 119_600)).allowed).toBe(true);
    await recordFailure(site, { ...limit, address: '203.0.113.9', now: 120_200 });
    expect(await check('203.0.113.9', 120_300)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await check('203.0.113.9', 150_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Another address and another scope are free; a limit of 0 is off; once the first failure is a
    // window old, one more try is allowed, and a third failure refuses again until the second ages out.
    expect((await check('198.51.100.7', 150_000)).allowed).toBe(true);
    expect((await failureLockout(site, { ...limit, scope: 'forms', address: '203.0.113.9', now: 150_000 })).allowed).toBe(true);
    expect((await failureLockout(site, { ...limit, max: 0, address: '203.0.113.9', now: 150_000 })).allowed).toBe(true);
    expect(await check('203.0.113.9', 179_500)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await recordFailure(site, { ...limit, address: '203.0.113.9', now: 179_500 });
    expect(await check('203.0.113.9', 179_600)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await check('203.0.113.9', 180_200)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await site.close();
  });

  it('given bad variables, when parsed, then each is named with what it must be', () => {
    expect(() => parseSiteDbConfig({ DATABASE_URL: 'mysql://x', SITE_DATABASE_POOL: '0' })).toThrow(
      'Invalid site database configuration (see .env.example): DATABASE_URL: must be a postgres:// or postgresql:// URL; SITE_DATABASE_POOL: must be at least 1',
    );
    expect(parseSiteDbConfig({})).toEqual({ databaseUrl: undefined, sqlitePath: '.data/site.sqlite', poolSize: 10 });
  });
});
