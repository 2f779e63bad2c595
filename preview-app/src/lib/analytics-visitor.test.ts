import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { anonymousIdOf, collectorVisitor } from './analytics-visitor';
import { proxy } from '../proxy';
import { recordVisit } from '../../test/visit';

/** The analytics anonymous id the site keeps in an HttpOnly cookie (docs/requirements.md#decision-analytics-transport). */
describe('the analytics anonymous id', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  /** The cookie `name` as the page view's answer sets it: its value and its attributes in lower case. */
  const cookieOf = (response: Response, name: string) => {
    const line = response.headers.getSetCookie().find((one) => one.startsWith(`${name}=`));
    if (line === undefined) return undefined;
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    return { value: pair!.slice(name.length + 1), attributes: attributes.map((a) => a.toLowerCase()) };
  };

  it('given a first page view, when its visit is recorded, then a new id in an HttpOnly, SameSite=Lax cookie for a year', async () => {
    const response = await recordVisit('http://localhost:3000/life-insurance');
    const cookie = cookieOf(response, 'ajs_anonymous_id');
    expect(cookie?.value).toMatch(UUID);
    // Not Secure over plain HTTP (the browser would drop it).
    expect(cookie?.attributes.filter((a) => !a.startsWith('expires=')).sort()).toEqual([
      'httponly',
      `max-age=${365 * 24 * 60 * 60}`,
      'path=/',
      'samesite=lax',
    ]);
  });

  it('given HTTPS, then the cookie is Secure; given an id, it is kept and no cookie is set again; given analytics.js’s quoted id, it is kept, now HttpOnly', async () => {
    const secure = await recordVisit('https://www.lanternfield.example/');
    expect(cookieOf(secure, 'ajs_anonymous_id')?.attributes).toEqual(expect.arrayContaining(['secure', 'httponly']));
    const known = await recordVisit('https://www.lanternfield.example/', { headers: { cookie: 'ajs_anonymous_id=visitor-0001' } });
    expect(known.headers.get('set-cookie') ?? '').not.toContain('ajs_anonymous_id');
    const legacy = await recordVisit('http://localhost:3000/', {
      headers: { cookie: 'ajs_anonymous_id=%2236d1c2a0-5e4f-4a57-9d2b-0f7c7b1f9e11%22' },
    });
    expect(cookieOf(legacy, 'ajs_anonymous_id')).toMatchObject({
      value: '36d1c2a0-5e4f-4a57-9d2b-0f7c7b1f9e11',
      attributes: expect.arrayContaining(['httponly']),
    });
  });

  it('given a page, a server action or another post to a page, then the proxy sets no cookie (pages are cached; a cookie on an action makes Next.js refresh the page)', () => {
    const page = proxy(new NextRequest('http://localhost:3000/life-insurance?utm_source=mail'));
    expect(page.headers.get('set-cookie')).toBeNull();
    const action = proxy(new NextRequest('http://localhost:3000/life-insurance/term/calculator-quote/results', { method: 'POST' }));
    expect(action.headers.get('set-cookie')).toBeNull();
  });

  it('given Global Privacy Control or the opt-out, then no id is given and an existing one is removed', async () => {
    const gpc = await recordVisit('http://localhost:3000/', { headers: { 'sec-gpc': '1' } });
    expect(cookieOf(gpc, 'ajs_anonymous_id')).toBeUndefined();
    const optedOut = await recordVisit('http://localhost:3000/', {
      headers: { cookie: 'privacy_choice=opt-out; ajs_anonymous_id=visitor-0001' },
    });
    expect(cookieOf(optedOut, 'ajs_anonymous_id')).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['expires=thu, 01 jan 1970 00:00:00 gmt']),
    });
  });

  it('reads only well-formed ids', () => {
    expect(anonymousIdOf('visitor-0001')).toBe('visitor-0001');
    expect(anonymousIdOf('%22abc%22')).toBeUndefined();
    expect(anonymousIdOf('<script>alert(1)</script>')).toBeUndefined();
    expect(anonymousIdOf('%E0%A4%A')).toBeUndefined();
    expect(anonymousIdOf(undefined)).toBeUndefined();
  });

  it('tells the collector the id (a new one when missing), the choice, the stored UTM values and the traffic source', () => {
    const visitor = collectorVisitor(
      new NextRequest('http://localhost:3000/api/analytics/v1/p', {
        method: 'POST',
        headers: { cookie: 'ajs_anonymous_id=visitor-0001; utm_source=newsletter; utm_campaign=spring; traffic_source=google%2Fcpc' },
      }),
    );
    expect(visitor).toEqual({
      anonymousId: 'visitor-0001',
      assigned: false,
      optedOut: false,
      utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
      trafficSource: 'google/cpc',
    });
    const fresh = collectorVisitor(
      new NextRequest('http://localhost:3000/api/analytics/v1/p', {
        method: 'POST',
        headers: { cookie: 'ga_marketing=%7B%22utm_source%22%3A%22mail%22%7D', 'sec-gpc': '1' },
      }),
    );
    expect(fresh).toMatchObject({ assigned: true, optedOut: true, utm: { utm_source: 'mail' } });
    expect(fresh.anonymousId).toMatch(UUID);
  });
});
