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
 * - a request whose headers or body do not arrive within 30 s is ended with 408;
 * - on SIGTERM/SIGINT it stops taking requests and lets the forms delivery worker record the
 *   deliveries in flight before exiting (at most 5 s), so a restart sends none of them again.
 *
 * `npm start` runs it (`node --import tsx scripts/src/site-server.ts [--dev]` with PORT);
 * docs/requirements.md#security.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { stopFormsService } from '@insurer/submissions';
import proxyAddr from 'proxy-addr';

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

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const port = Number(process.env.PORT || 3000);
  const trust = trustedProxies(process.env.TRUSTED_PROXIES);
  const next = createRequire(resolve(APP_DIR, 'package.json'))('next') as NextFactory;
  // webpack, as `next build --webpack` built it (preview-app/next.config.ts says why).
  const app = next({ dev, dir: APP_DIR, port, hostname: 'localhost', webpack: true });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer((request, response) => {
    normaliseForwarding(request, trust);
    void handle(request, response);
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 30_000;
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
