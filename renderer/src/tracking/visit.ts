/**
 * A page view's visitor cookies are set by the site's `POST /api/visits`
 * (preview-app/src/app/api/visits/route.ts), not by the page's own answer: pages come from the
 * page cache, the same for every visitor (docs/requirements.md#decision-pages-rendered-once-per-publish).
 */
export const VISITS_PATH = '/api/visits';

/** The global the visit script leaves its request's promise in, for the analytics sender to wait on. */
const VISIT_PROMISE = '__siteVisit';

/**
 * The inline script that posts this page view (`{ href: location.href, referrer: document.referrer }`,
 * JSON) as soon as the page is parsed, before any island, once per page load; it ships no chunk
 * and runs on every page, cached ones included. It never throws; a refused or failed post only
 * leaves the cookies unset (the collector still gives an analytics id).
 */
export const VISIT_SCRIPT = `(function(){try{window.${VISIT_PROMISE}=fetch(${JSON.stringify(VISITS_PATH)},{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({href:location.href,referrer:document.referrer}),credentials:"same-origin",keepalive:true}).then(function(){},function(){})}catch(e){}})();`;

/**
 * Settles once this page view's cookies are set (or the post failed), at once when the visit
 * script did not run. The analytics sender waits for it, so the page's events carry the visitor's
 * anonymous id and campaign from their first one.
 */
export function visitRecorded(): Promise<void> {
  const pending = (window as unknown as Record<string, unknown>)[VISIT_PROMISE];
  return pending instanceof Promise ? pending.then(() => undefined) : Promise.resolve();
}
