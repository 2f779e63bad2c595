import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import next from 'next';
import type { Logger } from 'pino';
import { proxyTrust } from '../src/lib/client-address.js';
import type { SiteEnv } from '../src/lib/site-config.js';
import {
  answerNotFoundAs404,
  hasDraftModeCookie,
  moveScriptsAfterPaint,
  withResponseState,
  type HtmlRewrites,
} from '../src/next-internals/index.js';
import { applySharedCachePolicy } from './cache-policy.js';
import { cdnPurge, SURROGATE_KEY_CONTENT, type CdnPurge } from './cdn-purge.js';
import { answerFromCache, cachedPage, GENERATION_CHECK_MS, PageCache, pageCacheKey, publicCacheControl } from './page-cache.js';
import { analyticsOptedOut } from '../src/lib/analytics-visitor.js';
import { nextRequestOf } from './visitor.js';
import { normaliseForwarding } from './forwarding.js';
import { assignRequestId } from './request-id.js';
import { answerClientError, endWithMessage } from '@insurer/socket-refusal';
import { refusal, SITE_METHODS } from './refusals.js';
import { warmThrough } from './warm-up.js';

/**
 * The site's thin server: what only a Node process exposed directly needs, around Next.js's own
 * request handler (its documented custom-server API, `next()`). Everything every deployment needs
 * (security and cache headers, status codes, the forwarded-header policy behind a configured
 * proxy) is in the app itself, so the app is correct under plain `next start` too; this adds
 * (docs/architecture.md#the-sites-front-door):
 *
 * - the client address from the socket (`normaliseForwarding`): without it a client could claim
 *   any address in X-Forwarded-For and walk past the per-address limits;
 * - request and header timeouts (a request whose headers or body do not arrive within 30 s gets
 *   408) and JSON answers for what Next.js would answer with an empty body or a 500
 *   (refusals.ts);
 * - warm-up before it listens (warm-up.ts, docs/requirements.md#decision-warm-start);
 * - a request id on every request (`X-Request-Id`, request-id.ts): a trusted proxy's or a new one,
 *   answered in the response's header and carried by every log line written for the request,
 *   plus one access line per request (`logRequest`) in the site's JSON log;
 * - a graceful stop (docs/architecture.md#running-at-scale): on SIGTERM `/readyz` answers 503
 *   at once while the instance keeps serving for `drainGraceMs`, so the load balancer stops
 *   sending it requests; then it stops taking connections and lets requests in flight finish (at
 *   most `drainMs`), then exits;
 * - the framework workarounds of src/next-internals (its assumptions 2, 3 and 5): a page's own
 *   404 view sent with status 404, and in production the framework scripts moved after the first
 *   paint with the payload's copy of the inline stylesheet emptied; so the HTML is rewritten
 *   before it is compressed here (gzip, the `compression` package, as Next.js's own), and Next.js
 *   is asked for an uncompressed answer (it sees no `Accept-Encoding`).
 */
export interface SiteServerOptions {
  /** The app's folder (preview-app/). */
  dir: string;
  /** Next.js's development server (`npm run dev`) instead of the production build. */
  dev: boolean;
  config: Pick<SiteEnv, 'port' | 'trustedProxies' | 'warmUpMs' | 'drainGraceMs' | 'drainMs'> &
    Partial<Pick<SiteEnv, 'htmlRewrites' | 'pageCache' | 'redisUrl' | 'redisKeyPrefix' | 'redisTimeoutMs' | 'cdnPurge'>>;
  log: Logger;
}

/** A started site server. */
export interface RunningSite {
  server: Server;
  /**
   * Fails readiness at once, keeps serving for `drainGraceMs`, then stops taking connections,
   * waits for requests in flight (at most `drainMs`) and closes every connection.
   */
  stop(): Promise<void>;
}

/** What the request handler needs to know about the server's life: whether it is draining. */
export interface Lifecycle {
  draining: boolean;
}

/** The load balancer's checks: answered without an access line while they succeed (every second, per balancer). */
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/**
 * The request handler around Next.js's: the request id, refusals, the drain's readiness,
 * forwarding, the 404 state, cache policy, compression, rewriting, and the access line.
 */
export function siteHandler(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  options: {
    dev: boolean;
    trustedProxies: readonly string[];
    log: Logger;
    lifecycle?: Lifecycle;
    htmlRewrites?: HtmlRewrites;
    /** The page cache (page-cache.ts); none: every page is rendered per request. Never used by the development server. */
    pageCache?: PageCache;
    /** How long a CDN may keep a cached page, in seconds (SITE_PAGE_CACHE_SECONDS). */
    pageCacheSeconds?: number;
    /** The CDN a publish purges (cdn-purge.ts); none: nothing to purge. */
    cdn?: CdnPurge;
  },
): (request: IncomingMessage, response: ServerResponse) => void {
  const trust = proxyTrust(options.trustedProxies);
  // (typed for Express; it only uses Node's request and response)
  const compress = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  return (request, response) => {
    const requestId = assignRequestId(request, trust);
    response.setHeader('X-Request-Id', requestId);
    logRequest(request, response, requestId, options.log);
    const refused = refusal(request);
    if (refused) {
      response.writeHead(refused.status, {
        'Content-Type': 'application/json; charset=utf-8',
        ...(refused.status === 405 ? { Allow: [...SITE_METHODS].join(', ') } : {}),
      });
      response.end(JSON.stringify({ message: refused.message }));
      return;
    }
    // While draining, each connection closes after its answer, so none outlives the drain idle.
    if (options.lifecycle?.draining) response.setHeader('Connection', 'close');
    if (options.lifecycle?.draining && pathOf(request) === '/readyz') {
      response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ status: 'draining', message: 'Not ready: this instance is stopping.' }));
      return;
    }
    normaliseForwarding(request, trust);
    applySharedCachePolicy(response);
    const cache = options.dev ? undefined : options.pageCache;
    const visitor = cache ? nextRequestOf(request) : undefined;
    const off = visitor ? analyticsOptedOut(visitor) : false;
    const key = cache && visitor ? pageCacheKey(request, off) : undefined;
    if (!cache || !visitor || key === undefined) {
      render(request, response, requestId, undefined);
      return;
    }
    if (cache.isDynamic(key)) {
      render(request, response, requestId, undefined);
      return;
    }
    void cache.generation().then(async (generation) => {
      const full = `${generation}\n${key}`;
      const waiting = cache.get(full) ? undefined : cache.rendering(full);
      const page = cache.get(full) ?? (await waiting);
      if (page) {
        // No cookie on a cached page (the page's own view sets the visitor's: app/api/visits). Public
        // unless it is the opted-out variant, which a CDN keying by URL could not tell apart
        // (docs/requirements.md#decision-pages-rendered-once-per-publish).
        const shared = !off && options.pageCacheSeconds !== undefined;
        answerFromCache(request, response, page, shared ? publicCacheControl(options.pageCacheSeconds!) : 'private, no-cache');
      }
      // After waiting in vain (that render stored nothing), render without storing.
      else {
        response.setHeader('X-Site-Cache', 'miss');
        render(request, response, requestId, waiting ? undefined : { cache, key: full, dynamicKey: key });
      }
    });
  };

  /**
   * A publish reached this instance: its page cache moves to a new generation (every instance's,
   * through Redis), then, once every instance has read it, the CDN drops its copies, so what the
   * CDN fetches next is the new page.
   */
  async function publish(): Promise<void> {
    await options.pageCache?.contentChanged();
    const cdn = options.cdn;
    if (!cdn || cdn.name === 'none') return;
    await new Promise((resolve) => setTimeout(resolve, 2 * GENERATION_CHECK_MS));
    try {
      await cdn.purge([SURROGATE_KEY_CONTENT]);
      options.log.info({ cdn: cdn.name, keys: [SURROGATE_KEY_CONTENT] }, 'CDN purged after a publish');
    } catch (error) {
      options.log.error({ err: error, cdn: cdn.name }, 'CDN purge failed: its copies expire within SITE_PAGE_CACHE_SECONDS');
    }
  }

  /**
   * Next.js answers: compressed (gzip) after the rewrites; with `store`, a GET's document is kept in
   * the page cache when its render marked it cacheable and it answered 200 (page-cache.ts); the
   * publish webhook's answer moves the page cache's generation on.
   */
  function render(
    request: IncomingMessage,
    response: ServerResponse,
    requestId: string,
    store: { cache: PageCache; key: string; dynamicKey: string } | undefined,
  ): void {
    const settle = store && request.method === 'GET' ? store.cache.begin(store.key) : undefined;
    // A client that left before the answer was sent releases the requests waiting for it.
    if (settle) response.once('close', () => (response.writableFinished ? undefined : settle(undefined)));
    // The compression middleware negotiates on a copy of the request's headers (brotli left out);
    // Next.js gets none, so it answers uncompressed text for the rewriting below.
    const negotiation = Object.create(request, {
      headers: { value: { ...request.headers, 'accept-encoding': withoutBrotli(request.headers['accept-encoding']) } },
    }) as IncomingMessage;
    delete request.headers['accept-encoding'];
    compress(negotiation, response, () => {
      const captured = settle ? captureBody(response) : undefined;
      const rewrites = options.htmlRewrites ?? { afterPaintScripts: true, inlineStyleOnce: true };
      if (!options.dev && !hasDraftModeCookie(request.headers.cookie) && (rewrites.afterPaintScripts || rewrites.inlineStyleOnce))
        moveScriptsAfterPaint(response, rewrites);
      void withResponseState(requestId, (state) => {
        answerNotFoundAs404(response, state);
        response.once('finish', () => {
          if (state.contentChanged && response.statusCode === 200) void publish();
          const html = captured?.();
          if (!settle || !store) return;
          if (response.statusCode === 200 && !state.cacheable && !state.notFound) store.cache.markDynamic(store.dynamicKey);
          if (html === undefined || !state.cacheable || state.notFound || response.statusCode !== 200) return settle(undefined);
          if (!/^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))) return settle(undefined);
          cachedPage(html, response.getHeaders()).then(settle, (error: unknown) => {
            options.log.warn({ err: error }, 'page cache: the document could not be stored');
            settle(undefined);
          });
        });
        return handle(request, response);
      });
    });
  }
}

/** Most bytes of a document the page cache keeps a copy of while it is sent. */
const MAX_CAPTURED_BYTES = 4 * 1024 * 1024;

/**
 * Keeps a copy of what is written to `response` from here on (install it under any transform
 * whose output should be kept, above any compression); answers a function giving the whole text
 * once the response has ended, or undefined when it was larger than `MAX_CAPTURED_BYTES`.
 */
function captureBody(response: ServerResponse): () => string | undefined {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || bytes > MAX_CAPTURED_BYTES) return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    chunks.push(buffer);
  };
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as ServerResponse['end'];
  return () => (bytes > MAX_CAPTURED_BYTES ? undefined : Buffer.concat(chunks).toString('utf8'));
}

/** The path of `request`'s target, without its query (which may hold what a visitor typed). */
function pathOf(request: IncomingMessage): string {
  return (request.url ?? '').split(/[?#]/, 1)[0]!;
}

/**
 * Writes one access line when `response` is done: method, path (never the query), status, time
 * in ms, and `aborted` when the client left first; a passing health check writes none.
 */
function logRequest(request: IncomingMessage, response: ServerResponse, requestId: string, log: Logger): void {
  const started = performance.now();
  const path = pathOf(request);
  const done = (aborted: boolean) => {
    if (!aborted && response.statusCode < 400 && HEALTH_PATHS.has(path)) return;
    const fields = { requestId, method: request.method, path, status: response.statusCode, ms: Math.round(performance.now() - started) };
    if (aborted) log.warn({ ...fields, aborted: true }, 'request');
    else log[response.statusCode >= 500 ? 'error' : 'info'](fields, 'request');
  };
  response.once('finish', () => done(false));
  response.once('close', () => {
    if (!response.writableFinished) done(true);
  });
}

/**
 * `Accept-Encoding` without brotli: the site answers gzip as `next start` does, so the benches'
 * transferred bytes compare like with like with a bare Next.js page (brotli is left to a CDN).
 */
export function withoutBrotli(acceptEncoding: string | undefined): string | undefined {
  if (acceptEncoding === undefined) return undefined;
  return acceptEncoding
    .split(',')
    .filter((coding) => coding.split(';', 1)[0]!.trim().toLowerCase() !== 'br')
    .join(',');
}

/**
 * Prepares Next.js in `dir`, warms the site up (production only), then listens on the configured
 * port. Resolves once it listens.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<RunningSite> {
  const { log } = options;
  const { port, trustedProxies, warmUpMs, drainGraceMs, drainMs, htmlRewrites, pageCache: pageCacheConfig } = options.config;
  // webpack, as `next build --webpack` built it (preview-app/next.config.ts says why).
  const app = next({ dev: options.dev, dir: options.dir, port, hostname: 'localhost', webpack: true });
  await app.prepare();
  const lifecycle: Lifecycle = { draining: false };
  const pageCache =
    options.dev || !pageCacheConfig || pageCacheConfig.maxAgeSeconds === 0
      ? undefined
      : new PageCache({
          maxAgeSeconds: pageCacheConfig.maxAgeSeconds,
          maxBytes: pageCacheConfig.maxMb * 1024 * 1024,
          redis: options.config.redisUrl
            ? {
                url: options.config.redisUrl,
                keyPrefix: options.config.redisKeyPrefix ?? 'site:',
                timeoutMs: options.config.redisTimeoutMs ?? 500,
              }
            : undefined,
          log,
        });
  const handler = siteHandler(app.getRequestHandler(), {
    dev: options.dev,
    trustedProxies,
    log,
    lifecycle,
    ...(htmlRewrites ? { htmlRewrites } : {}),
    ...(pageCache ? { pageCache, pageCacheSeconds: pageCacheConfig!.maxAgeSeconds } : {}),
    ...(options.config.cdnPurge ? { cdn: cdnPurge(options.config.cdnPurge) } : {}),
  });
  // The development server compiles on demand: warming it would compile every route first.
  if (!options.dev && warmUpMs > 0) {
    const { requests, ms } = await warmThrough(handler, warmUpMs);
    log.info({ requests, ms: Math.round(ms) }, `warmed up: ${requests} requests in ${(ms / 1000).toFixed(1)} s`);
  }
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
    endWithMessage(socket, 405, 'The method CONNECT is not allowed.', { Allow: [...SITE_METHODS].join(', ') }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  log.info({ port }, `${options.dev ? 'development' : 'production'} server on http://localhost:${port}`);
  let stopped: Promise<void> | undefined;
  return {
    server,
    stop: () =>
      (stopped ??= (async () => {
        // Readiness first: the load balancer sees 503 and stops sending requests within its check
        // interval, while the ones it still sends are served.
        lifecycle.draining = true;
        log.info({ graceMs: drainGraceMs, drainMs }, 'draining: /readyz answers 503; requests are still served');
        await new Promise((resolve) => setTimeout(resolve, drainGraceMs));
        const closing = performance.now();
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => server.closeAllConnections(), drainMs);
          // A keep-alive connection whose request finishes during the drain is closed once idle.
          const idle = setInterval(() => server.closeIdleConnections(), 100);
          server.close(() => {
            clearTimeout(timer);
            clearInterval(idle);
            resolve();
          });
          server.closeIdleConnections();
        });
        log.info({ ms: Math.round(performance.now() - closing) }, 'stopped listening; the requests in flight are done');
        await app.close();
        await pageCache?.close();
      })()),
  };
}
