import type { AsyncLocalStorage } from 'node:async_hooks';

/** What the thin server keeps per request while Next.js answers it. */
export interface ResponseState {
  /** The page found no entry and drew the site's 404 view: the head goes out with status 404. */
  notFound: boolean;
  /** The request's id (`X-Request-Id`): every log line written while the request runs carries it. */
  requestId: string;
}

/** The one per-request store (response-state.cjs). */
export declare const responseState: AsyncLocalStorage<ResponseState>;
