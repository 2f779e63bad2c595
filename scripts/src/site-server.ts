/**
 * The site's HTTP server: Next.js (`preview-app/`) behind Node's own HTTP server, so the site
 * knows the address a request really came from. `next start` keeps any X-Forwarded-For a client
 * sends, so with no proxy in front anyone could claim any address and walk past the per-address
 * form limit. Here:
 *
 * - the client address is computed with `proxy-addr` from the socket and X-Forwarded-For,
 *   believing only the proxies listed in `TRUSTED_PROXIES` (none by default), and handed to the
 *   app as the one X-Forwarded-For entry;
 * - X-Forwarded-Host, X-Forwarded-Proto, X-Real-IP and Forwarded are dropped unless the request
 *   came through a trusted proxy, so the forms' same-origin check can't be talked round either;
 * - a request whose headers or body do not arrive within 30 s is ended with 408 (expiry is
 *   checked every second, not Node's default 30 s);
 * - what Next.js would answer with an empty body or a 500 is answered here with a JSON
 *   `{ message }`: malformed HTTP (Node's parser errors, oversize headers), `CONNECT`, methods no
 *   route of the site has (`TRACE`, `PUT` …: 405), request targets that are not a path (`*`, an
 *   absolute URL), paths whose percent-encoding does not decode or holds a NUL, a missing Host
 *   (400) and an `Expect` other than `100-continue` (417).
 * - no shared cache keeps a 404 or a response that sets a cookie (`sharedCachePolicy`);
 * - a page that finds no entry draws the site's 404 view and this server sends it with status 404
 *   (`guardHead`), so the 404 page is readable without JavaScript (Next.js's own `notFound()`
 *   sends pages rendered per request as an empty shell);
 * - on SIGTERM/SIGINT it stops taking requests and lets the forms delivery worker record the
 *   deliveries in flight before exiting (at most 5 s), so a restart sends none of them again;
 * - the production server's pages load Next.js's chunk scripts after their first paint
 *   (`moveScriptsAfterPaint`, docs/requirements.md#decision-scripts-after-first-paint; not in
 *   draft mode, the editors' live preview), and every
 *   response is compressed here (gzip, the `compression` package) rather than by Next.js;
 * - before it listens on PORT, the production server warms itself (`warmUp`): one request of
 *   every route type through a private loopback listener, so the first visitors after a restart
 *   are served as fast as later ones (docs/requirements.md#decision-warm-start).
 *
 * `npm start` runs it (`node --import tsx scripts/src/site-server.ts [--dev]` with PORT);
 * docs/requirements.md#security.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import { resolve } from 'node:path';
import { stopFormsService } from '@insurer/submissions';
import compression from 'compression';
import proxyAddr from 'proxy-addr';
import { moveScriptsAfterPaint } from './after-paint-scripts.js';

const ROOT = resolve(import.meta.dirname, '../..');
const APP_DIR = resolve(ROOT, 'preview-app');

/** What this server uses of Next.js's programmatic API (`next()`, as in its custom-server guide). */
type NextFactory = (options: { dev: boolean; dir: string; port: number; hostname: string; webpack: boolean }) => {
  prepare(): Promise<void>;
  getRequestHandler(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
};

/** Headers only a trusted proxy may set. */
const PROXY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'] as const;

/**
 * The trust function of `TRUSTED_PROXIES`: a comma list of addresses, CIDR ranges and
 * `proxy-addr`'s names (`loopback`, `linklocal`, `uniquelocal`); empty trusts no proxy.
 * @throws Error naming the variable when an entry is not an address or range.
 */
export function trustedProxies(value: string | undefined): (address: string, hop: number) => boolean {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    return proxyAddr.compile(list);
  } catch (error) {
    throw new Error(
      `TRUSTED_PROXIES: ${error instanceof Error ? error.message : String(error)} (a comma list of addresses or CIDR ranges)`,
    );
  }
}

/**
 * Rewrites `request`'s forwarding headers in place: X-Forwarded-For becomes the client address
 * alone, and the other proxy headers stay only when the peer is a trusted proxy.
 */
export function normaliseForwarding(request: IncomingMessage, trust: (address: string, hop: number) => boolean): void {
  const peer = request.socket.remoteAddress ?? '';
  const client = proxyAddr(request, trust);
  request.headers['x-forwarded-for'] = client;
  if (!peer || !trust(peer, 0)) for (const header of PROXY_HEADERS) delete request.headers[header];
}

/** The methods some route of the site answers; anything else is refused before Next.js. */
const SITE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

/** The status and message a request gets before Next.js sees it, or undefined when Next.js should answer. */
export function refusal(
  request: Pick<IncomingMessage, 'method' | 'url' | 'headers' | 'httpVersion'>,
): { status: number; message: string } | undefined {
  const { method, url: target } = request;
  if (!method || !SITE_METHODS.has(method)) return { status: 405, message: `The method ${method ?? ''} is not allowed.` };
  if (!target?.startsWith('/') || target.startsWith('//')) return { status: 400, message: 'The request target must be a path.' };
  let path: string;
  try {
    path = decodeURIComponent(target.split(/[?#]/, 1)[0]!);
  } catch {
    return { status: 400, message: 'The request path is not valid percent-encoding.' };
  }
  if (path.includes('\u0000')) return { status: 400, message: 'The request path must not contain a NUL character.' };
  // HTTP/1.1 requires Host (RFC 9112 §3.2); HTTP/1.0 health checks often send none.
  if (!request.headers.host && request.httpVersion !== '1.0') return { status: 400, message: 'The request has no Host header.' };
  return undefined;
}

/** Node's parser and timeout errors, by `code`, and the status they are answered with (400 otherwise). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/** Writes a complete HTTP/1.1 answer with a JSON `{ message }` body on a raw socket and closes it. */
/**
 * The `Cache-Control` a response must leave with so no shared cache (a CDN, a proxy) keeps what
 * it should not, or `undefined` to leave Next.js's as it is:
 * - a 404 or 410: `no-store`, so an unknown address costs no cache space anywhere;
 * - a response that sets a cookie (the tracking cookies of a first visit): `private, no-cache`,
 *   so one visitor's cookies are never handed to another, however long Next.js would let a
 *   shared cache keep the page.
 * docs/requirements.md#security
 */
export function sharedCachePolicy(status: number, cacheControl: string | undefined, setsCookie: boolean): string | undefined {
  if (status === 404 || status === 410) return 'no-store';
  if (setsCookie && !/\b(private|no-store)\b/.test(cacheControl ?? '')) return 'private, no-cache';
  return undefined;
}

/** Per request: set by the site's pages (preview-app/src/lib/response-status.ts) while they render. */
interface ResponseState {
  notFound: boolean;
}

/** The per-request state, published under the key preview-app/src/lib/response-status.ts reads. */
const responseState = new AsyncLocalStorage<ResponseState>();
(globalThis as Record<symbol, unknown>)[Symbol.for('insurer.site.response-state')] = responseState;

/**
 * Just before `response`'s head is sent, whoever sends it: a page that found no entry
 * (`state.notFound`) answers 404 instead of 200, and `sharedCachePolicy` applies.
 */
function guardHead(response: ServerResponse, state: ResponseState): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    if (state.notFound) {
      if (typeof args[0] === 'number' && args[0] === 200) args[0] = 404;
      if (response.statusCode === 200) response.statusCode = 404;
      if (typeof args[1] === 'string') args[1] = STATUS_CODES[404];
    }
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode;
    const extra = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null) as Record<string, unknown> | undefined;
    const setsCookie = response.hasHeader('set-cookie') || Object.keys(extra ?? {}).some((key) => key.toLowerCase() === 'set-cookie');
    const current =
      response.getHeader('cache-control') ?? Object.entries(extra ?? {}).find(([key]) => key.toLowerCase() === 'cache-control')?.[1];
    const policy = sharedCachePolicy(status, typeof current === 'string' ? current : undefined, setsCookie);
    if (policy) {
      if (extra) for (const key of Object.keys(extra)) if (key.toLowerCase() === 'cache-control') delete extra[key];
      response.setHeader('Cache-Control', policy);
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

function endSocket(socket: Duplex, status: number, message: string, headers = ''): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${headers}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // end() closes once the answer is flushed; a peer that never reads is cut off a second later.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/**
 * Node's `clientError` (malformed HTTP, headers over 16 kB, the request timeout): the status with
 * a JSON message, where Node's default sends it with an empty body. Nothing is written once a
 * response has started.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const started = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (!socket.writable || started) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const message =
    status === 408
      ? 'The request was not received completely in time.'
      : status === 431
        ? 'The request headers are too large.'
        : `The request is not valid HTTP (${error.code ?? 'parse error'}).`;
  endSocket(socket, status, message);
}

/**
 * `Accept-Encoding` without brotli: the site answers gzip as `next start` does, so the bench's
 * transferred bytes compare like with like with the bare Next.js page (brotli is left to a CDN).
 */
export function withoutBrotli(acceptEncoding: string | undefined): string | undefined {
  if (acceptEncoding === undefined) return undefined;
  return acceptEncoding
    .split(',')
    .filter((coding) => coding.split(';', 1)[0]!.trim().toLowerCase() !== 'br')
    .join(',');
}

/** The draft-mode cookie's name (preview-app/security-policy.cjs, which next.config.ts reads too). */
const { DRAFT_MODE_COOKIE } = createRequire(resolve(APP_DIR, 'package.json'))('./security-policy.cjs') as { DRAFT_MODE_COOKIE: string };

/**
 * True when a request's `Cookie` header carries the draft-mode cookie: the page goes to an
 * editor's live preview, which is sent as Next.js renders it (its scripts are not moved after the
 * first paint: docs/requirements.md#decision-scripts-after-first-paint).
 */
export function inDraftMode(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.split('=', 1)[0]!.trim() === DRAFT_MODE_COOKIE);
}

/** Paths every warm-up requests besides the sitemap's: search, the 404 page, robots and the sitemap. */
const WARM_FIXED = [
  '/robots.txt',
  '/search-results?q=insurance',
  '/api/searchapi/api/apps/ProjectOne/query/ProjectOne?q=insurance&rows=10&start=0',
  '/__warm-up-no-such-page__',
];

/**
 * The pages a warm-up requests, from the sitemap's XML: `/`, the first URL two segments deep
 * under each first segment (an article under its hub), the first three deep under each pair,
 * then the top-level pages, at most `max` in all. Answers paths (no origin).
 */
export function warmUpPaths(sitemapXml: string, max = 60): string[] {
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((m) => {
    try {
      return [new URL(m[1]!.trim()).pathname];
    } catch {
      return [];
    }
  });
  const chosen = new Set<string>(['/']);
  const seen = new Set<string>();
  for (const depth of [2, 3, 1])
    for (const path of paths) {
      const segments = path.split('/').filter(Boolean);
      if (segments.length !== depth) continue;
      const key = segments.slice(0, Math.max(1, depth - 1)).join('/') + `#${depth}`;
      if (seen.has(key)) continue;
      seen.add(key);
      chosen.add(path);
    }
  return [...chosen].slice(0, max);
}

/**
 * Warms the site answering at `base` before visitors reach it: Next.js's route modules are
 * loaded, the content cache (header, footer, pages, form definitions) filled, the search index
 * and the forms route's dependencies opened. GETs `/`, the sitemap's pages (`warmUpPaths`) and
 * the fixed paths two at a time, then POSTs the form route once from a foreign origin (answered
 * 403 before any rate limit or database write, so no visitor's form allowance is spent). Stops
 * after `budgetMs`; a failing request is skipped. Answers how many requests ran and the time.
 * docs/requirements.md#decision-warm-start
 */
export async function warmUp(base: string, budgetMs: number): Promise<{ requests: number; ms: number }> {
  const t0 = performance.now();
  const deadline = t0 + budgetMs;
  let requests = 0;
  const get = async (path: string): Promise<string> => {
    if (performance.now() > deadline) return '';
    requests++;
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now()))) });
      return await res.text();
    } catch {
      return '';
    }
  };
  const sitemap = await get('/sitemap.xml');
  const queue = [...warmUpPaths(sitemap), ...WARM_FIXED];
  await Promise.all(
    [0, 1].map(async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await get(path);
    }),
  );
  if (performance.now() < deadline) {
    requests++;
    await fetch(`${base}/api/forms/warm-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://warm-up.invalid' },
      body: '{"values":{},"tracking":{}}',
      signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now()))),
    }).then(
      (res) => res.arrayBuffer(),
      () => undefined,
    );
  }
  return { requests, ms: performance.now() - t0 };
}

/** Runs `warmUp` through a listener of `handler` on a free loopback port, closed afterwards. */
async function warmThrough(handler: (request: IncomingMessage, response: ServerResponse) => void, budgetMs: number): Promise<void> {
  const warm = createServer(handler);
  await new Promise<void>((done) => warm.listen(0, '127.0.0.1', () => done()));
  const { port } = warm.address() as AddressInfo;
  try {
    const { requests, ms } = await warmUp(`http://127.0.0.1:${port}`, budgetMs);
    console.log(`[site] warmed up: ${requests} requests in ${(ms / 1000).toFixed(1)} s`);
  } finally {
    warm.closeAllConnections();
    await new Promise<void>((done) => warm.close(() => done()));
  }
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const port = Number(process.env.PORT || 3000);
  const trust = trustedProxies(process.env.TRUSTED_PROXIES);
  const next = createRequire(resolve(APP_DIR, 'package.json'))('next') as NextFactory;
  // webpack, as `next build --webpack` built it (preview-app/next.config.ts says why).
  const app = next({ dev, dir: APP_DIR, port, hostname: 'localhost', webpack: true });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Compression here, not in Next.js (next.config.ts: compress false), so that the production
  // server's HTML is rewritten before it is compressed (after-paint-scripts.ts).
  // (typed for Express; it only uses Node's request and response)
  const compress = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  const handler = (request: IncomingMessage, response: ServerResponse): void => {
    const refused = refusal(request);
    if (refused) {
      response.writeHead(refused.status, {
        'Content-Type': 'application/json; charset=utf-8',
        ...(refused.status === 405 ? { Allow: [...SITE_METHODS].join(', ') } : {}),
      });
      response.end(JSON.stringify({ message: refused.message }));
      return;
    }
    normaliseForwarding(request, trust);
    const state: ResponseState = { notFound: false };
    guardHead(response, state);
    const encodings = withoutBrotli(request.headers['accept-encoding']);
    if (encodings !== undefined) request.headers['accept-encoding'] = encodings;
    compress(request, response, () => {
      if (!dev && !inDraftMode(request.headers.cookie)) moveScriptsAfterPaint(response);
      void responseState.run(state, () => handle(request, response));
    });
  };
  // The development server compiles on demand: warming it would compile every route first.
  const warmBudget = Number(process.env.SITE_WARM_UP_MS ?? 60_000);
  if (!dev && warmBudget > 0) await warmThrough(handler, warmBudget);
  const server = createServer(
    { requestTimeout: 30_000, headersTimeout: 30_000, connectionsCheckingInterval: 1_000, requireHostHeader: false },
    handler,
  );
  server.on('clientError', answerClientError);
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
    response.end(JSON.stringify({ message: 'Only the expectation 100-continue is supported.' }));
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) =>
    endSocket(socket, 405, 'The method CONNECT is not allowed.', `Allow: ${[...SITE_METHODS].join(', ')}\r\n`),
  );
  // Stop taking requests, then let the forms delivery worker finish and record the deliveries in
  // flight (the service Next's route and instrumentation use, found through globalThis), so a
  // restart does not send a delivery again; exit after 5 s at most.
  const stop = () => {
    server.close(() => void stopFormsService().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.listen(port, () => console.log(`[site] ${dev ? 'development' : 'production'} server on http://localhost:${port}`));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`[site] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
