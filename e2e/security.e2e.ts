import { expect, test } from '@playwright/test';
import { E2E_WORKBENCH_PORT } from './helpers.js';

/**
 * The hardening findings, replayed against the product as `npm start` runs it
 * (docs/requirements.md#security).
 */

test('given draft-mode addresses that would leave the site, when requested with or without the secret, then nothing redirects off the site', async ({
  request,
}) => {
  for (const slug of ['/%5Cevil.com', '/%09/evil.com', '//evil.com', '/%5C%5Cevil.com', 'https://evil.com/']) {
    const disable = await request.get(`/api/draft/disable?slug=${slug}`, { maxRedirects: 0 });
    expect(disable.status(), slug).toBe(307);
    expect(disable.headers()['location'], slug).toBe('/');
    const enable = await request.get(`/api/draft?secret=local-preview-secret&slug=${slug}`, { maxRedirects: 0 });
    expect(enable.status(), slug).toBe(400);
    expect(await enable.json()).toEqual({ message: 'slug must be a path on this site, starting with /.' });
    expect(enable.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  }
  const back = await request.get('/api/draft/disable?slug=/life-insurance', { maxRedirects: 0 });
  expect(back.headers()['location']).toBe('/life-insurance');
});

test('given a multibyte secret of the right length, when draft mode is asked for, then it answers 401 like any wrong secret', async ({
  request,
}) => {
  const sameLength = encodeURIComponent('é'.repeat('local-preview-secret'.length));
  const res = await request.get(`/api/draft?secret=${sameLength}&slug=/`, { maxRedirects: 0 });
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ message: 'Invalid preview secret.' });
});

test('given the webhook secret in the URL instead of its header, when the revalidate webhook is called, then it is refused', async ({
  request,
}) => {
  const res = await request.post('/api/revalidate?secret=local-webhook-secret', {
    headers: { 'X-Contentful-Topic': 'ContentManagement.Entry.publish' },
    data: {},
  });
  expect(res.status()).toBe(401);
});

test('given any page, API route or static file, when fetched, then it carries the security headers and cannot be framed; in draft mode only the editors’ apps may frame it', async ({
  request,
  page,
}) => {
  const home = await request.get('/');
  const html = await home.text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  for (const res of [home, await request.get('/api/draft/disable', { maxRedirects: 0 }), await request.get(script!)]) {
    const headers = res.headers();
    expect(headers['content-security-policy'], res.url()).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  // A proxy the site does not trust cannot claim HTTPS.
  expect((await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers()['strict-transport-security']).toBeUndefined();

  await page.goto('/api/draft?secret=local-preview-secret&slug=/life-insurance');
  const draft = await page.request.get('/life-insurance');
  expect(draft.headers()['content-security-policy']).toBe(
    `frame-ancestors https://app.contentful.com https://app.eu.contentful.com http://localhost:${E2E_WORKBENCH_PORT}; base-uri 'self'; object-src 'none'`,
  );
  await page.goto('/api/draft/disable?slug=/');
});

test('given a first visit that sets tracking cookies, when answered, then no shared cache may keep it; later visits are cacheable; a 404 is never kept', async ({
  request,
}) => {
  const first = await request.get('/life-insurance');
  expect(first.headers()['set-cookie']).toContain('ClientId=');
  expect(first.headers()['cache-control']).toBe('private, no-cache');
  const again = await request.get('/life-insurance');
  expect(again.headers()['set-cookie']).toBeUndefined();
  expect(again.headers()['cache-control']).toMatch(/^s-maxage=\d+/);
  const missing = await request.get('/no-such-page-anywhere');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
});
