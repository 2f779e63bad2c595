import type { MiddlewareHandler } from 'hono';
/**
 * `scheme://host[:port]` of an origin as browsers send it in `Origin`, lower-cased, default port
 * dropped; undefined for anything that is not an http(s) origin (`null` included).
 */
export declare function normaliseOrigin(value: string): string | undefined;
/**
 * The browser policy of the service (CORS and writes), as Hono middleware:
 *
 * - no `Origin` header (the site's server, the scripts, curl): no CORS headers, nothing refused;
 * - an allowed origin (`allowed()`, normalised by `normaliseOrigin`): CORS headers naming that
 *   origin (`Vary: Origin`), preflights answered 204;
 * - any other origin: no CORS headers, and every request but a `GET`/`HEAD` of the Images API
 *   (public files, like Contentful's CDN) is refused with 403 `AccessDenied` before it runs,
 *   because a simple cross-origin request (a form post, `fetch` with `no-cors`) would otherwise
 *   execute even though its answer stays unreadable. Preflights are refused the same way.
 *
 * `allowed` is read on every request (tests change the configuration after start).
 */
export declare function originPolicy(allowed: () => readonly string[]): MiddlewareHandler;
