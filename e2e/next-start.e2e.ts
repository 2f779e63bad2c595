import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextCli } from '@insurer/preview-app/build';
import { expect, test } from '@playwright/test';
import { CONTENT_SERVICE } from './helpers.js';

/**
 * The site as a platform runs it: plain `next start` on the suite's production build, behind a
 * proxy that appends to X-Forwarded-For (TRUSTED_PROXIES=loopback), with no thin server. Every
 * deployment needs compression, the security and cache headers, a 404 for an unknown URL and the
 * client address from the trusted proxy, so those come from the app itself
 * (docs/architecture.md#the-sites-front-door). Its raw HTML is also where the framework
 * assumptions 2, 3 and 5 of preview-app/src/next-internals are checked against the real build.
 */
const PORT = Number(process.env.E2E_NEXT_START_PORT ?? 3195);
const BASE = `http://localhost:${PORT}`;
const APP = join(import.meta.dirname, '..', 'preview-app');

let server: ChildProcess | undefined;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'next-start-'));
  server = spawn(process.execPath, [nextCli(APP), 'start', '-p', String(PORT)], {
    cwd: APP,
    env: {
      ...process.env,
      PORT: String(PORT),
      NEXT_TELEMETRY_DISABLED: '1',
      TRUSTED_PROXIES: 'loopback',
      FORMS_RATE_LIMIT: '2',
      SITE_DATABASE_PATH: join(dataDir, 'site.sqlite'),
      CONTENT_SERVICE_PORT: new URL(CONTENT_SERVICE).port,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('next start did not answer');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
  rmSync(dataDir, { recursive: true, force: true });
});

test('given plain next start, when a page is asked for with gzip, then it is compressed, private and carries the security headers', async () => {
  const response = await fetch(`${BASE}/privacy`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(response.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  expect(response.headers.get('content-security-policy')).toMatch(
    /^frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self' https:; script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic' 'self' https:$/,
  );
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await response.text())?.[1];
  expect(asset).toBeDefined();
  expect((await fetch(`${BASE}${asset!}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('given plain next start, when an unknown URL is asked for, then it answers 404 and no shared cache keeps it', async () => {
  const response = await fetch(`${BASE}/no-such-page-anywhere`);
  expect(response.status).toBe(404);
  expect(response.headers.get('cache-control')).toMatch(/no-store/);
});

test('given a trusted proxy that appends, when a client forges X-Forwarded-For entries, then the per-address limit counts the address the proxy saw', async () => {
  const post = (forwardedFor: string) =>
    fetch(`${BASE}/api/forms/gl-contact-us-hc`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: BASE, 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ values: {}, tracking: {} }),
    });
  // The proxy (loopback) appended 198.51.100.7; the client wrote a new address of its own each time.
  expect((await post('203.0.113.1, 198.51.100.7, 127.0.0.1')).status).toBe(422);
  expect((await post('203.0.113.2, 198.51.100.7, 127.0.0.1')).status).toBe(422);
  const third = await post('203.0.113.3, 198.51.100.7, 127.0.0.1');
  expect(third.status).toBe(429);
  expect(await third.json()).toEqual({ message: 'Too many submissions from your network. Please wait a minute and try again.' });
  // Another visitor behind the same proxy is not held back.
  expect((await post('198.51.100.8, 127.0.0.1')).status).toBe(422);
});

test('given plain next start, then the load balancer’s /healthz and /readyz answer from the app itself', async () => {
  const alive = await fetch(`${BASE}/healthz`);
  expect(alive.status).toBe(200);
  expect(await alive.json()).toEqual({ status: 'alive' });
  const ready = await fetch(`${BASE}/readyz`);
  expect(ready.status).toBe(200);
  // No REDIS_URL here: Next.js's own cache, nothing to check.
  expect(await ready.json()).toEqual({ status: 'ready', failing: [], checks: { contentApi: 'ok', siteDatabase: 'ok', redis: 'skipped' } });
  expect(alive.headers.get('set-cookie')).toBeNull();
});

test('the framework output the thin server rewrites is still the shape preview-app/src/next-internals assumes (2, 3 and 5)', async () => {
  const html = await (await fetch(`${BASE}/privacy`)).text();
  // 2: chunk scripts `<script src="/_next/static/…" async>` and their preloads.
  expect(html, 'assumption 2 (chunk script tags) no longer holds').toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
  expect(html, 'assumption 2 (script preloads) no longer holds').toMatch(/<link rel="preload" as="script"[^>]*href="\/_next\/static\//);
  // 5: the inline stylesheet, and the same text again as a `:T<hex>,` row of the inline payload.
  const css = /<style data-precedence="next" data-href="[^"]+"[^>]*>([^<]+)<\/style>/.exec(html)?.[1];
  expect(css, 'assumption 5 (inline stylesheet) no longer holds').toBeDefined();
  const row = `:T${Buffer.byteLength(css!, 'utf8').toString(16)},`;
  const payload = [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)]
    .map((m) => (JSON.parse(m[1]!) as [number, string])[1])
    .join('');
  expect(payload.includes(row + css!), 'assumption 5 (the payload repeats the stylesheet) no longer holds').toBe(true);
  // 3: without the thin server, a page's notFound() sends its text only inside the payload's
  // scripts, none as HTML (vercel/next.js#62228).
  const missing = await (await fetch(`${BASE}/no-such-page-anywhere`)).text();
  const readable = missing.replace(/<script\b[\s\S]*?<\/script>/g, '').includes('We can’t find that page');
  expect(readable, 'assumption 3 no longer holds: notFound() now sends readable HTML, so the readable-404 workaround can go').toBe(false);
  expect(missing.includes('We can’t find that page'), 'the 404 view is still in the page (in its payload)').toBe(true);
});
