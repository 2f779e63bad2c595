import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteDb, Tenant } from './types.js';

/** Fixed-window counters of the per-address and per-recipient limits; `key` is a hash, never the address itself. */
interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

type LimitsTables = { rate_limits: RateLimitsTable };

/** The limits' own table, shared by every tenant that counts (opened with the database). */
export const LIMITS_TENANT: Tenant = {
  name: 'limits',
  migrations: {
    // `ifNotExists`: a database made before tenants had tables of their own has it already.
    '0001-rate-limits': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('rate_limits')
          .ifNotExists()
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('window_start', 'bigint', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('rate_limits').execute();
      },
    },
  },
};

/** The stored key of `address`'s counter in `scope`: a hash, never the address. */
function limitKey(scope: string, address: string): string {
  return `${scope}:${createHash('sha256').update(`${scope}-rate:${address}`).digest('hex').slice(0, 32)}`;
}

const lastPrune = new WeakMap<object, Map<string, number>>();

/**
 * Counts one submission of `address` in the current fixed window and answers whether it is within
 * `max` per `windowMs` (and, when not, the seconds until the window ends, for Retry-After).
 * The counters live in the site database, so every instance of the site shares them (an in-memory
 * counter would give each instance its own limit); the address is stored only as a hash, and
 * windows older than the previous one are pruned at most once per window per process.
 * `scope` keeps separate counters (and pruning) per use: 'forms' (the default) for submissions per
 * address, 'thank-you' for contact thank-you e-mails per recipient. `max` 0 turns the limit off.
 */
export async function hitRateLimit(
  site: Pick<SiteDb, 'db'>,
  input: { address: string; now: number; windowMs: number; max: number; scope?: string },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  if (input.max <= 0) return { allowed: true, retryAfterSeconds: 0 };
  const scope = input.scope ?? 'forms';
  const windowStart = input.now - (input.now % input.windowMs);
  const key = limitKey(scope, input.address);
  const db = site.db.withTables<LimitsTables>();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })))
    .returning('count')
    .executeTakeFirstOrThrow();
  const pruned = lastPrune.get(site.db) ?? new Map<string, number>();
  lastPrune.set(site.db, pruned);
  if ((pruned.get(scope) ?? 0) < windowStart) {
    pruned.set(scope, windowStart);
    await db
      .deleteFrom('rate_limits')
      .where('key', 'like', `${scope}:%`)
      .where('window_start', '<', windowStart - input.windowMs)
      .execute();
  }
  const allowed = Number(row.count) <= input.max;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((windowStart + input.windowMs - input.now) / 1000) };
}

/**
 * Whether `address` is still within `max` per `windowMs` in `scope` now, without counting anything
 * (and, when not, the seconds until the window ends): for limits that count only some requests,
 * such as wrong secrets, which must be refused before the secret is even compared. A request
 * that counts then calls `hitRateLimit` with the same scope and window. `max` 0 turns the limit off.
 */
export async function peekRateLimit(
  site: Pick<SiteDb, 'db'>,
  input: { address: string; now: number; windowMs: number; max: number; scope: string },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  if (input.max <= 0) return { allowed: true, retryAfterSeconds: 0 };
  const windowStart = input.now - (input.now % input.windowMs);
  const row = await site.db
    .withTables<LimitsTables>()
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', limitKey(input.scope, input.address))
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  const allowed = Number(row?.count ?? 0) < input.max;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((windowStart + input.windowMs - input.now) / 1000) };
}
