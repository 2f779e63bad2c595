import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { fromSite, MALFORMED_ORIGIN } from '@insurer/contracts/site-origin';
import { hitRateLimit, type SiteDb } from '@insurer/site-db';
import { z } from 'zod';
import { networkOf } from '@insurer/submissions/guard/networks';
import { RequestRejected, readBodyLimited } from '@insurer/submissions/guard/request';
import { log } from '@insurer/submissions/log';
import type { AnalyticsConfig } from './config.js';
import { serverContext, type CollectorVisitor } from './context.js';
import { enqueueBatch, type StoredMessage } from './queue.js';
import { analyticsDb } from './schema.js';

export { ANALYTICS_TENANT } from './schema.js';

/**
 * The site's own analytics collector (docs/requirements.md#decision-analytics-transport): it speaks
 * Segment's tracking API (https://segment.com/docs/connections/sources/catalog/libraries/server/http-api/)
 * as the browser's first-party sender posts it. Paths: `t` (track), `p` (page), `i` (identify),
 * `batch` and `b` ({ batch: [...] }).
 */
export type CollectorPath = 't' | 'p' | 'i' | 'batch' | 'b';

const TYPE_OF_PATH = { t: 'track', p: 'page', i: 'identify' } as const;

/** Segment's limits: 32 KB per message, 500 KB per batch. */
export const MAX_MESSAGE_BYTES = 32 * 1024;
export const MAX_BATCH_BYTES = 500 * 1024;

const COLLECTOR_MESSAGES = {
  unknownPath: 'Unknown tracking API path: use /v1/t, /v1/p, /v1/i or /v1/batch.',
  tooDeep: 'The analytics message nests objects and arrays deeper than 32 levels.',
  malformedJson: 'The request body is not valid JSON.',
  malformedMessage: 'Each message needs a type of track, page or identify and (for track) an event name.',
  foreignOrigin: 'Analytics can only be sent from this site.',
  rateLimited: 'Too many analytics requests from your network. Please wait a minute.',
  tooLarge: 'The analytics message is too large.',
  unavailable: 'Analytics are unavailable right now.',
} as const;

const text = z.string().min(1).max(200);
/**
 * A message as the browser may send it. The server owns identity and enrichment: `anonymousId`,
 * `userId`, `timestamp` and every `context` field but `featureFlags` are ignored.
 */
const messageSchema = z
  .object({
    type: z.enum(['track', 'page', 'identify']),
    event: text.optional(),
    name: z.string().max(200).nullish(),
    messageId: text.optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
    traits: z.record(z.string(), z.unknown()).optional(),
    context: z.record(z.string(), z.unknown()).optional(),
  })
  .loose()
  .refine((m) => m.type !== 'track' || Boolean(m.event), 'event');

type Message = z.infer<typeof messageSchema>;

/** What the collector needs from the running site. */
export interface CollectorDeps {
  config: AnalyticsConfig;
  /** The site database with the collector's tables migrated (`migrateTenant(site, ANALYTICS_TENANT)`). */
  site: () => Promise<SiteDb>;
  clock?: () => number;
}

/** The collector's answer, and whether it stored the events (the site sets a new visitor's cookie only then). */
export interface CollectorAnswer {
  response: Response;
  stored: boolean;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

const answer = (response: Response, stored = false): CollectorAnswer => ({ response, stored });

/** The stored form of a client's network (`networkOf`): a hash, never the address. */
function networkKey(clientAddress: string): string {
  return createHash('sha256')
    .update(`analytics-network:${networkOf(clientAddress)}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * One tracking API request from `visitor` (its id and stored values, read by the site from its
 * first-party cookies): with `Sec-GPC: 1` or the visitor's opt-out everything is dropped before
 * anything is read or stored (200, as Segment answers). Otherwise: the site's one origin policy
 * (`fromSite`: Origin, else Referer, against SITE_URL and FORMS_ALLOWED_ORIGINS, never Host;
 * 403, or 400 for a malformed Origin), the rate limits per client address and per client network
 * (an IPv4 /24, an IPv6 /64, as the forms count; 429), body size (413: 32 KB, 500 KB for a batch), JSON (400),
 * each message's shape (400, nothing stored); then the messages are stored with the visitor's
 * `anonymousId`, a server timestamp and the server's context (`serverContext`), a repeated
 * messageId once, and, with a Segment write key, queued for delivery in the same transaction;
 * beyond ANALYTICS_MAX_EVENTS the networks holding the most events lose their oldest first
 * (`pruneEvents`). Answers 200 `{ success: true }` as Segment
 * does; 503 with a message when the database is down.
 */
export async function handleCollect(
  request: Request,
  path: string,
  deps: CollectorDeps,
  clientAddress: string,
  visitor: CollectorVisitor,
): Promise<CollectorAnswer> {
  if (!['t', 'p', 'i', 'batch', 'b'].includes(path)) return answer(json(404, { message: COLLECTOR_MESSAGES.unknownPath }));
  // docs/requirements.md#decision-privacy-choice: consent is enforced here, where data would be stored.
  if (visitor.optedOut || request.headers.get('sec-gpc') === '1') return answer(json(200, { success: true }));
  const origin = fromSite(request.headers, deps.config.postOrigins);
  if (!origin.fromSite)
    return answer(json(origin.status, { message: origin.reason === 'malformed' ? MALFORMED_ORIGIN : COLLECTOR_MESSAGES.foreignOrigin }));
  const kind = path as CollectorPath;
  const batch = kind === 'batch' || kind === 'b';
  try {
    const site = await deps.site();
    const now = (deps.clock ?? Date.now)();
    // Per address, then per network: rotating addresses inside one allocation does not get past the second.
    const limits: [string, string, number][] = [
      ['analytics', clientAddress, deps.config.rateLimit],
      ['analytics-network', networkOf(clientAddress), deps.config.networkRateLimit],
    ];
    for (const [scope, address, max] of limits) {
      const limit = await hitRateLimit(site, { scope, address, now, windowMs: 60_000, max, window: 'sliding' });
      if (!limit.allowed)
        throw new RequestRejected(429, COLLECTOR_MESSAGES.rateLimited, { 'Retry-After': String(limit.retryAfterSeconds) });
    }
    const body = await readBodyLimited(request, batch ? MAX_BATCH_BYTES : MAX_MESSAGE_BYTES).catch((error: unknown) => {
      throw error instanceof RequestRejected && error.status === 413 ? new RequestRejected(413, COLLECTOR_MESSAGES.tooLarge) : error;
    });
    let raw: unknown;
    try {
      raw = JSON.parse(body);
    } catch {
      return answer(json(400, { message: COLLECTOR_MESSAGES.malformedJson }));
    }
    if (nestedDeeperThan(raw, MAX_DEPTH)) return answer(json(400, { message: COLLECTOR_MESSAGES.tooDeep }));
    const messages = parseMessages(raw, kind);
    if (!messages) return answer(json(400, { message: COLLECTOR_MESSAGES.malformedMessage }));
    const stored = messages.map((m) => storedMessage(m, request, visitor, now, deps.config.postOrigins));
    if (stored.some((m) => Buffer.byteLength(JSON.stringify(m)) > MAX_MESSAGE_BYTES))
      return answer(json(413, { message: COLLECTOR_MESSAGES.tooLarge }));
    await storeAndQueue(site, stored, { now, network: networkKey(clientAddress) }, deps.config);
    return answer(json(200, { success: true }), true);
  } catch (error) {
    if (error instanceof RequestRejected) return answer(json(error.status, { message: error.message }, error.headers));
    log('error', 'Analytics collector failed', { error: error instanceof Error ? error.name : 'unknown' });
    return answer(json(503, { message: COLLECTOR_MESSAGES.unavailable }, { 'Retry-After': '5' }));
  }
}

/**
 * Deepest nesting of objects and arrays a collector body may have (a Segment call's properties
 * rarely go past three): deeper values overflowed the stack of the schema and serialisation that
 * follow (a 503 before issue 40). Answered with 400.
 */
const MAX_DEPTH = 32;

/** Whether `value` nests objects/arrays deeper than `max`; iterative, so it cannot overflow the stack itself. */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The messages of a body: one for t/p/i (its type taken from the path), `batch` for batch/b; undefined when any is malformed. */
function parseMessages(raw: unknown, kind: CollectorPath): Message[] | undefined {
  const list =
    kind === 'batch' || kind === 'b'
      ? typeof raw === 'object' && raw !== null && Array.isArray((raw as { batch?: unknown }).batch)
        ? ((raw as { batch: unknown[] }).batch as unknown[])
        : undefined
      : [typeof raw === 'object' && raw !== null ? { ...raw, type: TYPE_OF_PATH[kind] } : raw];
  if (!list || list.length === 0 || list.length > 500) return undefined;
  const parsed = list.map((m) => messageSchema.safeParse(m));
  return parsed.every((p) => p.success) ? parsed.map((p) => p.data as Message) : undefined;
}

/** The message as stored and delivered: the call's own fields, the visitor's id, the server's time and context. */
function storedMessage(
  m: Message,
  request: Request,
  visitor: CollectorVisitor,
  now: number,
  postOrigins: readonly string[],
): StoredMessage {
  return {
    type: m.type,
    messageId: m.messageId ?? randomUUID(),
    anonymousId: visitor.anonymousId,
    timestamp: new Date(now).toISOString(),
    ...(m.type === 'track' && m.event ? { event: m.event } : {}),
    ...(m.type === 'page' && m.name ? { name: m.name } : {}),
    ...(m.type !== 'identify' ? { properties: m.properties ?? {} } : {}),
    ...(m.type === 'identify' ? { traits: m.traits ?? {} } : {}),
    context: serverContext(request, m, visitor, postOrigins),
  };
}

/**
 * Stores the messages (a messageId already stored is skipped) and, with a write key, queues the
 * new ones as one batch for Segment, in one transaction: an event is never stored without its
 * delivery or queued without being stored.
 */
async function storeAndQueue(
  site: Pick<SiteDb, 'db'>,
  messages: StoredMessage[],
  { now, network }: { now: number; network: string },
  config: AnalyticsConfig,
): Promise<void> {
  const rows = messages.map((m) => ({
    id: m.messageId,
    received_at: now,
    type: m.type,
    event: m.event ?? m.name ?? null,
    anonymous_id: m.anonymousId,
    network,
    message: JSON.stringify(m),
  }));
  await analyticsDb(site)
    .transaction()
    .execute(async (trx) => {
      const inserted = await trx
        .insertInto('analytics_events')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute();
      if (config.segmentWriteKey) {
        const fresh = new Set(inserted.map((r) => r.id));
        await enqueueBatch(
          trx,
          messages.filter((m) => fresh.has(m.messageId)),
          now,
        );
      }
    });
  await pruneEvents(site, now, config.maxEvents);
}

let lastPruneAt = 0;

/**
 * The most events each network may keep so that all of them fit in `max`: networks below it keep
 * all theirs, the rest are cut to it (a max-min fair share). Infinity when everything fits.
 * @param counts the events each network holds.
 */
export function fairShare(counts: readonly number[], max: number): number {
  const sorted = [...counts].sort((a, b) => a - b);
  let budget = max;
  for (let i = 0; i < sorted.length; i++) {
    const share = Math.floor(budget / (sorted.length - i));
    if (sorted[i]! > share) return share;
    budget -= sorted[i]!;
  }
  return Infinity;
}

/**
 * Keeps the events table within `maxEvents`, at most every 10 s (not a delete per request), fairly
 * between networks: when it holds more, each network over the fair share (`fairShare`) loses its
 * oldest events down to it. One network's flood therefore pushes out its own events first, never
 * those of a network that holds fewer. The delivery queue is never pruned.
 */
async function pruneEvents(site: Pick<SiteDb, 'db'>, now: number, maxEvents: number): Promise<void> {
  if (now - lastPruneAt <= 10_000) return;
  lastPruneAt = now;
  const db = analyticsDb(site);
  const held = await db
    .selectFrom('analytics_events')
    .select(['network', (eb) => eb.fn.countAll<number | string | bigint>().as('events')])
    .groupBy('network')
    .execute();
  const share = fairShare(
    held.map((row) => Number(row.events)),
    maxEvents,
  );
  if (share === Infinity) return;
  for (const row of held) {
    if (Number(row.events) <= share) continue;
    const ids = db
      .selectFrom('analytics_events')
      .select('id')
      .where('network', '=', row.network)
      .orderBy('received_at', 'asc')
      .orderBy('id', 'asc')
      .limit(Number(row.events) - share);
    await db.deleteFrom('analytics_events').where('id', 'in', ids).execute();
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
  const rows = await analyticsDb(site)
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
 * docs/requirements.md#leads-audit) in the collector and, when SEGMENT_WRITE_KEY is set, queues it
 * for Segment in the same transaction, as the browser's events are (the delivery worker sends it:
 * an outage of Segment loses nothing). Never throws: a failed record is logged.
 */
export async function recordServerEvent(
  site: Pick<SiteDb, 'db'>,
  config: AnalyticsConfig,
  event: string,
  properties: Record<string, unknown>,
  now: number,
): Promise<void> {
  const message: StoredMessage = {
    type: 'track',
    event,
    properties,
    anonymousId: 'server',
    messageId: randomUUID(),
    timestamp: new Date(now).toISOString(),
    context: { library: { name: '@insurer/submissions' } },
  };
  try {
    // The server's own events share one network of their own when the table is pruned.
    await storeAndQueue(site, [message], { now, network: 'server' }, config);
  } catch (error) {
    log('warn', 'Server analytics event not recorded', { error: error instanceof Error ? error.name : 'unknown' });
  }
}
