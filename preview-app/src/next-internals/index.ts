/**
 * Every place the site leans on Next.js or React behaviour that their documentation does not
 * promise, gathered in one module (docs/architecture.md#framework-internals). Everything else in
 * the repository uses documented APIs. `next-internals.contract.test.ts` pins each assumption
 * below against the installed Next.js and React, and fails naming the assumption when an upgrade
 * changes one; the browser tests check the behaviour on the real build.
 *
 * 1. **Draft mode's cookie is `__prerender_bypass`** (draft-mode.ts). Read where `draftMode()`
 *    is not available: the proxy, the thin server, the cookie's re-issue as partitioned.
 * 2. **A page's framework scripts are `<script src="/_next/static/…" async>` tags with
 *    `<link rel="preload" as="script">` twins** (after-paint-scripts.ts): the thin server moves
 *    them after the first paint (docs/requirements.md#decision-scripts-after-first-paint).
 * 3. **`notFound()` in a page rendered per request sends an empty document**
 *    (vercel/next.js#62228), and a request's async context reaches the page's render: the thin
 *    server answers a page's own 404 view with status 404 (not-found.ts). The same async context
 *    carries the request's id to every log line the request writes (preview-app/logging.mjs),
 *    in pages, route handlers and cached reads alike; e2e/cluster.e2e.ts checks it on the build.
 * 4. **`next build` writes the build's id to `.next/BUILD_ID`** (build-output.ts): `npm start`
 *    rebuilds only when the sources changed since that build; the `next` command is the
 *    package's `bin`.
 * 5. **With `experimental.inlineCss`, the stylesheet is sent twice**: as `<style data-precedence
 *    data-href>` in the head and as a text row (`:T<length in hex>,<css>`) of the inline RSC
 *    payload (`self.__next_f.push([1,"…"])`), whose text is `JSON.stringify` escaped by Next.js's
 *    `htmlEscapeJsonString` (`&`, `<`, `>`, U+2028, U+2029 as `\uXXXX`); the thin server finds
 *    the second copy in that escaped form and empties it (inline-style-once.ts,
 *    docs/requirements.md#decision-inline-css).
 * 6. **React's streaming renderer moves a finished `<Suspense>` boundary of more than 500 bytes
 *    out of place once 12,800 bytes have been sent** (`progressiveChunkSize`, which Next.js does
 *    not let an app set): the renderer's `lazyIsland` keeps island HTML in place with
 *    `<Activity>` (docs/requirements.md#decision-island-html-in-place).
 * 7. **Next.js's server build resolves `next/navigation` to
 *    `next/dist/api/navigation.react-server.js` under the `react-server` condition**: the
 *    component tests that render the site's server components resolve it the same way
 *    (`NEXT_NAVIGATION_REACT_SERVER`, used by vitest.config.ts).
 * 8. **Next.js ships React's Flight server renderer at
 *    `next/dist/compiled/react-server-dom-webpack/server.node`**, the one its server renders
 *    pages with: the test that counts a route's content requests renders with it
 *    (`NEXT_FLIGHT_SERVER`, preview-app/test/route-requests.rsc.test.tsx).
 * 9. **Every inline script Next.js and React write for a page rendered with a script nonce carries
 *    that nonce** (Next.js's flight payload and bootstrap scripts, React's streaming scripts; the
 *    thin server's after-paint loader copies it): the thin server's page cache hashes exactly the
 *    scripts that carry the render's nonce, so a cached page's hash policy allows the scripts its
 *    nonce policy did and no injected one (preview-app/server/page-cache.ts,
 *    docs/requirements.md#decision-pages-rendered-once-per-publish). The same request state as
 *    assumption 3 carries the render's marks to the thin server (cache-marks.ts: a page that may
 *    be cached, the publish webhook's answer). The contract test checks React's part; on the build,
 *    e2e/security.e2e.ts checks every script of a page and that a cached page's policy names the
 *    hash of each inline script.
 * 10. **Next.js's default browsers are `NEXT_DEFAULT_BROWSERS`** (constants.ts): `npm run
 *    blocks:build` minifies the block stylesheets, which Next.js does not see, for the browsers
 *    Next.js compiles the global stylesheet for (docs/requirements.md#decision-only-the-css-a-page-uses).
 */
export { markContentChanged, markPageCacheable } from './cache-marks.js';
export { DRAFT_MODE_COOKIE, hasDraftModeCookie } from './draft-mode.js';
export { AfterPaintScripts, afterPaintMarkup, moveScriptsAfterPaint, type HtmlRewrites } from './after-paint-scripts.js';
export { escapeInlineJson, inlineStyles, withoutRepeatedStyles } from './inline-style-once.js';
export { answerNotFoundAs404, currentRequestId, markNotFound, withResponseState } from './not-found.js';
export { distDirOf, nextCli, readBuildId } from './build-output.js';
export {
  NEXT_DEFAULT_BROWSERS,
  NEXT_DEFAULT_BROWSERS_MODULE,
  NEXT_FLIGHT_SERVER,
  NEXT_NAVIGATION_REACT_SERVER,
  REACT_PROGRESSIVE_CHUNK_BYTES,
} from './constants.js';
