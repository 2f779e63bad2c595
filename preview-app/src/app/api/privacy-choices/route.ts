import { GA_MARKETING_COOKIE, UTM_KEYS } from '@insurer/renderer/tracking';
import { PRIVACY_CHOICE_COOKIE, PRIVACY_CHOICE_DAYS, PRIVACY_CHOICES_PATH } from '@insurer/renderer/privacy';
import { fromSite, MALFORMED_ORIGIN } from '@insurer/contracts/site-origin';
import { NextResponse, type NextRequest } from 'next/server';
import { ANONYMOUS_ID_COOKIE } from '../../../lib/analytics-visitor';
import { methodNotAllowed } from '../../../lib/method-not-allowed';
import { routeBody } from '../../../lib/route-body';
import { siteEnv } from '../../../lib/env';

export const dynamic = 'force-dynamic';

/** Cookies an opt-out removes: the marketing ones, the analytics anonymous id, and analytics.js's user id a visitor may still carry. */
const REMOVED_ON_OPT_OUT = [...UTM_KEYS, GA_MARKETING_COOKIE, ANONYMOUS_ID_COOKIE, 'ajs_user_id'];

/** Largest body taken, in bytes: `choice=opt-out` is 16; 413 past it (docs/requirements.md#decision-body-limits). */
const PRIVACY_CHOICE_MAX_BYTES = 2_048;

/** The answer to a post from anywhere but the site (docs/requirements.md#security). */
const FROM_THIS_SITE_ONLY = 'Privacy choices can only be saved from this site.';

/**
 * Why a privacy-choice post may not come in, or undefined when it is from the site: the site's one
 * origin policy (`fromSite`: Origin, else the Referer's origin, against SITE_URL and
 * FORMS_ALLOWED_ORIGINS, never the request's Host). No origin, `Origin: null` or a foreign one is
 * 403; an Origin that is not an origin ('foo', 'http://', '::::') is 400.
 */
function originRefusal(request: NextRequest): Response | undefined {
  const verdict = fromSite(request.headers, siteEnv().postOrigins);
  if (verdict.fromSite) return undefined;
  return NextResponse.json(
    { message: verdict.reason === 'malformed' ? MALFORMED_ORIGIN : FROM_THIS_SITE_ONLY },
    { status: verdict.status },
  );
}

/**
 * Saves the visitor's privacy choice (docs/requirements.md#decision-privacy-choice): a form post
 * (or JSON `{ "choice" }`) of 'opt-out' or 'opt-in', from this site only (`originRefusal`: 403, or
 * 400 for a malformed Origin). Remembers
 * it for a year in the first-party cookie `privacy_choice`; an opt-out also removes the UTM
 * cookies, `ga_marketing` and the analytics anonymous id. Answers 303 back to the choices page (JSON
 * `{ choice }` to a JSON request); 400 with a message for a body that is not JSON or form data, 413 past 2 KB, 422 for a missing or unknown choice.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const refused = originRefusal(request);
  if (refused) return refused;
  const type = request.headers.get('content-type') ?? '';
  const body = await routeBody(request, PRIVACY_CHOICE_MAX_BYTES, 'A privacy choice is at most 2 KB.');
  if (body instanceof Response) return body;
  let choice: string | null = null;
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      choice =
        typeof parsed === 'object' && parsed !== null && 'choice' in parsed && typeof parsed.choice === 'string' ? parsed.choice : null;
    } catch {
      return NextResponse.json({ message: 'The request body is not valid JSON.' }, { status: 400 });
    }
  } else {
    choice = new URLSearchParams(body).get('choice');
  }
  if (choice !== 'opt-out' && choice !== 'opt-in') {
    return NextResponse.json({ message: 'Choose "opt-out" or "opt-in".' }, { status: 422 });
  }
  const response = type.includes('application/json')
    ? NextResponse.json({ choice })
    : NextResponse.redirect(new URL(`${PRIVACY_CHOICES_PATH}?saved=1`, request.nextUrl.origin), 303);
  response.cookies.set(PRIVACY_CHOICE_COOKIE, choice, {
    path: '/',
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    maxAge: PRIVACY_CHOICE_DAYS * 24 * 60 * 60,
  });
  if (choice === 'opt-out') for (const name of REMOVED_ON_OPT_OUT) if (request.cookies.has(name)) response.cookies.delete(name);
  return response;
}

/** The choice is only posted: 405 with a message. */
export const GET = methodNotAllowed('POST');
