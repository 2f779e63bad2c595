import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomUUID } from 'node:crypto';
import type { ServiceContext } from './context.js';
import { CMA_JSON } from './cma/context.js';
import { ContentfulError } from './errors.js';
import { cmaRoutes } from './cma/routes.js';
import { graphqlRoutes } from './graphql/routes.js';
import { imageRoutes } from './images/routes.js';

/** Largest request body accepted (uploads included), in bytes. */
export const MAX_BODY_BYTES = 50 * 1024 * 1024;

/**
 * The whole service as one Hono app, served identically over HTTP and HTTPS: the Content
 * Management API (`/spaces/...`, uploads included), the GraphQL Content and Preview API
 * (`/content/v1/...`) and the Images API (`/images/...`).
 */
export function createApp(ctx: ServiceContext): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    c.header('X-Contentful-Request-Id', randomUUID());
    // (the GraphQL routes set their own request id, which their error bodies carry)
    c.header('Access-Control-Allow-Origin', '*');
    // '*' does not cover Authorization (Fetch standard), so it is named explicitly.
    c.header(
      'Access-Control-Allow-Headers',
      'Authorization, Content-Type, Accept, X-Contentful-Version, X-Contentful-Content-Type, X-Contentful-User-Agent, X-Contentful-Source-Environment, *',
    );
    c.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    c.header('Access-Control-Expose-Headers', 'X-Contentful-Request-Id, ETag');
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        const error = new ContentfulError('PayloadTooLarge', `Request body exceeds ${MAX_BODY_BYTES} bytes.`);
        return errorResponse(c, error);
      },
    }),
  );

  app.get('/', (c) => c.json({ service: 'content-service', space: ctx.config.spaceId, environment: ctx.config.environmentId }));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  app.route('/', graphqlRoutes(ctx));
  app.route('/', imageRoutes(ctx));
  app.route('/', cmaRoutes(ctx));

  app.notFound((c) => errorResponse(c, new ContentfulError('NotFound', 'The resource could not be found.', { path: c.req.path })));
  app.onError((err, c) => {
    if (err instanceof ContentfulError) return errorResponse(c, err);
    console.error('[content-service] unexpected error', err);
    return errorResponse(c, new ContentfulError('ServerError', 'Internal server error.'));
  });
  return app;
}

/**
 * Contentful's error body for `error`, typed `application/vnd.contentful.management.v1+json`,
 * its `requestId` the one of the response's `X-Contentful-Request-Id` header.
 */
function errorResponse(c: Context, error: ContentfulError): Response {
  const requestId = c.res.headers.get('X-Contentful-Request-Id') ?? randomUUID();
  c.header('X-Contentful-Request-Id', requestId);
  return c.body(JSON.stringify(error.toBody(requestId)), error.status as 400, { 'Content-Type': CMA_JSON });
}
