import { randomUUID, timingSafeEqual } from 'node:crypto';
import { hitRateLimit, type SiteDb, type Tenant } from '@insurer/site-db';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { RequestRejected, readBodyLimited } from '../guard/request.js';
import { log } from '../log.js';
import type { AnalyticsConfig } from './config.js';

/**
 * The collector's table in the site database: one row per Segment message received; `id` is the
 * message's `messageId` (a retry is stored once).
 */
interface AnalyticsEventsTable {
  id: string;
  received_at: number;
  /** Segment message type: 'track', 'page', 'identify'. */
  type: string;
  /** The track event name, or the page name; null for identify. */
  event: string | null;
  anonymous_id: string | null;
  /** The message as received (Segment's tracking API shape), JSON. */
  message: string;
}

type AnalyticsDatabase = { analytics_events: AnalyticsEventsTable };

const eventsDb = (site: Pick<SiteDb, 'db'>): Kysely<AnalyticsDatabase> => site.db.withTables<AnalyticsDatabase>();

/** The collector's tables (`migrateTenant`); the name is the one it had when every tenant shared one list. */
export const ANALYTICS_TENANT: Tenant = {
  name: 'analytics',
  migrations: {
    '0002-analytics-events': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('analytics_events')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('received_at', 'bigint', (c) => c.notNull())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('event', 'text')
          .addColumn('anonymous_id', 'text')
          .addColumn('message', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('analytics_events_received').on('analytics_events').column('received_at').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('analytics_events').execute();
      },
    },
  },
};

/**
 * The site's own analytics collector (docs/requirements.md#decision-analytics-transport): it speaks
 * Segment's tracking API (https://segment.com/docs/connections/sources/catalog/libraries/server/http-api/)
 * as analytics-next posts it, so the browser library needs no change when a write key sends to
 * Segment instead. Paths: `t` (track), `p` (page), `i` (identify), `batch` and analytics-next's
 * batching `b` ({ batch: [...] }).
 */
export type CollectorPath = 't' | 'p' | 'i' | 'batch' | 'b';

const TYPE_OF_PATH = { t: 'track', p: 'page', i: 'identify' } as const;

/** Segment's limits: 32 KB per message, 500 KB per batch. */
export const MAX_MESSAGE_BYTES = 32 * 1024;
export const MAX_BATCH_BYTES = 500 * 1024;

const COLLECTOR_MESSAGES = {
  unknownPath: 'Unknown tracking API path: use /v1/t, /v1/p, /v1/i or /v1/batch.',
  malformedJson: 'The request body is not valid JSON.',
  malformedMessage: 'Each message needs a type of track, page or identify, an anonymousId or userId, and (for track) an event name.',
  rateLimited: 'Too many analytics requests from your network. Please wait a minute.',
  tooLarge: 'The analytics message is too large.',
  unavailable: 'Analytics are unavailable right now.',
} as const;

const text = z.string().min(1).max(200);
const messageSchema = z
  .object({
    type: z.enum(['track', 'page', 'identify', 'screen', 'group', 'alias']),
    event: text.optional(),
    name: z.string().max(200).nullish(),
    anonymousId: text.nullish(),
    userId: text.nullish(),
    messageId: text.optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
    traits: z.record(z.string(), z.unknown()).optional(),
    context: z.record(z.string(), z.unknown()).optional(),
    timestamp: z.string().max(64).optional(),
  })
  .loose()
  .refine((m) => Boolean(m.anonymousId ?? m.userId), 'anonymousId or userId')
  .refine((m) => m.type !== 'track' || Boolean(m.event), 'event');

type Message = z.infer<typeof messageSchema>;

/** What the collector needs from the running site. */
export interface CollectorDeps {
  config: AnalyticsConfig;
  /** The site database with the collector's table migrated (`migrateTenant(site, ANALYTICS_TENANT)`). */
  site: () => Promise<SiteDb>;
  clock?: () => number;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * One tracking API request: rate limit per client address (429), body size (413: 32 KB, 500 KB for
 * a batch), JSON (400), each message's shape (400, nothing stored), then the messages are stored
 * (a repeated messageId once) and the oldest beyond ANALYTICS_MAX_EVENTS pruned. Answers
 * 200 `{ success: true }` as Segment does; 503 with a message when the database is down.
 */
export async function handleCollect(request: Request, path: string, deps: CollectorDeps, clientAddress: string): Promise<Response> {
  if (!['t', 'p', 'i', 'batch', 'b'].includes(path)) return json(404, { message: COLLECTOR_MESSAGES.unknownPath });
  const kind = path as CollectorPath;
  const batch = kind === 'batch' || kind === 'b';
  try {
    const site = await deps.site();
    const now = (deps.clock ?? Date.now)();
    const limit = await hitRateLimit(site, {
      scope: 'analytics',
      address: clientAddress,
      now,
      windowMs: 60_000,
      max: deps.config.rateLimit,
    });
    if (!limit.allowed) throw new RequestRejected(429, COLLECTOR_MESSAGES.rateLimited, { 'Retry-After': String(limit.retryAfterSeconds) });
    const body = await readBodyLimited(request, batch ? MAX_BATCH_BYTES : MAX_MESSAGE_BYTES).catch((error: unknown) => {
      throw error instanceof RequestRejected && error.status === 413 ? new RequestRejected(413, COLLECTOR_MESSAGES.tooLarge) : error;
    });
    let raw: unknown;
    try {
      raw = JSON.parse(body);
    } catch {
      return json(400, { message: COLLECTOR_MESSAGES.malformedJson });
    }
    const messages = parseMessages(raw, kind);
    if (!messages) return json(400, { message: COLLECTOR_MESSAGES.malformedMessage });
    if (messages.some((m) => Buffer.byteLength(JSON.stringify(m)) > MAX_MESSAGE_BYTES))
      return json(413, { message: COLLECTOR_MESSAGES.tooLarge });
    await storeMessages(site, messages, now, deps.config.maxEvents);
    return json(200, { success: true });
  } catch (error) {
    if (error instanceof RequestRejected) return json(error.status, { message: error.message }, error.headers);
    log('error', 'Analytics collector failed', { error: error instanceof Error ? error.name : 'unknown' });
    return json(503, { message: COLLECTOR_MESSAGES.unavailable });
  }
}

/** The messages of a body: one for t/p/i (its type taken from the path), `batch` for batch/b; undefined when any is malformed. */
function parseMessages(raw: unknown, kind: CollectorPath): Message[] | undefined {
  const list =
    kind === 'batch' || kind === 'b'
      ? typeof raw === 'object' && raw !== null && Array.isArray((raw as { batch?: unknown }).batch)
        ? ((raw as { batch: unknown[] }).batch as unknown[])
        : undefined
      : [typeof raw === 'object' && raw !== null ? { type: TYPE_OF_PATH[kind], ...raw } : raw];
  if (!list || list.length === 0 || list.length > 500) return undefined;
  const parsed = list.map((m) => messageSchema.safeParse(m));
  return parsed.every((p) => p.success) ? parsed.map((p) => p.data as Message) : undefined;
}

let lastPruneAt = 0;

async function storeMessages(site: Pick<SiteDb, 'db'>, messages: Message[], now: number, maxEvents: number): Promise<void> {
  const rows = messages.map((m) => ({
    id: m.messageId ?? randomUUID(),
    received_at: now,
    type: m.type,
    event: m.type === 'track' ? (m.event ?? null) : m.type === 'page' ? (m.name ?? null) : null,
    anonymous_id: m.anonymousId ?? null,
    message: JSON.stringify(m),
  }));
  const db = eventsDb(site);
  await db
    .insertInto('analytics_events')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // Pruning at most every 10 s keeps the table near its cap without a delete per request.
  if (now - lastPruneAt > 10_000) {
    lastPruneAt = now;
    const cutoff = await db
      .selectFrom('analytics_events')
      .select('received_at')
      .orderBy('received_at', 'desc')
      .offset(maxEvents)
      .limit(1)
      .executeTakeFirst();
    if (cutoff) await db.deleteFrom('analytics_events').where('received_at', '<=', cutoff.received_at).execute();
  }
}

/** One stored event as the reader endpoint and `npm run analytics:tail` show it. */
export interface StoredAnalyticsEvent {
  receivedAt: string;
  type: string;
  event: string | null;
  message: Record<string, unknown>;
}

/** The latest `limit` events, newest first. */
export async function latestAnalyticsEvents(site: Pick<SiteDb, 'db'>, limit: number): Promise<StoredAnalyticsEvent[]> {
  const rows = await eventsDb(site)
    .selectFrom('analytics_events')
    .selectAll()
    .orderBy('received_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    receivedAt: new Date(Number(r.received_at)).toISOString(),
    type: r.type,
    event: r.event,
    message: JSON.parse(r.message) as Record<string, unknown>,
  }));
}

function secretMatches(given: string | null, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/analytics/events?limit=N (1-500, default 100): the latest events, newest first, as
 * `{ events: StoredAnalyticsEvent[] }`, for whoever holds `Authorization: Bearer $ANALYTICS_READ_SECRET`
 * (401 otherwise; 400 for a bad limit).
 */
export async function handleReadEvents(request: Request, deps: CollectorDeps): Promise<Response> {
  const auth = request.headers.get('authorization');
  if (!secretMatches(auth?.startsWith('Bearer ') ? auth.slice(7) : null, deps.config.readSecret)) {
    return json(401, { message: 'Send Authorization: Bearer with the analytics read secret.' });
  }
  const rawLimit = new URL(request.url).searchParams.get('limit') ?? '100';
  const limit = Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) return json(400, { message: 'limit must be a whole number from 1 to 500.' });
  try {
    return json(200, { events: await latestAnalyticsEvents(await deps.site(), limit) });
  } catch (error) {
    log('error', 'Analytics events could not be read', { error: error instanceof Error ? error.name : 'unknown' });
    return json(503, { message: COLLECTOR_MESSAGES.unavailable });
  }
}

/**
 * Records an event the server itself fires (the leads audit's 'blacklisted' / 'valid',
 * docs/requirements.md#leads-audit) in the collector, and sends it to Segment's HTTP API too when
 * SEGMENT_WRITE_KEY is set. Never throws: a failed record is logged.
 */
export async function recordServerEvent(
  site: Pick<SiteDb, 'db'>,
  config: AnalyticsConfig,
  event: string,
  properties: Record<string, unknown>,
  now: number,
): Promise<void> {
  const message: Message = {
    type: 'track',
    event,
    properties,
    anonymousId: 'server',
    messageId: randomUUID(),
    timestamp: new Date(now).toISOString(),
    context: { library: { name: '@insurer/submissions' } },
  };
  try {
    await storeMessages(site, [message], now, config.maxEvents);
    const key = config.segmentWriteKey;
    if (key) {
      const res = await fetch('https://api.segment.io/v1/track', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) log('warn', 'Segment refused a server event', { error: String(res.status) });
    }
  } catch (error) {
    log('warn', 'Server analytics event not recorded', { error: error instanceof Error ? error.name : 'unknown' });
  }
}
