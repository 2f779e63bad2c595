import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteLogger } from '@insurer/preview-app/logging.mjs';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddressOf, proxyTrust } from '../src/lib/client-address.js';
import { parseSiteConfig } from '../src/lib/site-config.js';
import { DRAFT_MODE_COOKIE, hasDraftModeCookie } from '../src/next-internals/index.js';
import { sharedCachePolicy } from './cache-policy.js';
import { normaliseForwarding } from './forwarding.js';
import { refusal } from './refusals.js';
import { routeConsoleTo } from './console-log.js';
import { siteHandler, withoutBrotli, type Lifecycle } from './site-server.js';
import { warmUp, warmUpPaths } from './warm-up.js';

/**
 * The thin server's header rules against a real HTTP server on loopback: what the app receives
 * for requests carrying forged forwarding headers, with no trusted proxy and with loopback
 * trusted, and the client address the app then reads from it.
 */
let server: Server | undefined;

async function echoServer(trust: string): Promise<string> {
  const check = proxyTrust(
    trust
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  server = createServer((request, response) => {
    normaliseForwarding(request, check);
    response.setHeader('content-type', 'application/json');
    const headers = new Headers(Object.entries(request.headers).map(([key, value]): [string, string] => [key, String(value)]));
    response.end(JSON.stringify({ ...request.headers, 'app-client-address': clientAddressOf(headers, check) }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const forged = {
  'X-Forwarded-For': '198.51.100.9, 203.0.113.7',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  'X-Real-IP': '192.0.2.1',
  Forwarded: 'for=192.0.2.2',
};

describe('thin server forwarding headers', () => {
  it('given no trusted proxy, when a client forges forwarding headers, then the app sees only the socket address and no proxy header', async () => {
    const url = await echoServer('');
    const seen = (await (await fetch(url, { headers: forged })).json()) as Record<string, string | undefined>;
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['app-client-address']).toBe('127.0.0.1');
    for (const header of ['x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'forwarded']) expect(seen[header], header).toBeUndefined();
  });

  it('given loopback as the trusted proxy, when it forwards a request, then the app sees the client it names and its proxy headers', async () => {
    const url = await echoServer('loopback');
    const seen = (await (await fetch(url, { headers: { ...forged, 'X-Forwarded-For': '203.0.113.7' } })).json()) as Record<string, string>;
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen['app-client-address']).toBe('203.0.113.7');
    expect(seen['x-forwarded-host']).toBe('evil.example');
  });

  it('given a chain through a trusted proxy, when the left entries were written by the client, then the first untrusted hop from the right is the client', async () => {
    const url = await echoServer('loopback, 10.0.0.0/8');
    const seen = (await (await fetch(url, { headers: { 'X-Forwarded-For': '1.1.1.1, 203.0.113.7, 10.1.2.3' } })).json()) as Record<
      string,
      string
    >;
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('reads SITE_HTML_REWRITES: both rewrites by default, none, or one of them; anything else is named', () => {
    expect(parseSiteConfig({}).htmlRewrites).toEqual({ afterPaintScripts: true, inlineStyleOnce: true });
    expect(parseSiteConfig({ SITE_HTML_REWRITES: 'none' }).htmlRewrites).toEqual({ afterPaintScripts: false, inlineStyleOnce: false });
    expect(parseSiteConfig({ SITE_HTML_REWRITES: 'inline-style-once' }).htmlRewrites).toEqual({
      afterPaintScripts: false,
      inlineStyleOnce: true,
    });
    expect(() => parseSiteConfig({ SITE_HTML_REWRITES: 'some' })).toThrow(
      'SITE_HTML_REWRITES: must be all, none, after-paint-scripts or inline-style-once',
    );
  });

  it('given a malformed TRUSTED_PROXIES, when read, then the error names the variable', () => {
    expect(() => parseSiteConfig({ TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(
      'Invalid site configuration (see .env.example): TRUSTED_PROXIES: must be a comma list of addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    );
  });
});

/** A request line and Host header as Node parses them. */
const req = (method: string, url: string, host: string | undefined, httpVersion = '1.1') => ({
  method,
  url,
  httpVersion,
  headers: host === undefined ? {} : { host },
});

describe('thin server refusals before Next.js', () => {
  it('given requests Next.js would answer with a 500 or an empty body, when checked, then each gets a status and a message', () => {
    expect(refusal(req('TRACE', '/', 'localhost'))).toEqual({ status: 405, message: 'The method TRACE is not allowed.' });
    expect(refusal(req('PUT', '/api/forms/x', 'localhost'))?.status).toBe(405);
    expect(refusal(req('GET', '*', 'localhost'))).toEqual({ status: 400, message: 'The request target must be a path.' });
    expect(refusal(req('GET', 'http://evil.example/', 'localhost'))?.status).toBe(400);
    expect(refusal(req('GET', '//evil.example/x', 'localhost'))?.status).toBe(400);
    expect(refusal(req('GET', '/%ZZ', 'localhost'))).toEqual({ status: 400, message: 'The request path is not valid percent-encoding.' });
    expect(refusal(req('POST', '/api/forms/%FF%FE', 'localhost'))?.status).toBe(400);
    expect(refusal(req('GET', '/%00', 'localhost'))?.status).toBe(400);
    expect(refusal(req('GET', '/', undefined))).toEqual({ status: 400, message: 'The request has no Host header.' });
    expect(refusal(req('GET', '/', undefined, '1.0'))).toBeUndefined();
  });

  it('given ordinary requests, when checked, then Next.js answers them', () => {
    for (const [method, target] of [
      ['GET', '/'],
      ['HEAD', '/life-insurance?utm_source=%ZZ'],
      ['POST', '/api/forms/gl-contact-us-hc'],
      ['OPTIONS', '/api/draft'],
      ['GET', '/caf%C3%A9'],
    ] as const) {
      expect(refusal(req(method, target, 'localhost:3000')), `${method} ${target}`).toBeUndefined();
    }
  });
});

describe('hasDraftModeCookie', () => {
  it('given the draft-mode cookie among others, then the page is for the live preview; given none, or a lookalike name, then it is not', () => {
    expect(hasDraftModeCookie(`ajs_anonymous_id=1; ${DRAFT_MODE_COOKIE}=abc; other=2`)).toBe(true);
    expect(hasDraftModeCookie(`${DRAFT_MODE_COOKIE}=abc`)).toBe(true);
    expect(hasDraftModeCookie(`x${DRAFT_MODE_COOKIE}=abc; ${DRAFT_MODE_COOKIE}_old=1`)).toBe(false);
    expect(hasDraftModeCookie(undefined)).toBe(false);
  });
});

describe('withoutBrotli', () => {
  it('given a browser’s Accept-Encoding, then brotli is dropped and the other codings and weights stay; given none, then none', () => {
    expect(withoutBrotli('gzip, deflate, br, zstd')).toBe('gzip, deflate, zstd');
    expect(withoutBrotli('br;q=1.0, gzip;q=0.8')).toBe(' gzip;q=0.8');
    expect(withoutBrotli('br')).toBe('');
    expect(withoutBrotli(undefined)).toBeUndefined();
  });
});

describe('sharedCachePolicy', () => {
  it('given a 404 or 410, then no cache keeps it; given a response setting a cookie, then only the visitor’s browser may; otherwise Next.js’s header stays', () => {
    expect(sharedCachePolicy(404, 's-maxage=31536000', false)).toBe('no-store');
    expect(sharedCachePolicy(410, undefined, true)).toBe('no-store');
    expect(sharedCachePolicy(200, 's-maxage=31536000', true)).toBe('private, no-cache');
    expect(sharedCachePolicy(200, 'private, no-cache, no-store, max-age=0, must-revalidate', true)).toBeUndefined();
    expect(sharedCachePolicy(200, 's-maxage=31536000', false)).toBeUndefined();
    expect(sharedCachePolicy(307, undefined, false)).toBeUndefined();
  });
});

describe('warm-up before the site listens', () => {
  const sitemap = (paths: string[]) =>
    `<?xml version="1.0"?><urlset>${paths.map((p) => `<url><loc>http://localhost:3000${p}</loc></url>`).join('')}</urlset>`;

  it('given a sitemap, when the pages to warm are chosen, then / comes first, one page per hub and depth, then top-level pages, capped', () => {
    const xml = sitemap([
      '/',
      '/privacy',
      '/life-insurance',
      '/learning-center',
      '/learning-center/a',
      '/learning-center/b',
      '/edge/c',
      '/individuals-families/disability-insurance/accountant',
      '/individuals-families/disability-insurance/architect',
    ]);
    expect(warmUpPaths(xml)).toEqual([
      '/',
      '/learning-center/a',
      '/edge/c',
      '/individuals-families/disability-insurance/accountant',
      '/privacy',
      '/life-insurance',
      '/learning-center',
    ]);
    expect(warmUpPaths(xml, 3)).toEqual(['/', '/learning-center/a', '/edge/c']);
    expect(warmUpPaths('not xml')).toEqual(['/']);
  });

  it('given a site, when warmed, then it gets the sitemap, its pages, readiness, search, a 404 and one form post from a foreign origin', async () => {
    const seen: string[] = [];
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.origin ?? ''}`.trim());
      if (request.url === '/sitemap.xml') response.end(sitemap(['/', '/privacy', '/learning-center/a']));
      else response.end('ok');
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
    const { port } = server.address() as AddressInfo;
    const { requests } = await warmUp(`http://127.0.0.1:${port}`, 10_000);
    expect(requests).toBe(10);
    expect(seen[0]).toBe('GET /sitemap.xml');
    expect(new Set(seen.slice(1, -1))).toEqual(
      new Set([
        'GET /',
        'GET /learning-center/a',
        'GET /privacy',
        'GET /robots.txt',
        'GET /readyz',
        'GET /search-results?q=insurance',
        'GET /api/searchapi/api/apps/ProjectOne/query/ProjectOne?q=insurance&rows=10&start=0',
        'GET /__warm-up-no-such-page__',
      ]),
    );
    expect(seen.at(-1)).toBe('POST /api/forms/warm-up https://warm-up.invalid');
  });

  it('given the budget running out while the form post’s answer is still arriving, then the warm-up ends and reports, it never fails', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'POST') {
        response.end('ok');
        return;
      }
      // Headers at once, the body never: the budget's abort lands on the body's read.
      response.writeHead(403, { 'Content-Type': 'application/json' });
      response.write('{');
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
    const { port } = server.address() as AddressInfo;
    const result = await warmUp(`http://127.0.0.1:${port}`, 1_500);
    expect(result.requests).toBeGreaterThan(1);
    server.closeAllConnections();
  });
});

describe('request ids, access lines and the drain', () => {
  /** A logger writing into `lines`, as the thin server's does to standard output. */
  function capturingLogger() {
    const lines: Record<string, unknown>[] = [];
    return { lines, log: siteLogger('site', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }) };
  }

  /** The thin server's handler around a stand-in for Next.js that logs one line and answers JSON. */
  async function serve(trustedProxies: string[], lifecycle: Lifecycle = { draining: false }) {
    const { lines, log } = capturingLogger();
    const handler = siteHandler(
      async (_request, response) => {
        log.info('inside the app');
        response.setHeader('Content-Type', 'application/json');
        response.end('{"ok":true}');
      },
      { dev: false, trustedProxies, log, lifecycle },
    );
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
  }

  it('given no trusted proxy, when a client sends its own X-Request-Id, then a new id is answered and carried by every line of the request', async () => {
    const { base, lines } = await serve([]);
    const response = await fetch(`${base}/privacy?email=ann@example.com`, { headers: { 'X-Request-Id': 'forged-by-client' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['inside the app', id],
      ['request', id],
    ]);
    // The access line names the path, never the query (it may hold what a visitor typed).
    expect(lines[1]).toMatchObject({ level: 'info', name: 'site', method: 'GET', path: '/privacy', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('ann@example.com');
  });

  it('given loopback as the trusted proxy, when it sends X-Request-Id, then the site keeps it; a malformed one is replaced', async () => {
    const { base } = await serve(['loopback']);
    expect((await fetch(`${base}/`, { headers: { 'X-Request-Id': 'b1c2d3e4-haproxy' } })).headers.get('x-request-id')).toBe(
      'b1c2d3e4-haproxy',
    );
    expect((await fetch(`${base}/`, { headers: { 'X-Request-Id': 'has spaces' } })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('given the instance draining, then /readyz answers 503 before the app sees it and other requests are still served; passing health checks write no access line', async () => {
    const lifecycle = { draining: false };
    const { base, lines } = await serve([], lifecycle);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    lifecycle.draining = true;
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining', message: 'Not ready: this instance is stopping.' });
    expect((await fetch(`${base}/privacy`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.filter((line) => line.msg === 'request').map((line) => `${line.path} ${line.status}`)).toEqual([
      '/readyz 503',
      '/privacy 200',
    ]);
  });
});

describe('routeConsoleTo', () => {
  it('given console output, then each call is one JSON line at its level, an error kept with its stack', () => {
    const lines: Record<string, unknown>[] = [];
    const saved = { log: console.log, warn: console.warn, error: console.error, info: console.info, debug: console.debug };
    routeConsoleTo(siteLogger('site', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }));
    try {
      console.log('ready on %d', 3000);
      console.warn('[renderer] unknown block type', 'fooBlock');
      console.error(new Error('render failed'), 'on /privacy');
    } finally {
      Object.assign(console, saved);
    }
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ['info', 'ready on 3000'],
      ['warn', '[renderer] unknown block type fooBlock'],
      ['error', 'on /privacy'],
    ]);
    expect((lines[2]!.err as { message: string; stack: string }).stack).toContain('Error: render failed');
  });
});
