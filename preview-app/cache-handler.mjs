// Next.js's `cacheHandler` (next.config.ts names this file when REDIS_URL is set, at start): the
// published-content cache (`unstable_cache` in src/lib/graphql.ts, revalidated by the publish
// webhook's `revalidateTag`) shared by every site instance in Redis, through
// @fortedigital/nextjs-cache-handler's `CacheHandler` and its documented handlers
// (shared-cache.mjs). Without REDIS_URL the site keeps Next.js's own in-memory cache and this file
// is never loaded. Plain JavaScript: Node.js imports it by path, uncompiled, under plain
// `next start` too. docs/architecture.md#running-at-scale
import process from 'node:process';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import { responseState } from '@insurer/preview-app/response-state';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { siteLogger } from './logging.mjs';
import { runtimeConfig } from './runtime-config.mjs';
import { sharedCacheHandlers } from './shared-cache.mjs';

CacheHandler.onCreation(() => {
  // Through the site's one schema of these variables (runtime-config.mjs), checked at start too.
  const { redisUrl, redisKeyPrefix, redisTimeoutMs, cacheMaxBytes: localMaxBytes } = runtimeConfig();
  // A build renders nothing visitors see: it never writes to the instances' shared cache.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !redisUrl) {
    return { handlers: [createLruHandler({ maxItemsNumber: 100_000, maxItemSizeBytes: localMaxBytes })] };
  }
  // Outside the request that happens to create it: the connection's events (down, back) belong
  // to no request, and their log lines carry no request's id.
  const { handlers } = responseState.exit(() =>
    sharedCacheHandlers({
      redisUrl,
      keyPrefix: redisKeyPrefix,
      timeoutMs: redisTimeoutMs,
      localMaxBytes,
      log: siteLogger('cache'),
    }),
  );
  return { handlers };
});

export default CacheHandler;
