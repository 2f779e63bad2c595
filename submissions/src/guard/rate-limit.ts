import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteDatabase } from '../db/schema.js';

/**
 * The client address of a request: the one X-Forwarded-For entry the site server
 * (`scripts/src/site-server.ts`) sets from the socket and the proxies it trusts
 * (`TRUSTED_PROXIES`), overwriting whatever the client sent; 'unknown' without it. Behind a
 * platform that overwrites the header itself, its first entry is the platform's answer.
 */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
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
  db: Kysely<SiteDatabase>,
  input: { address: string; now: number; windowMs: number; max: number; scope?: string },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  if (input.max <= 0) return { allowed: true, retryAfterSeconds: 0 };
  const scope = input.scope ?? 'forms';
  const windowStart = input.now - (input.now % input.windowMs);
  const key = `${scope}:${createHash('sha256').update(`${scope}-rate:${input.address}`).digest('hex').slice(0, 32)}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })))
    .returning('count')
    .executeTakeFirstOrThrow();
  const pruned = lastPrune.get(db) ?? new Map<string, number>();
  lastPrune.set(db, pruned);
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
