import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteDb, Tenant } from './types.js';

/**
 * The limits' counters; `key` is a hash, never the address itself. `hitRateLimit` keeps one row per
 * calendar window, or per tenth of a sliding window (`window_start` its start); `recordFailure` one
 * row per failure (`window_start` its time). Times in ms since the epoch.
 */
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

/** Adds one to `key`'s row at `windowStart` (ms), made at 1 if new, atomically; answers the row's count. */
async function countOne(site: Pick<SiteDb, 'db'>, key: string, windowStart: number): Promise<number> {
  const row = await site.db
    .withTables<LimitsTables>()
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })))
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** `key`'s rows that start after `after` (ms), oldest first. */
function rowsAfter(site: Pick<SiteDb, 'db'>, key: string, after: number): Promise<{ window_start: number; count: number }[]> {
  return site.db
    .withTables<LimitsTables>()
    .selectFrom('rate_limits')
    .select(['window_start', 'count'])
    .where('key', '=', key)
    .where('window_start', '>', after)
    .orderBy('window_start', 'asc')
    .execute();
}

/** Deletes `scope`'s rows that start before `keepFrom` (ms), at most once per `windowMs` per scope per process. */
async function pruneScope(site: Pick<SiteDb, 'db'>, scope: string, now: number, windowMs: number, keepFrom: number): Promise<void> {
  const pruned = lastPrune.get(site.db) ?? new Map<string, number>();
  lastPrune.set(site.db, pruned);
  if ((pruned.get(scope) ?? 0) > now - windowMs) return;
  pruned.set(scope, now);
  await site.db
    .withTables<LimitsTables>()
    .deleteFrom('rate_limits')
    .where('key', 'like', `${scope}:%`)
    .where('window_start', '<', keepFrom)
    .execute();
}

/** The sum of counted rows' counts. */
function counted(rows: readonly { count: number }[]): number {
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

/**
 * Whole seconds (at least 1, rounded up) from `now` until enough of a sliding window's counted
 * `rows` (oldest first; `window_start` in ms) have left it for the count to be under `max`: the
 * oldest leave first, a row at `leavesAt(window_start)`. For Retry-After.
 */
function secondsUntilUnder(
  rows: readonly { window_start: number; count: number }[],
  max: number,
  now: number,
  leavesAt: (start: number) => number,
): number {
  let within = counted(rows);
  for (const row of rows) {
    within -= Number(row.count);
    if (within < max) return Math.max(1, Math.ceil((leavesAt(Number(row.window_start)) - now) / 1000));
  }
  return 1; // not reached: with every row gone the count is 0, under any `max` of 1 or more
}

/** How many buckets a sliding window is counted in: its requests are counted per tenth of the window. */
const SLIDING_BUCKETS = 10;

/**
 * Counts one request of `address` in `scope` and answers whether it is within `max` per
 * `windowMs` (ms), and when not, `retryAfterSeconds`: whole seconds, rounded up, for Retry-After.
 * `window` says how the window runs:
 * - `'sliding'`: at most `max` within any `windowMs` (the forms' and the analytics collector's
 *   per-minute limits). Requests are counted per tenth of the window, and every tenth that
 *   overlaps the last `windowMs` counts, so a minute turning over never resets the count (fixed
 *   windows let `max` just before the turn and `max` more just after it); the wait is until enough
 *   of the oldest tenths have left the window.
 * - `'calendar'`: per clock window aligned to the epoch (per UTC day for `DAY_MS`, per clock hour),
 *   for caps a rule states that way (the daily e-mail caps, the hourly ceiling); the wait is until
 *   the window ends.
 * A refused request counts too. The counters live in the site database, so every instance of the
 * site shares them (an in-memory counter would give each instance its own limit); the address is
 * stored only as a hash, and old counters are pruned at most once per window per scope per process.
 * `scope` keeps separate counters (and pruning) per use ('forms' by default). `max` 0 turns the
 * limit off.
 */
export async function hitRateLimit(
  site: Pick<SiteDb, 'db'>,
  input: { address: string; now: number; windowMs: number; max: number; scope?: string; window: 'sliding' | 'calendar' },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  if (input.max <= 0) return { allowed: true, retryAfterSeconds: 0 };
  const { now, windowMs, max } = input;
  const scope = input.scope ?? 'forms';
  const bucketMs = input.window === 'sliding' ? Math.max(1, Math.floor(windowMs / SLIDING_BUCKETS)) : windowMs;
  const bucketStart = now - (now % bucketMs);
  const key = limitKey(scope, input.address);
  const count = await countOne(site, key, bucketStart);
  await pruneScope(site, scope, now, windowMs, now - 2 * windowMs);
  if (input.window === 'calendar') {
    const allowed = count <= max;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((bucketStart + windowMs - now) / 1000) };
  }
  const buckets = await rowsAfter(site, key, now - windowMs - bucketMs);
  if (counted(buckets) <= max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: secondsUntilUnder(buckets, max, now, (start) => start + bucketMs + windowMs) };
}

/**
 * Counts one failure of `address` in `scope` (a wrong password, a wrong secret) at `now` (ms since
 * the epoch), for `failureLockout`. Failures are kept with their own time, so the lockout slides
 * exactly: crossing a window boundary never wipes the count (with fixed windows, `max` wrong
 * guesses just before a minute turned and `max` more just after it would all be tried). A failure
 * of the same key in the same millisecond adds to its row.
 * Failures older than `windowMs` are pruned at most once per `windowMs` per scope per process.
 */
export async function recordFailure(
  site: Pick<SiteDb, 'db'>,
  input: { address: string; now: number; windowMs: number; scope: string },
): Promise<void> {
  await countOne(site, limitKey(input.scope, input.address), input.now);
  await pruneScope(site, input.scope, input.now, input.windowMs, input.now - input.windowMs + 1);
}

/**
 * Whether `address` may try again in `scope` now, counting nothing: refused once it has had `max`
 * failures (`recordFailure`) within the last `windowMs` (a sliding window, shared by every instance
 * through the site database), and then `retryAfterSeconds` (whole seconds, rounded up, for
 * Retry-After) is the wait until enough of those failures are older than `windowMs` for one more
 * try. For limits that count only some requests, checked before the secret or password is even
 * compared. `max` 0 turns the limit off.
 */
export async function failureLockout(
  site: Pick<SiteDb, 'db'>,
  input: { address: string; now: number; windowMs: number; max: number; scope: string },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  if (input.max <= 0) return { allowed: true, retryAfterSeconds: 0 };
  const rows = await rowsAfter(site, limitKey(input.scope, input.address), input.now - input.windowMs);
  if (counted(rows) < input.max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: secondsUntilUnder(rows, input.max, input.now, (start) => start + input.windowMs) };
}
