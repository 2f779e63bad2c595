import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cma, CONTENT_SERVICE, E2E_WORKBENCH_PORT, gotoSettled } from './helpers.js';
import { E2E_SITE_PORT } from '../playwright.config.js';
import { DRAFT_MODE_COOKIE } from '../preview-app/src/next-internals/draft-mode.js';

/** Bytes of every file under `dir`. */
function directorySize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

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
    expect(enable.headers()['set-cookie'] ?? '').not.toContain(DRAFT_MODE_COOKIE);
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

const DOCUMENT_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self' https:";
const EDITORS_POLICY = `frame-ancestors https://app.contentful.com https://app.eu.contentful.com http://localhost:${E2E_WORKBENCH_PORT}; base-uri 'self'; object-src 'none'; form-action 'self' https:`;

/**
 * The script sources of a page's `script-src … 'strict-dynamic' 'self' https:` policy, after
 * `expected` (the rest of the policy): a nonce (a page Next.js rendered for this request) or the
 * SHA-256 digests of its inline scripts (a page answered from the thin server's page cache).
 */
function scriptSources(policy: string | undefined, expected: string): { nonce?: string; hashes?: string[] } {
  const match = /^(.*); script-src ((?:'(?:nonce|sha256)-[A-Za-z0-9+/=]+' )+)'strict-dynamic' 'self' https:$/.exec(policy ?? '');
  expect(match?.[1], policy).toBe(expected);
  const sources = match![2]!.trim().split(' ');
  const nonce = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(sources[0]!)?.[1];
  if (nonce) {
    expect(sources, policy).toHaveLength(1);
    return { nonce };
  }
  return { hashes: sources.map((source) => /^'sha256-([A-Za-z0-9+/]{43}=)'$/.exec(source)![1]!) };
}

/** The nonce of a policy a page rendered for this request carries. */
function scriptNonce(policy: string | undefined, expected: string): string {
  const { nonce } = scriptSources(policy, expected);
  expect(nonce, policy).toBeDefined();
  return nonce!;
}

/** The SHA-256 (base64) of each inline script of `html` a browser would run (not data blocks such as JSON-LD), as a CSP hash source matches it. */
function inlineScriptDigests(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!) && !/\stype="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , text]) => createHash('sha256').update(text!).digest('base64'));
}

/** Fetches `path` until the thin server answers it from its page cache (its first answer renders and stores it). */
async function cachedAnswer(request: APIRequestContext, path: string) {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(path);
    if (res.headers()['x-site-cache'] === 'hit') return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} was never answered from the page cache`);
}

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
    if (res === home) scriptSources(headers['content-security-policy'], DOCUMENT_POLICY);
    else expect(headers['content-security-policy'], res.url()).toBe(DOCUMENT_POLICY);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  // A proxy the site does not trust cannot claim HTTPS.
  expect((await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers()['strict-transport-security']).toBeUndefined();

  await page.goto('/api/draft?secret=local-preview-secret&slug=/life-insurance');
  const draft = await page.request.get('/life-insurance');
  scriptNonce(draft.headers()['content-security-policy'], EDITORS_POLICY);
  await page.goto('/api/draft/disable?slug=/');
});

test('given a page rendered for its request, then every script carries that request’s own nonce; given it answered from the page cache, then no nonce, and the policy names the hash of every inline script', async ({
  request,
  page,
}) => {
  // Draft mode is always rendered per request: a fresh nonce on every script, each answer its own.
  await page.goto('/api/draft?secret=local-preview-secret&slug=/life-insurance');
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await page.request.get('/life-insurance');
    const nonce = scriptNonce(res.headers()['content-security-policy'], EDITORS_POLICY);
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(new Set(nonces).size).toBe(2);
  await page.goto('/api/draft/disable?slug=/');

  // docs/requirements.md#decision-pages-rendered-once-per-publish
  for (const path of ['/life-insurance', '/contact-us', '/']) {
    const res = await cachedAnswer(request, path);
    const html = await res.text();
    const { hashes } = scriptSources(res.headers()['content-security-policy'], DOCUMENT_POLICY);
    expect(hashes, path).toBeDefined();
    const digests = inlineScriptDigests(html);
    expect(digests.length, path).toBeGreaterThan(1);
    for (const digest of digests) expect(hashes, path).toContain(digest);
    expect(html, path).not.toMatch(/<script\b[^>]*\snonce=/);
    // Validators: the same document answers 304 to its ETag.
    const etag = res.headers().etag;
    expect(etag, path).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const again = await request.get(path, { headers: { 'If-None-Match': etag! } });
    expect(again.status(), path).toBe(304);
    expect(await again.body(), path).toHaveLength(0);
  }
});

test('given the policy, when a visitor uses pages with islands, then the browser reports no policy violation and the islands work', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  // Each page twice: rendered (or already cached), then answered from the page cache with its hash policy.
  for (const path of [
    '/',
    '/contact-us',
    '/state-availability',
    '/life-insurance',
    '/',
    '/contact-us',
    '/state-availability',
    '/life-insurance',
  ]) {
    const response = await gotoSettled(page, path);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    if (response?.headers()['x-site-cache'] === 'hit') expect(response.headers()['content-security-policy'], path).toContain("'sha256-");
  }
  // The contact form is a hydrated island: its validation runs in the browser.
  await page.goto('/contact-us');
  await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Enter first name', { exact: true }).first()).toBeVisible();
});

test('given hundreds of made-up URLs, including one of 8,000 characters, when requested, then each answers 404 and nothing is written to disk', async ({
  request,
}) => {
  // Each 404 is rendered per request (about 100 ms on a quiet 2-core machine).
  test.setTimeout(120_000);
  const nextDir = path.resolve('preview-app/.next');
  const before = directorySize(nextDir);
  for (let i = 0; i < 200; i++) {
    const res = await request.get(`/made-up-${i}-${Math.random().toString(36).slice(2)}`);
    expect(res.status()).toBe(404);
    // The 404 page is server-rendered in the site's chrome, readable without JavaScript.
    if (i === 0) expect(await res.text()).toMatch(/<html lang="en">.*<h1>We can’t find that page<\/h1>/s);
  }
  expect((await request.get(`/${'a'.repeat(8000)}`)).status()).toBe(404);
  // The content cache is in memory only: no page or data cache files appear.
  expect(existsSync(path.join(nextDir, 'cache/fetch-cache'))).toBe(false);
  expect(directorySize(nextDir) - before).toBeLessThan(64 * 1024);
});

test('given a first visit, then the page answer sets no cookie and a CDN may keep it; the page’s own view (POST /api/visits) sets the visitor’s cookies on an answer no cache keeps; a 404 is never kept', async ({
  page,
  request,
}) => {
  // The cached page, as any visitor gets it, first or returning: no cookie, kept by a CDN (purged
  // on publish), asked again by a browser each time (docs/requirements.md#decision-pages-rendered-once-per-publish).
  const cached = await cachedAnswer(request, '/life-insurance');
  expect(cached.headers()['set-cookie']).toBeUndefined();
  expect(cached.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
  expect(cached.headers()['surrogate-key']).toBe('site-content');
  expect(cached.headers()['cache-tag']).toBe('site-content');
  // In a browser with no cookies: the page's answer sets none; its view's answer sets them.
  await page.context().clearCookies();
  const view = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/visits');
  const document = await page.goto('/life-insurance?utm_source=mail');
  expect(await document!.headerValue('set-cookie')).toBeNull();
  const recorded = await view;
  expect(recorded.status()).toBe(204);
  expect(await recorded.headerValue('cache-control')).toBe('no-store');
  expect(await recorded.headerValue('set-cookie')).toContain('ClientId=');
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['ClientId', 'SessionId', 'utm_source', 'ga_marketing', 'ajs_anonymous_id']));
  const missing = await request.get('/no-such-page-anywhere');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
});

test('given the image pass-through, when asked for anything but the space’s image files, then it answers 404 or 405 with a message and reaches nothing else', async ({
  request,
  page,
}) => {
  // docs/requirements.md#decision-images-from-the-sites-origin: not an open proxy.
  await page.goto('/life-insurance');
  const hero = new URL(
    await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc),
  );
  const file = await request.get(hero.pathname + hero.search);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(file.headers()['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox",
  );
  for (const path of [
    '/images/otherspace/a/t/f.jpg',
    '/images/insurerlocal/a/t/f.jpg',
    '/images/insurerlocal/..%2F..%2Fcontent/v1/spaces/insurerlocal/environments/master/entries',
    '/images/insurerlocal/a/t/f.jpg/more',
    '/images/insurerlocal',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-type'], path).toContain('application/json');
    expect(await answer.json(), path).toEqual({ message: 'There is no such image.' });
  }
  const post = await request.post(hero.pathname, { data: 'x' });
  expect(post.status()).toBe(405);
  expect(await post.json()).toEqual({ message: 'This address only takes GET, HEAD.' });
});

test('given the image pass-through, when asked for transforms the site never draws, then each answers 400 with a message, never 502, however many at once', async ({
  request,
  page,
}) => {
  // Issue 31, finding 5: `?w=0` answered 502, and 240 distinct AVIF widths at 40 at a time gave 202 × 502 and 2 × 504.
  await page.goto('/life-insurance');
  const hero = new URL(
    await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc),
  );
  for (const [query, message] of [
    ['w=0', 'The parameter "w" must be one of 320, 480, 640, 800, 960, 1200, 1600, 1920.'],
    ['q=abc', 'The parameter "q" must be 75.'],
    ['fm=exe', 'The parameter "fm" must be one of webp, jpg.'],
  ]) {
    const answer = await request.get(`${hero.pathname}?${query}`);
    expect(answer.status(), query).toBe(400);
    expect(await answer.json(), query).toEqual({ message });
  }
  const statuses: number[] = [];
  const widths = Array.from({ length: 240 }, (_, i) => 100 + i);
  for (let i = 0; i < widths.length; i += 40) {
    const batch = widths.slice(i, i + 40).map((w) => request.get(`${hero.pathname}?w=${w}&fm=avif&q=75`));
    statuses.push(...(await Promise.all(batch)).map((answer) => answer.status()));
  }
  expect(new Set(statuses)).toEqual(new Set([400]));
  expect((await request.get(hero.pathname + hero.search)).status()).toBe(200);
});

test('given an SVG an editor uploads, when opened on its own from the content service, then its script does not run: the file is sandboxed and nosniff', async ({
  page,
  request,
}) => {
  // Issue 31, finding 7: the content service served an uploaded SVG without CSP or nosniff, and it ran script.
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>location.replace("about:blank#svg-script-ran")</script></svg>';
  const created = await cma<{ sys: { id: string; version: number } }>('POST', '/assets', {
    fields: {
      title: { 'en-US': 'E2E SVG with a script' },
      file: {
        'en-US': {
          fileName: 'e2e-script.svg',
          contentType: 'image/svg+xml',
          upload: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        },
      },
    },
  });
  const { id } = created.sys;
  try {
    await cma('PUT', `/assets/${id}/files/en-US/process`, undefined, { 'X-Contentful-Version': String(created.sys.version) });
    const asset = await cma<{ fields: { file: { 'en-US': { url: string } } } }>('GET', `/assets/${id}`);
    const url = `http:${asset.fields.file['en-US'].url}`;
    const opened = await page.goto(url);
    const headers = opened!.headers();
    expect(headers['content-type']).toBe('image/svg+xml');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']?.split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", 'sandbox']));
    expect(page.url()).toBe(url);
    // Every answer of the service carries its headers; its TLS port adds HSTS.
    const api = await request.get(`${CONTENT_SERVICE}/healthz`);
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['referrer-policy']).toBe('no-referrer');
    const tls = await request.get(`https://localhost:${process.env.E2E_CONTENT_SERVICE_TLS_PORT ?? 4653}/healthz`, {
      ignoreHTTPSErrors: true,
    });
    expect(tls.headers()['strict-transport-security']).toBe('max-age=31536000');
  } finally {
    const current = await cma<{ sys: { version: number } }>('GET', `/assets/${id}`);
    await cma('DELETE', `/assets/${id}`, undefined, { 'X-Contentful-Version': String(current.sys.version) });
  }
});

test('given another site, a sandboxed frame or a page on a rebound name, when it posts a privacy choice or a form, then it is refused with a message; the tracking cookies no script reads are HttpOnly', async ({
  request,
}) => {
  // Issue 31 finding 4: Origin null (a sandboxed frame's form) and malformed origins, never a 500.
  for (const [origin, status, message] of [
    ['null', 403, 'Privacy choices can only be saved from this site.'],
    ['https://evil.example', 403, 'Privacy choices can only be saved from this site.'],
    ['foo', 400, 'The Origin header is not an origin (scheme://host[:port]).'],
    ['http://', 400, 'The Origin header is not an origin (scheme://host[:port]).'],
    ['::::', 400, 'The Origin header is not an origin (scheme://host[:port]).'],
  ] as const) {
    const res = await request.post('/api/privacy-choices', {
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'choice=opt-in',
      maxRedirects: 0,
    });
    expect(res.status(), origin).toBe(status);
    expect(await res.json(), origin).toEqual({ message });
    expect(res.headers()['set-cookie'], origin).toBeUndefined();
  }
  // The forms compare with the configured site origin, not Host: a rebound page's matching pair is refused.
  const port = E2E_SITE_PORT;
  const rebound = await request.post('/api/forms/gl-contact-us-hc', {
    headers: { Origin: `http://rebind.attacker.example:${port}`, Host: `rebind.attacker.example:${port}` },
    data: { values: {}, tracking: {} },
  });
  expect(rebound.status()).toBe(403);
  expect(await rebound.json()).toEqual({ message: 'Forms can only be submitted from this site.' });
  // Issue 31 finding 7: a first visit's session, traffic-source and partner cookies are HttpOnly; the ones forms read in the browser are not.
  const site = `http://localhost:${port}`;
  const first = await request.post('/api/visits', {
    headers: { Origin: site, Cookie: '' },
    data: { href: `${site}/life-insurance?producerCd=P7`, referrer: '' },
  });
  expect(first.status()).toBe(204);
  const cookies = first.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
  const flags = (name: string) => cookies.find((c) => c.value.startsWith(`${name}=`))?.value.toLowerCase() ?? '';
  for (const name of ['SessionId', 'HitTimestamp', 'traffic_source', 'dtc_configuration']) expect(flags(name), name).toContain('httponly');
  expect(flags('ClientId')).not.toContain('httponly');
  expect(flags('ClientId')).toContain('samesite=lax');
});
