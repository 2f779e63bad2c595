import type { z } from 'zod';

/** The levels LOG_LEVEL may name (runtime-config.mjs). */
export declare const LOG_LEVELS: readonly ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** The site's cache, Redis and log settings (runtime-config.mjs). */
export interface RuntimeSettings {
  /** REDIS_URL: the shared content cache's Redis; undefined keeps Next.js's in-memory cache per instance. */
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX (default `site:`): the prefix of every key the site writes to Redis. */
  redisKeyPrefix: string;
  /** REDIS_TIMEOUT_MS (default 500): the longest wait for one Redis operation, in ms. */
  redisTimeoutMs: number;
  /** SITE_CACHE_MAX_MB (default 64) in bytes: the in-memory content cache's bound. */
  cacheMaxBytes: number;
  /** LOG_LEVEL (default `info`). */
  logLevel: (typeof LOG_LEVELS)[number];
}

/** The variables as a zod shape, for the site's configuration schema to spread. */
export declare const RUNTIME_VARIABLES: {
  REDIS_URL: z.ZodType<string | undefined, unknown>;
  REDIS_KEY_PREFIX: z.ZodType<string, unknown>;
  REDIS_TIMEOUT_MS: z.ZodType<number, unknown>;
  SITE_CACHE_MAX_MB: z.ZodType<number, unknown>;
  LOG_LEVEL: z.ZodType<(typeof LOG_LEVELS)[number], unknown>;
};

export declare function runtimeSettings(values: {
  REDIS_URL?: string | undefined;
  REDIS_KEY_PREFIX: string;
  REDIS_TIMEOUT_MS: number;
  SITE_CACHE_MAX_MB: number;
  LOG_LEVEL: (typeof LOG_LEVELS)[number];
}): RuntimeSettings;

export declare function describeIssues(issues: readonly z.core.$ZodIssue[]): string[];

/** The settings parsed from `env` (process.env unless given); throws naming every invalid variable. */
export declare function runtimeConfig(env?: Record<string, string | undefined>): RuntimeSettings;
