import { SITE_ORIGIN_VARIABLES, siteOrigins } from '@insurer/contracts/site-origin';
import { productionSecretProblems } from '@insurer/contracts/production-secrets';
import { z } from 'zod';
import { ConfigurationError, describeIssues } from '@insurer/submissions/config';

/** The site's analytics collector's configuration (docs/requirements.md#decision-analytics-transport). */
export interface AnalyticsConfig {
  /**
   * The origins the collector takes posts from (SITE_URL's origin and FORMS_ALLOWED_ORIGINS), judged
   * by the site's one origin policy (`fromSite`, @insurer/contracts/site-origin), never by Host.
   */
  postOrigins: string[];
  /** Collector requests per client address per minute (ANALYTICS_RATE_LIMIT); 0 turns the limit off. */
  rateLimit: number;
  /**
   * Collector requests per client network (an IPv4 /24, an IPv6 /64, as the forms count) per minute
   * (ANALYTICS_NETWORK_RATE_LIMIT); 0 turns the limit off.
   */
  networkRateLimit: number;
  /**
   * Events kept (ANALYTICS_MAX_EVENTS). Past it the networks holding the most events lose their
   * oldest first, so one network's flood pushes out its own events, not other visitors'.
   */
  maxEvents: number;
  /** Bearer secret of GET /api/analytics/events (ANALYTICS_READ_SECRET). */
  readSecret: string;
  /**
   * Segment's write key (SEGMENT_WRITE_KEY, a server secret: it never reaches the browser): when
   * set, every stored event is also queued for delivery to Segment by the delivery worker.
   */
  segmentWriteKey: string | undefined;
  /** Segment's tracking API host (SEGMENT_HOST, default https://api.segment.io): the EU region's, or a stand-in in tests. */
  segmentHost: string;
  /** The delivery worker's settings for Segment (ANALYTICS_DELIVERY_*). */
  delivery: {
    /** How often the worker looks for due batches, in ms. */
    pollMs: number;
    /** First retry delay in ms; doubles per attempt up to `maxDelayMs`, and retries never stop (a Segment outage loses nothing). */
    baseDelayMs: number;
    maxDelayMs: number;
    /** Timeout of one call to Segment, in ms. */
    timeoutMs: number;
    /** How long a claimed batch stays with its worker, in ms (longer than a call). */
    leaseMs: number;
    /** Queued batches claimed per round; their events go to Segment together. */
    batchSize: number;
  };
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
  ...SITE_ORIGIN_VARIABLES,
  ANALYTICS_RATE_LIMIT: count(300, 0),
  ANALYTICS_NETWORK_RATE_LIMIT: count(1_500, 0),
  ANALYTICS_MAX_EVENTS: count(10_000, 1),
  ANALYTICS_READ_SECRET: z.preprocess(blankIsUnset, z.string().min(1).default('local-analytics-secret')),
  SEGMENT_WRITE_KEY: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9]+$/, 'must be a Segment write key (letters and digits)')
      .optional(),
  ),
  SEGMENT_HOST: z.preprocess(
    blankIsUnset,
    z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' }).default('https://api.segment.io'),
  ),
  ANALYTICS_DELIVERY_POLL_MS: count(1_000, 10),
  ANALYTICS_RETRY_BASE_MS: count(1_000, 1),
  ANALYTICS_RETRY_MAX_MS: count(300_000, 1),
  ANALYTICS_DELIVERY_TIMEOUT_MS: count(15_000, 100),
  ANALYTICS_DELIVERY_LEASE_MS: count(60_000, 1_000),
  ANALYTICS_DELIVERY_BATCH: count(50, 1),
});

/**
 * Parses the collector's variables from `env` (pure: tests pass their own); the forms' variables
 * are not read, so a bad forms setting never stops analytics.
 * @throws ConfigurationError naming every invalid variable, never its value.
 */
export function parseAnalyticsConfig(env: Record<string, string | undefined>): AnalyticsConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new ConfigurationError(describeIssues(parsed.error.issues), 'analytics');
  // docs/requirements.md#decision-production-secrets: the site's collector and the worker both refuse the example's secret in production.
  const weak = productionSecretProblems(env, ['ANALYTICS_READ_SECRET']);
  if (weak.length) throw new ConfigurationError(weak, 'analytics');
  const v = parsed.data;
  if (v.ANALYTICS_DELIVERY_LEASE_MS <= v.ANALYTICS_DELIVERY_TIMEOUT_MS * 2)
    throw new ConfigurationError(['ANALYTICS_DELIVERY_LEASE_MS: must be more than twice ANALYTICS_DELIVERY_TIMEOUT_MS'], 'analytics');
  return {
    postOrigins: siteOrigins(v).postOrigins,
    rateLimit: v.ANALYTICS_RATE_LIMIT,
    networkRateLimit: v.ANALYTICS_NETWORK_RATE_LIMIT,
    maxEvents: v.ANALYTICS_MAX_EVENTS,
    readSecret: v.ANALYTICS_READ_SECRET,
    segmentWriteKey: v.SEGMENT_WRITE_KEY,
    segmentHost: v.SEGMENT_HOST.replace(/\/+$/, ''),
    delivery: {
      pollMs: v.ANALYTICS_DELIVERY_POLL_MS,
      baseDelayMs: v.ANALYTICS_RETRY_BASE_MS,
      maxDelayMs: Math.max(v.ANALYTICS_RETRY_MAX_MS, v.ANALYTICS_RETRY_BASE_MS),
      timeoutMs: v.ANALYTICS_DELIVERY_TIMEOUT_MS,
      leaseMs: v.ANALYTICS_DELIVERY_LEASE_MS,
      batchSize: v.ANALYTICS_DELIVERY_BATCH,
    },
  };
}
