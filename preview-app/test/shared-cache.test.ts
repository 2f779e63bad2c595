import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '@insurer/scripts/testing/cluster';
import { sharedCacheHandlers, type CacheStoreHandler } from '../shared-cache.mjs';

/**
 * The shared content cache (shared-cache.mjs) of two site instances against a real Redis
 * (Debian's `redis-server`, started and stopped here). Reads go through the handlers as
 * @fortedigital/nextjs-cache-handler's `CacheHandler` goes through them: the first that does not
 * throw answers; writes and revalidations go to every one. The whole of it, inside Next.js, is
 * driven by e2e/cluster.e2e.ts.
 */
let port: number;
let redis: ChildProcess | undefined;
const instances: ReturnType<typeof sharedCacheHandlers>[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (
      await redisAnswers(port).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

async function stopRedis(): Promise<void> {
  if (!redis) return;
  const exited = once(redis, 'exit');
  redis.kill('SIGTERM');
  await exited;
  redis = undefined;
}

/** One instance's handlers and what it logged. */
function instance() {
  const lines: string[] = [];
  const log = {
    info: (...args: unknown[]) => lines.push(String(args.at(-1))),
    warn: (...args: unknown[]) => lines.push(String(args.at(-1))),
  };
  const created = sharedCacheHandlers({
    redisUrl: `redis://127.0.0.1:${port}`,
    keyPrefix: 'test:',
    timeoutMs: 300,
    localMaxBytes: 1024 * 1024,
    log,
  });
  instances.push(created);
  return { ...created, lines };
}

/** A read as CacheHandler makes it: the first handler that does not throw answers. */
async function read(handlers: CacheStoreHandler[], key: string): Promise<unknown> {
  for (const handler of handlers) {
    try {
      return (await handler.get(key, { implicitTags: [] }))?.value ?? null;
    } catch {
      // the next handler answers
    }
  }
  return null;
}

/** A write as CacheHandler makes it: to every handler, failures ignored. */
async function write(handlers: CacheStoreHandler[], key: string, data: string): Promise<void> {
  const value = {
    lastModified: Date.now(),
    lifespan: null,
    tags: ['contentful'],
    value: { kind: 'FETCH', data: { body: data }, revalidate: false },
  };
  await Promise.allSettled(handlers.map((handler) => handler.set(key, value as never)));
}

const revalidate = (handlers: CacheStoreHandler[], tag: string) =>
  Promise.allSettled(handlers.map((handler) => handler.revalidateTag(tag)));

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check(), what).toBe(true);
}

beforeAll(async () => {
  port = await freePort();
  await startRedis();
});

afterEach(async () => {
  await Promise.all(instances.splice(0).map((created) => created.close()));
  if (!redis) await startRedis();
});

afterAll(stopRedis);

describe('the shared content cache', () => {
  it('given two instances, when one caches a read and a publish revalidates it, then the other reads the same and then misses it', async () => {
    const one = instance();
    const two = instance();
    await until(
      () => one.lines.includes('shared cache (Redis) connected') && two.lines.includes('shared cache (Redis) connected'),
      'connected',
    );
    await write(one.handlers, 'page-privacy', 'Privacy policy');
    expect(await read(two.handlers, 'page-privacy')).toEqual({ kind: 'FETCH', data: { body: 'Privacy policy' }, revalidate: false });
    await revalidate(one.handlers, 'contentful');
    expect(await read(two.handlers, 'page-privacy')).toBeNull();
    expect(await read(one.handlers, 'page-privacy')).toBeNull();
  });

  it('given Redis gone, then each instance answers from its local copy and says so once; a publish meanwhile reaches Redis when it is back', async () => {
    const one = instance();
    const two = instance();
    await until(() => two.lines.includes('shared cache (Redis) connected'), 'connected');
    await write(one.handlers, 'home', 'Welcome');
    // The second instance's copy comes from its read of Redis.
    expect(await read(two.handlers, 'home')).toMatchObject({ data: { body: 'Welcome' } });

    await stopRedis();
    await until(() => two.lines.some((line) => line.includes('unreachable')), 'the outage logged');
    expect(await read(two.handlers, 'home')).toMatchObject({ data: { body: 'Welcome' } });
    expect(await read(one.handlers, 'home')).toMatchObject({ data: { body: 'Welcome' } });
    // A publish while Redis is down: the instance it reaches drops its copy at once.
    await revalidate(one.handlers, 'contentful');
    expect(await read(one.handlers, 'home')).toBeNull();
    expect(one.lines).toContain('shared cache (Redis) unreachable: tag revalidated locally, and in Redis once it is back');
    expect(two.lines.filter((line) => line.includes('unreachable: serving')).length).toBe(1);

    await startRedis();
    await until(() => one.lines.includes('revalidated in the shared cache a tag published while it was unreachable'), 'the tag replayed');
    await until(() => two.lines.includes('shared cache (Redis) reachable again'), 'the second back');
    // Redis no longer holds what was cached before the publish.
    expect(await read(two.handlers, 'home')).toBeNull();
  });
});
