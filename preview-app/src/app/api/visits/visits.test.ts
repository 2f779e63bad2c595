import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

/**
 * `POST /api/visits` (app/api/visits/route.ts): a page view's cookies, from the site's own pages
 * only, for a page of that origin, malformed input answered with a 4xx and a message.
 */
describe('POST /api/visits', () => {
  const SITE = 'https://www.lanternfield.example';
  beforeAll(() => vi.stubEnv('SITE_URL', SITE));
  afterAll(() => vi.unstubAllEnvs());

  const post = async (body: string, headers: Record<string, string> = { origin: SITE }) => {
    vi.resetModules();
    const { POST } = await import('./route');
    return POST(
      new NextRequest(`${SITE}/api/visits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'www.lanternfield.example', ...headers },
        body,
      }),
    );
  };
  const visit = (href: string, referrer = '') => JSON.stringify({ href, referrer });

  it('given a page of the site, then 204, not stored by any cache, with the page view’s cookies', async () => {
    const response = await post(visit(`${SITE}/life-insurance?utm_source=mail`, 'https://www.google.com/'));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const names = response.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(names).toEqual(
      expect.arrayContaining(['utm_source', 'ga_marketing', 'traffic_source', 'ClientId', 'SessionId', 'ajs_anonymous_id']),
    );
  });

  it('given another site, Origin null or no origin at all, then 403 with a message and no cookie; a malformed Origin is 400', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}] as Record<string, string>[]) {
      const response = await post(visit(`${SITE}/`), headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ message: 'Page views can only be recorded from this site.' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const malformed = await post(visit(`${SITE}/`), { origin: '::::' });
    expect(malformed.status).toBe(400);
  });

  it('given a body that is not JSON, not the shape, or a page of another site, then 400 with a message', async () => {
    const cases: [string, string][] = [
      ['{', 'The request body is not valid JSON.'],
      [JSON.stringify({ referrer: '' }), 'href must be the page’s absolute http(s) URL.'],
      [JSON.stringify({ href: 'javascript:alert(1)', referrer: '' }), 'href must be the page’s absolute http(s) URL.'],
      [JSON.stringify({ href: `${SITE}/`, referrer: 7 }), 'referrer must be a string (empty when the page has none).'],
      [visit('https://evil.example/?utm_source=x'), 'href must be a page of the site that sent the request.'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toEqual({ message });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('given a body past 8 KB, then 413 with a message', async () => {
    const response = await post(visit(`${SITE}/`, 'x'.repeat(9_000)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'A page view is at most 8 KB.' });
  });
});
