import { expect, test } from '@playwright/test';

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
