import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The socket-level refusal of the product's three Node servers (the site's thin server,
 * `preview-app/server/`; the workbench, `workbench/src/server/`; the local content service,
 * `content-service/src/server.ts`): what they answer to Node's `clientError` (malformed HTTP,
 * headers over the limit, a request not received in time) and to what they refuse before any
 * request listener runs (`CONNECT`), written on the raw socket because Node has no response
 * object for them. Node's own answer to a `clientError` is the status with an empty body;
 * docs/requirements.md#security asks for a 4xx with a message. Each server keeps its own body
 * and headers (the content service answers Contentful-shaped errors) through `answer`.
 */

/** Node's parser and timeout errors, by `code`, and the status they are answered with (400 for any other). */
export const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/** The status and message a `clientError` is answered with: 408, 431, 413 by `CLIENT_ERROR_STATUS`, else 400 naming Node's code. */
export function clientErrorAnswer(error: Error & { code?: string }): { status: number; message: string } {
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const message =
    status === 408
      ? 'The request was not received completely in time.'
      : status === 431
        ? 'The request headers are too large.'
        : `The request is not valid HTTP (${error.code ?? 'parse error'}).`;
  return { status, message };
}

/**
 * True when a response on `socket` has already begun (its headers were sent), so nothing more may
 * be written on it. Node keeps the socket's current response in the undocumented
 * `socket._httpMessage`; Node's own `clientError` default reads it the same way
 * (lib/_http_server.js). This is the one place the product reads it, and
 * `socket-refusal.test.ts` states the assumption (it fails if a Node release drops it).
 */
export function responseStarted(socket: Duplex): boolean {
  return (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
}

/**
 * Writes a complete HTTP/1.1 answer on a raw socket and closes it: the status line, `headers`
 * (name → value; `Content-Type` defaults to JSON), `Content-Length`, `Connection: close`, then
 * `body`. A peer that never reads is cut off a second after.
 */
export function endSocket(socket: Duplex, status: number, body: string, headers: Readonly<Record<string, string>> = {}): void {
  const lines = Object.entries({ 'Content-Type': 'application/json; charset=utf-8', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Writes `{ "message": … }` with `status` (the default answer of `answerClientError`). */
export function endWithMessage(socket: Duplex, status: number, message: string, headers: Readonly<Record<string, string>> = {}): void {
  endSocket(socket, status, JSON.stringify({ message }), headers);
}

/**
 * A server's `clientError` listener: the status and message of `clientErrorAnswer`, written by
 * `answer` (by default a JSON `{ message }`), or, when the socket is no longer writable or a
 * response on it has begun (`responseStarted`), the socket destroyed and nothing written.
 * Use: `server.on('clientError', (error, socket) => answerClientError(error, socket))`.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex,
  answer: (socket: Duplex, status: number, message: string) => void = endWithMessage,
): void {
  if (!socket.writable || responseStarted(socket)) {
    socket.destroy();
    return;
  }
  const { status, message } = clientErrorAnswer(error);
  answer(socket, status, message);
}
