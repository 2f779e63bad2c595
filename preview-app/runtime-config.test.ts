import { describe, expect, it } from 'vitest';
import { runtimeConfig } from './runtime-config.mjs';
import { parseSiteConfig } from './src/lib/site-config';

describe('the cache, Redis and log variables, parsed by one schema (runtime-config.mjs)', () => {
  it('given nothing set, then the defaults of .env.example', () => {
    expect(runtimeConfig({})).toEqual({
      redisUrl: undefined,
      redisKeyPrefix: 'site:',
      redisTimeoutMs: 500,
      cacheMaxBytes: 64 * 1024 * 1024,
      logLevel: 'info',
    });
  });

  it('given values, then the cache handler, the log and next.config.ts read the same settings the site’s configuration holds', () => {
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6390',
      REDIS_KEY_PREFIX: 'a:',
      REDIS_TIMEOUT_MS: '250',
      SITE_CACHE_MAX_MB: '8',
      LOG_LEVEL: 'warn',
    };
    const runtime = runtimeConfig(env);
    expect(runtime).toEqual({
      redisUrl: 'redis://127.0.0.1:6390',
      redisKeyPrefix: 'a:',
      redisTimeoutMs: 250,
      cacheMaxBytes: 8 * 1024 * 1024,
      logLevel: 'warn',
    });
    expect(parseSiteConfig(env)).toMatchObject(runtime);
  });

  it('given bad values, then each variable is named with what it must be, by the site’s configuration too', () => {
    const env = { REDIS_URL: 'http://cache', REDIS_TIMEOUT_MS: 'soon', SITE_CACHE_MAX_MB: '0', LOG_LEVEL: 'loud' };
    const message =
      'Invalid site configuration (see .env.example): REDIS_URL: must be a redis:// or rediss:// URL; REDIS_TIMEOUT_MS: must be a whole number; ' +
      'SITE_CACHE_MAX_MB: must be at least 1; LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, silent';
    expect(() => runtimeConfig(env)).toThrow(message);
    expect(() => parseSiteConfig(env)).toThrow(message);
  });
});
