import 'server-only';
import { z } from 'zod';

/**
 * The site's server configuration, parsed once per process from `process.env` (every variable
 * and its local default is in the repository's `.env.example`). Tokens and secrets stay here:
 * this module is server-only.
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
  /** Secret the publish webhook sends as `X-Contentful-Webhook-Secret` (or `?secret=`). */
  webhookSecret: string;
  /** Absolute origin of the public site, for canonical URLs, Open Graph and the sitemap. */
  siteUrl: string;
  /** Where 'Log in' leads (an external sign-in host in production). */
  signInUrl: string;
}

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (fallback: string) => z.preprocess(blankIsUnset, z.string().min(1).default(fallback));

const schema = z.object({
  CONTENTFUL_SPACE_ID: text('insurerlocal'),
  CONTENTFUL_ENVIRONMENT: text('master'),
  CONTENTFUL_ACCESS_TOKEN: text('local-delivery-token'),
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: text('local-preview-token'),
  CONTENTFUL_PREVIEW_SECRET: text('local-preview-secret'),
  CONTENTFUL_WEBHOOK_SECRET: text('local-webhook-secret'),
  CONTENTFUL_GRAPHQL_ENDPOINT: z.preprocess(blankIsUnset, z.string().url().optional()),
  CONTENT_SERVICE_PORT: z.preprocess(blankIsUnset, z.coerce.number().int().default(4000)),
  SITE_URL: z.preprocess(blankIsUnset, z.string().url().optional()),
  PORT: z.preprocess(blankIsUnset, z.coerce.number().int().default(3000)),
  SIGN_IN_URL: text('https://signin.example.com/'),
});

let cached: SiteEnv | undefined;

/** @throws Error naming every invalid variable. */
export function siteEnv(): SiteEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid site configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const v = parsed.data;
  cached = {
    spaceId: v.CONTENTFUL_SPACE_ID,
    environmentId: v.CONTENTFUL_ENVIRONMENT,
    graphqlEndpoint:
      v.CONTENTFUL_GRAPHQL_ENDPOINT ??
      `http://localhost:${v.CONTENT_SERVICE_PORT}/content/v1/spaces/${v.CONTENTFUL_SPACE_ID}/environments/${v.CONTENTFUL_ENVIRONMENT}`,
    deliveryToken: v.CONTENTFUL_ACCESS_TOKEN,
    previewToken: v.CONTENTFUL_PREVIEW_ACCESS_TOKEN,
    previewSecret: v.CONTENTFUL_PREVIEW_SECRET,
    webhookSecret: v.CONTENTFUL_WEBHOOK_SECRET,
    siteUrl: (v.SITE_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    signInUrl: v.SIGN_IN_URL,
  };
  return cached;
}
