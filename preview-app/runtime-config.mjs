// The site's cache, Redis and log settings, parsed by one schema: the site's configuration
// (src/lib/site-config.ts) spreads `RUNTIME_VARIABLES` into its own and checks them at start, and
// the files Node.js loads uncompiled (cache-handler.mjs, logging.mjs) and next.config.ts read them
// through `runtimeConfig()` instead of `process.env`. Plain JavaScript for the same reason as
// cache-handler.mjs: under plain `next start` too, nothing compiles it. Types: runtime-config.d.mts.
// docs/architecture.md#running-at-scale
import process from 'node:process';
import { z } from 'zod';

/** The levels LOG_LEVEL may name (pino's, which logging.mjs uses), most verbose first. */
export const LOG_LEVELS = /** @type {const} */ (['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

/** @param {unknown} v */
const blankIsUnset = (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** @param {number} fallback */
const atLeastOne = (fallback) =>
  z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(fallback),
  );

/** The variables, as a zod shape (every default is in the repository's `.env.example`). */
export const RUNTIME_VARIABLES = {
  REDIS_URL: z.preprocess(blankIsUnset, z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  REDIS_KEY_PREFIX: z.preprocess(blankIsUnset, z.string().min(1).default('site:')),
  REDIS_TIMEOUT_MS: atLeastOne(500),
  SITE_CACHE_MAX_MB: atLeastOne(64),
  LOG_LEVEL: z.preprocess(blankIsUnset, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
};

/**
 * The settings from the parsed variables.
 * @param {{ REDIS_URL?: string | undefined; REDIS_KEY_PREFIX: string; REDIS_TIMEOUT_MS: number; SITE_CACHE_MAX_MB: number; LOG_LEVEL: (typeof LOG_LEVELS)[number] }} v
 * @returns {import('./runtime-config.d.mts').RuntimeSettings}
 */
export function runtimeSettings(v) {
  return {
    redisUrl: v.REDIS_URL,
    redisKeyPrefix: v.REDIS_KEY_PREFIX,
    redisTimeoutMs: v.REDIS_TIMEOUT_MS,
    cacheMaxBytes: v.SITE_CACHE_MAX_MB * 1024 * 1024,
    logLevel: v.LOG_LEVEL,
  };
}

/**
 * One line per invalid variable, `NAME: what it must be` (never its value: it may be a secret).
 * @param {readonly z.core.$ZodIssue[]} issues
 * @returns {string[]}
 */
export function describeIssues(issues) {
  /** @type {Map<string, string[]>} */
  const byVariable = new Map();
  for (const issue of issues) {
    const variable = issue.path.map(String).join('.');
    const messages = byVariable.get(variable) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byVariable.set(variable, messages);
  }
  return [...byVariable].map(([variable, messages]) => `${variable}: ${messages.join(', ')}`);
}

const schema = z.object(RUNTIME_VARIABLES);

/**
 * The settings parsed from `env` (the process's environment unless given).
 * @param {Record<string, string | undefined>} [env]
 * @throws Error naming every invalid variable, as the site's configuration does at start.
 */
export function runtimeConfig(env = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid site configuration (see .env.example): ${describeIssues(parsed.error.issues).join('; ')}`);
  return runtimeSettings(parsed.data);
}
