import { createHash, randomUUID } from 'node:crypto';
import type { ServiceConfig } from '../config.js';
import type { SqliteDatabase } from '../db.js';

/**
 * Contentful-style webhooks (https://www.contentful.com/developers/docs/concepts/webhooks/).
 *
 * Every `emit(topic, payload)` becomes one delivery per configured URL, persisted in SQLite
 * before it is attempted, so a restart resumes whatever was still pending. A delivery is a
 * `POST` of the JSON payload with Contentful's webhook headers
 * (https://www.contentful.com/developers/docs/webhooks/headers/); a 2xx answer completes it,
 * any other answer, a network error or a timeout is retried with exponential backoff until
 * `maxAttempts` is reached. By default that is 12 attempts, 1 s after the first failure and
 * doubling up to 5 minutes (1, 2, 4 … 256, 300, 300 s): about 18.5 minutes in all, so a site that
 * is restarting or briefly down still gets the publish event. (Contentful's own policy is 3
 * attempts, https://www.contentful.com/developers/docs/webhooks/retry-policy/; the local
 * service's target is usually a site being rebuilt or restarted, which takes longer.)
 */

/** Default attempts per delivery, the first included. */
export const DEFAULT_MAX_ATTEMPTS = 12;
/** Default delay before the first retry, in ms; it doubles for each further one. */
export const DEFAULT_BACKOFF_MS = 1000;
/** Default upper bound of one retry delay, in ms. */
export const DEFAULT_MAX_BACKOFF_MS = 5 * 60 * 1000;

/**
 * The delays (ms) between the attempts of one delivery: `maxAttempts - 1` values,
 * `min(maxBackoffMs, backoffMs × 2^(n-1))` before retry n.
 */
export function retryDelaysMs(
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
  backoffMs = DEFAULT_BACKOFF_MS,
  maxBackoffMs = DEFAULT_MAX_BACKOFF_MS,
): number[] {
  return Array.from({ length: Math.max(0, maxAttempts - 1) }, (_, i) => Math.min(maxBackoffMs, backoffMs * 2 ** i));
}

export interface WebhookDispatcherOptions {
  /** Attempts per delivery, the first included (default `DEFAULT_MAX_ATTEMPTS`, 12). */
  maxAttempts?: number;
  /** Delay before the first retry; doubles for each further one (default 1000 ms). */
  backoffMs?: number;
  /** Upper bound of a retry delay (default 5 minutes). */
  maxBackoffMs?: number;
  /** How long one attempt may take before it counts as failed (default 30 s, as Contentful). */
  timeoutMs?: number;
  /** Sent as `X-Contentful-Webhook-Name` (default "content-service"). */
  name?: string;
  /** Where attempt lines go (default `console.log`); never receives payloads. */
  log?: (line: string) => void;
  /** Finished deliveries kept in the table for inspection (default 1000). */
  keepFinished?: number;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One row of the `webhook_deliveries` table. */
export interface WebhookDelivery {
  id: number;
  url: string;
  topic: string;
  crn: string | null;
  idempotencyKey: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  lastResult: string | null;
  createdAt: string;
  updatedAt: string;
}

interface DeliveryRow {
  id: number;
  url: string;
  topic: string;
  payload: string;
  crn: string | null;
  idempotency_key: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  last_result: string | null;
  created_at: string;
  updated_at: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  url TEXT NOT NULL,
  topic TEXT NOT NULL,
  payload TEXT NOT NULL,
  crn TEXT,
  idempotency_key TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_result TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_status ON webhook_deliveries (status, next_attempt_at);
`;

export class WebhookDispatcher {
  private readonly config: () => ServiceConfig;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly timeoutMs: number;
  private readonly name: string;
  private readonly log: (line: string) => void;
  private readonly keepFinished: number;
  /** Deliveries of this process not finished yet, with their retry timer when one is waiting. */
  private readonly pending = new Map<number, NodeJS.Timeout | null>();
  private readonly inFlight = new Set<AbortController>();
  private idleWaiters: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly db: SqliteDatabase,
    config: ServiceConfig | (() => ServiceConfig),
    options: WebhookDispatcherOptions = {},
  ) {
    this.config = typeof config === 'function' ? config : () => config;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    this.backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
    this.maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.name = options.name ?? 'content-service';
    this.log = options.log ?? ((line) => console.log(line));
    this.keepFinished = options.keepFinished ?? 1000;
    db.exec(SCHEMA);

    // Resume what a previous process left pending (its retry schedule is kept).
    const rows = db.prepare(`SELECT id, next_attempt_at FROM webhook_deliveries WHERE status = 'pending' ORDER BY id`).all() as {
      id: number;
      next_attempt_at: number;
    }[];
    if (rows.length > 0) this.log(`[webhooks] resuming ${rows.length} pending deliver${rows.length === 1 ? 'y' : 'ies'}`);
    for (const row of rows) this.schedule(row.id, row.next_attempt_at - Date.now());
  }

  /**
   * Queues `payload` for every configured webhook URL under `topic`
   * (e.g. `ContentManagement.Entry.publish`). Returns at once; delivery is asynchronous.
   */
  emit(topic: string, payload: unknown): void {
    const urls = this.config().webhookUrls;
    if (urls.length === 0 || !this.db.open) return;
    const body = JSON.stringify(payload ?? null);
    const crn = contentfulCrn(payload);
    const now = new Date().toISOString();
    const insert = this.db.prepare(
      `INSERT INTO webhook_deliveries (url, topic, payload, crn, idempotency_key, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
    );
    const ids = this.db.transaction(() =>
      urls.map((url) => {
        const key = createHash('sha256').update(`${randomUUID()}|${url}|${topic}`).digest('hex');
        return Number(insert.run(url, topic, body, crn, key, Date.now(), now, now).lastInsertRowid);
      }),
    )();
    // After close() the rows stay pending for the next process.
    if (!this.closed) for (const id of ids) this.schedule(id, 0);
  }

  /** Resolves once every delivery this dispatcher knows about is delivered or has failed (or on close). */
  idle(): Promise<void> {
    if (this.pending.size === 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops every timer and aborts requests in flight; pending deliveries resume in the next process. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.pending.values()) if (timer) clearTimeout(timer);
    this.pending.clear();
    for (const controller of this.inFlight) controller.abort();
    this.inFlight.clear();
    this.notifyIdle();
  }

  /** The persisted deliveries, newest first (payloads excluded). */
  deliveries(limit = 100): WebhookDelivery[] {
    const rows = this.db
      .prepare(
        `SELECT id, url, topic, crn, idempotency_key, status, attempts, next_attempt_at, last_result, created_at, updated_at
         FROM webhook_deliveries ORDER BY id DESC LIMIT ?`,
      )
      .all(limit) as Omit<DeliveryRow, 'payload'>[];
    return rows.map((r) => ({
      id: r.id,
      url: r.url,
      topic: r.topic,
      crn: r.crn,
      idempotencyKey: r.idempotency_key,
      status: r.status,
      attempts: r.attempts,
      nextAttemptAt: r.next_attempt_at,
      lastResult: r.last_result,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }));
  }

  // ---- internals ---------------------------------------------------------------------------

  private schedule(id: number, delayMs: number): void {
    if (this.closed) return;
    const previous = this.pending.get(id);
    if (previous) clearTimeout(previous);
    const timer = setTimeout(
      () => {
        this.pending.set(id, null);
        void this.attempt(id);
      },
      Math.max(0, delayMs),
    );
    timer.unref();
    this.pending.set(id, timer);
  }

  private async attempt(id: number): Promise<void> {
    if (this.closed || !this.db.open) return;
    const row = this.db.prepare(`SELECT * FROM webhook_deliveries WHERE id = ? AND status = 'pending'`).get(id) as DeliveryRow | undefined;
    if (!row) return this.finish(id);
    const attempt = row.attempts + 1;
    // Counted before sending: a crash mid-request still uses up the attempt.
    this.db.prepare('UPDATE webhook_deliveries SET attempts = ?, updated_at = ? WHERE id = ?').run(attempt, new Date().toISOString(), id);

    const config = this.config();
    const headers: Record<string, string> = {
      'Content-Type': 'application/vnd.contentful.management.v1+json',
      'X-Contentful-Topic': row.topic,
      'X-Contentful-Webhook-Name': this.name,
      'X-Contentful-Webhook-Request-Attempt': String(attempt),
      'X-Contentful-Idempotency-Key': row.idempotency_key,
    };
    if (row.crn) headers['X-Contentful-CRN'] = row.crn;
    if (config.webhookSecret) headers['X-Contentful-Webhook-Secret'] = config.webhookSecret;

    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(new Error(`timed out after ${this.timeoutMs} ms`)), this.timeoutMs);
    timeout.unref();
    this.inFlight.add(controller);
    const started = Date.now();
    let ok = false;
    let result: string;
    try {
      const res = await fetch(row.url, { method: 'POST', headers, body: row.payload, signal: controller.signal, redirect: 'manual' });
      await res.arrayBuffer().catch(() => undefined);
      ok = res.status >= 200 && res.status < 300;
      result = `HTTP ${res.status}`;
    } catch (err) {
      const reason = controller.signal.aborted ? controller.signal.reason : err;
      result = `error: ${describe(reason)}`;
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
    // close() aborted this attempt: leave the row pending for the next process.
    if (this.closed || !this.db.open) return;

    const elapsed = Date.now() - started;
    const now = new Date().toISOString();
    const target = redactUrl(row.url);
    if (ok) {
      this.db
        .prepare(`UPDATE webhook_deliveries SET status = 'delivered', last_result = ?, updated_at = ? WHERE id = ?`)
        .run(result, now, id);
      this.log(`[webhooks] #${id} ${row.topic} -> ${target} attempt ${attempt}/${this.maxAttempts}: ${result} in ${elapsed} ms, delivered`);
      return this.finish(id);
    }
    if (attempt >= this.maxAttempts) {
      this.db.prepare(`UPDATE webhook_deliveries SET status = 'failed', last_result = ?, updated_at = ? WHERE id = ?`).run(result, now, id);
      this.log(`[webhooks] #${id} ${row.topic} -> ${target} attempt ${attempt}/${this.maxAttempts}: ${result} in ${elapsed} ms, giving up`);
      return this.finish(id);
    }
    const delay = retryDelaysMs(this.maxAttempts, this.backoffMs, this.maxBackoffMs)[attempt - 1]!;
    this.db
      .prepare('UPDATE webhook_deliveries SET next_attempt_at = ?, last_result = ?, updated_at = ? WHERE id = ?')
      .run(Date.now() + delay, result, now, id);
    this.log(
      `[webhooks] #${id} ${row.topic} -> ${target} attempt ${attempt}/${this.maxAttempts}: ${result} in ${elapsed} ms, retrying in ${delay} ms`,
    );
    this.schedule(id, delay);
  }

  private finish(id: number): void {
    this.pending.delete(id);
    if (this.db.open && this.keepFinished >= 0) {
      this.db
        .prepare(
          `DELETE FROM webhook_deliveries WHERE status != 'pending' AND id NOT IN
             (SELECT id FROM webhook_deliveries WHERE status != 'pending' ORDER BY id DESC LIMIT ?)`,
        )
        .run(this.keepFinished);
    }
    if (this.pending.size === 0) this.notifyIdle();
  }

  private notifyIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

// ---- payload helpers -----------------------------------------------------------------------

/** `ContentManagement.{Type}.{action}`, the value of `X-Contentful-Topic`. */
export function webhookTopic(entityType: string, action: string): string {
  return `ContentManagement.${entityType}.${action}`;
}

interface EntityLike {
  sys: {
    id: string;
    type: string;
    space?: unknown;
    environment?: unknown;
    contentType?: unknown;
    createdAt?: string;
    updatedAt?: string;
    version?: number;
    publishedCounter?: number;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/**
 * The body Contentful sends for an entity event. `unpublish` and `delete` send only a
 * `Deleted{Type}` sys (as `DeletedEntry` in the sync API); every other action sends the entity
 * as the CMA returns it.
 */
export function webhookPayload(entity: EntityLike, action?: string): unknown {
  if (action !== 'unpublish' && action !== 'delete') return structuredClone(entity);
  const s = entity.sys;
  const now = new Date().toISOString();
  const sys: Record<string, unknown> = { type: `Deleted${s.type}`, id: s.id };
  if (s.space) sys.space = s.space;
  if (s.environment) sys.environment = s.environment;
  if (s.contentType) sys.contentType = s.contentType;
  sys.revision = s.publishedCounter ?? 0;
  if (s.createdAt) sys.createdAt = s.createdAt;
  sys.updatedAt = now;
  sys.deletedAt = now;
  return { sys };
}

const CRN_COLLECTIONS: Record<string, string> = {
  Entry: 'entries',
  DeletedEntry: 'entries',
  Asset: 'assets',
  DeletedAsset: 'assets',
  ContentType: 'content_types',
  DeletedContentType: 'content_types',
  Locale: 'locales',
  Tag: 'tags',
};

/** `crn:contentful:::content:spaces/{space}/environments/{env}/entries/{id}` when the payload says enough. */
export function contentfulCrn(payload: unknown): string | null {
  const sys = (payload as EntityLike | null)?.sys;
  if (!sys || typeof sys.id !== 'string') return null;
  const collection = CRN_COLLECTIONS[sys.type];
  const space = linkId(sys.space);
  if (!collection || !space) return null;
  const env = linkId(sys.environment) ?? 'master';
  return `crn:contentful:::content:spaces/${space}/environments/${env}/${collection}/${sys.id}`;
}

function linkId(link: unknown): string | undefined {
  const id = (link as { sys?: { id?: unknown } } | undefined)?.sys?.id;
  return typeof id === 'string' ? id : undefined;
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message} (${cause.message})` : err.message;
  }
  return String(err);
}

/** A URL for logs, without credentials or query string. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '<invalid url>';
  }
}
