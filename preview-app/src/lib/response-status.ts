import type { AsyncLocalStorage } from 'node:async_hooks';

/** What the site server (scripts/src/site-server.ts) keeps per request, in an AsyncLocalStorage. */
export interface ResponseState {
  /** The page found no entry: the server sends its HTML with status 404. */
  notFound: boolean;
}

/** Where the site server publishes its per-request storage; the same key is in scripts/src/site-server.ts. */
const RESPONSE_STATE_KEY = Symbol.for('insurer.site.response-state');

/**
 * Marks this request's answer as a 404 while the page renders its own "not found" view, and
 * answers true; false when the site runs without the site server (`next dev`, `next start`),
 * where the caller falls back to Next.js's `notFound()`.
 * Why: a `notFound()` thrown by a page rendered per request reaches the browser as an empty
 * document whose text only appears once the script runs (vercel/next.js#62228); drawing the view
 * and setting the status around Next.js keeps the 404 page readable without JavaScript.
 */
export function markNotFound(): boolean {
  const storage = (globalThis as { [RESPONSE_STATE_KEY]?: AsyncLocalStorage<ResponseState> })[RESPONSE_STATE_KEY];
  const state = storage?.getStore();
  if (!state) return false;
  state.notFound = true;
  return true;
}
