import type createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import type { Logger } from 'pino';

/** A cache handler of @fortedigital/nextjs-cache-handler (get, set, revalidateTag, delete). */
export type CacheStoreHandler = ReturnType<typeof createLruHandler>;

/** The shared cache's handlers (Redis with a local copy, then the local cache) and a way to close its connection. */
export declare function sharedCacheHandlers(options: {
  /** `redis://…` or `rediss://…` (REDIS_URL). */
  redisUrl: string;
  /** Put before every key, so environments can share one Redis (REDIS_KEY_PREFIX). */
  keyPrefix: string;
  /** Longest wait for one Redis operation before the local cache answers, in ms (REDIS_TIMEOUT_MS). */
  timeoutMs: number;
  /** Size of the local copy, in bytes (SITE_CACHE_MAX_MB). */
  localMaxBytes: number;
  log: Pick<Logger, 'info' | 'warn'>;
}): { handlers: CacheStoreHandler[]; close(): Promise<void> };
