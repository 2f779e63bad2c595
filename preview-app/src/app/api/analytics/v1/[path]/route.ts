import { withLogContext } from '@insurer/submissions';
import { handleCollect, type CollectorDeps } from '@insurer/analytics';
import { NextResponse, type NextRequest } from 'next/server';
import { ANONYMOUS_ID_COOKIE, collectorVisitor, setAnonymousId } from '../../../../../lib/analytics-visitor';
import { methodNotAllowed } from '../../../../../lib/method-not-allowed';
import { requestAddress } from '../../../../../lib/request-address';
import { requestIdOf } from '../../../../../lib/request-id';
import { analyticsUnavailable, collectorDeps } from '../../../../../lib/services';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The site's analytics collector (docs/requirements.md#decision-analytics-transport): Segment's
 * tracking API, `POST /api/analytics/v1/{t,p,i,batch,b}`, as the browser's first-party sender
 * posts it. The visitor's anonymous id, privacy choice and stored campaign come from the site's
 * cookies (lib/analytics-visitor.ts); `@insurer/analytics`'s `handleCollect` drops
 * everything with GPC or an opt-out, adds Segment's context, stores the events in the site
 * database and queues them for Segment with a write key (from the site's pages only, by the one
 * origin policy the forms use; rate-limited per address and per network, 32 KB per message, 500 KB
 * per batch; 4xx with a message otherwise). A visitor without an id yet gets one
 * in the answer's HttpOnly cookie, once their events were stored; one who opted out loses theirs.
 */
export async function POST(request: NextRequest, context: { params: Promise<{ path: string }> }): Promise<Response> {
  const { path } = await context.params;
  let deps: CollectorDeps;
  try {
    deps = collectorDeps();
  } catch (error) {
    return analyticsUnavailable(error);
  }
  const { assigned, ...visitor } = collectorVisitor(request);
  // The collector's log lines carry the request's id.
  const { response, stored } = await withLogContext({ requestId: requestIdOf(request) }, () =>
    handleCollect(request, path, deps, requestAddress(request), visitor),
  );
  const answer = new NextResponse(response.body, { status: response.status, headers: response.headers });
  if (stored && assigned) setAnonymousId(answer, request, visitor.anonymousId);
  if (visitor.optedOut && request.cookies.has(ANONYMOUS_ID_COOKIE)) answer.cookies.delete(ANONYMOUS_ID_COOKIE);
  return answer;
}

/** The tracking API is only posted: 405 with a message. */
export const GET = methodNotAllowed('POST');
