/**
 * What keeps the workbench reachable by its own pages only (docs/requirements.md#decision-workbench-access):
 * the `Host` allow-list (DNS rebinding), the `Origin` check, the per-process session secret every
 * API call carries, the security headers of every answer, and the answers to malformed or slow
 * requests. The workbench holds a management token that can publish to production, so a web page
 * the editor happens to visit must not be able to drive it.
 */
import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { answerClientError as answerOnSocket, endWithMessage } from '@insurer/socket-refusal';

/** The request header that carries the session secret on every API call. */
export const SESSION_HEADER = 'x-workbench-session';

/** The `<meta name>` under which index.html hands the session secret to the app. */
export const SESSION_META = 'workbench-session';

/** A new session secret: 32 random bytes, base64url (one per workbench process). */
export function newSessionSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** True when `given` equals `secret`, compared in constant time whatever the lengths. */
export function secretMatches(given: string | undefined | null, secret: string): boolean {
  if (typeof given !== 'string' || !given) return false;
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * The `Host` values the workbench answers: `localhost`, `127.0.0.1` and `[::1]` on its port, plus
 * the hosts of `extraOrigins` (WORKBENCH_ALLOWED_ORIGINS, for a workbench behind a proxy).
 * Lower-cased.
 */
export function allowedHosts(port: number, extraOrigins: readonly string[] = []): Set<string> {
  const hosts = new Set([`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]);
  for (const origin of extraOrigins) hosts.add(new URL(origin).host.toLowerCase());
  return hosts;
}

/** The origins (`http://host`) matching `hosts`, plus `extraOrigins` as given (scheme included). */
export function allowedOrigins(hosts: ReadonlySet<string>, extraOrigins: readonly string[] = []): Set<string> {
  const origins = new Set([...hosts].map((host) => `http://${host}`));
  for (const origin of extraOrigins) origins.add(new URL(origin).origin);
  return origins;
}

/**
 * Why a request must not reach the workbench, as `[status, message]`, or undefined when it may:
 * a `Host` outside the allow-list answers 421 (a rebound name, RFC 9110 §15.5.20), an `Origin`
 * that is not the workbench's own 403 (a cross-site form or fetch).
 */
export function refusal(req: IncomingMessage, hosts: ReadonlySet<string>, origins: ReadonlySet<string>): [number, string] | undefined {
  const host = (req.headers.host ?? '').toLowerCase();
  if (!hosts.has(host)) return [421, `The workbench answers only for ${[...hosts].join(', ')}, not for the host "${host}".`];
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.has(origin.toLowerCase())) {
    return [403, `Requests from the origin "${origin}" are refused: the workbench answers its own pages only.`];
  }
  return undefined;
}

/**
 * The Content-Security-Policy of the app's page: scripts, styles' files, fonts and data from the
 * workbench itself; the field editors' inline styles (emotion) allowed; images from the
 * workbench and the space's image hosts; frames for the preview site and the field apps.
 * https://www.w3.org/TR/CSP3/
 */
export function pagePolicy(frameOrigins: readonly string[], imageOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    `img-src 'self' data: blob: ${imageOrigins.join(' ')}`.trim(),
    "connect-src 'self'",
    `frame-src ${frameOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of every answer that is not the app's page (JSON, files): nothing runs, nothing frames it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The security headers every answer carries, as the site's (preview-app/next.config.ts). */
export function securityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  if (!res.hasHeader('Content-Security-Policy')) res.setHeader('Content-Security-Policy', RESOURCE_POLICY);
}

/**
 * Node's `clientError` (malformed HTTP, headers over 16 kB, a request not received within the
 * request timeout): the product's one socket-level refusal (`@insurer/socket-refusal`), its JSON
 * message with the workbench's security headers, where Node's default sends an empty body.
 * Nothing is written once a response has started.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  answerOnSocket(error, socket, (s, status, message) =>
    endWithMessage(s, status, message, {
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': RESOURCE_POLICY,
      'Referrer-Policy': 'no-referrer',
    }),
  );
}

/**
 * Node's request timeouts: a client has `requestTimeoutMs` to send a whole request (headers and
 * body) and as long for the headers, checked every second; past that `answerClientError` answers
 * 408 and closes, like the site (preview-app/server/site-server.ts, 30 s).
 */
export function requestTimeouts(requestTimeoutMs: number): {
  requestTimeout: number;
  headersTimeout: number;
  connectionsCheckingInterval: number;
} {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
  };
}
