import { captureTracking, type CookieJar, type SessionStore } from '@insurer/renderer/tracking';
import { PRIVACY_CHOICE_COOKIE, optedOut } from '@insurer/renderer/privacy';
import { NextResponse, type NextRequest } from 'next/server';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Every page request (Next.js's proxy, formerly middleware; it runs in the Node.js runtime):
 * - captures the visitor's tracking values (UTM cookies, traffic source from the Referer,
 *   partner info, ids) on the server, so pages need no JavaScript for it (no UTM or
 *   `ga_marketing` cookie with Global Privacy Control or after an opt-out); partner info, which
 *   the requirements keep for the session, goes to a session cookie the forms read;
 * - docs/requirements.md#hidden-header: "The header is hidden entirely when the query has clientcode=fmg, or code equal
 *   to ga or nhf": those requests are rewritten to the header-less variant of the same page, so
 *   pages never read the query string and stay statically cached.
 */
export function proxy(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const hide = params.get('clientcode') === 'fmg' || ['ga', 'nhf'].includes(params.get('code') ?? '');
  let response: NextResponse;
  if (hide) {
    const url = request.nextUrl.clone();
    url.pathname = `/nh${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
    response = NextResponse.rewrite(url);
  } else {
    response = NextResponse.next();
  }
  const secure = request.nextUrl.protocol === 'https:';
  const written = new Map<string, string | undefined>();
  const cookies: CookieJar = {
    get: (name) => (written.has(name) ? written.get(name) : request.cookies.get(name)?.value),
    set: (name, value, days) => {
      written.set(name, value);
      response.cookies.set(name, value, { path: '/', sameSite: 'lax', secure, maxAge: days * DAY_SECONDS });
    },
    remove: (name) => {
      written.set(name, undefined);
      if (request.cookies.has(name)) response.cookies.delete(name);
    },
  };
  const session: SessionStore = {
    getItem: (key) => (written.has(key) ? (written.get(key) ?? null) : (request.cookies.get(key)?.value ?? null)),
    setItem: (key, value) => {
      written.set(key, value);
      response.cookies.set(key, value, { path: '/', sameSite: 'lax', secure });
    },
  };
  try {
    captureTracking({
      href: request.nextUrl.href,
      referrer: request.headers.get('referer') ?? '',
      now: new Date(),
      cookies,
      session,
      newId: () => crypto.randomUUID(),
      // docs/requirements.md#decision-privacy-choice: GPC (`Sec-GPC: 1`) or the remembered opt-out
      // turns the marketing cookies off (and removes any already set).
      marketingCookies: !optedOut({
        gpc: request.headers.get('sec-gpc') === '1',
        choice: request.cookies.get(PRIVACY_CHOICE_COOKIE)?.value,
      }),
    });
  } catch (error) {
    console.warn('[tracking] capture failed', error instanceof Error ? error.message : error);
  }
  return response;
}

export const config = {
  // Pages only: not the API, Next's assets or files with an extension.
  matcher: ['/((?!api/|_next/|nh/|.*\\.[a-z0-9]+$).*)'],
};
