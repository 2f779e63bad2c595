/**
 * Where the scripts' Contentful clients (contentful-migration, contentful-management, GraphQL)
 * talk to, derived once from the environment: the local content service by default, a real
 * Contentful space when `CONTENTFUL_MANAGEMENT_HOST` names one. Every variable and its local
 * default is listed in `.env.example`; README.md "Configuration" describes the switch.
 */
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { loadConfig, loadDotEnv } from '@insurer/content-service';
import { z } from 'zod';
import { CONTENTFUL_GRAPHQL_ORIGIN, graphqlEndpoint } from '@insurer/content-model/endpoints';

/** The Contentful endpoints and credentials of one space and environment. */
export interface ContentfulTarget {
  /** `local`: the embedded content service; `contentful`: a real Contentful space. */
  kind: 'local' | 'contentful';
  spaceId: string;
  /** CONTENTFUL_ENVIRONMENT, `master` by default. */
  environmentId: string;
  /** Content Management API token (CONTENTFUL_MANAGEMENT_TOKEN). */
  managementToken: string;
  /**
   * `hostname[:port]` of the Content Management API over HTTPS: the `host` option of
   * contentful-management and contentful-migration (`localhost:4443`, `api.contentful.com`).
   */
  managementHost: string;
  /** GraphQL Content/Preview API endpoint of `environmentId` (CONTENTFUL_GRAPHQL_ENDPOINT or derived). */
  graphqlEndpoint: string;
  /** Content Delivery token (CONTENTFUL_ACCESS_TOKEN); undefined when a real space has none configured. */
  deliveryToken: string | undefined;
  /** Content Preview token (CONTENTFUL_PREVIEW_ACCESS_TOKEN); undefined when a real space has none configured. */
  previewToken: string | undefined;
  /** PEM file of the local service's self-signed certificate; undefined for Contentful. */
  certificatePath: string | undefined;
  /** Management API requests per second the scripts allow themselves (Contentful's CMA limit is 10). */
  requestsPerSecond: number;
}

/** Contentful's documented CMA rate limit, in requests per second. */
const CONTENTFUL_CMA_REQUESTS_PER_SECOND = 10;
/** The local service has no rate limit; this only bounds the migration client's throttle. */
const LOCAL_REQUESTS_PER_SECOND = 1000;

/** `.env` files leave unset variables empty (`CONTENTFUL_MANAGEMENT_HOST=`): empty means unset. */
const optional = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());

const schema = z.object({
  CONTENTFUL_MANAGEMENT_HOST: optional,
  CONTENTFUL_GRAPHQL_ENDPOINT: optional.pipe(z.string().url().optional()),
  CONTENTFUL_SPACE_ID: optional.pipe(
    z
      .string()
      .regex(/^[a-zA-Z0-9-_.]{1,64}$/, 'letters, digits, dots, dashes or underscores')
      .optional(),
  ),
  CONTENTFUL_ENVIRONMENT: optional,
  CONTENTFUL_MANAGEMENT_TOKEN: optional,
  CONTENTFUL_ACCESS_TOKEN: optional,
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: optional,
});

/**
 * Derives the target from `env` (relative paths resolved against `cwd`), without reading `.env`.
 * - Without CONTENTFUL_MANAGEMENT_HOST: the local content service, with the values the service
 *   itself starts with (`loadConfig` of `@insurer/content-service`): management host
 *   `localhost:${CONTENT_SERVICE_TLS_PORT || 4443}`, certificate
 *   `${CONTENT_SERVICE_DATA_DIR || .data/content-service}/tls-cert.pem`, GraphQL at
 *   `http://localhost:${CONTENT_SERVICE_PORT || 4000}/content/v1/spaces/{space}/environments/{env}`.
 * - With it (e.g. `api.contentful.com`; a scheme or trailing slash is dropped): that Contentful
 *   space, which needs CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN; GraphQL defaults to
 *   `https://graphql.contentful.com/content/v1/spaces/{space}/environments/{env}`.
 * @throws Error naming every invalid or missing variable.
 */
export function parseContentfulEnv(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ContentfulTarget {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid Contentful configuration: ${problems}`);
  }
  const v = parsed.data;
  if (v.CONTENTFUL_MANAGEMENT_HOST) {
    const missing = (['CONTENTFUL_SPACE_ID', 'CONTENTFUL_MANAGEMENT_TOKEN'] as const).filter((name) => !v[name]);
    if (missing.length) {
      throw new Error(
        `Invalid Contentful configuration: CONTENTFUL_MANAGEMENT_HOST names a Contentful space, so set ${missing.join(' and ')} too.`,
      );
    }
    const spaceId = v.CONTENTFUL_SPACE_ID!;
    const environmentId = v.CONTENTFUL_ENVIRONMENT ?? 'master';
    return {
      kind: 'contentful',
      spaceId,
      environmentId,
      managementToken: v.CONTENTFUL_MANAGEMENT_TOKEN!,
      managementHost: v.CONTENTFUL_MANAGEMENT_HOST.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
      graphqlEndpoint: v.CONTENTFUL_GRAPHQL_ENDPOINT ?? graphqlEndpoint(CONTENTFUL_GRAPHQL_ORIGIN, spaceId, environmentId),
      deliveryToken: v.CONTENTFUL_ACCESS_TOKEN,
      previewToken: v.CONTENTFUL_PREVIEW_ACCESS_TOKEN,
      certificatePath: undefined,
      requestsPerSecond: CONTENTFUL_CMA_REQUESTS_PER_SECOND,
    };
  }
  const service = loadConfig(env, cwd);
  return {
    kind: 'local',
    spaceId: service.spaceId,
    environmentId: service.environmentId,
    managementToken: service.managementToken,
    managementHost: `localhost:${service.tlsPort}`,
    graphqlEndpoint:
      v.CONTENTFUL_GRAPHQL_ENDPOINT ?? graphqlEndpoint(`http://localhost:${service.port}`, service.spaceId, service.environmentId),
    deliveryToken: service.deliveryToken,
    previewToken: service.previewToken,
    certificatePath: `${service.dataDir}/tls-cert.pem`,
    requestsPerSecond: LOCAL_REQUESTS_PER_SECOND,
  };
}

/**
 * Loads `.env` from the working directory (variables already set win), then derives the
 * target from `process.env`. See `parseContentfulEnv`.
 * @throws Error naming every invalid or missing variable.
 */
export function loadContentfulEnv(): ContentfulTarget {
  loadDotEnv();
  return parseContentfulEnv(process.env);
}

/**
 * Makes this process trust the local service's self-signed certificate, in addition to the
 * public roots, on `https.globalAgent`: contentful-migration only speaks HTTPS and uses the
 * global agent when no proxy is set. No-op for a real Contentful space.
 * @param pem the certificate itself; read from `target.certificatePath` when omitted.
 * @throws Error when the certificate file is missing (the service has never started there).
 */
export function trustLocalService(target: ContentfulTarget, pem?: string): void {
  if (target.kind !== 'local') return;
  let certificate = pem;
  if (certificate === undefined) {
    try {
      certificate = readFileSync(target.certificatePath!, 'utf8');
    } catch {
      throw new Error(
        `No certificate at ${target.certificatePath}: start the content service (npm run content-service) with the same CONTENT_SERVICE_DATA_DIR first.`,
      );
    }
  }
  https.globalAgent.options.ca = [...rootCertificates, certificate];
}
