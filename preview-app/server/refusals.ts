import type { IncomingMessage } from 'node:http';

/**
 * What Next.js would answer with an empty body or a 500, answered by the thin server with a JSON
 * `{ message }` before Next.js sees the request: malformed HTTP (Node's parser errors, oversize
 * headers), `CONNECT`, methods no route of the site has (`TRACE`, `PUT` …: 405), request targets
 * that are not a path (`*`, an absolute URL), paths whose percent-encoding does not decode or
 * holds a NUL, a missing Host (400) and an `Expect` other than `100-continue` (417). Malformed HTTP
 * and `CONNECT` are answered on the raw socket by the product's one socket-level refusal
 * (`@insurer/socket-refusal`). docs/requirements.md#security
 */

/** The methods some route of the site answers; anything else is refused before Next.js. */
export const SITE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

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
