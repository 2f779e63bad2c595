import { siteEnv } from '../../lib/env';
import { methodNotAllowed } from '../../lib/method-not-allowed';
import { checkReadiness, probeContentApi, probeSiteDatabase, redisProbe } from '../../lib/readiness';
import { siteDb } from '../../lib/services';

export const dynamic = 'force-dynamic';

let redis: (() => Promise<void>) | undefined;

/**
 * Readiness for a load balancer (docs/architecture.md#running-at-scale): whether this instance
 * should get traffic. Probes the content API (GraphQL with the delivery token), the site database
 * and, when REDIS_URL is set, Redis, at once and each for at most 2 s: 200
 * `{ status: 'ready', failing: [], checks }`, else 503 with `failing` naming each part that does
 * not answer and a `message` ("Not ready: Redis does not answer."). While the thin server drains
 * after SIGTERM, it answers 503 `{ status: 'draining' }` itself. Not captured by the tracking
 * proxy, not counted by any limit.
 */
export async function GET(): Promise<Response> {
  const env = siteEnv();
  if (env.redisUrl) redis ??= redisProbe(env.redisUrl, env.redisTimeoutMs);
  const readiness = await checkReadiness({
    contentApi: () => probeContentApi(env),
    siteDatabase: () => probeSiteDatabase(siteDb),
    redis: env.redisUrl ? redis : undefined,
  });
  return Response.json(readiness, { status: readiness.status === 'ready' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

export const POST = methodNotAllowed('GET');
