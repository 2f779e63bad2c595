// The published-content cache shared by every site instance (docs/architecture.md#running-at-scale):
// Redis through @fortedigital/nextjs-cache-handler's documented handlers, with a local copy in
// each instance that answers while Redis is unreachable. Plain JavaScript: Node.js loads it with
// cache-handler.mjs, uncompiled. Types: shared-cache.d.mts.
// docs/requirements.md#decision-shared-content-cache
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

/** Longest wait between two attempts to reach Redis again, in ms. */
const RECONNECT_CAP_MS = 2_000;

/**
 * The handlers of the site's content cache, in the order @fortedigital/nextjs-cache-handler's
 * `CacheHandler` consults them (it reads from the first that does not throw, writes to all):
 *
 * 1. Redis (`redis-strings`): one copy for every instance. A publish webhook's `revalidateTag`
 *    deletes the tagged entries there, so every instance's next read misses and renders the
 *    change. Each entry read from Redis is copied into this instance's local cache (once per
 *    version), and a miss removes the local copy, so the local cache holds what Redis last said.
 * 2. The local cache (`local-lru`, at most `localMaxBytes`): written with every entry this
 *    instance renders; read only when Redis cannot be reached (it is down, or an operation took
 *    longer than `timeoutMs`). The instance then keeps serving what it has and renders the rest
 *    from the content API, and logs that once; it logs again when Redis is back.
 *
 * A tag revalidated while Redis is unreachable is dropped from the local cache at once and kept
 * pending: it is revalidated in Redis as soon as the connection is back, so entries cached before
 * the outage cannot come back stale. Until then the other instances serve their own local copies
 * (a publish during an outage reaches them when Redis returns).
 *
 * @param {{
 *   redisUrl: string;
 *   keyPrefix: string;
 *   timeoutMs: number;
 *   localMaxBytes: number;
 *   log: Pick<import('pino').Logger, 'info' | 'warn'>;
 * }} options
 * @returns {{ handlers: import('./shared-cache.d.mts').CacheStoreHandler[]; close(): Promise<void> }}
 */
export function sharedCacheHandlers({ redisUrl, keyPrefix, timeoutMs, localMaxBytes, log }) {
  // `maxItemSizeBytes` bounds the whole local cache (lru-cache's maxSize), despite its name.
  const local = createLruHandler({ maxItemsNumber: 100_000, maxItemSizeBytes: localMaxBytes });
  const client = createClient({
    url: redisUrl,
    // A command sent while the connection is down fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: { connectTimeout: Math.max(timeoutMs, 1_000), reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_CAP_MS) },
  });
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs });
  /** Tags revalidated while Redis was unreachable, revalidated there once it is back. */
  const pending = new Set();
  let state = 'connecting';

  client.on('error', (error) => {
    if (state === 'down') return;
    state = 'down';
    log.warn(
      { err: { message: error?.message ?? String(error) } },
      'shared cache (Redis) unreachable: serving from this instance’s local cache',
    );
  });
  client.on('ready', () => {
    const recovered = state === 'down';
    state = 'up';
    log.info(recovered ? 'shared cache (Redis) reachable again' : 'shared cache (Redis) connected');
    void replayPending();
  });
  // Not awaited: an instance starts (and serves from its local cache) while Redis is down; the
  // client keeps reconnecting (`reconnectStrategy`) and reports through the events above.
  client.connect().catch(() => undefined);

  async function replayPending() {
    for (const tag of [...pending]) {
      try {
        await redis.revalidateTag(tag);
        pending.delete(tag);
        log.info({ tag }, 'revalidated in the shared cache a tag published while it was unreachable');
      } catch {
        return; // down again: the next 'ready' tries the rest
      }
    }
  }

  /** @type {import('./shared-cache.d.mts').CacheStoreHandler} */
  const shared = {
    name: 'redis-with-local-copy',
    async get(key, meta) {
      const value = await redis.get(key, meta);
      if (!value) {
        await local.delete(key);
        return null;
      }
      if ((await local.get(key, meta))?.lastModified !== value.lastModified) await local.set(key, value);
      return value;
    },
    set: (key, value, context) => redis.set(key, value, context),
    async revalidateTag(tag) {
      try {
        await redis.revalidateTag(tag);
      } catch (error) {
        pending.add(tag);
        log.warn({ tag }, 'shared cache (Redis) unreachable: tag revalidated locally, and in Redis once it is back');
        throw error;
      }
    },
    delete: (key) => redis.delete(key),
    prepare: async () => {
      if (client.isReady) await redis.prepare();
    },
  };

  return {
    handlers: [shared, local],
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
