import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import type { StoredSpace } from '../bootstrap.js';
import type { ServiceContext } from '../context.js';
import { tokenMatches } from '../http/tokens.js';
import type { EnvRef } from '../types.js';
import { RequestFailure } from './errors.js';
import { executeGraphQL } from './execute.js';
import { readParams } from './request-params.js';

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
export function graphqlRoutes(ctx: ServiceContext): Hono {
  const app = new Hono();
  const handler = async (c: Context): Promise<Response> => {
    const requestId = randomUUID();
    c.header('X-Contentful-Request-Id', requestId);
    try {
      const { env, token } = authenticate(ctx, c);
      const params = await readParams(c);
      const result = await executeGraphQL({ store: ctx.store, env, token, params, requestId, publicUrl: ctx.config.publicUrl });
      return c.json(result.body, result.status);
    } catch (err) {
      if (err instanceof RequestFailure) return c.json(err.toBody(requestId), err.status);
      console.error('[content-service] GraphQL request failed', err);
      const failure = new RequestFailure(500, { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error.' });
      return c.json(failure.toBody(requestId), 500);
    }
  };
  for (const path of ['/content/v1/spaces/:space/environments/:env', '/content/v1/spaces/:space']) {
    app.get(path, handler);
    app.post(path, handler);
  }
  return app;
}

/** The bearer token of `Authorization`, else the `access_token` URL parameter. */
export function accessToken(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  const bearer = header ? /^Bearer\s+(.+)$/i.exec(header.trim())?.[1] : undefined;
  return bearer ?? c.req.query('access_token') ?? undefined;
}

/**
 * Resolves the space, the token and the environment, in that order ("List of known errors":
 * UNKNOWN_SPACE and UNKNOWN_ENVIRONMENT are validation errors, HTTP 400; ACCESS_TOKEN_MISSING
 * and ACCESS_TOKEN_INVALID are authentication errors, HTTP 401).
 */
function authenticate(ctx: ServiceContext, c: Context): { env: EnvRef; token: 'delivery' | 'preview' } {
  const spaceId = c.req.param('space') ?? '';
  const environmentId = c.req.param('env') ?? 'master';
  const space = ctx.store.getSpace(spaceId) as StoredSpace | undefined;
  if (!space) {
    throw new RequestFailure(400, {
      code: 'UNKNOWN_SPACE',
      message: `Query cannot be executed. The space '${spaceId}' does not exist or the access token has no access to it.`,
      details: { spaceId },
    });
  }
  const token = accessToken(c);
  if (!token) {
    throw new RequestFailure(401, {
      code: 'ACCESS_TOKEN_MISSING',
      message:
        'Query cannot be executed. The access token is missing: send it as "Authorization: Bearer <token>" or the access_token URL parameter.',
    });
  }
  // Both comparisons always run, in constant time, so timing tells nothing about either token.
  const isDelivery = tokenMatches(token, space.tokens.delivery);
  const isPreview = tokenMatches(token, space.tokens.preview);
  const kind = isDelivery ? 'delivery' : isPreview ? 'preview' : null;
  if (!kind) {
    throw new RequestFailure(401, { code: 'ACCESS_TOKEN_INVALID', message: 'The access token you sent could not be found or is invalid.' });
  }
  // an alias id (`master` included) stands for its target environment
  const env = { spaceId, environmentId: ctx.store.resolveEnvironmentId(spaceId, environmentId) };
  if (!ctx.store.getEnvironment(env)) {
    throw new RequestFailure(400, {
      code: 'UNKNOWN_ENVIRONMENT',
      message: `Query cannot be executed. The environment '${environmentId}' does not exist in the space '${spaceId}'.`,
      details: { spaceId, environmentId },
    });
  }
  return { env, token: kind };
}
