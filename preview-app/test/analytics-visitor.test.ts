import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { anonymousIdOf, collectorVisitor } from '../src/lib/analytics-visitor';
import { proxy } from '../src/proxy';

/** The analytics anonymous id the site keeps in an HttpOnly cookie (docs/requirements.md#decision-analytics-transport). */
describe('the analytics anonymous id', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('given a first page view, when the proxy answers, then a new id in an HttpOnly, SameSite=Lax cookie for a year', () => {
    const response = proxy(new NextRequest('http://localhost:3000/life-insurance'));
    const cookie = response.cookies.get('ajs_anonymous_id');
    expect(cookie?.value).toMatch(UUID);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: 365 * 24 * 60 * 60 });
  });

  it('given HTTPS, then the cookie is Secure; given an id, it is kept and renewed; given analytics.js’s quoted id, it is kept, now HttpOnly', () => {
    const secure = proxy(new NextRequest('https://www.lanternfield.example/', { headers: { cookie: 'ajs_anonymous_id=visitor-0001' } }));
    expect(secure.cookies.get('ajs_anonymous_id')).toMatchObject({ value: 'visitor-0001', secure: true, httpOnly: true });
    const legacy = proxy(
      new NextRequest('http://localhost:3000/', { headers: { cookie: 'ajs_anonymous_id=%2236d1c2a0-5e4f-4a57-9d2b-0f7c7b1f9e11%22' } }),
    );
    expect(legacy.cookies.get('ajs_anonymous_id')?.value).toBe('36d1c2a0-5e4f-4a57-9d2b-0f7c7b1f9e11');
  });

  it('given Global Privacy Control or the opt-out, then no id is given and an existing one is removed', () => {
    const gpc = proxy(new NextRequest('http://localhost:3000/', { headers: { 'sec-gpc': '1' } }));
    expect(gpc.cookies.get('ajs_anonymous_id')).toBeUndefined();
    const optedOut = proxy(
      new NextRequest('http://localhost:3000/', { headers: { cookie: 'privacy_choice=opt-out; ajs_anonymous_id=visitor-0001' } }),
    );
    expect(optedOut.cookies.get('ajs_anonymous_id')).toMatchObject({ value: '', expires: new Date(0) });
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
