import { collectAnalytics } from '@insurer/submissions';
import { methodNotAllowed } from '../../../../../lib/method-not-allowed';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The site's analytics collector (docs/requirements.md#decision-analytics-transport): Segment's
 * tracking API, `POST /api/analytics/v1/{t,p,i,batch,b}`, as analytics-next sends it when no
 * SEGMENT_WRITE_KEY is set. Stored in the site database (`@insurer/submissions`, `handleCollect`:
 * rate-limited per address, 32 KB per message, 500 KB per batch; 4xx with a message otherwise).
 */
export async function POST(request: Request, context: { params: Promise<{ path: string }> }): Promise<Response> {
  const { path } = await context.params;
  return collectAnalytics(request, path);
}

/** The tracking API is only posted: 405 with a message. */
export const GET = methodNotAllowed('POST');
