import { z } from 'zod';
import { deliveryApiUrl } from '@insurer/content-model/endpoints';
import { SITE_ORIGIN_VARIABLES, siteOrigins } from '@insurer/contracts/site-origin';

/** Where the site's published content is read (the Content Delivery API), in which locale. */
export interface DeliveryConfig {
  /** The CDA's base URL (`deliveryApiUrl`: CONTENTFUL_DELIVERY_URL, else Contentful's or the local content service's). */
  url: string;
  spaceId: string;
  environmentId: string;
  /** CONTENTFUL_ACCESS_TOKEN: published content only. */
  token: string;
  /** CONTENTFUL_LOCALE: the locale the site serves, the one a page snapshot is taken in. */
  locale: string;
}

/** What the compliance capture reads from the environment (docs/requirements.md#decision-compliance-capture). */
export interface ComplianceSiteConfig {
  delivery: DeliveryConfig;
  /**
   * Where the capture fetches a page as visitors get it: COMPLIANCE_CAPTURE_URL, else SITE_URL
   * (default `http://localhost:${PORT}`), without a trailing slash.
   */
  captureUrl: string;
  /** COMPLIANCE_CAPTURE_POLL_MS: how often the worker looks for captures to make (default 1000 ms). */
  pollMs: number;
  /** COMPLIANCE_EXPIRY_SCAN_MS: how often the worker looks for served regulated pages past their expiration date (default 60000 ms). */
  expiryScanMs: number;
}

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (fallback: string) => z.preprocess(blankIsUnset, z.string().min(1).default(fallback));
const url = z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' });
const milliseconds = (fallback: number) =>
  z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(50, 'must be at least 50').default(fallback),
  );

const schema = z.object({
  CONTENTFUL_SPACE_ID: text('insurerlocal'),
  CONTENTFUL_ENVIRONMENT: text('master'),
  CONTENTFUL_ACCESS_TOKEN: text('local-delivery-token'),
  CONTENTFUL_DELIVERY_URL: z.preprocess(blankIsUnset, url.optional()),
  CONTENTFUL_GRAPHQL_ENDPOINT: z.preprocess(blankIsUnset, url.optional()),
  CONTENT_SERVICE_PORT: z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65_535).default(4000),
  ),
  CONTENTFUL_LOCALE: text('en-US'),
  ...SITE_ORIGIN_VARIABLES,
  COMPLIANCE_CAPTURE_URL: z.preprocess(blankIsUnset, url.optional()),
  COMPLIANCE_CAPTURE_POLL_MS: milliseconds(1_000),
  COMPLIANCE_EXPIRY_SCAN_MS: milliseconds(60_000),
});

/**
 * Parses the capture's variables from `env` (pure: tests pass their own): the Content Delivery
 * API of the site's space (the site's own variables and defaults), the site's address, and the
 * worker's two intervals.
 * @throws Error naming every invalid variable, e.g. `Invalid compliance capture configuration (see .env.example): COMPLIANCE_CAPTURE_URL: must be an absolute http:// or https:// URL`.
 */
export function parseComplianceSiteConfig(env: Record<string, string | undefined>): ComplianceSiteConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid compliance capture configuration (see .env.example): ${problems.join('; ')}`);
  }
  const v = parsed.data;
  return {
    delivery: {
      url: deliveryApiUrl({
        deliveryUrl: v.CONTENTFUL_DELIVERY_URL,
        graphqlEndpoint: v.CONTENTFUL_GRAPHQL_ENDPOINT,
        contentServicePort: v.CONTENT_SERVICE_PORT,
      }),
      spaceId: v.CONTENTFUL_SPACE_ID,
      environmentId: v.CONTENTFUL_ENVIRONMENT,
      token: v.CONTENTFUL_ACCESS_TOKEN,
      locale: v.CONTENTFUL_LOCALE,
    },
    captureUrl: (v.COMPLIANCE_CAPTURE_URL ?? siteOrigins(v).siteUrl).replace(/\/+$/, ''),
    pollMs: v.COMPLIANCE_CAPTURE_POLL_MS,
    expiryScanMs: v.COMPLIANCE_EXPIRY_SCAN_MS,
  };
}
