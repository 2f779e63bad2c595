import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomUUID } from 'node:crypto';
import type { ServiceContext } from './context.js';
import { CMA_JSON } from './cma/context.js';
import { ContentfulError } from './errors.js';
import { cdaRoutes } from './cda/routes.js';
import { cmaRoutes } from './cma/routes.js';
import { graphqlRoutes } from './graphql/routes.js';
import { imageRoutes } from './images/routes.js';
import { fieldAppRoutes } from './http/field-apps.js';
import { originPolicy } from './http/origins.js';

/**
 * Largest request body of the Upload API (`…/uploads`), in bytes: a free Contentful space's asset
 * size (https://www.contentful.com/developers/docs/technical-limits/).
 */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/**
 * Largest body of every other request (the CMA's JSON, GraphQL posts), in bytes: Contentful's own
 * request-size limit, 1 MB (same page). 413 `PayloadTooLarge` past either
 * (docs/requirements.md#decision-body-limits).
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads and drops a refused body of at most `maxBytes` (one declared larger is not read: the
 * connection closes with the answer), so the client, still sending, gets the answer.
 */
async function discardBody(request: Request, maxBytes: number): Promise<void> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (!request.body || declared > maxBytes) return;
  const reader = request.body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > maxBytes) return void (await reader.cancel());
    }
  } catch {
    // The client went away: nobody reads the answer.
  }
}

/** `/spaces/{space}[/environments/{env}]/uploads`: the Upload API's one body-taking path. */
const UPLOAD_PATH = /^\/spaces\/[^/]+(?:\/environments\/[^/]+)?\/uploads\/?$/;

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
    await next();
  });
  app.use(
    '*',
    originPolicy(() => ctx.config.allowedOrigins),
  );
  const limited = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: async (c) => {
        // The rest is read and dropped (never kept) before the answer, as below: answering while
        // the client still sends closes the connection under it, and it sees a reset, not the 413.
        // Bounded by the request timeout (server.ts) and by MAX_UPLOAD_BYTES.
        await discardBody(c.req.raw, MAX_UPLOAD_BYTES);
        return errorResponse(c, new ContentfulError('PayloadTooLarge', `Request body exceeds ${maxSize} bytes.`));
      },
    });
  const uploadLimit = limited(MAX_UPLOAD_BYTES);
  const bodyLimitOfRest = limited(MAX_BODY_BYTES);
  app.use('*', (c, next) => (UPLOAD_PATH.test(c.req.path) ? uploadLimit : bodyLimitOfRest)(c, next));

  // Every body is read completely before a route answers. A route may refuse a request before
  // it looks at the body (a version conflict, a wrong token); answering while the client is
  // still sending made the connection close under it, and the client saw a reset instead of
  // the error. Bodies are bounded by the limits above and by the request timeout (server.ts).
  app.use('*', async (c, next) => {
    if (c.req.raw.body !== null) await c.req.arrayBuffer();
    await next();
  });

  app.get('/', (c) => c.json({ service: 'content-service', space: ctx.config.spaceId, environment: ctx.config.environmentId }));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  app.route('/', graphqlRoutes(ctx));
  app.route('/', imageRoutes(ctx));
  app.route('/', cdaRoutes(ctx));
  app.route('/', cmaRoutes(ctx));
  app.route('/', fieldAppRoutes(ctx));

  app.notFound((c) => errorResponse(c, new ContentfulError('NotFound', 'The resource could not be found.', { path: c.req.path })));
  app.onError((err, c) => {
    if (err instanceof ContentfulError) return errorResponse(c, err);
    if ((err as NodeJS.ErrnoException).code === 'ECONNRESET') {
      // The client went away mid-body; nobody reads this answer, and it is not a server fault.
      return errorResponse(c, new ContentfulError('BadRequest', 'The request body was not received completely.'));
    }
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
