import { z } from 'zod';
import { ConfigurationError, describeIssues } from '../config.js';

/** The site's analytics collector's configuration (docs/requirements.md#decision-analytics-transport). */
export interface AnalyticsConfig {
  /** Collector requests per client address per minute (ANALYTICS_RATE_LIMIT); 0 turns the limit off. */
  rateLimit: number;
  /** Events kept; older ones are pruned (ANALYTICS_MAX_EVENTS). */
  maxEvents: number;
  /** Bearer secret of GET /api/analytics/events (ANALYTICS_READ_SECRET). */
  readSecret: string;
  /** Segment write key (SEGMENT_WRITE_KEY): server-side events go to Segment too when set. */
  segmentWriteKey: string | undefined;
}

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const count = (fallback: number, min: number) =>
  z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .default(fallback),
  );

const schema = z.object({
  ANALYTICS_RATE_LIMIT: count(300, 0),
  ANALYTICS_MAX_EVENTS: count(10_000, 1),
  ANALYTICS_READ_SECRET: z.preprocess(blankIsUnset, z.string().min(1).default('local-analytics-secret')),
  SEGMENT_WRITE_KEY: z.preprocess(blankIsUnset, z.string().optional()),
});

/**
 * Parses the collector's variables from `env` (pure: tests pass their own); the forms' variables
 * are not read, so a bad forms setting never stops analytics.
 * @throws ConfigurationError naming every invalid variable, never its value.
 */
export function parseAnalyticsConfig(env: Record<string, string | undefined>): AnalyticsConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new ConfigurationError(describeIssues(parsed.error.issues), 'analytics');
  const v = parsed.data;
  return {
    rateLimit: v.ANALYTICS_RATE_LIMIT,
    maxEvents: v.ANALYTICS_MAX_EVENTS,
    readSecret: v.ANALYTICS_READ_SECRET,
    segmentWriteKey: v.SEGMENT_WRITE_KEY,
  };
}
