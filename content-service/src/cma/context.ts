import type { Context } from 'hono';
import type { ServiceContext } from '../context.js';
import type { EnvRef, Link } from '../types.js';
import { ContentfulError, notFound } from '../errors.js';
import { MAX_JSON_DEPTH, tooDeep } from '../http/json-depth.js';

/** The local service has one user: the owner of the management token. */
export const LOCAL_USER: Link<'User'> = { sys: { type: 'Link', linkType: 'User', id: 'local-user' } };

/**
 * The space and environment a CMA (or CDA) request addresses: `/spaces/{space}/environments/{env}/…`,
 * or `/spaces/{space}/…` for the `master` alias; an alias id stands for its target environment
 * (CMA "Environment aliases": "Accessing data using an environment alias").
 * @throws ContentfulError NotFound when either does not exist.
 */
export function envFrom(ctx: ServiceContext, c: Context): EnvRef {
  const spaceId = c.req.param('space') ?? '';
  const requested = c.req.param('env') ?? 'master';
  if (!ctx.store.getSpace(spaceId)) throw notFound('Space', spaceId);
  const environmentId = ctx.store.resolveEnvironmentId(spaceId, requested);
  const env = { spaceId, environmentId };
  if (!ctx.store.getEnvironment(env)) throw notFound('Environment', requested, { space: spaceId });
  return env;
}

/**
 * The request body parsed as a JSON object.
 * @throws ContentfulError BadRequest for an empty body, nesting deeper than `MAX_JSON_DEPTH`, malformed
 *   JSON or a non-object.
 */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) throw new ContentfulError('BadRequest', 'The request body is empty; a JSON object is expected.');
  if (tooDeep(text)) {
    throw new ContentfulError('BadRequest', `The body you sent nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ContentfulError('BadRequest', 'The body you sent is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ContentfulError('BadRequest', 'The body you sent must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/**
 * The `X-Contentful-Version` header as a number, or undefined when absent.
 * @throws ContentfulError BadRequest when present but not a positive integer.
 */
export function versionHeader(c: Context): number | undefined {
  const raw = c.req.header('X-Contentful-Version');
  if (raw === undefined) return undefined;
  const version = Number(raw);
  if (!Number.isInteger(version) || version < 0) {
    throw new ContentfulError('BadRequest', 'X-Contentful-Version must be a non-negative integer.');
  }
  return version;
}

/** Like `versionHeader`, but the header is mandatory (publish, unpublish, archive, update). */
export function requiredVersion(c: Context): number {
  const version = versionHeader(c);
  if (version === undefined) {
    throw new ContentfulError('VersionMismatch', 'The X-Contentful-Version header is required for this request.');
  }
  return version;
}

export const CMA_JSON = 'application/vnd.contentful.management.v1+json';

/** Answers a CMA JSON body with Contentful's media type. */
export function cmaJson(c: Context, body: unknown, status: 200 | 201 = 200): Response {
  return c.body(JSON.stringify(body), status, { 'Content-Type': CMA_JSON });
}
