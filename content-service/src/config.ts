import { resolve } from 'node:path';
import { z } from 'zod';
import { normaliseOrigin } from './http/origins.js';

/**
 * The service's configuration, parsed once from the process environment. Every variable and
 * its local default is listed in the repository's `.env.example`.
 */
export interface ServiceConfig {
  /** Plain HTTP port (CONTENT_SERVICE_PORT, default 4000). */
  port: number;
  /** HTTPS port with the generated certificate (CONTENT_SERVICE_TLS_PORT, default 4443). */
  tlsPort: number;
  /** Interface both listeners bind to (CONTENT_SERVICE_BIND, default 127.0.0.1). */
  bind: string;
  /** Folder of the SQLite file and the TLS certificate (CONTENT_SERVICE_DATA_DIR). */
  dataDir: string;
  /** Base URL that asset `url` fields point at, without a trailing slash. */
  publicUrl: string;
  spaceId: string;
  environmentId: string;
  /** Tokens stored with the space on first start. */
  deliveryToken: string;
  previewToken: string;
  managementToken: string;
  /** Webhook targets called on publish, unpublish and delete (CONTENT_SERVICE_WEBHOOK_URLS, comma separated). */
  webhookUrls: string[];
  /** Shared secret sent as `X-Contentful-Webhook-Secret` to webhook targets, when set. */
  webhookSecret: string | undefined;
  /**
   * Browser origins the service answers (CORS) and accepts writes from
   * (CONTENT_SERVICE_ALLOWED_ORIGINS, comma separated; default the site,
   * `http://localhost:${PORT:-3000}`, and the authoring workbench, `http://localhost:${WORKBENCH_PORT:-3001}`).
   * Requests without an `Origin` header (servers, scripts) are not affected.
   */
  allowedOrigins: string[];
  /**
   * How long a client may take to send a whole request, headers and body, before the
   * connection is answered 408 and closed (CONTENT_SERVICE_REQUEST_TIMEOUT_MS, default 20 000 ms;
   * the headers alone get at most half of it).
   */
  requestTimeoutMs: number;
  /**
   * Folder of the CMS field apps (CONTENT_SERVICE_FIELD_APPS_DIR, e.g. `cms-extensions`): each
   * `{dir}/{app}/dist/` is served at `/field-apps/{app}/`, where the local app definitions point.
   * Unset: no such route.
   */
  fieldAppsDir?: string | undefined;
  /**
   * `Strict-Transport-Security: max-age=…` of the TLS listener, in seconds
   * (CONTENT_SERVICE_HSTS_MAX_AGE, default 31 536 000, one year; 0 tells browsers to forget it).
   */
  hstsMaxAgeSeconds: number;
  /**
   * Whether an asset's `upload` URL may lead to a loopback, link-local or private address
   * (CONTENT_SERVICE_PRIVATE_UPLOAD_URLS=true; default false, as Contentful fetches only public
   * URLs): images/process.ts.
   */
  privateUploadUrls: boolean;
}

const port = z.coerce.number().int().min(0).max(65535);

const schema = z.object({
  CONTENT_SERVICE_PORT: port.default(4000),
  CONTENT_SERVICE_TLS_PORT: port.default(4443),
  CONTENT_SERVICE_BIND: z.string().min(1).default('127.0.0.1'),
  CONTENT_SERVICE_DATA_DIR: z.string().min(1).default('.data/content-service'),
  CONTENT_SERVICE_PUBLIC_URL: z.string().url().optional(),
  CONTENTFUL_SPACE_ID: z
    .string()
    .regex(/^[a-zA-Z0-9-_.]{1,64}$/)
    .default('insurerlocal'),
  CONTENTFUL_ENVIRONMENT: z.string().min(1).default('master'),
  CONTENTFUL_ACCESS_TOKEN: z.string().min(1).default('local-delivery-token'),
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: z.string().min(1).default('local-preview-token'),
  CONTENTFUL_MANAGEMENT_TOKEN: z.string().min(1).default('CFPAT-local-management-token'),
  CONTENT_SERVICE_WEBHOOK_URLS: z.string().default(''),
  CONTENT_SERVICE_WEBHOOK_SECRET: z.string().optional(),
  CONTENT_SERVICE_ALLOWED_ORIGINS: z.string().optional(),
  CONTENT_SERVICE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  CONTENT_SERVICE_FIELD_APPS_DIR: z.string().optional(),
  CONTENT_SERVICE_HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).default(31_536_000),
  CONTENT_SERVICE_PRIVATE_UPLOAD_URLS: z.enum(['true', 'false', '']).default('false'),
  PORT: port.optional(),
  WORKBENCH_PORT: port.optional(),
});

/**
 * Reads the configuration from `env`, relative paths resolved against `cwd`.
 * @throws Error naming every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServiceConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid content service configuration: ${problems}`);
  }
  const v = parsed.data;
  return {
    port: v.CONTENT_SERVICE_PORT,
    tlsPort: v.CONTENT_SERVICE_TLS_PORT,
    bind: v.CONTENT_SERVICE_BIND,
    dataDir: v.CONTENT_SERVICE_DATA_DIR === ':memory:' ? ':memory:' : resolve(cwd, v.CONTENT_SERVICE_DATA_DIR),
    publicUrl: (v.CONTENT_SERVICE_PUBLIC_URL ?? `http://localhost:${v.CONTENT_SERVICE_PORT}`).replace(/\/$/, ''),
    spaceId: v.CONTENTFUL_SPACE_ID,
    environmentId: v.CONTENTFUL_ENVIRONMENT,
    deliveryToken: v.CONTENTFUL_ACCESS_TOKEN,
    previewToken: v.CONTENTFUL_PREVIEW_ACCESS_TOKEN,
    managementToken: v.CONTENTFUL_MANAGEMENT_TOKEN,
    webhookUrls: v.CONTENT_SERVICE_WEBHOOK_URLS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webhookSecret: v.CONTENT_SERVICE_WEBHOOK_SECRET || undefined,
    allowedOrigins: parseOrigins(
      v.CONTENT_SERVICE_ALLOWED_ORIGINS || `http://localhost:${v.PORT || 3000},http://localhost:${v.WORKBENCH_PORT || 3001}`,
    ),
    requestTimeoutMs: v.CONTENT_SERVICE_REQUEST_TIMEOUT_MS,
    fieldAppsDir: v.CONTENT_SERVICE_FIELD_APPS_DIR ? resolve(cwd, v.CONTENT_SERVICE_FIELD_APPS_DIR) : undefined,
    hstsMaxAgeSeconds: v.CONTENT_SERVICE_HSTS_MAX_AGE,
    privateUploadUrls: v.CONTENT_SERVICE_PRIVATE_UPLOAD_URLS === 'true',
  };
}

/**
 * The comma-separated origins of CONTENT_SERVICE_ALLOWED_ORIGINS, normalised as browsers send them.
 * @throws Error for an entry that is not an http(s) origin.
 */
function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = normaliseOrigin(entry);
      if (!origin)
        throw new Error(`Invalid content service configuration: CONTENT_SERVICE_ALLOWED_ORIGINS: "${entry}" is not an http(s) origin`);
      return origin;
    });
}
