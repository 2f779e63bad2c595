import { withLogContext } from '@insurer/submissions';
import { handleCollect, type CollectorDeps } from '@insurer/submissions/analytics';
import { methodNotAllowed } from '../../../../../lib/method-not-allowed';
import { requestAddress } from '../../../../../lib/request-address';
import { requestIdOf } from '../../../../../lib/request-id';
import { analyticsUnavailable, collectorDeps } from '../../../../../lib/services';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The site's analytics collector (docs/requirements.md#decision-analytics-transport): Segment's
 * tracking API, `POST /api/analytics/v1/{t,p,i,batch,b}`, as analytics-next sends it when no
 * SEGMENT_WRITE_KEY is set. Stored in the site database (`@insurer/submissions/analytics`, `handleCollect`:
 * rate-limited per address, 32 KB per message, 500 KB per batch; 4xx with a message otherwise).
 */
export async function POST(request: Request, context: { params: Promise<{ path: string }> }): Promise<Response> {
  const { path } = await context.params;
  let deps: CollectorDeps;
  try {
    deps = collectorDeps();
  } catch (error) {
    return analyticsUnavailable(error);
  }
  // The collector's log lines carry the request's id.
  return withLogContext({ requestId: requestIdOf(request) }, () => handleCollect(request, path, deps, requestAddress(request)));
}

/** The tracking API is only posted: 405 with a message. */
export const GET = methodNotAllowed('POST');
