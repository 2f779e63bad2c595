import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DialectName, SiteDb } from '@insurer/site-db';
import { analyticsDb, type AnalyticsDatabase, type AnalyticsDeliveriesTable } from './schema.js';

/**
 * The durable queue of batches for Segment (docs/requirements.md#decision-analytics-transport), in
 * the site database beside the events, built like the forms' outbox: rows are claimed under a
 * lease and a token (`FOR UPDATE SKIP LOCKED` on PostgreSQL, so any number of workers share it),
 * and only the token's holder records the outcome.
 */

export type QueuedBatch = Selectable<AnalyticsDeliveriesTable>;

/** A message as stored and delivered: Segment's tracking API shape with its messageId. */
export interface StoredMessage {
  type: 'track' | 'page' | 'identify';
  messageId: string;
  anonymousId: string;
  timestamp: string;
  event?: string;
  name?: string;
  properties?: Record<string, unknown>;
  traits?: Record<string, unknown>;
  context: Record<string, unknown>;
}

/** Adds one batch of `messages`, due at once, inside the caller's transaction (the one that stores the events). */
export async function enqueueBatch(trx: Transaction<AnalyticsDatabase>, messages: readonly StoredMessage[], now: number): Promise<void> {
  if (messages.length === 0) return;
  await trx
    .insertInto('analytics_deliveries')
    .values({
      id: randomUUID(),
      created_at: now,
      messages: JSON.stringify(messages),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: 0,
      lock_token: null,
      last_error: null,
    })
    .execute();
}

/** The claim statement (exposed for the dialect compilation test): due, pending, unleased rows, oldest first. */
export function claimBatchesQuery(
  db: Kysely<AnalyticsDatabase>,
  dialect: DialectName,
  { now, leaseMs, limit, token }: { now: number; leaseMs: number; limit: number; token: string },
) {
  return db
    .updateTable('analytics_deliveries')
    .set((eb) => ({ locked_until: now + leaseMs, lock_token: token, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('analytics_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where('locked_until', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit);
      return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .returningAll();
}

/**
 * Claims up to `limit` due batches for one worker, each leased until `now + leaseMs` under
 * `token` with one more attempt counted (a worker that dies mid-call still used it up; the batch
 * comes back when the lease ends).
 */
export function claimBatches(
  site: Pick<SiteDb, 'db' | 'dialect'>,
  options: { now: number; leaseMs: number; limit: number; token: string },
): Promise<QueuedBatch[]> {
  return claimBatchesQuery(analyticsDb(site), site.dialect, options).execute();
}

/** Deletes a batch Segment accepted in full, while `token` holds it; false when the lease was lost. */
export async function completeBatch(site: Pick<SiteDb, 'db'>, batch: QueuedBatch, token: string): Promise<boolean> {
  const result = await analyticsDb(site)
    .deleteFrom('analytics_deliveries')
    .where('id', '=', batch.id)
    .where('lock_token', '=', token)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Records a batch that is not delivered in full: it keeps only the messages still to send
 * (`remaining`; those Segment accepted are not sent again) and is due again at `retryAt`, or is
 * left 'failed' for an operator when `retryAt` is undefined. `error` is an HTTP status or a code,
 * never message content. False when the lease was lost.
 */
export async function retryBatch(
  site: Pick<SiteDb, 'db'>,
  batch: QueuedBatch,
  token: string,
  remaining: readonly StoredMessage[],
  error: string,
  retryAt: number | undefined,
): Promise<boolean> {
  const result = await analyticsDb(site)
    .updateTable('analytics_deliveries')
    .set({
      messages: JSON.stringify(remaining),
      status: retryAt === undefined ? 'failed' : 'pending',
      next_attempt_at: retryAt ?? batch.next_attempt_at,
      locked_until: 0,
      lock_token: null,
      last_error: error.slice(0, 200),
    })
    .where('id', '=', batch.id)
    .where('lock_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What the queue holds: batches and messages waiting, and batches left failed (for the benches and operators). */
export async function queueDepth(site: Pick<SiteDb, 'db'>): Promise<{ pending: number; failed: number }> {
  const rows = await analyticsDb(site)
    .selectFrom('analytics_deliveries')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { pending: of('pending'), failed: of('failed') };
}
