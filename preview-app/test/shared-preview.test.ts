import { join } from 'node:path';
import { sharedPreviewLink, SHARED_PREVIEW_REFUSALS } from '@insurer/contracts/shared-preview';
import { tempDir } from '@insurer/submissions/testing';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { proxy } from '../src/proxy';

vi.mock('server-only', () => ({}));

/**
 * Shared preview links on the site (docs/requirements.md#decision-shared-preview-links): the
 * request proxy opens a genuine, current link's page (private, noindex, no cookie, not framed)
 * and sends every other one to the refusal page, which counts bad signatures in the site database
 * (SQLite) as draft mode's wrong secrets are counted. The preview secret is `.env.example`'s.
 */

const SITE = 'http://localhost:3000';
const SECRET = 'local-preview-secret';

const link = (path: string, lifetimeSeconds?: number, now?: number) =>
  sharedPreviewLink(SITE, path, { previewSecret: SECRET, ...(lifetimeSeconds ? { lifetimeSeconds } : {}), ...(now ? { now } : {}) }).url;

describe('the request proxy and a shared preview link', () => {
  it('given a genuine link, then the page goes on with the grant naming its path, private, never stored or indexed, not framed, no cookie', () => {
    const response = proxy(new NextRequest(link('/spring-campaign'), { headers: { cookie: '__prerender_bypass=editor' } }));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-request-x-shared-preview')).toBe('%2Fspring-campaign');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // The reader's own draft cookie does not let an editor's frame in either.
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('given a client that sends the grant header itself, then it is dropped: only a checked link sets it', () => {
    const page = proxy(new NextRequest(`${SITE}/spring-campaign`, { headers: { 'x-shared-preview': '%2Fspring-campaign' } }));
    expect(page.headers.get('x-middleware-request-x-shared-preview')).toBeNull();
    expect(page.headers.get('x-middleware-override-headers')?.split(',')).not.toContain('x-shared-preview');
    const genuine = proxy(new NextRequest(link('/spring-campaign'), { headers: { 'x-shared-preview-refusal': 'expired' } }));
    expect(genuine.headers.get('x-middleware-override-headers')?.split(',')).not.toContain('x-shared-preview-refusal');
  });

  it('given a link moved to another page, a made-up one or an expired one, then it is rewritten to the refusal page with the reason', () => {
    const moved = link('/spring-campaign').replace('/spring-campaign?', '/life-insurance?');
    const past = link('/spring-campaign', 60, Date.now() - 120_000);
    for (const [url, reason] of [
      [moved, 'invalid'],
      [`${SITE}/shared-preview/spring-campaign`, 'invalid'],
      [`${SITE}/shared-preview/spring-campaign?expires=1&signature=${'A'.repeat(43)}`, 'invalid'],
      [past, 'expired'],
    ] as const) {
      const response = proxy(new NextRequest(url));
      expect(response.headers.get('x-middleware-rewrite'), url).toBe(`${SITE}/api/shared-preview/refusal`);
      expect(response.headers.get('x-middleware-request-x-shared-preview-refusal'), url).toBe(reason);
      expect(response.headers.get('x-middleware-request-x-shared-preview'), url).toBeNull();
      expect(response.headers.get('x-robots-tag'), url).toBe('noindex, nofollow');
    }
  });
});

describe('GET /api/shared-preview/refusal', () => {
  const temp = tempDir();
  beforeAll(() => {
    vi.stubEnv('SITE_URL', SITE);
    vi.stubEnv('SITE_DATABASE_PATH', join(temp.dir, 'site.sqlite'));
    vi.stubEnv('SECRET_GUESSES_PER_MINUTE', '2');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    temp.remove();
  });

  const refusal = async (reason: string, address: string) => {
    vi.resetModules();
    const { GET } = await import('../src/app/api/shared-preview/refusal/route');
    return GET(
      new NextRequest(`${SITE}/api/shared-preview/refusal`, {
        headers: { 'x-forwarded-for': address, 'x-shared-preview-refusal': reason },
      }),
    );
  };

  it('given an expired link, then 410 with a page that says so, private and noindex', async () => {
    const response = await refusal('expired', '198.51.100.1');
    expect(response.status).toBe(410);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain(`<h1>${SHARED_PREVIEW_REFUSALS.expired.title}</h1>`);
    expect(html).toContain(`<p>${SHARED_PREVIEW_REFUSALS.expired.text}</p>`);
    expect(html).not.toContain('<script');
  });

  it('given links that are not genuine, then 403 pages until the network has sent SECRET_GUESSES_PER_MINUTE of them, then 429 with Retry-After; expired links are not counted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await refusal('invalid', '203.0.113.9')).status);
    expect(statuses).toEqual([403, 403, 429]);
    const blocked = await refusal('invalid', '203.0.113.10');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain('<h1>Too many wrong preview links</h1>');
    const invalid = await refusal('invalid', '192.0.2.1');
    expect(invalid.status).toBe(403);
    expect(await invalid.text()).toContain(`<h1>${SHARED_PREVIEW_REFUSALS.invalid.title}</h1>`);
    expect((await refusal('expired', '203.0.113.9')).status).toBe(410);
  });
});
