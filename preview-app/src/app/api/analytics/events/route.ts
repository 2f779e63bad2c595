import { readAnalyticsEvents } from '@insurer/submissions';
import { methodNotAllowed } from '../../../../lib/method-not-allowed';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The latest events of the site's analytics collector, newest first:
 * `GET /api/analytics/events?limit=100` with `Authorization: Bearer $ANALYTICS_READ_SECRET`
 * (`@insurer/submissions`, `handleReadEvents`; 401 without the secret).
 */
export async function GET(request: Request): Promise<Response> {
  return readAnalyticsEvents(request);
}

/** Events are only read here: 405 with a message. */
export const POST = methodNotAllowed('GET');
