import type { Context, MiddlewareHandler } from 'hono';
import { ContentfulError } from '../errors.js';

/** Request headers a browser may send cross-origin ('*' does not cover Authorization, so it is named). */
const ALLOW_HEADERS =
  'Authorization, Content-Type, Accept, X-Contentful-Version, X-Contentful-Content-Type, X-Contentful-User-Agent, X-Contentful-Source-Environment, *';
const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const EXPOSE_HEADERS = 'X-Contentful-Request-Id, ETag';

/**
 * `scheme://host[:port]` of an origin as browsers send it in `Origin`, lower-cased, default port
 * dropped; undefined for anything that is not an http(s) origin (`null` included).
 */
export function normaliseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * The browser policy of the service (CORS and writes), as Hono middleware:
 *
 * - no `Origin` header (the site's server, the scripts, curl): no CORS headers, nothing refused;
 * - an allowed origin (`allowed()`, normalised by `normaliseOrigin`): CORS headers naming that
 *   origin (`Vary: Origin`), preflights answered 204;
 * - any other origin: no CORS headers, and every request but a `GET`/`HEAD` of the Images API
 *   or of the built field apps (`/field-apps/`: public files, like Contentful's CDN; an app's
 *   page loads its module scripts with its own origin in `Origin`) is refused with 403 `AccessDenied` before it runs,
 *   because a simple cross-origin request (a form post, `fetch` with `no-cors`) would otherwise
 *   execute even though its answer stays unreadable. Preflights are refused the same way.
 *
 * `allowed` is read on every request (tests change the configuration after start).
 */
export function originPolicy(allowed: () => readonly string[]): MiddlewareHandler {
  return async (c: Context, next) => {
    const origin = c.req.header('Origin');
    if (origin === undefined) return next();
    c.header('Vary', 'Origin', { append: true });
    const normalised = normaliseOrigin(origin);
    if (normalised !== undefined && allowed().includes(normalised)) {
      c.header('Access-Control-Allow-Origin', normalised);
      c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
      c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
      c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
      c.header('Access-Control-Max-Age', '600');
      if (c.req.method === 'OPTIONS') return c.body(null, 204);
      return next();
    }
    const publicRead =
      (c.req.method === 'GET' || c.req.method === 'HEAD') && (c.req.path.startsWith('/images/') || c.req.path.startsWith('/field-apps/'));
    if (publicRead) return next();
    const error = new ContentfulError(
      'AccessDenied',
      `Requests from the origin "${origin}" are not allowed. Allowed origins: ${allowed().join(', ') || 'none'} (CONTENT_SERVICE_ALLOWED_ORIGINS).`,
    );
    return c.json(error.toBody(), 403);
  };
}
