import { createClient } from 'redis';
import { pingSiteDb, type SiteDb } from '@insurer/site-db';
import { log } from './log';
import type { SiteEnv } from './site-config';

/** What `/readyz` checks, by the name its answer gives each. */
export type ReadinessPart = 'contentApi' | 'siteDatabase' | 'redis';

/** How a part answered: `ok`, `failing`, or `skipped` (Redis when REDIS_URL is unset). */
export type PartState = 'ok' | 'failing' | 'skipped';

/** `/readyz`'s answer: 200 with every part `ok` or `skipped`, else 503 naming the failing parts. */
export interface Readiness {
  status: 'ready' | 'not ready';
  /** Present when not ready, e.g. "Not ready: the site database does not answer." */
  message?: string;
  failing: ReadinessPart[];
  checks: Record<ReadinessPart, PartState>;
}

/** What a check may wait for one part, in ms: the load balancer's check timeout must be longer. */
export const PART_TIMEOUT_MS = 2_000;

const PART_NAMES: Record<ReadinessPart, string> = {
  contentApi: 'the content API',
  siteDatabase: 'the site database',
  redis: 'Redis',
};

/** The parts a check probes; each resolves when its part answers and rejects (or takes too long) when not. */
export interface ReadinessProbes {
  contentApi: () => Promise<void>;
  siteDatabase: () => Promise<void>;
  /** Undefined when no Redis is configured. */
  redis: (() => Promise<void>) | undefined;
}

/**
 * Probes every part at once, each for at most `timeoutMs`, and answers what `/readyz` says. A
 * failure's reason is logged (with the request's id), never answered: the endpoint is public.
 */
export async function checkReadiness(probes: ReadinessProbes, timeoutMs: number = PART_TIMEOUT_MS): Promise<Readiness> {
  const parts = Object.keys(PART_NAMES) as ReadinessPart[];
  const states = await Promise.all(
    parts.map(async (part): Promise<PartState> => {
      const probe = probes[part];
      if (!probe) return 'skipped';
      try {
        await withTimeout(probe(), timeoutMs);
        return 'ok';
      } catch (error) {
        log.warn({ err: error, part }, 'readiness: a part does not answer');
        return 'failing';
      }
    }),
  );
  const checks = Object.fromEntries(parts.map((part, i) => [part, states[i]!])) as Record<ReadinessPart, PartState>;
  const failing = parts.filter((part) => checks[part] === 'failing');
  if (failing.length === 0) return { status: 'ready', failing, checks };
  const names = failing.map((part) => PART_NAMES[part]);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return { status: 'not ready', message: `Not ready: ${list} ${failing.length === 1 ? 'does' : 'do'} not answer.`, failing, checks };
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The content API answers a GraphQL request with the delivery token: `{ __typename }`, the
 * smallest query the GraphQL Content API takes.
 * @throws Error when it does not answer `{ data: { __typename: 'Query' } }`.
 */
export async function probeContentApi(env: Pick<SiteEnv, 'graphqlEndpoint' | 'deliveryToken'>, timeoutMs = PART_TIMEOUT_MS): Promise<void> {
  const response = await fetch(env.graphqlEndpoint, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.deliveryToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = (await response.json().catch(() => undefined)) as { data?: { __typename?: string } } | undefined;
  if (!response.ok || answer?.data?.__typename !== 'Query') throw new Error(`the content API answered ${response.status}`);
}

/** The site database answers `select 1` (opened on first use, as the routes open it). */
export async function probeSiteDatabase(site: () => Promise<Pick<SiteDb, 'db'>>): Promise<void> {
  await pingSiteDb(await site());
}

/**
 * A probe of the Redis at `url`: one connection for the process, opened on first use and kept
 * (it reconnects on its own); each probe is a PING, after waiting for the connection when it is
 * not up yet (at most `timeoutMs`). A command while the connection is down fails
 * at once.
 */
export function redisProbe(url: string, timeoutMs: number): () => Promise<void> {
  let client: ReturnType<typeof createClient> | undefined;
  return async () => {
    if (!client) {
      client = createClient({
        url,
        disableOfflineQueue: true,
        socket: { connectTimeout: Math.max(timeoutMs, 1_000), reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
      });
      // Reported by the failing probes; the client keeps reconnecting.
      client.on('error', () => undefined);
      void client.connect().catch(() => undefined);
    }
    // A connection still being made (the first probe, or Redis just back) gets up to `timeoutMs`.
    for (let waited = 0; !client.isReady && waited < timeoutMs; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    if (!client.isReady) throw new Error('no connection to Redis');
    const pong = await client.ping();
    if (pong !== 'PONG') throw new Error(`Redis answered ${pong}`);
  };
}
