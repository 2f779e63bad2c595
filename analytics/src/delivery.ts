import { randomUUID } from 'node:crypto';
import { Analytics } from '@segment/analytics-node';
import { migrateTenant, type SiteDb } from '@insurer/site-db';
import { retryDelayMs } from '@insurer/submissions/delivery/backoff';
import { PollingWorker } from '@insurer/submissions/delivery/polling';
import { log } from '@insurer/submissions/log';
import type { AnalyticsConfig } from './config.js';
import { analyticsLog } from './log.js';
import { claimBatches, completeBatch, retryBatch, type QueuedBatch, type StoredMessage } from './queue.js';
import { ANALYTICS_TENANT } from './schema.js';

/** What the delivery worker needs: the database (the collector's tables migrated), the configuration with a write key; clock and random for tests. */
export interface AnalyticsDeliveryOptions {
  site: SiteDb;
  config: AnalyticsConfig & { segmentWriteKey: string };
  /** The poll timer keeps the process alive: true in a worker process of its own (`npm run worker`). */
  holdProcess?: boolean;
  clock?: () => number;
  random?: () => number;
}

/** One message's outcome: undefined when Segment accepted it, else why not and whether to try again. */
type Failure = { error: string; retryable: boolean } | undefined;

/**
 * Segment's answers that will not change on a retry: any 4xx but 408 (timeout), 410, 429 (rate
 * limit) and 460, as `@segment/analytics-node` itself decides; its failure reason starts with
 * `[status]`. A network error or a timeout is worth retrying.
 */
function failureOf(reason: unknown): Exclude<Failure, undefined> {
  const text = reason instanceof Error ? reason.message : String(reason);
  const status = /^\[(\d{3})\]/.exec(text)?.[1];
  if (!status) return { error: reason instanceof Error && 'code' in reason ? String(reason.code) : 'network', retryable: true };
  const code = Number(status);
  return { error: status, retryable: code >= 500 || [408, 410, 429, 460].includes(code) };
}

/**
 * Sends `messages` to Segment's tracking API through its official server library (one batch call
 * per 500 KB, `POST {host}/v1/batch` with the write key), one attempt: retries are the queue's,
 * which survive restarts. Answers each message's outcome by messageId.
 */
async function sendThroughSegment(
  messages: readonly StoredMessage[],
  config: AnalyticsDeliveryOptions['config'],
): Promise<Map<string, Failure>> {
  const analytics = new Analytics({
    writeKey: config.segmentWriteKey,
    host: config.segmentHost,
    maxRetries: 0,
    flushAt: Math.max(messages.length, 1),
    flushInterval: config.delivery.timeoutMs,
    httpRequestTimeout: config.delivery.timeoutMs,
  });
  // Failures come back through each call's callback; the library's 'error' event would otherwise be unhandled.
  analytics.on('error', () => undefined);
  const outcomes = new Map<string, Failure>();
  for (const m of messages) {
    const done = (error?: unknown) => outcomes.set(m.messageId, error === undefined ? undefined : failureOf(error));
    const common = { anonymousId: m.anonymousId, messageId: m.messageId, timestamp: new Date(m.timestamp), context: m.context };
    try {
      if (m.type === 'track') analytics.track({ ...common, event: m.event ?? '', properties: m.properties ?? {} }, done);
      else if (m.type === 'page') analytics.page({ ...common, ...(m.name ? { name: m.name } : {}), properties: m.properties ?? {} }, done);
      else analytics.identify({ ...common, traits: m.traits ?? {} }, done);
    } catch (error) {
      // The library refuses a malformed event at once; it will not become valid later.
      outcomes.set(m.messageId, { error: error instanceof Error ? error.name : 'invalid', retryable: false });
    }
  }
  await analytics.closeAndFlush({ timeout: config.delivery.timeoutMs * 2 });
  for (const m of messages) if (!outcomes.has(m.messageId)) outcomes.set(m.messageId, { error: 'timeout', retryable: true });
  return outcomes;
}

/**
 * Delivers the collector's queue to Segment (docs/requirements.md#decision-analytics-transport):
 * claims due batches (several workers, in one process or many, never take the same one), sends
 * their messages together through `@segment/analytics-node`, then deletes each batch Segment
 * accepted in full. A batch with failures keeps only the messages still to send, so an answer
 * Segment gave for part of the events is never sent twice; it is retried after
 * `retryDelayMs` (exponential, capped at ANALYTICS_RETRY_MAX_MS, without end: an outage of any
 * length loses nothing), or left 'failed' when Segment refused it for good (a 4xx such as a wrong
 * write key or a malformed event). Each message keeps its messageId, which Segment deduplicates
 * on, for the one case the queue cannot see: an answer lost after Segment stored the batch.
 */
export class AnalyticsDeliveryWorker extends PollingWorker {
  private readonly clock: () => number;
  private readonly random: () => number;

  constructor(private readonly options: AnalyticsDeliveryOptions) {
    super({
      pollMs: options.config.delivery.pollMs,
      batchSize: options.config.delivery.batchSize,
      holdProcess: options.holdProcess ?? false,
    });
    this.clock = options.clock ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  protected roundFailed(error: unknown): void {
    analyticsLog('error', 'Analytics delivery round failed', { error: error instanceof Error ? error.name : 'unknown' });
  }

  /** Claims due batches and delivers their messages together; answers how many batches were claimed. */
  protected async runRound(): Promise<number> {
    const { site, config } = this.options;
    const token = randomUUID();
    const batches = await claimBatches(site, {
      now: this.clock(),
      leaseMs: config.delivery.leaseMs,
      limit: config.delivery.batchSize,
      token,
    });
    if (batches.length === 0) return 0;
    const messagesOf = new Map(batches.map((b) => [b.id, JSON.parse(b.messages) as StoredMessage[]]));
    const outcomes = await sendThroughSegment([...messagesOf.values()].flat(), config);
    for (const batch of batches) await this.record(batch, token, messagesOf.get(batch.id) ?? [], outcomes);
    return batches.length;
  }

  private async record(batch: QueuedBatch, token: string, messages: StoredMessage[], outcomes: Map<string, Failure>): Promise<void> {
    const { site, config } = this.options;
    const failed = messages.filter((m) => outcomes.get(m.messageId) !== undefined);
    const fields = { delivery: batch.id, attempt: batch.attempts, deliveries: messages.length };
    if (failed.length === 0) {
      if (!(await completeBatch(site, batch, token))) analyticsLog('warn', 'Analytics batch lease lost before it was recorded', fields);
      return;
    }
    const failures = failed.map((m) => outcomes.get(m.messageId)!);
    const retryable = failures.some((f) => f.retryable);
    const error = failures[0]!.error;
    const retryInMs = retryable
      ? retryDelayMs(batch.attempts, { baseMs: config.delivery.baseDelayMs, maxMs: config.delivery.maxDelayMs }, this.random)
      : undefined;
    analyticsLog(
      retryable ? 'warn' : 'error',
      retryable ? 'Segment delivery failed; will retry' : 'Segment refused the batch; left failed',
      {
        ...fields,
        error,
        retryInMs,
      },
    );
    await retryBatch(site, batch, token, failed, error, retryInMs === undefined ? undefined : this.clock() + retryInMs);
  }
}

/**
 * The analytics queue's delivery in a worker process (`npm run worker`, scripts/src/worker-main.ts,
 * beside the forms' outbox): with a Segment write key, migrates the collector's tables on `site`
 * and starts an `AnalyticsDeliveryWorker` that keeps the process alive; without one, starts
 * nothing (events stay in the site database).
 * @throws Error when a migration fails.
 */
export async function startAnalyticsDelivery(site: SiteDb, config: AnalyticsConfig): Promise<AnalyticsDeliveryWorker[]> {
  const segmentWriteKey = config.segmentWriteKey;
  if (!segmentWriteKey) return [];
  await migrateTenant(site, ANALYTICS_TENANT);
  const segment = new AnalyticsDeliveryWorker({ site, config: { ...config, segmentWriteKey }, holdProcess: true });
  segment.start();
  log('info', `Analytics delivery to Segment started (${config.segmentHost})`);
  return [segment];
}
