// The site's Content Security Policy, in plain JavaScript because Next.js loads next.config.ts
// without resolving TypeScript or ES-module imports at run time (CommonJS, then); next.config.ts
// (every response), src/proxy.ts (pages, with a nonce) and src/lib/site-config.ts (the editor
// origins) all take it from here. Types: security-policy.d.cts. docs/requirements.md#security
'use strict';

/**
 * Origins allowed to frame the site in draft mode and to talk to its live preview: Contentful's
 * web app (US, EU) and the local authoring workbench.
 * @param {number | string | undefined} workbenchPort WORKBENCH_PORT (default 3001)
 * @returns {string[]}
 */
function editorOrigins(workbenchPort) {
  return ['https://app.contentful.com', 'https://app.eu.contentful.com', `http://localhost:${workbenchPort || '3001'}`];
}

/**
 * The policy as a header value.
 * - `frame-ancestors 'none'` (no page, form included, can be framed: clickjacking), or
 *   `frameAncestors` (the editors' apps, for a page in draft mode);
 * - `base-uri 'self'`, `object-src 'none'`; `form-action 'self' https:` (content-service forms post
 *   natively to the HTTPS `formSubmitUrl` an editor sets, e.g. a marketing-automation host);
 * - with a nonce (pages Next.js renders): `script-src 'nonce-…' 'strict-dynamic'` — only scripts
 *   that carry the request's nonce run, and the scripts they load; Next.js puts the nonce on its
 *   own scripts. With `hashes` instead (a page the thin server answers from its cache,
 *   server/page-cache.ts: the SHA-256 of each inline script of that document, base64, computed
 *   once when it was cached): `script-src 'sha256-…' … 'strict-dynamic'` — only those exact
 *   scripts run, and the scripts they load (the after-paint loader inserts the framework's chunks).
 *   `'self'` and `https:` are ignored by browsers that know 'strict-dynamic' and keep older ones
 *   working. `'unsafe-eval'` only in development (React's dev tools need it); never `'unsafe-inline'`.
 * @param {{ frameAncestors?: readonly string[]; nonce?: string; hashes?: readonly string[]; dev?: boolean }} options
 * @returns {string}
 */
function contentSecurityPolicy({ frameAncestors, nonce, hashes, dev = false }) {
  const directives = [
    `frame-ancestors ${frameAncestors && frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self' https:",
  ];
  // A document with no inline script still gets a script-src ('strict-dynamic' alone trusts nothing).
  const sources = nonce ? [`'nonce-${nonce}'`] : hashes ? hashes.map((hash) => `'sha256-${hash}'`) : undefined;
  if (sources) directives.push(`script-src ${[...sources, "'strict-dynamic'"].join(' ')} 'self' https:${dev ? " 'unsafe-eval'" : ''}`);
  return directives.join('; ');
}

/**
 * The script nonce a policy built by `contentSecurityPolicy` carries, for the page's own inline
 * scripts (src/proxy.ts puts the policy on the request; Next.js reads it the same way).
 * @param {string | null | undefined} policy the request's `content-security-policy` header
 * @returns {string | undefined} the nonce, or undefined when the policy has none
 */
function scriptNonceOf(policy) {
  const found = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy || '');
  return found ? found[1] : undefined;
}

/**
 * The policy of an image file the site passes through from the Images API (`/images/…`,
 * docs/requirements.md#decision-images-from-the-sites-origin): an SVG opened on its own is a
 * document, and this keeps its scripts from running on the site's origin (nothing loads, the
 * document is sandboxed, no page can frame it). An `<img>` never runs them in any case.
 */
const IMAGE_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

module.exports = { IMAGE_FILE_POLICY, editorOrigins, contentSecurityPolicy, scriptNonceOf };
