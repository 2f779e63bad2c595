import { methodNotAllowed } from '../../lib/method-not-allowed';

export const dynamic = 'force-dynamic';

/**
 * Liveness for a load balancer or an orchestrator (docs/architecture.md#running-at-scale): 200
 * `{ status: 'alive' }` while the process answers at all. It checks nothing else, so a
 * dependency's outage never gets a live instance restarted; `/readyz` says whether it should get
 * traffic. Not captured by the tracking proxy, not counted by any limit.
 */
export function GET(): Response {
  return Response.json({ status: 'alive' }, { headers: { 'Cache-Control': 'no-store' } });
}

export const POST = methodNotAllowed('GET');
