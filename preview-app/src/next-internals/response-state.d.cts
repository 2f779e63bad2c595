import type { AsyncLocalStorage } from 'node:async_hooks';

/** What the thin server keeps per request while Next.js answers it. */
export interface ResponseState {
  /** The page found no entry and drew the site's 404 view: the head goes out with status 404. */
  notFound: boolean;
  /**
   * The page drew published content that depends only on its URL and variant: the thin server may
   * keep the finished document in its page cache (server/page-cache.ts, cache-marks.ts).
   */
  cacheable: boolean;
  /** The publish webhook revalidated the content: the thin server drops every cached document (cache-marks.ts). */
  contentChanged: boolean;
  /** The request's id (`X-Request-Id`): every log line written while the request runs carries it. */
  requestId: string;
}

/** The one per-request store (response-state.cjs). */
export declare const responseState: AsyncLocalStorage<ResponseState>;
