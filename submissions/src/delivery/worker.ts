import { randomUUID } from 'node:crypto';
import type { FormsConfig } from '../config.js';
import type { SiteDb } from '@insurer/site-db';
import { claimDue, markAttemptFailed, markDelivered, postponeClaimed, requestIdsOf, type DeliveryRow } from '../db/outbox.js';
import { heldBackUntil } from '../guard/mail-ceiling.js';
import { formsDb } from '../db/schema.js';
import type { RandomSource } from '../leads/agency-assist.js';
import { log, withLogContext } from '../log.js';
import type { Deliver } from './adapters.js';
import { retryDelayMs } from './backoff.js';
import { errorCode } from './outcome.js';
import { failureLine, gaveUpLine } from './failure-lines.js';
import { PollingWorker } from './polling.js';

/** What a worker needs: the database, the adapters, the retry settings; clock and random are injectable for tests. */
export interface WorkerOptions {
  site: SiteDb;
  deliver: Deliver;
  delivery: FormsConfig['delivery'];
  /**
   * The poll timer keeps the process alive: true for a worker process of its own (`npm run
   * worker`), false (default) inside the site, whose server keeps the process alive anyway.
   */
  holdProcess?: boolean;
  /** Epoch ms; injectable for tests. */
  clock?: () => number;
  random?: RandomSource;
}

/**
 * Delivers the outbox: claims due rows (see `claimDue`: several workers, in one process or many,
 * never take the same row), sends each with its adapter, and records the outcome under the claim's
 * token. A failed attempt is retried after `retryDelayMs` until `maxAttempts`; then the row stays
 * 'failed' for an operator (`requeueFailed`). Nothing is deleted, so no lead is lost; a row is
 * marked delivered only after the downstream accepted it, and every retry carries the same
 * idempotency key (the delivery id), so the downstream sees one delivery per success. An e-mail to
 * a submitted address past the site-wide hourly ceiling (`heldBackUntil`) waits for the next hour.
 */
export class DeliveryWorker extends PollingWorker {
  private readonly clock: () => number;
  private readonly random: RandomSource;

  constructor(private readonly options: WorkerOptions) {
    super({ pollMs: options.delivery.pollMs, batchSize: options.delivery.batchSize, holdProcess: options.holdProcess ?? false });
    this.clock = options.clock ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  protected roundFailed(error: unknown): void {
    log('error', 'Delivery round failed', { error: errorCode(error) });
  }

  /** Claims one batch and delivers it; answers how many rows were claimed. */
  protected async runRound(): Promise<number> {
    const { site, delivery } = this.options;
    const token = randomUUID();
    const rows = await claimDue(site, { now: this.clock(), leaseMs: delivery.leaseMs, limit: delivery.batchSize, token });
    // Each line about a delivery carries the id of the site request its submission arrived with.
    const requestIds = await requestIdsOf(
      formsDb(site),
      rows.map((row) => row.submission_id),
    );
    await Promise.all(rows.map((row) => this.deliverOne(row, token, requestIds.get(row.submission_id))));
    return rows.length;
  }

  private async deliverOne(row: DeliveryRow, token: string, requestId: string | undefined): Promise<void> {
    const { site, deliver, delivery } = this.options;
    const ids = { submission: row.submission_id, delivery: row.id, kind: row.kind, attempt: row.attempts, requestId };
    const until = await heldBackUntil(site, row, delivery.submittedMailPerHour, this.clock());
    if (until !== undefined) {
      await postponeClaimed(formsDb(site), row, token, until);
      log('info', 'Delivery held back by the e-mail ceiling', { ...ids, retryInMs: until - this.clock() });
      return;
    }
    log('info', 'Delivery attempt', ids);
    const outcome = await withLogContext({ requestId, submission: row.submission_id, delivery: row.id }, () =>
      deliver(row, new Date(this.clock())),
    );
    if (outcome.ok) {
      const kept = await markDelivered(formsDb(site), row, token, this.clock(), outcome.followUps);
      if (!kept) log('warn', 'Delivery lease lost before it was recorded; the downstream saw the same idempotency key', ids);
      else log('info', 'Delivered', ids);
      return;
    }
    const final = !outcome.retryable || row.attempts >= delivery.maxAttempts;
    const retryInMs = final
      ? undefined
      : retryDelayMs(row.attempts, { baseMs: delivery.baseDelayMs, maxMs: delivery.maxDelayMs }, this.random);
    log('error', failureLine(row, outcome), { ...ids, maxAttempts: delivery.maxAttempts, error: outcome.error, retryInMs });
    await markAttemptFailed(formsDb(site), row, token, outcome.error, retryInMs === undefined ? undefined : this.clock() + retryInMs);
    if (final) log('error', gaveUpLine(row), { ...ids, error: outcome.error });
  }
}
