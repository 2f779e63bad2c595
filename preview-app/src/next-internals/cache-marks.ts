// By package name, never by relative path: next.config.ts names it a webpack external, so the
// app and the thin server share Node's one instance.
import { responseState } from '@insurer/preview-app/response-state';

/**
 * What a render tells the thin server's page cache (preview-app/server/page-cache.ts,
 * docs/requirements.md#decision-pages-rendered-once-per-publish), through the request's state
 * (assumption 3 of ./index.ts: a request's async context reaches its render and route handlers).
 * Without the thin server (plain `next start`, a platform) both are no-ops: nothing is cached.
 */

/**
 * Marks this request's document as the same for every visitor of its URL and variant (a
 * published page or article, not draft mode, not a 404): the thin server may answer later requests
 * for it from its cache until the next publish.
 */
export function markPageCacheable(): void {
  const state = responseState.getStore();
  if (state) state.cacheable = true;
}

/** Marks this request as the publish webhook's: the thin server drops every cached document, on every instance. */
export function markContentChanged(): void {
  const state = responseState.getStore();
  if (state) state.contentChanged = true;
}
