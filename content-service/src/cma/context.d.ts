import type { Context } from 'hono';
import type { ServiceContext } from '../context.js';
import type { EnvRef, Link } from '../types.js';
/** The local service has one user: the owner of the management token. */
export declare const LOCAL_USER: Link<'User'>;
/**
 * The space and environment a CMA request addresses: `/spaces/{space}/environments/{env}/…`,
 * or `/spaces/{space}/…` for `master`.
 * @throws ContentfulError NotFound when either does not exist.
 */
export declare function envFrom(ctx: ServiceContext, c: Context): EnvRef;
/**
 * The request body parsed as a JSON object.
 * @throws ContentfulError BadRequest for an empty body, nesting deeper than `MAX_JSON_DEPTH`, malformed
 *   JSON or a non-object.
 */
export declare function jsonBody(c: Context): Promise<Record<string, unknown>>;
/**
 * The `X-Contentful-Version` header as a number, or undefined when absent.
 * @throws ContentfulError BadRequest when present but not a positive integer.
 */
export declare function versionHeader(c: Context): number | undefined;
/** Like `versionHeader`, but the header is mandatory (publish, unpublish, archive, update). */
export declare function requiredVersion(c: Context): number;
export declare const CMA_JSON = "application/vnd.contentful.management.v1+json";
/** Answers a CMA JSON body with Contentful's media type. */
export declare function cmaJson(c: Context, body: unknown, status?: 200 | 201): Response;
