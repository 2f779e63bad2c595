import { GA_MARKETING_COOKIE, parseGaMarketing, TRAFFIC_SOURCE_COOKIE, UTM_KEYS } from '@insurer/renderer/tracking';
import { PRIVACY_CHOICE_COOKIE, optedOut } from '@insurer/renderer/privacy';
import type { CollectorVisitor } from '@insurer/submissions/analytics';
import type { NextRequest, NextResponse } from 'next/server';

/**
 * The visitor's analytics identity (docs/requirements.md#decision-analytics-transport): an anonymous
 * id the server assigns and keeps in a first-party cookie that no script can read (HttpOnly;
 * SameSite=Lax; Secure over HTTPS), for `ANONYMOUS_ID_DAYS` days from the last page view. The
 * name is Segment's own, so a visitor who had analytics.js's cookie keeps the id it gave them.
 */
export const ANONYMOUS_ID_COOKIE = 'ajs_anonymous_id';
/** The anonymous id's lifetime in days, renewed on every page (Segment's analytics.js kept it a year too). */
export const ANONYMOUS_ID_DAYS = 365;

/** An id as the cookie holds it: the site's bare UUID, or analytics.js's JSON-quoted, percent-encoded one; anything else is no id. */
export function anonymousIdOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const id = decoded.replace(/^"(.*)"$/, '$1');
  return /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : undefined;
}

/** True when the request comes over HTTPS: the cookie is then `Secure`. */
function overHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:';
}

/** Sets the anonymous-id cookie on `response` for a full lifetime. */
export function setAnonymousId(response: Pick<NextResponse, 'cookies'>, request: NextRequest, id: string): void {
  response.cookies.set(ANONYMOUS_ID_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: overHttps(request),
    maxAge: ANONYMOUS_ID_DAYS * 24 * 60 * 60,
  });
}

/** True when the visitor turned analytics off: `Sec-GPC: 1` or the remembered opt-out (docs/requirements.md#decision-privacy-choice). */
export function analyticsOptedOut(request: NextRequest): boolean {
  return optedOut({ gpc: request.headers.get('sec-gpc') === '1', choice: request.cookies.get(PRIVACY_CHOICE_COOKIE)?.value });
}

/**
 * On a page view's answer (`POST /api/visits`, lib/visitor-cookies.ts): gives a visitor with
 * analytics on an anonymous id when they have none, and rewrites analytics.js's script-readable
 * cookie (its id in JSON quotes) as HttpOnly; an id already in the site's form is left as it is.
 * Removes the id when analytics are off. The page posts its view before its analytics start
 * (renderer's `TrackingInit` and `startAnalytics`), so the events a page sends all carry the same
 * id; the collector gives one to a visitor whose events come without it all the same.
 */
export function keepAnonymousId(request: NextRequest, response: NextResponse): void {
  const existing = request.cookies.get(ANONYMOUS_ID_COOKIE)?.value;
  if (analyticsOptedOut(request)) {
    if (existing !== undefined) response.cookies.delete(ANONYMOUS_ID_COOKIE);
    return;
  }
  const id = anonymousIdOf(existing);
  if (id !== undefined && id === existing) return;
  setAnonymousId(response, request, id ?? crypto.randomUUID());
}

/** The stored UTM values: the 1-day `utm_*` cookies, else the 10-day `ga_marketing` copy (docs/requirements.md#tracking-cookies). */
function storedUtm(request: NextRequest): Partial<Record<string, string>> {
  const single = Object.fromEntries(
    UTM_KEYS.map((key) => [key, request.cookies.get(key)?.value]).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return Object.keys(single).length ? single : parseGaMarketing(request.cookies.get(GA_MARKETING_COOKIE)?.value);
}

/**
 * What the collector needs to know about the visitor, from the request's cookies: the anonymous id
 * (a new one when the request has none: `assigned`), the privacy choice, the stored UTM values and
 * the traffic source.
 */
export function collectorVisitor(request: NextRequest): CollectorVisitor & { assigned: boolean } {
  const existing = anonymousIdOf(request.cookies.get(ANONYMOUS_ID_COOKIE)?.value);
  return {
    anonymousId: existing ?? crypto.randomUUID(),
    assigned: existing === undefined,
    optedOut: analyticsOptedOut(request),
    utm: storedUtm(request),
    trafficSource: request.cookies.get(TRAFFIC_SOURCE_COOKIE)?.value,
  };
}
