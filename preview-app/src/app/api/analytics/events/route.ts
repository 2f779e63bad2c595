import { withLogContext } from '@insurer/submissions';
import { handleReadEvents, type CollectorDeps } from '@insurer/analytics';
import { methodNotAllowed } from '../../../../lib/method-not-allowed';
import { requestIdOf } from '../../../../lib/request-id';
import { analyticsUnavailable, collectorDeps } from '../../../../lib/services';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The latest events of the site's analytics collector, newest first:
 * `GET /api/analytics/events?limit=100` with `Authorization: Bearer $ANALYTICS_READ_SECRET`
 * (`@insurer/analytics`, `handleReadEvents`; 401 without the secret).
 */
export async function GET(request: Request): Promise<Response> {
  let deps: CollectorDeps;
  try {
    deps = collectorDeps();
  } catch (error) {
    return analyticsUnavailable(error);
  }
  return withLogContext({ requestId: requestIdOf(request) }, () => handleReadEvents(request, deps));
}

/** Events are only read here: 405 with a message. */
export const POST = methodNotAllowed('GET');
