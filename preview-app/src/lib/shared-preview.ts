import {
  checkSharedPreview,
  SHARED_PREVIEW_PREFIX,
  SHARED_PREVIEW_REFUSALS,
  SHARED_PREVIEW_TOO_MANY,
  type SharedPreviewRefusal,
} from '@insurer/contracts/shared-preview';
import { NextResponse, type NextRequest } from 'next/server';

/**
 * Shared preview links on the site (docs/requirements.md#decision-shared-preview-links; the
 * signing rule is `@insurer/contracts/shared-preview`'s). The request proxy (src/proxy.ts) checks
 * each request under `/shared-preview/…`: a genuine, current link goes on to the page's draft with
 * this header naming the page it opens (the proxy drops any copy a client sends, so only a checked
 * link sets it), answered private, never stored and never indexed; any other is rewritten to the
 * refusal route (`src/app/api/shared-preview/refusal/route.ts`), which counts a bad signature as a
 * wrong guess and answers a page that says why. No cookie is set: the link opens that one page.
 * Nothing here reaches the site database, so the proxy's bundle stays small.
 */
export const SHARED_PREVIEW_REQUEST_HEADER = 'x-shared-preview';

/** The refusal route the proxy rewrites a link that does not open its page to. */
export const SHARED_PREVIEW_REFUSAL_PATH = '/api/shared-preview/refusal';

/**
 * The request header that tells the refusal route why (`expired` or `invalid`). A header, not a
 * query parameter: Next.js hands a route handler reached by a middleware rewrite the original
 * request's query, not the rewrite's (vercel/next.js#84448), so `?reason=` never arrived. The
 * proxy drops any copy a client sends.
 */
export const SHARED_PREVIEW_REFUSAL_HEADER = 'x-shared-preview-refusal';

/** What a shared preview is answered with besides its page: never stored by a cache, never indexed. */
export const SHARED_PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** True when `pathname` is a shared preview's (`/shared-preview`, `/shared-preview/…`). */
export function isSharedPreviewPath(pathname: string): boolean {
  return pathname === SHARED_PREVIEW_PREFIX || pathname.startsWith(`${SHARED_PREVIEW_PREFIX}/`);
}

/** The header's value for page `path` (a header holds ASCII only: the path percent-encoded). */
export const grantFor = (path: string): string => encodeURIComponent(path);

/**
 * The proxy's part for a request under `/shared-preview`: checks the link against the preview
 * secret and answers the response to send on (the page with `headers`, the grant and
 * `SHARED_PREVIEW_HEADERS`) or the rewrite to the refusal route.
 * @param headers the request headers the page is to get (the proxy's, with the nonce's policy)
 * @param policy the page's Content Security Policy (with `frame-ancestors 'none'`: a shared preview is not in an editor)
 */
export function sharedPreviewResponse(request: NextRequest, headers: Headers, policy: string, previewSecret: string): NextResponse {
  headers.delete(SHARED_PREVIEW_REFUSAL_HEADER);
  const verdict = checkSharedPreview(request.nextUrl.pathname, request.nextUrl.searchParams, previewSecret);
  if (!verdict.ok) {
    headers.set(SHARED_PREVIEW_REFUSAL_HEADER, verdict.reason);
    return NextResponse.rewrite(new URL(SHARED_PREVIEW_REFUSAL_PATH, request.url), {
      request: { headers },
      headers: SHARED_PREVIEW_HEADERS,
    });
  }
  headers.set(SHARED_PREVIEW_REQUEST_HEADER, grantFor(verdict.path));
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(SHARED_PREVIEW_HEADERS)) response.headers.set(name, value);
  return response;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page a reviewer sees when a link does not open its page: 410 for an expired link, 403 for
 * one that is not genuine, 429 (with Retry-After) once the network has sent too many of those this
 * minute. A whole HTML document of its own (no script), private, never stored or indexed.
 * @param retryAfterSeconds seconds the network must wait; 0 when it is not blocked
 */
export function sharedPreviewRefusal(reason: SharedPreviewRefusal, retryAfterSeconds = 0): Response {
  const blocked = retryAfterSeconds > 0;
  const { title, text } = blocked ? SHARED_PREVIEW_TOO_MANY : SHARED_PREVIEW_REFUSALS[reason];
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1b2430;background:#f6f7f9}main{max-width:36rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:8px}h1{font-size:1.5rem;margin:0 0 1rem}a{color:#0b5cad}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: blocked ? 429 : reason === 'expired' ? 410 : 403,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...SHARED_PREVIEW_HEADERS,
      ...(blocked ? { 'Retry-After': String(retryAfterSeconds) } : {}),
    },
  });
}
