import { fromSite, MALFORMED_ORIGIN } from '@insurer/contracts/site-origin';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { methodNotAllowed } from '../../../lib/method-not-allowed';
import { routeBody } from '../../../lib/route-body';
import { siteEnv } from '../../../lib/env';
import { SIGN_OUT_PATH } from '../../../lib/sign-out';
import { applyVisitorCookies } from '../../../lib/visitor-cookies';

export const dynamic = 'force-dynamic';

/** Largest body taken, in bytes: two URLs of at most 2,048 characters and their JSON. 413 past it. */
const VISIT_MAX_BYTES = 8_192;

/** The answer to a post from anywhere but the site (docs/requirements.md#security). */
const FROM_THIS_SITE_ONLY = 'Page views can only be recorded from this site.';

/** `{ href, referrer }`: the page's URL as the browser shows it, and `document.referrer` ('' when none). */
const visitSchema = z.object({
  href: z
    .url({ protocol: /^https?$/, error: 'href must be the page’s absolute http(s) URL.' })
    .max(2_048, 'href is at most 2,048 characters.'),
  referrer: z
    .string({ error: 'referrer must be a string (empty when the page has none).' })
    .max(2_048, 'referrer is at most 2,048 characters.'),
});

/**
 * A page view's visitor cookies (docs/requirements.md#decision-pages-rendered-once-per-publish,
 * docs/requirements.md#tracking-cookies): `POST /api/visits` with JSON `{ href, referrer }`, which
 * every page sends once when it loads (`@insurer/renderer`'s `TrackingInit`). The page itself is
 * served from the page cache to every visitor alike, so the cookies that page view writes (UTM
 * values, traffic source, partner info, the visitor and session ids, the analytics anonymous id)
 * are set here, by the one owner of that rule (`applyVisitorCookies`), on an answer no cache
 * keeps. From this site only (the one origin policy: 403, or 400 for a malformed Origin); `href`
 * must be a page of the origin that posted it (400). Answers 204 with the cookies; 400 with a
 * message for a body that is not the shape above, 413 past 8 KB.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const verdict = fromSite(request.headers, siteEnv().postOrigins);
  if (!verdict.fromSite) {
    return NextResponse.json(
      { message: verdict.reason === 'malformed' ? MALFORMED_ORIGIN : FROM_THIS_SITE_ONLY },
      { status: verdict.status },
    );
  }
  const body = await routeBody(request, VISIT_MAX_BYTES, 'A page view is at most 8 KB.');
  if (body instanceof Response) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return NextResponse.json({ message: 'The request body is not valid JSON.' }, { status: 400 });
  }
  const visit = visitSchema.safeParse(parsed);
  if (!visit.success) return NextResponse.json({ message: visit.error.issues[0]!.message }, { status: 400 });
  const page = new URL(visit.data.href);
  if (page.origin !== verdict.origin) {
    return NextResponse.json({ message: 'href must be a page of the site that sent the request.' }, { status: 400 });
  }
  const response = new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  // Signing out clears what capture would write: nothing is captured on the way out.
  if (page.pathname === SIGN_OUT_PATH) return response;
  applyVisitorCookies(request, response, { href: visit.data.href, referrer: visit.data.referrer });
  return response;
}

/** A page view is only posted: 405 with a message. */
export const GET = methodNotAllowed('POST');
