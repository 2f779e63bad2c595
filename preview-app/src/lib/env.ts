import 'server-only';
import { z } from 'zod';

/**
 * The site's server configuration: what the site itself reads (content, draft mode, the publish
 * webhook, its URL), parsed once per process from `process.env` and validated at start-up
 * (instrumentation); every variable and its local default is in the repository's `.env.example`.
 * The forms backend reads its own variables (`@insurer/submissions`, `parseFormsConfig`).
 * Tokens and secrets stay here: this module is server-only.
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
   * The Images API's base URL (no trailing slash), whose images of the space the site serves
   * from its own origin (lib/images.ts): `CONTENTFUL_IMAGES_URL`, else `https://images.ctfassets.net`
   * with a real space (`CONTENTFUL_GRAPHQL_ENDPOINT` set), else the local content service's `/images`.
   */
  imagesBase: string;
  /** Where 'Log in' leads (an external sign-in host in production). */
  signInUrl: string;
  /** Segment's write key (public: it goes to the browser); undefined sends analytics to the site's own collector. */
  segmentWriteKey: string | undefined;
  /**
   * The editors' apps that may frame the site in draft mode and talk to its live preview:
   * Contentful's web app (US and EU) and the local authoring workbench (`WORKBENCH_PORT`).
   */
  editorOrigins: string[];
  /** The locale the live preview subscribes in (the space's default locale). */
  locale: string;
}

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (fallback: string) => z.preprocess(blankIsUnset, z.string().min(1).default(fallback));
const url = z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' });
const port = (fallback: number) =>
  z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65_535).default(fallback),
  );

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
  SITE_URL: z.preprocess(blankIsUnset, url.optional()),
  PORT: port(3000),
  SIGN_IN_URL: text('https://signin.example.com/'),
  SEGMENT_WRITE_KEY: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9]+$/, 'must be a Segment write key (letters and digits)')
      .optional(),
  ),
  WORKBENCH_PORT: port(3001),
  CONTENTFUL_LOCALE: text('en-US'),
  SECRET_GUESSES_PER_MINUTE: z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).default(10),
  ),
});

let cached: SiteEnv | undefined;

/**
 * One line per invalid variable, `NAME: what it must be` (never its value: it may be a token).
 */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  const byVariable = new Map<string, string[]>();
  for (const issue of issues) {
    const variable = issue.path.map(String).join('.');
    const messages = byVariable.get(variable) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byVariable.set(variable, messages);
  }
  return [...byVariable].map(([variable, messages]) => `${variable}: ${messages.join(', ')}`);
}

/**
 * The site's configuration, parsed on the first call (instrumentation calls it at start-up).
 * @throws Error naming every invalid variable, e.g. `Invalid site configuration (see .env.example): SITE_URL: must be an absolute http:// or https:// URL`.
 */
export function siteEnv(): SiteEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid site configuration (see .env.example): ${describeIssues(parsed.error.issues).join('; ')}`);
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
    secretGuessesPerMinute: v.SECRET_GUESSES_PER_MINUTE,
    webhookSecret: v.CONTENTFUL_WEBHOOK_SECRET,
    siteUrl: (v.SITE_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    imagesBase: (
      v.CONTENTFUL_IMAGES_URL ??
      (v.CONTENTFUL_GRAPHQL_ENDPOINT ? 'https://images.ctfassets.net' : `http://localhost:${v.CONTENT_SERVICE_PORT}/images`)
    ).replace(/\/$/, ''),
    signInUrl: v.SIGN_IN_URL,
    segmentWriteKey: v.SEGMENT_WRITE_KEY,
    editorOrigins: ['https://app.contentful.com', 'https://app.eu.contentful.com', `http://localhost:${v.WORKBENCH_PORT}`],
    locale: v.CONTENTFUL_LOCALE,
  };
  return cached;
}
