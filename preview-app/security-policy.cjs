// The site's Content Security Policy, in plain JavaScript because Next.js loads next.config.ts
// without resolving TypeScript or ES-module imports at run time (CommonJS, then); next.config.ts (every response) and
// src/proxy.ts (pages, with a nonce) both build it here. Types: security-policy.d.cts.
// docs/requirements.md#security
'use strict';

/** The draft-mode cookie Next.js sets (`draftMode().enable()`). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Origins allowed to frame the site in draft mode: Contentful's web app (US, EU) and the local workbench.
 * @param {string | undefined} workbenchPort WORKBENCH_PORT (default 3001)
 * @returns {string[]}
 */
function editorOrigins(workbenchPort) {
  return ['https://app.contentful.com', 'https://app.eu.contentful.com', `http://localhost:${workbenchPort || '3001'}`];
}

/**
 * The policy as a header value.
 * - `frame-ancestors 'none'` (no page, form included, can be framed: clickjacking), or the
 *   editors' apps in draft mode;
 * - `base-uri 'self'`, `object-src 'none'`; `form-action 'self' https:` (content-service forms post
 *   natively to the HTTPS `formSubmitUrl` an editor sets, e.g. a marketing-automation host);
 * - with a nonce (pages): `script-src 'nonce-…' 'strict-dynamic'` — only scripts that carry the
 *   request's nonce run, and the scripts they load; Next.js puts the nonce on its own scripts.
 *   `'self'` and `https:` are ignored by browsers that know 'strict-dynamic' and keep older ones
 *   working. `'unsafe-eval'` only in development (React's dev tools need it).
 * @param {{ draft: boolean; nonce?: string; dev?: boolean; workbenchPort?: string }} options
 * @returns {string}
 */
function contentSecurityPolicy({ draft, nonce, dev = false, workbenchPort }) {
  const directives = [
    `frame-ancestors ${draft ? editorOrigins(workbenchPort).join(' ') : "'none'"}`,
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self' https:",
  ];
  if (nonce) directives.push(`script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:${dev ? " 'unsafe-eval'" : ''}`);
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

module.exports = { DRAFT_MODE_COOKIE, IMAGE_FILE_POLICY, editorOrigins, contentSecurityPolicy, scriptNonceOf };
