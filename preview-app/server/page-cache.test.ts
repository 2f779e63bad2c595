import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { siteLogger } from '@insurer/preview-app/logging.mjs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { redisAnswers } from '@insurer/scripts/testing/cluster';
import { contentSecurityPolicy } from '../security-policy.cjs';
import { DRAFT_MODE_COOKIE } from '../src/next-internals/index.js';
import { markContentChanged, markPageCacheable } from '../src/next-internals/cache-marks.js';
import { etagMatches, GENERATION_CHECK_MS, inlineScriptHashes, PageCache } from './page-cache.js';
import { siteHandler } from './site-server.js';
import { cdnPurge, type CdnPurge } from './cdn-purge.js';

/**
 * The page cache through the thin server's real handler on loopback, around a stand-in for
 * Next.js that renders a page with a nonce (as the proxy gives it) and counts its renders.
 */
const servers: Server[] = [];
const caches: PageCache[] = [];
/** The redis-servers the tests started; the last one is the running one. */
const redisServers: ChildProcess[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()));
  for (const cache of caches.splice(0)) await cache.close();
});
afterAll(async () => {
  for (const server of redisServers) {
    if (server.exitCode !== null || server.signalCode !== null) continue;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
});

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const INLINE = 'self.__next_f.push([1,"hello"])';

/** A document as Next.js renders it for the proxy's request: every script carries the nonce. */
function documentFor(url: string, renders: number): string {
  return (
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async="" nonce="${NONCE}"></script></head>` +
    `<body><h1>${url} render ${renders}</h1><script nonce="${NONCE}">${INLINE}</script></body></html>`
  );
}

interface Site {
  base: string;
  renders: () => number;
}

async function site(cache: PageCache, options: { cacheable?: (url: string) => boolean; cdn?: CdnPurge } = {}): Promise<Site> {
  let renders = 0;
  const log = siteLogger('site', { write: () => undefined });
  const handler = siteHandler(
    async (request, response) => {
      const url = request.url ?? '/';
      if (url.startsWith('/api/revalidate')) {
        markContentChanged();
        response.setHeader('Content-Type', 'application/json');
        response.end('{"revalidated":true}');
        return;
      }
      renders += 1;
      if (options.cacheable?.(url) ?? true) markPageCacheable();
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce: NONCE }));
      response.setHeader('Vary', 'rsc, Accept-Encoding');
      response.end(documentFor(url, renders));
    },
    { dev: false, trustedProxies: [], log, pageCache: cache, pageCacheSeconds: 60, ...(options.cdn ? { cdn: options.cdn } : {}) },
  );
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, renders: () => renders };
}

function memoryCache(): PageCache {
  const cache = new PageCache({ maxAgeSeconds: 60, maxBytes: 8 * 1024 * 1024, log: siteLogger('site', { write: () => undefined }) });
  caches.push(cache);
  return cache;
}

/** A GET with raw bytes (Node's fetch would decode the body): status, headers, body. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** The document is stored once its answer has finished: wait for the store (compression runs on the thread pool). */
async function storedAfterMiss(url: string, headers: Record<string, string> = {}): Promise<void> {
  await get(url, headers);
  for (let i = 0; i < 100; i++) {
    if ((await get(url, headers)).headers['x-site-cache'] === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was never answered from the cache`);
}

describe('inlineScriptHashes and etagMatches', () => {
  it('given a document, then each inline script with the render’s nonce is hashed once as the browser reads it; one without it (injected) or with a src is not', () => {
    const n = ` nonce="${NONCE}"`;
    const html =
      `<script${n}>a()</script><script src="/x.js"${n}></script><script type="application/ld+json"${n}>{}</script>` +
      `<script${n}>a()</script><script>alert(1)</script><script nonce="other">alert(2)</script><script async${n}>b()\r\nc()</script>`;
    const sha = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(inlineScriptHashes(html, NONCE)).toEqual([sha('a()'), sha('{}'), sha('b()\nc()')]);
  });

  it('given If-None-Match, then a listed, weak or * validator matches and another does not', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('page cache in the thin server', () => {
  it('given a published page rendered once, when it is asked again, then the finished document comes from the cache with its script hashes, no nonce, and the same bytes in every encoding', async () => {
    const { base, renders } = await site(memoryCache());
    const first = await get(`${base}/life-insurance`);
    expect(first.headers['x-site-cache']).toBe('miss');
    await storedAfterMiss(`${base}/life-insurance`);
    const plain = await get(`${base}/life-insurance`);
    const gzipped = await get(`${base}/life-insurance`, { 'Accept-Encoding': 'gzip' });
    const brotli = await get(`${base}/life-insurance`, { 'Accept-Encoding': 'gzip, br' });
    expect(renders()).toBe(1);
    const html = plain.body.toString('utf8');
    expect(html).toContain('<h1>/life-insurance render 1</h1>');
    expect(html).not.toContain(NONCE);
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(html);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(html);
    expect(brotli.headers['content-encoding']).toBe('br');
    const sha = (text: string) => createHash('sha256').update(text).digest('base64');
    // The page's own inline script, then the after-paint loader the thin server added.
    const loader = /<script>(\(function\(\)\{var c=document\.currentScript[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(plain.headers['content-security-policy']).toBe(
      `frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self' https:; script-src 'sha256-${sha(INLINE)}' 'sha256-${sha(loader)}' 'strict-dynamic' 'self' https:`,
    );
    expect(plain.headers['content-security-policy']).not.toMatch(/nonce|unsafe/);
    expect(plain.headers.vary).toBe('rsc, Accept-Encoding');
    expect(plain.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });

  it('given the ETag of a cached page, when it is sent as If-None-Match, then 304 with no body', async () => {
    const { base } = await site(memoryCache());
    await storedAfterMiss(`${base}/privacy`);
    const { headers } = await get(`${base}/privacy`);
    const again = await get(`${base}/privacy`, { 'If-None-Match': String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(headers.etag);
  });

  it('given the hidden-header query, then it is its own cached variant and never mixes with the normal page; other query strings share the page', async () => {
    const { base, renders } = await site(memoryCache());
    await storedAfterMiss(`${base}/life-insurance`);
    expect((await get(`${base}/life-insurance?clientcode=fmg`)).headers['x-site-cache']).toBe('miss');
    expect(renders()).toBe(2);
    await storedAfterMiss(`${base}/life-insurance?code=ga`);
    expect(renders()).toBe(2);
    expect((await get(`${base}/life-insurance?code=nhf`)).body.toString()).toContain('render 2');
    expect((await get(`${base}/life-insurance?utm_source=mail`)).body.toString()).toContain('render 1');
  });

  it('given draft mode, a page its render did not mark, or a client navigation, then every request renders', async () => {
    const { base, renders } = await site(memoryCache(), { cacheable: (url) => !url.startsWith('/search-results') });
    for (let i = 0; i < 2; i++) await get(`${base}/search-results?q=life`);
    for (let i = 0; i < 2; i++) await get(`${base}/privacy`, { Cookie: `${DRAFT_MODE_COOKIE}=1` });
    for (let i = 0; i < 2; i++) await get(`${base}/privacy`, { RSC: '1' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders()).toBe(6);
  });

  it('given the publish webhook answered, then the next request renders the page again', async () => {
    const { base, renders } = await site(memoryCache());
    await storedAfterMiss(`${base}/privacy`);
    await get(`${base}/api/revalidate`);
    expect((await get(`${base}/privacy`)).headers['x-site-cache']).toBe('miss');
    expect(renders()).toBe(2);
  });

  /** A free loopback port. */
  async function freePort(): Promise<number> {
    return new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
  }

  /** Starts an empty redis-server (no persistence) on `port` and waits until it answers. */
  async function startRedis(port: number): Promise<void> {
    redisServers.push(
      spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }),
    );
    for (
      let i = 0;
      i < 100 &&
      !(await redisAnswers(port).then(
        () => true,
        () => false,
      ));
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /** A page cache sharing the Redis on `port`. */
  function sharedCache(port: number): PageCache {
    const cache = new PageCache({
      maxAgeSeconds: 60,
      maxBytes: 8 * 1024 * 1024,
      redis: { url: `redis://127.0.0.1:${port}`, keyPrefix: 'test:', timeoutMs: 500 },
      log: siteLogger('site', { write: () => undefined }),
    });
    caches.push(cache);
    return cache;
  }

  /** Waits until `cache` has read the shared generation (before that it answers its startup value, `0.…`). */
  async function connected(cache: PageCache): Promise<void> {
    await expect.poll(() => cache.generation(), { timeout: 10_000, interval: 50 }).not.toMatch(/^0\./);
  }

  it('given two instances sharing Redis, when the webhook reaches one, then the other renders the page again within the generation check', async () => {
    const port = await freePort();
    await startRedis(port);
    const oneCache = sharedCache(port);
    const twoCache = sharedCache(port);
    await Promise.all([connected(oneCache), connected(twoCache)]);
    const one = await site(oneCache);
    const two = await site(twoCache);
    await storedAfterMiss(`${two.base}/privacy`);
    await get(`${one.base}/api/revalidate`);
    await new Promise((resolve) => setTimeout(resolve, GENERATION_CHECK_MS + 50));
    expect((await get(`${two.base}/privacy`)).headers['x-site-cache']).toBe('miss');
    expect(two.renders()).toBe(2);
  });

  it('given Redis restarted empty, when the next publish reaches one instance, then the other does not answer the page it cached before the restart', async () => {
    const port = await freePort();
    await startRedis(port);
    const oneCache = sharedCache(port);
    const twoCache = sharedCache(port);
    await Promise.all([connected(oneCache), connected(twoCache)]);
    const one = await site(oneCache);
    const two = await site(twoCache);
    // A publish, then the page cached on the second instance under the generation it made.
    await get(`${one.base}/api/revalidate`);
    await new Promise((resolve) => setTimeout(resolve, GENERATION_CHECK_MS + 50));
    await storedAfterMiss(`${two.base}/privacy`);
    const before = await twoCache.generation();
    // Redis stops and comes back without its data; both instances reconnect.
    const running = redisServers.at(-1)!;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
    await startRedis(port);
    await expect.poll(() => oneCache.generation(), { timeout: 10_000, interval: 100 }).not.toBe(before);
    await expect.poll(() => twoCache.generation(), { timeout: 10_000, interval: 100 }).not.toBe(before);
    const renders = two.renders();
    await get(`${one.base}/api/revalidate`);
    await new Promise((resolve) => setTimeout(resolve, GENERATION_CHECK_MS + 50));
    const after = await get(`${two.base}/privacy`);
    expect(after.headers['x-site-cache']).toBe('miss');
    expect(two.renders()).toBe(renders + 1);
  });

  it('given a returning or a first visit, then the cached page is public for a CDN with its surrogate key and sets no cookie; an opted-out visitor gets a private answer', async () => {
    const { base } = await site(memoryCache());
    await storedAfterMiss(`${base}/privacy`);
    const returning = {
      Cookie:
        'ClientId=c1; SessionId=s1; HitTimestamp=2026-01-01T00:00:00.000Z; traffic_source=(direct)/(none); ajs_anonymous_id=2f0c1e7a-8a55-4c3f-9d0e-3b7a1c2d4e5f',
    };
    // A first visit from a campaign link: its cookies are the page view's own (POST /api/visits).
    for (const [url, headers] of [
      [`${base}/privacy`, returning],
      [`${base}/privacy?utm_source=mail`, { Referer: 'https://www.google.com/' }],
    ] as const) {
      const shared = await get(url, headers);
      expect(shared.headers['x-site-cache']).toBe('hit');
      expect(shared.headers['set-cookie']).toBeUndefined();
      expect(shared.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
      expect(shared.headers['surrogate-key']).toBe('site-content');
      expect(shared.headers['cache-tag']).toBe('site-content');
    }
    await storedAfterMiss(`${base}/privacy`, { 'Sec-GPC': '1' });
    const optedOut = await get(`${base}/privacy`, { ...returning, 'Sec-GPC': '1' });
    expect(optedOut.headers['x-site-cache']).toBe('hit');
    expect(optedOut.headers['cache-control']).toBe('private, no-cache');
  });

  it('given a CDN configured, when the publish webhook answers, then the CDN is purged by the surrogate key once the instances have the new generation', async () => {
    const received: { url: string; body: string }[] = [];
    const fastly = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ url: request.url ?? '', body });
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"status":"ok"}');
      });
    });
    servers.push(fastly);
    await new Promise<void>((resolve) => fastly.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(fastly.address() as AddressInfo).port}`;
    const { base } = await site(memoryCache(), { cdn: cdnPurge({ kind: 'fastly', apiUrl, token: 't', serviceId: 'svc' }) });
    await get(`${base}/api/revalidate`);
    expect(received).toEqual([]);
    // Not at once: after every instance has had time to read the new generation.
    const answered = performance.now();
    for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(performance.now() - answered).toBeGreaterThanOrEqual(2 * GENERATION_CHECK_MS - 100);
    expect(received).toEqual([{ url: '/service/svc/purge', body: '{"surrogate_keys":["site-content"]}' }]);
  });
});
