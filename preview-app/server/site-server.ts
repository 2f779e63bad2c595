import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import next from 'next';
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
import { normaliseForwarding } from './forwarding.js';
import { answerClientError, endSocket, refusal, SITE_METHODS } from './refusals.js';
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
 * - a graceful stop: on SIGTERM it stops taking connections and lets requests in flight finish
 *   (at most `drainMs`), then exits;
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
  config: Pick<SiteEnv, 'port' | 'trustedProxies' | 'warmUpMs'> & Partial<Pick<SiteEnv, 'htmlRewrites'>>;
  /** How long a stop waits for requests in flight, in ms. */
  drainMs?: number;
  log?: (line: string) => void;
}

/** A started site server. */
export interface RunningSite {
  server: Server;
  /** Stops taking connections, waits for requests in flight (at most `drainMs`), then closes every connection. */
  stop(): Promise<void>;
}

/** The request handler around Next.js's: refusals, forwarding, the 404 state, cache policy, compression, rewriting. */
export function siteHandler(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  options: { dev: boolean; trustedProxies: readonly string[]; htmlRewrites?: HtmlRewrites },
): (request: IncomingMessage, response: ServerResponse) => void {
  const trust = proxyTrust(options.trustedProxies);
  // (typed for Express; it only uses Node's request and response)
  const compress = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  return (request, response) => {
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
    applySharedCachePolicy(response);
    // The compression middleware negotiates on a copy of the request's headers (brotli left out);
    // Next.js gets none, so it answers uncompressed text for the rewriting below.
    const negotiation = Object.create(request, {
      headers: { value: { ...request.headers, 'accept-encoding': withoutBrotli(request.headers['accept-encoding']) } },
    }) as IncomingMessage;
    delete request.headers['accept-encoding'];
    compress(negotiation, response, () => {
      const rewrites = options.htmlRewrites ?? { afterPaintScripts: true, inlineStyleOnce: true };
      if (!options.dev && !hasDraftModeCookie(request.headers.cookie) && (rewrites.afterPaintScripts || rewrites.inlineStyleOnce))
        moveScriptsAfterPaint(response, rewrites);
      void withResponseState((state) => {
        answerNotFoundAs404(response, state);
        return handle(request, response);
      });
    });
  };
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
  const log = options.log ?? ((line: string) => console.log(`[site] ${line}`));
  const { port, trustedProxies, warmUpMs, htmlRewrites } = options.config;
  // webpack, as `next build --webpack` built it (preview-app/next.config.ts says why).
  const app = next({ dev: options.dev, dir: options.dir, port, hostname: 'localhost', webpack: true });
  await app.prepare();
  const handler = siteHandler(app.getRequestHandler(), { dev: options.dev, trustedProxies, ...(htmlRewrites ? { htmlRewrites } : {}) });
  // The development server compiles on demand: warming it would compile every route first.
  if (!options.dev && warmUpMs > 0) {
    const { requests, ms } = await warmThrough(handler, warmUpMs);
    log(`warmed up: ${requests} requests in ${(ms / 1000).toFixed(1)} s`);
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
    endSocket(socket, 405, 'The method CONNECT is not allowed.', `Allow: ${[...SITE_METHODS].join(', ')}\r\n`),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  log(`${options.dev ? 'development' : 'production'} server on http://localhost:${port}`);
  const drainMs = options.drainMs ?? 5_000;
  let stopped: Promise<void> | undefined;
  return {
    server,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), drainMs);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      }).then(() => app.close())),
  };
}
