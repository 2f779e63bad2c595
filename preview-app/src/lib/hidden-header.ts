/**
 * The request header by which the request handler (src/proxy.ts) tells every route that the
 * query hides the site header (docs/requirements.md#hidden-header: `clientcode=fmg`, or `code`
 * `ga` or `nhf`). One header instead of a second route tree: every route (pages, articles,
 * search results, the finders, privacy choices, 404s) reads it through `SiteChrome`, and the
 * header is simply not rendered, so nothing depends on the visitor's JavaScript. The handler
 * removes any copy a client sends, so only the query decides.
 */
export const HIDDEN_HEADER_REQUEST_HEADER = 'x-site-header';

/** Its value when the header is hidden. */
export const HIDDEN_HEADER_VALUE = 'hidden';
