import { getRequestListener, RequestError } from '@hono/node-server';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { answerClientError as answerOnSocket, endSocket } from '@insurer/socket-refusal';
import { ContentfulError } from './errors.js';
import type { ServiceConfig } from './config.js';
import type { ServiceContext } from './context.js';
import { createApp } from './app.js';
import { ensureSpace } from './bootstrap.js';
import { openDatabase } from './db.js';
import { ContentStore } from './store.js';
import { ScheduleStore } from './scheduling/store.js';
import { startScheduleRunner } from './scheduling/runner.js';
import { serviceHosts, withAllowedHosts } from './http/hosts.js';
import { hstsHeader, SECURITY_HEADERS, withSecurityHeaders } from './http/security-headers.js';
import { loadOrCreateCertificate } from './tls.js';
import { WebhookDispatcher } from './webhooks/dispatcher.js';

export interface RunningService {
  ctx: ServiceContext;
  /** e.g. `http://localhost:4000` */
  httpUrl: string;
  /** e.g. `https://localhost:4443` */
  httpsUrl: string;
  /** `localhost:PORT` of the HTTPS listener: the `host` option of the Contentful clients. */
  tlsHost: string;
  /** `localhost:PORT` of the HTTP listener (use with `insecure: true`). */
  httpHost: string;
  /** PEM of the self-signed certificate the HTTPS listener presents. */
  certificate: string;
  certificatePath: string;
  close(): Promise<void>;
}

/**
 * Opens the database, creates the space on first start and listens on `config.port` (HTTP)
 * and `config.tlsPort` (HTTPS). Port 0 picks a free port; the URLs returned carry the real ones.
 */
export async function startContentService(config: ServiceConfig): Promise<RunningService> {
  const db = openDatabase(config.dataDir);
  const store = new ContentStore(db);
  ensureSpace(store, config);
  const tls = await loadOrCreateCertificate(config.dataDir);
  // A getter: with port 0 the real port (and so publicUrl) is known only after listen.
  const webhooks = new WebhookDispatcher(db, () => ctx.config);
  const ctx: ServiceContext = { config, store, webhooks, schedules: new ScheduleStore(db) };
  const app = createApp(ctx);

  const timeouts = requestTimeouts(config.requestTimeoutMs);
  // Its own names only (421 otherwise, http/hosts.ts), read per request: port 0 is known after listen.
  const listener = withAllowedHosts(getRequestListener(app.fetch, { errorHandler: requestErrorResponse }), () => serviceHosts(ctx.config));
  // No Host is answered by requestErrorResponse (with a message) rather than Node's empty 400.
  const options = { ...timeouts, requireHostHeader: false };
  // Every answer carries the security headers; the TLS listener's also HSTS (issue 31, finding 7).
  const hsts = hstsHeader(config.hstsMaxAgeSeconds);
  const http = createHttpServer(options, withSecurityHeaders(listener));
  const https = createHttpsServer({ ...options, key: tls.key, cert: tls.cert }, withSecurityHeaders(listener, hsts));
  for (const [server, extra] of [
    [http, {}],
    [https, hsts],
  ] as const) {
    server.on('clientError', (err: Error & { code?: string }, socket: Duplex) => answerClientError(err, socket, extra));
    server.on('connect', (_req: IncomingMessage, socket: Duplex) => refuseConnect(socket, extra));
    server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => refuseExpectation(res, extra));
  }
  await listen(http, config.port, config.bind);
  await listen(https, config.tlsPort, config.bind);
  const httpPort = (http.address() as AddressInfo).port;
  const tlsPort = (https.address() as AddressInfo).port;
  if (config.port === 0) ctx.config = { ...config, port: httpPort, publicUrl: `http://localhost:${httpPort}` };
  if (config.tlsPort === 0) ctx.config = { ...ctx.config, tlsPort };
  // Scheduled actions run inside the service itself (docs/requirements.md#decision-scheduled-actions-in-the-content-service).
  const runner = startScheduleRunner(ctx);

  return {
    ctx,
    httpUrl: `http://localhost:${httpPort}`,
    httpsUrl: `https://localhost:${tlsPort}`,
    tlsHost: `localhost:${tlsPort}`,
    httpHost: `localhost:${httpPort}`,
    certificate: tls.cert,
    certificatePath: tls.certPath,
    async close() {
      runner.close();
      webhooks.close();
      await Promise.all([closeServer(http), closeServer(https)]);
      db.close();
    },
  };
}

/**
 * Node's request timeouts for both listeners: a client has `requestTimeoutMs` to send a whole
 * request (headers and body) and half of it for the headers; past that Node answers
 * `408 Request Timeout` and closes the connection (Node's defaults, 300 s and 60 s, held a
 * connection with an unfinished body for 305 s). Expiry is checked every second.
 */
export function requestTimeouts(requestTimeoutMs: number): {
  requestTimeout: number;
  headersTimeout: number;
  connectionsCheckingInterval: number;
} {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.max(500, Math.floor(requestTimeoutMs / 2)),
    connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
  };
}

/**
 * The answer to a request Hono never sees because its target or `Host` cannot form a URL
 * (`GET *`, `OPTIONS *`, an absolute-form target with another scheme, a malformed `Host`):
 * 400 BadRequest in Contentful's error shape. Anything else is a server fault (500).
 */
function requestErrorResponse(err: unknown): Response {
  const known = err instanceof RequestError;
  if (!known) console.error('[content-service] unexpected error before routing', err);
  const error = known
    ? new ContentfulError('BadRequest', `The request target or Host header is not valid: ${err.message}.`)
    : new ContentfulError('ServerError', 'Internal server error.');
  return new Response(JSON.stringify(error.toBody()), {
    status: error.status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  });
}

/**
 * Node's `clientError` (malformed HTTP, headers over 16 kB, the request timeout): the product's one
 * socket-level refusal (`@insurer/socket-refusal`), answered with a Contentful-shaped JSON error
 * and closing the connection, where Node's default sends the status with an empty body. Nothing
 * is written once a response has started.
 */
function answerClientError(err: Error & { code?: string }, socket: Duplex, extra: Readonly<Record<string, string>>): void {
  answerOnSocket(err, socket, (s, status, message) =>
    endWithError(s, status, status === 413 ? 'PayloadTooLarge' : 'BadRequest', message, extra),
  );
}

/** An `Expect` other than `100-continue`: 417 with a message (Node's own answer has no body). */
function refuseExpectation(res: ServerResponse, extra: Readonly<Record<string, string>>): void {
  const body = JSON.stringify({
    sys: { type: 'Error', id: 'BadRequest' },
    message: 'Only the expectation 100-continue is supported.',
    requestId: randomUUID(),
  });
  // The request listener (and so withSecurityHeaders) does not run for a refused expectation.
  res.writeHead(417, {
    ...SECURITY_HEADERS,
    ...extra,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(body);
}

/** `CONNECT` (proxy tunnels) is not a method of this service: 405 with a message, as for any other. */
function refuseConnect(socket: Duplex, extra: Readonly<Record<string, string>>): void {
  endWithError(socket, 405, 'BadRequest', 'The CONNECT method is not supported.', extra);
}

/** Writes a complete HTTP/1.1 error answer with a Contentful-shaped JSON body and closes the socket. */
function endWithError(
  socket: Duplex,
  status: number,
  id: 'BadRequest' | 'PayloadTooLarge',
  message: string,
  extra: Readonly<Record<string, string>>,
): void {
  const body = JSON.stringify({ sys: { type: 'Error', id }, message, requestId: randomUUID() });
  endSocket(socket, status, body, { 'Content-Type': 'application/json; charset=UTF-8', ...SECURITY_HEADERS, ...extra });
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
