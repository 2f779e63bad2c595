import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What every answer of the service carries (issue 31, finding 7; docs/requirements.md#security):
 *
 * - `X-Content-Type-Options: nosniff`: a browser never guesses a type the service did not send
 *   (an uploaded file served as `text/plain` stays text);
 * - `Referrer-Policy: no-referrer`: a page the service serves (a field app) leaks no address;
 * - `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; sandbox`: an API answer
 *   opened in a tab or a frame is inert and cannot be framed. The routes that serve documents set
 *   their own policy ({@link ASSET_FILE_POLICY}, {@link fieldAppPolicy}), which takes precedence.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
};

/**
 * The policy of every file the Images API serves: an editor may upload an SVG (or an HTML file),
 * which opened on its own is a document on the service's origin; sandboxed, with nothing allowed
 * but its inline styles and `data:` images, it draws and runs no script. The site's `/images/`
 * route sends the same policy (`preview-app/security-policy.cjs`).
 */
export const ASSET_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

/**
 * The policy of a field app's page: framed only by the service itself and the product's own
 * origins (`CONTENT_SERVICE_ALLOWED_ORIGINS`: the workbench mounts the apps in its entry editor).
 * Nothing else is restricted: the app is the product's own code, with Forma 36's inline styles.
 */
export function fieldAppPolicy(allowedOrigins: readonly string[]): string {
  return `frame-ancestors ${["'self'", ...allowedOrigins].join(' ')}`;
}

/**
 * `Strict-Transport-Security` of the TLS listener, for `maxAgeSeconds` (`CONTENT_SERVICE_HSTS_MAX_AGE`).
 * A browser ignores it over the self-signed certificate until that is trusted (RFC 6797 §8.1);
 * once trusted, it applies to every port of the host, so 0 (`max-age=0`) tells such a browser to
 * forget it.
 */
export function hstsHeader(maxAgeSeconds: number): Record<string, string> {
  return { 'Strict-Transport-Security': `max-age=${maxAgeSeconds}` };
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * `listener` with the security headers (and `extra`, e.g. HSTS) set on every response before it
 * runs; headers a route sends itself take precedence (Node merges `setHeader` into `writeHead`).
 */
export function withSecurityHeaders(listener: Listener, extra: Readonly<Record<string, string>> = {}): Listener {
  const headers = Object.entries({ ...SECURITY_HEADERS, ...extra });
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    listener(req, res);
  };
}
