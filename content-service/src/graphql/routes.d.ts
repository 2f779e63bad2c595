import { Hono, type Context } from 'hono';
import type { ServiceContext } from '../context.js';
/**
 * The GraphQL Content API and its preview (https://www.contentful.com/developers/docs/references/graphql/):
 *
 * - `GET|POST /content/v1/spaces/{space}/environments/{environment}`
 * - `GET|POST /content/v1/spaces/{space}` (the `master` environment)
 *
 * "Authentication": the token comes from `Authorization: Bearer {TOKEN}` or the
 * `access_token` URL parameter. A Content Delivery API token reads published content; a
 * Content Preview API token also reads drafts with `preview: true` ("Previewing content":
 * `preview: true` needs a preview token; without it the preview token reads published content
 * too). Every response is JSON with `extensions.contentful { code, requestId }` on each error;
 * the request id is also sent as `X-Contentful-Request-Id`.
 */
export declare function graphqlRoutes(ctx: ServiceContext): Hono;
/** The bearer token of `Authorization`, else the `access_token` URL parameter. */
export declare function accessToken(c: Context): string | undefined;
