import { productionSecretProblems } from '@insurer/contracts/production-secrets';
import { deliveryApiUrl, graphqlEndpoint } from '@insurer/content-model/endpoints';
import { SITE_ORIGIN_VARIABLES, siteOrigins } from '@insurer/contracts/site-origin';
import { z } from 'zod';
import { editorOrigins } from '@insurer/preview-app/security-policy.cjs';
import { describeIssues, RUNTIME_VARIABLES, runtimeSettings, type RuntimeSettings } from '@insurer/preview-app/runtime-config.mjs';
import { proxyListIsValid } from './client-address';

/** Which CDN the publish webhook purges, and how to reach its API (preview-app/server/cdn-purge.ts). */
export type CdnPurgeConfig =
  | { kind: 'none' }
  | { kind: 'fastly'; apiUrl: string; token: string; serviceId: string }
  | { kind: 'cloudflare'; apiUrl: string; token: string; zoneId: string };

/**
 * The site's configuration: what the site itself reads (content, draft mode, the publish webhook,
 * its URL, the proxies in front of it, its thin server's settings), parsed from an environment by
 * `parseSiteConfig`, the one place these variables are read. The app gets it from `siteEnv()`
 * (lib/env.ts, server-only), the thin server (preview-app/server/) from its own call at start.
 * Every variable and its local default is in the repository's `.env.example`. The forms backend,
 * search and the analytics collector parse their own (lib/services.ts hands them over).
 */
export interface SiteEnv {
  spaceId: string;
  environmentId: string;
  /** GraphQL Content API endpoint of the space and environment. */
  graphqlEndpoint: string;
  deliveryToken: string;
  previewToken: string;
  /** Secret the CMS's preview URL carries to enable draft mode. */
  previewSecret: string;
  /** Secret the publish webhook sends as `X-Contentful-Webhook-Secret`. */
  webhookSecret: string;
  /** Wrong secrets one client address may send per minute before it gets 429 (0: no limit). */
  secretGuessesPerMinute: number;
  /** Absolute origin of the public site, for canonical URLs, Open Graph and the sitemap. */
  siteUrl: string;
  /**
   * The origins the site takes posts from (its forms, the privacy choice, its server actions):
   * SITE_URL's origin and FORMS_ALLOWED_ORIGINS, never judged by the request's Host
   * (docs/requirements.md#security "Origins"; the policy is `fromSite`, @insurer/contracts/site-origin).
   */
  postOrigins: string[];
  /**
   * The Images API's base URL (no trailing slash), whose images of the space the site serves
   * from its own origin (lib/images.ts): `CONTENTFUL_IMAGES_URL`, else `https://images.ctfassets.net`
   * with a real space (`CONTENTFUL_GRAPHQL_ENDPOINT` set), else the local content service's `/images`.
   */
  imagesBase: string;
  /**
   * The Content Delivery API's base URL (no trailing slash), which the search indexer asks which
   * entries link to a changed one (lib/search.ts): `CONTENTFUL_DELIVERY_URL`, else
   * `https://cdn.contentful.com` with a real space (`CONTENTFUL_GRAPHQL_ENDPOINT` set), else the
   * local content service's `/cdn`.
   */
  deliveryUrl: string;
  /** Where 'Log in' leads (an external sign-in host in production). */
  signInUrl: string;
  /**
   * The editors' apps that may frame the site in draft mode and talk to its live preview:
   * Contentful's web app (US and EU) and the local authoring workbench (`WORKBENCH_PORT`).
   */
  editorOrigins: string[];
  /** The locale the live preview subscribes in (the space's default locale). */
  locale: string;
  /** Port the site listens on (PORT). */
  port: number;
  /**
   * TRUSTED_PROXIES: the proxies in front of the site whose X-Forwarded-For entries are believed
   * (a comma list of addresses, CIDR ranges and `proxy-addr`'s names `loopback`, `linklocal`,
   * `uniquelocal`; empty: none). lib/client-address.ts and the thin server read it.
   */
  trustedProxies: string[];
  /** The thin server's warm-up budget before it listens, in ms (SITE_WARM_UP_MS; 0: none). */
  warmUpMs: number;
  /**
   * After SIGTERM, how long the thin server keeps serving while `/readyz` answers 503 before it
   * stops taking connections, in ms (SITE_DRAIN_GRACE_MS, default 2000): the load balancer's
   * health check must see the instance leave within it.
   */
  drainGraceMs: number;
  /** Then how long requests in flight may take to finish before their connections are closed, in ms (SITE_DRAIN_MS, default 5000). */
  drainMs: number;
  /**
   * REDIS_URL (`redis://…` or `rediss://…`): the published-content cache is shared by every
   * instance in this Redis (preview-app/cache-handler.mjs) and `/readyz` checks it; undefined
   * keeps Next.js's in-memory cache per instance.
   */
  redisUrl: string | undefined;
  /**
   * The thin server's page cache (preview-app/server/page-cache.ts,
   * docs/requirements.md#decision-pages-rendered-once-per-publish): a published page's finished
   * document is answered for at most `maxAgeSeconds` (SITE_PAGE_CACHE_SECONDS, default 60; 0: no
   * page cache, every page rendered per request) unless a publish drops it first, in at most
   * `maxMb` of each instance's memory (SITE_PAGE_CACHE_MB, default 128).
   */
  pageCache: { maxAgeSeconds: number; maxMb: number };
  /**
   * The CDN the publish webhook purges (preview-app/server/cdn-purge.ts): Fastly with
   * FASTLY_API_TOKEN and FASTLY_SERVICE_ID (FASTLY_API_URL, default https://api.fastly.com),
   * Cloudflare with CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID (CLOUDFLARE_API_URL, default
   * https://api.cloudflare.com/client/v4), else none. Both at once is refused.
   */
  cdnPurge: CdnPurgeConfig;
  /** Longest wait for one Redis operation, in ms (REDIS_TIMEOUT_MS, default 500): past it the local cache answers, and `/readyz` fails. */
  redisTimeoutMs: number;
  /** The level of the site's JSON logs (LOG_LEVEL, default `info`; logging.mjs reads it through runtime-config.mjs). */
  logLevel: RuntimeSettings['logLevel'];
  /** REDIS_KEY_PREFIX (default `site:`): the prefix of the site's keys in Redis. */
  redisKeyPrefix: string;
  /** SITE_CACHE_MAX_MB (default 64), in bytes: the bound of each instance's in-memory content cache. */
  cacheMaxBytes: number;
  /** The OTLP endpoint traces are exported to (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else OTEL_EXPORTER_OTLP_ENDPOINT); undefined: no tracing. */
  tracesEndpoint: string | undefined;
  /**
   * SITE_HTML_REWRITES: which of the thin server's rewrites of Next.js's HTML run in production
   * (src/next-internals/): `all` (the default), `none`, or one of `after-paint-scripts` and
   * `inline-style-once`. For `npm run bench:lighthouse` to compare them.
   */
  htmlRewrites: { afterPaintScripts: boolean; inlineStyleOnce: boolean };
  /** True under `next dev` (NODE_ENV=development): the script policy allows eval for React's dev tools. */
  dev: boolean;
}

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (fallback: string) => z.preprocess(blankIsUnset, z.string().min(1).default(fallback));
const url = z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' });
const port = (fallback: number) =>
  z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65_535).default(fallback),
  );

const wholeNumber = (fallback: number) =>
  z.preprocess(blankIsUnset, z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).default(fallback));

const schema = z.object({
  CONTENTFUL_SPACE_ID: text('insurerlocal'),
  CONTENTFUL_ENVIRONMENT: text('master'),
  CONTENTFUL_ACCESS_TOKEN: text('local-delivery-token'),
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: text('local-preview-token'),
  CONTENTFUL_PREVIEW_SECRET: text('local-preview-secret'),
  CONTENTFUL_WEBHOOK_SECRET: text('local-webhook-secret'),
  CONTENTFUL_GRAPHQL_ENDPOINT: z.preprocess(blankIsUnset, url.optional()),
  CONTENT_SERVICE_PORT: port(4000),
  CONTENTFUL_IMAGES_URL: z.preprocess(blankIsUnset, url.optional()),
  CONTENTFUL_DELIVERY_URL: z.preprocess(blankIsUnset, url.optional()),
  // SITE_URL, PORT, FORMS_ALLOWED_ORIGINS: the site's origin, parsed by the one schema the forms backend
  // and the analytics collector use too (@insurer/contracts/site-origin).
  ...SITE_ORIGIN_VARIABLES,
  SIGN_IN_URL: text('https://signin.example.com/'),
  WORKBENCH_PORT: port(3001),
  CONTENTFUL_LOCALE: text('en-US'),
  SECRET_GUESSES_PER_MINUTE: z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).default(10),
  ),
  TRUSTED_PROXIES: z.preprocess(
    blankIsUnset,
    z
      .string()
      .refine(
        (value) => proxyListIsValid(splitList(value)),
        'must be a comma list of addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
      )
      .optional(),
  ),
  SITE_WARM_UP_MS: wholeNumber(60_000),
  SITE_DRAIN_GRACE_MS: wholeNumber(2_000),
  SITE_DRAIN_MS: wholeNumber(5_000),
  // REDIS_URL, REDIS_KEY_PREFIX, REDIS_TIMEOUT_MS, SITE_CACHE_MAX_MB, LOG_LEVEL: one schema with the files
  // Node.js loads uncompiled (runtime-config.mjs), which read them through it.
  ...RUNTIME_VARIABLES,
  SITE_PAGE_CACHE_SECONDS: wholeNumber(60),
  SITE_PAGE_CACHE_MB: z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(128),
  ),
  FASTLY_API_TOKEN: z.preprocess(blankIsUnset, z.string().optional()),
  FASTLY_SERVICE_ID: z.preprocess(blankIsUnset, z.string().optional()),
  FASTLY_API_URL: z.preprocess(blankIsUnset, url.default('https://api.fastly.com')),
  CLOUDFLARE_API_TOKEN: z.preprocess(blankIsUnset, z.string().optional()),
  CLOUDFLARE_ZONE_ID: z.preprocess(blankIsUnset, z.string().optional()),
  CLOUDFLARE_API_URL: z.preprocess(blankIsUnset, url.default('https://api.cloudflare.com/client/v4')),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(blankIsUnset, url.optional()),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.preprocess(blankIsUnset, url.optional()),
  NODE_ENV: z.string().optional(),
  SITE_HTML_REWRITES: z.preprocess(
    blankIsUnset,
    z
      .enum(['all', 'none', 'after-paint-scripts', 'inline-style-once'], {
        error: 'must be all, none, after-paint-scripts or inline-style-once',
      })
      .default('all'),
  ),
});

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The site's shared secrets, which production must set to values of its own (docs/requirements.md#decision-production-secrets). */
const SITE_SECRETS = ['CONTENTFUL_PREVIEW_SECRET', 'CONTENTFUL_WEBHOOK_SECRET', 'ANALYTICS_READ_SECRET'];

/** The CDN purge from its variables: each CDN needs both of its own; one CDN at most. */
function cdnPurgeConfig(v: z.infer<typeof schema>): CdnPurgeConfig {
  const fastly = v.FASTLY_API_TOKEN && v.FASTLY_SERVICE_ID;
  const cloudflare = v.CLOUDFLARE_API_TOKEN && v.CLOUDFLARE_ZONE_ID;
  if (Boolean(v.FASTLY_API_TOKEN) !== Boolean(v.FASTLY_SERVICE_ID))
    throw new Error('Invalid site configuration (see .env.example): FASTLY_API_TOKEN and FASTLY_SERVICE_ID: set both or neither');
  if (Boolean(v.CLOUDFLARE_API_TOKEN) !== Boolean(v.CLOUDFLARE_ZONE_ID))
    throw new Error('Invalid site configuration (see .env.example): CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID: set both or neither');
  if (fastly && cloudflare)
    throw new Error(
      'Invalid site configuration (see .env.example): FASTLY_API_TOKEN, CLOUDFLARE_API_TOKEN: configure one CDN to purge, not both',
    );
  if (fastly)
    return { kind: 'fastly', apiUrl: v.FASTLY_API_URL.replace(/\/$/, ''), token: v.FASTLY_API_TOKEN!, serviceId: v.FASTLY_SERVICE_ID! };
  if (cloudflare)
    return {
      kind: 'cloudflare',
      apiUrl: v.CLOUDFLARE_API_URL.replace(/\/$/, ''),
      token: v.CLOUDFLARE_API_TOKEN!,
      zoneId: v.CLOUDFLARE_ZONE_ID!,
    };
  return { kind: 'none' };
}

/**
 * Parses the site's configuration from `env` (pure: tests pass their own). In production
 * (`inProduction`) it also refuses a secret that is unset, the example's or shorter than 32
 * characters (`productionSecretProblems`), naming the variable.
 * @throws Error naming every invalid variable, e.g. `Invalid site configuration (see .env.example): SITE_URL: must be an absolute http:// or https:// URL`.
 */
export function parseSiteConfig(env: Record<string, string | undefined>): SiteEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid site configuration (see .env.example): ${describeIssues(parsed.error.issues).join('; ')}`);
  }
  const weak = productionSecretProblems(env, SITE_SECRETS);
  if (weak.length) throw new Error(`Invalid site configuration (see .env.example): ${weak.join('; ')}`);
  const v = parsed.data;
  const origins = siteOrigins(v);
  return {
    spaceId: v.CONTENTFUL_SPACE_ID,
    environmentId: v.CONTENTFUL_ENVIRONMENT,
    graphqlEndpoint:
      v.CONTENTFUL_GRAPHQL_ENDPOINT ??
      graphqlEndpoint(`http://localhost:${v.CONTENT_SERVICE_PORT}`, v.CONTENTFUL_SPACE_ID, v.CONTENTFUL_ENVIRONMENT),
    deliveryToken: v.CONTENTFUL_ACCESS_TOKEN,
    previewToken: v.CONTENTFUL_PREVIEW_ACCESS_TOKEN,
    previewSecret: v.CONTENTFUL_PREVIEW_SECRET,
    secretGuessesPerMinute: v.SECRET_GUESSES_PER_MINUTE,
    webhookSecret: v.CONTENTFUL_WEBHOOK_SECRET,
    siteUrl: origins.siteUrl,
    postOrigins: origins.postOrigins,
    imagesBase: (
      v.CONTENTFUL_IMAGES_URL ??
      (v.CONTENTFUL_GRAPHQL_ENDPOINT ? 'https://images.ctfassets.net' : `http://localhost:${v.CONTENT_SERVICE_PORT}/images`)
    ).replace(/\/$/, ''),
    deliveryUrl: deliveryApiUrl({
      deliveryUrl: v.CONTENTFUL_DELIVERY_URL,
      graphqlEndpoint: v.CONTENTFUL_GRAPHQL_ENDPOINT,
      contentServicePort: v.CONTENT_SERVICE_PORT,
    }),
    signInUrl: v.SIGN_IN_URL,
    editorOrigins: editorOrigins(v.WORKBENCH_PORT),
    locale: v.CONTENTFUL_LOCALE,
    port: v.PORT,
    trustedProxies: splitList(v.TRUSTED_PROXIES),
    warmUpMs: v.SITE_WARM_UP_MS,
    drainGraceMs: v.SITE_DRAIN_GRACE_MS,
    drainMs: v.SITE_DRAIN_MS,
    ...runtimeSettings(v),
    pageCache: { maxAgeSeconds: v.SITE_PAGE_CACHE_SECONDS, maxMb: v.SITE_PAGE_CACHE_MB },
    cdnPurge: cdnPurgeConfig(v),
    tracesEndpoint: v.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? v.OTEL_EXPORTER_OTLP_ENDPOINT,
    htmlRewrites: {
      afterPaintScripts: ['all', 'after-paint-scripts'].includes(v.SITE_HTML_REWRITES),
      inlineStyleOnce: ['all', 'inline-style-once'].includes(v.SITE_HTML_REWRITES),
    },
    dev: v.NODE_ENV === 'development',
  };
}
