import { SERVER_ONLY_TRACKING_COOKIES, captureTracking, type CookieJar, type SessionStore } from '@insurer/renderer/tracking';
import { PRIVACY_CHOICE_COOKIE, optedOut } from '@insurer/renderer/privacy';
import type { NextRequest, NextResponse } from 'next/server';
import { keepAnonymousId } from './analytics-visitor';
import { log } from './log';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * A tracking value with every `%` written as `%25`. Next.js hands the cookies the proxy sets to
 * the page it renders and decodes their values once more there, so a value holding a bare `%`
 * (`?utm_term=50%25off`, `?producerCd=%ZZ`) would fail that render with a URIError (a 500).
 * Such values reach the browser and the forms still percent-encoded (`50%25off`).
 */
function keepPercentEncoded(value: string): string {
  return value.replace(/%/g, '%25');
}

/**
 * The cookies a page view writes for its visitor, set on `response` (docs/requirements.md#tracking-cookies):
 * the tracking values captured from the page's URL and referrer (UTM cookies, traffic source,
 * partner info in a session cookie, ids; no UTM or `ga_marketing` cookie with Global Privacy
 * Control or after an opt-out), HttpOnly where no script of the site reads them and Secure over
 * HTTPS (Next.js reads X-Forwarded-Proto, which the thin server keeps from trusted proxies only),
 * and the analytics anonymous id (lib/analytics-visitor.ts). `page` is the page's `href` and
 * `document.referrer`, as the page posts them to `POST /api/visits` (app/api/visits/route.ts), the
 * only caller: pages themselves are served from the page cache to every visitor alike and set no
 * cookie (docs/requirements.md#decision-pages-rendered-once-per-publish).
 */
export function applyVisitorCookies(request: NextRequest, response: NextResponse, page: { href: string; referrer: string }): void {
  const secure = request.nextUrl.protocol === 'https:';
  const httpOnly = (name: string) => (SERVER_ONLY_TRACKING_COOKIES as readonly string[]).includes(name);
  const written = new Map<string, string | undefined>();
  const cookies: CookieJar = {
    get: (name) => (written.has(name) ? written.get(name) : request.cookies.get(name)?.value),
    set: (name, value, days) => {
      written.set(name, value);
      response.cookies.set(name, keepPercentEncoded(value), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: httpOnly(name),
        maxAge: days * DAY_SECONDS,
      });
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
      response.cookies.set(key, keepPercentEncoded(value), { path: '/', sameSite: 'lax', secure, httpOnly: httpOnly(key) });
    },
  };
  try {
    captureTracking({
      href: page.href,
      referrer: page.referrer,
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
    log.warn({ err: error }, 'tracking capture failed');
  }
  keepAnonymousId(request, response);
}
