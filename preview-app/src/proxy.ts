import { isHeaderHidden } from '@insurer/renderer/header-rules';
import { fromSite, MALFORMED_ORIGIN } from '@insurer/contracts/site-origin';
import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy } from '@insurer/preview-app/security-policy.cjs';
import { HIDDEN_HEADER_REQUEST_HEADER, HIDDEN_HEADER_VALUE } from './lib/hidden-header';
import { isSharedPreviewPath, SHARED_PREVIEW_REQUEST_HEADER, sharedPreviewResponse } from './lib/shared-preview';
import { SIGN_OUT_PATH, signOut } from './lib/sign-out';
import { parseSiteConfig, type SiteEnv } from './lib/site-config';
import { DRAFT_MODE_COOKIE } from './next-internals/draft-mode';

/** Largest server-action body, in bytes (next.config.ts's `serverActions.bodySizeLimit` is the same): the survey actions send a name, an e-mail and a quote. */
export const SERVER_ACTION_MAX_BYTES = 64 * 1024;
const SERVER_ACTION_TOO_LARGE = 'A server action call is at most 64 KB.';
const SERVER_ACTION_OTHER_HOST = 'This server action was sent to another host than the page it came from.';
const SERVER_ACTION_LENGTH_REQUIRED = 'A server action call must declare its Content-Length.';

let parsedConfig: SiteEnv | undefined;

/** The site's configuration, parsed on the proxy's first request (Next.js bundles the proxy apart from the app). */
function siteConfig(): SiteEnv {
  parsedConfig ??= parseSiteConfig(process.env);
  return parsedConfig;
}

/** 128 random bits, base64: a nonce no visitor can predict (CSP Level 3 asks for at least 128 bits). */
function scriptNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Every page request (Next.js's proxy, formerly middleware; it runs in the Node.js runtime):
 * - sets no cookie on a page (the page cache answers every visitor alike): the visitor's
 *   tracking values and analytics id are set by the page view the page posts when it loads
 *   (app/api/visits/route.ts, lib/visitor-cookies.ts);
 * - docs/requirements.md#hidden-header: "The header is hidden entirely when the query has clientcode=fmg, or code equal
 *   to ga or nhf": the request carries `x-site-header: hidden` (lib/hidden-header.ts) to whatever
 *   route renders it, and `SiteChrome` leaves the header out; a copy sent by the client is dropped;
 * - gives every page a fresh script nonce (docs/requirements.md#security): the Content Security
 *   Policy with `script-src 'nonce-…' 'strict-dynamic'` goes on the request, where Next.js reads
 *   the nonce and puts it on every script it renders, and on the response. Pages are therefore
 *   rendered per request (their data stays cached until the publish webhook). A page in draft
 *   mode may be framed by the editors' apps only, and is never indexed or stored by a shared
 *   cache (docs/requirements.md#live-preview);
 * - a shared preview link (`/shared-preview/…`, lib/shared-preview.ts) opens its page's draft
 *   when its signature is genuine and it has not expired, private and never indexed, with no
 *   cookie; any other is rewritten to its refusal page (docs/requirements.md#decision-shared-preview-links);
 * - the shop's sign-out page clears the site's cookies and storage (lib/sign-out.ts);
 * - a server action called from anywhere but the site's own origins is refused (403; 400 for a
 *   malformed Origin).
 */
export function proxy(request: NextRequest) {
  const { editorOrigins, dev, postOrigins, previewSecret } = siteConfig();
  // A server action is a page POST naming the action: taken only from the site's own origins, by
  // the site's one origin policy (Next.js's own check compares with Host and answers a foreign
  // origin with a 500): 403, or 400 for a malformed Origin.
  if (request.method === 'POST' && request.headers.has('next-action')) {
    const verdict = fromSite(request.headers, postOrigins);
    if (!verdict.fromSite) {
      const message = verdict.reason === 'malformed' ? MALFORMED_ORIGIN : 'Server actions can only be called from this site.';
      return NextResponse.json({ message }, { status: verdict.status });
    }
    // Next.js compares the Origin's host with X-Forwarded-Host (else Host) and answers a mismatch
    // with a 500: a call reaching the site under another name is refused here with a message.
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    if (new URL(verdict.origin).host !== host) return NextResponse.json({ message: SERVER_ACTION_OTHER_HOST }, { status: 421 });
    // Next.js answers a body past `serverActions.bodySizeLimit` with a 500: the declared length is
    // checked here instead (Node's parser reads exactly that many bytes), and a call that declares
    // none (chunked; browsers always declare it) is 411 (docs/requirements.md#decision-body-limits).
    const length = Number(request.headers.get('content-length') ?? NaN);
    if (!Number.isFinite(length)) return NextResponse.json({ message: SERVER_ACTION_LENGTH_REQUIRED }, { status: 411 });
    if (length > SERVER_ACTION_MAX_BYTES) return NextResponse.json({ message: SERVER_ACTION_TOO_LARGE }, { status: 413 });
  }
  const draft = request.cookies.has(DRAFT_MODE_COOKIE);
  // A shared preview is never framed (the editors frame draft mode, not a reviewer's link), whatever cookie its reader has.
  const shared = isSharedPreviewPath(request.nextUrl.pathname);
  const policy = contentSecurityPolicy({ ...(draft && !shared ? { frameAncestors: editorOrigins } : {}), nonce: scriptNonce(), dev });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  requestHeaders.delete(HIDDEN_HEADER_REQUEST_HEADER);
  requestHeaders.delete(SHARED_PREVIEW_REQUEST_HEADER);
  if (isHeaderHidden(request.nextUrl.searchParams)) requestHeaders.set(HIDDEN_HEADER_REQUEST_HEADER, HIDDEN_HEADER_VALUE);
  if (shared) return sharedPreviewResponse(request, requestHeaders, policy, previewSecret);
  // Signing out clears what capture would write: nothing is captured on the way out.
  if (request.nextUrl.pathname === SIGN_OUT_PATH) {
    const out = NextResponse.next({ request: { headers: requestHeaders } });
    out.headers.set('Content-Security-Policy', policy);
    return signOut(request, out);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  if (draft) {
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    response.headers.set('Cache-Control', 'private, no-store');
  }
  return response;
}

export const config = {
  // Pages only: not the API, the load balancer's health checks, Next's assets or files with an extension.
  matcher: ['/((?!api/|_next/|healthz$|readyz$|.*\\.[a-z0-9]+$).*)'],
};
