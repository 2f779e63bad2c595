/**
 * The cookie Next.js's draft mode sets (`draftMode().enable()`) and reads (assumption 1 of
 * ./index.ts). Next.js documents draft mode, not its cookie's name; the site needs the name where
 * no `draftMode()` is available: the proxy (a draft page gets the editors' frame policy), the
 * re-issue of the cookie as partitioned (lib/draft-cookie.ts) and the thin server (a draft page
 * goes out as Next.js renders it).
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** True when a request's `Cookie` header carries the draft-mode cookie. */
export function hasDraftModeCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.split('=', 1)[0]!.trim() === DRAFT_MODE_COOKIE);
}
