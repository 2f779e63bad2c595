import { STATUS_CODES, type ServerResponse } from 'node:http';
// By package name, never by relative path: next.config.ts names it a webpack external, so the
// app and the thin server share Node's one instance.
import { responseState, type ResponseState } from '@insurer/preview-app/response-state';

/**
 * The readable 404 (assumption 3 of ./index.ts). Next.js sends a page that throws `notFound()`
 * while it renders per request as a document whose body is empty until its script runs
 * (vercel/next.js#62228): a visitor without JavaScript, a crawler or a screen reader on a slow
 * phone sees nothing. So under the thin server a page that finds no entry draws the site's 404
 * view itself and calls `markNotFound()`, and `answerNotFoundAs404` turns the response's status
 * into 404 as its head leaves. Without the thin server (plain `next start`, a platform) the page
 * falls back to Next.js's `notFound()`: status 404, its text after hydration.
 */

/**
 * Marks this request's answer as a 404 and answers true, while the page renders its own "not
 * found" view; false when no thin server runs the request (then the caller throws `notFound()`).
 */
export function markNotFound(): boolean {
  const state = responseState.getStore();
  if (!state) return false;
  state.notFound = true;
  return true;
}

/**
 * Runs `handle` (Next.js's request handler) with a fresh per-request state holding `requestId`,
 * and answers it. Everything the request runs (its pages, route handlers, cached reads and their
 * log lines) sees the state: a request's async context reaches its render (assumption 3).
 */
export function withResponseState<T>(requestId: string, handle: (state: ResponseState) => T): T {
  const state: ResponseState = { notFound: false, cacheable: false, contentChanged: false, requestId };
  return responseState.run(state, () => handle(state));
}

/**
 * Makes `response` leave with status 404 when `state.notFound` is set by the time its head is
 * written (whoever writes it: Next.js calls `writeHead`, or Node does implicitly on the first
 * write, through `writeHead` too).
 */
export function answerNotFoundAs404(response: ServerResponse, state: ResponseState): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    if (state.notFound) {
      if (args[0] === 200) args[0] = 404;
      if (response.statusCode === 200) response.statusCode = 404;
      if (typeof args[1] === 'string') args[1] = STATUS_CODES[404];
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/** The id of the request running now, when the thin server runs it (its per-request state); undefined outside one. */
export function currentRequestId(): string | undefined {
  return responseState.getStore()?.requestId;
}
