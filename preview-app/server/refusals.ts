import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * What Next.js would answer with an empty body or a 500, answered by the thin server with a JSON
 * `{ message }` before Next.js sees the request: malformed HTTP (Node's parser errors, oversize
 * headers), `CONNECT`, methods no route of the site has (`TRACE`, `PUT` …: 405), request targets
 * that are not a path (`*`, an absolute URL), paths whose percent-encoding does not decode or
 * holds a NUL, a missing Host (400) and an `Expect` other than `100-continue` (417).
 * docs/requirements.md#security
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

/** Node's parser and timeout errors, by `code`, and the status they are answered with (400 otherwise). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/** Writes a complete HTTP/1.1 answer with a JSON `{ message }` body on a raw socket and closes it. */
export function endSocket(socket: Duplex, status: number, message: string, headers = ''): void {
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
