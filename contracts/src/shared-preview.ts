/**
 * Shared preview links (docs/requirements.md#decision-shared-preview-links): a signed, expiring
 * address of one page's draft, for a reviewer outside the team, read-only and without a workbench
 * or a draft-mode cookie. The one owner of the rule: the workbench's server signs links
 * (`sharedPreviewLink`), the site checks them (`checkSharedPreview`).
 *
 * A link is `{site}/shared-preview{path}?expires={unix seconds}&signature={base64url}`, the
 * signature an HMAC-SHA256 over the expiry and the page's path, keyed by a key derived from the
 * site's preview secret (CONTENTFUL_PREVIEW_SECRET, which both already hold): it cannot be moved
 * to another page or given a longer life, changing the preview secret revokes every link, and a
 * link says nothing about the preview secret itself. Node's crypto, synchronous: it runs on the
 * servers only (the workbench's, and the site's request proxy in the Node.js runtime).
 */

import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where shared previews live on the site: `/shared-preview/spring-campaign` shows `/spring-campaign`'s draft. */
export const SHARED_PREVIEW_PREFIX = '/shared-preview';

/** A link's lifetime when nobody chooses one: 7 days, long enough for a review round over a weekend. */
export const SHARED_PREVIEW_DEFAULT_SECONDS = 7 * 86_400;

/** The longest lifetime a link may be given: 30 days. */
export const SHARED_PREVIEW_MAX_SECONDS = 30 * 86_400;

/** What a reviewer reads when a link does not open the page (the site's refusal page). */
export const SHARED_PREVIEW_REFUSALS = {
  expired: {
    title: 'This preview link has expired',
    text: 'Shared previews work for a limited time. Ask the person who sent it for a new link.',
  },
  invalid: {
    title: 'This preview link is not valid',
    text: 'The link is incomplete or has been changed. Copy the whole link again, or ask the person who sent it for a new one.',
  },
} as const;

/** What a reviewer reads once their network has opened too many links that are not genuine this minute. */
export const SHARED_PREVIEW_TOO_MANY = {
  title: 'Too many wrong preview links',
  text: 'Too many preview links that are not valid were opened from your network. Try again in a minute.',
} as const;

/** Why a link does not open its page. */
export type SharedPreviewRefusal = keyof typeof SHARED_PREVIEW_REFUSALS;

/** A checked link: the page it opens and until when, or why it does not. */
export type SharedPreviewVerdict = { ok: true; path: string; expiresAt: Date } | { ok: false; reason: SharedPreviewRefusal };

/** What the signing key is derived for: a key for anything else never verifies a link. */
const KEY_PURPOSE = 'insurer:shared-preview-link:v1';

/** The signature of page `path` until `expires` (unix seconds): HMAC-SHA256 under the links' own key, HMAC-SHA256(preview secret, KEY_PURPOSE). */
function signatureOf(previewSecret: string, path: string, expires: number): Buffer {
  if (!previewSecret) throw new Error('A shared preview link needs the preview secret (CONTENTFUL_PREVIEW_SECRET).');
  const key = createHmac('sha256', previewSecret).update(KEY_PURPOSE).digest();
  // The expiry and the path on lines of their own (a page path holds no line break).
  return createHmac('sha256', key).update(`${expires}\n${path}`, 'utf8').digest();
}

/**
 * True when `path` is a page path of the site a link may name: `/` or `/a/b`, not `//host`, no
 * backslash, query, fragment or control character.
 */
export function isSharablePath(path: string): boolean {
  if (!/^\/(?!\/)[^\\?#]*$/.test(path)) return false;
  return ![...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/** The site path of the shared preview of page `path`: `/` → `/shared-preview`, `/a b` → `/shared-preview/a%20b`. */
export function sharedPreviewPath(path: string): string {
  const segments = path.split('/').filter(Boolean).map(encodeURIComponent);
  return segments.length ? `${SHARED_PREVIEW_PREFIX}/${segments.join('/')}` : SHARED_PREVIEW_PREFIX;
}

/**
 * The page path a shared-preview request path names (`/shared-preview/a%20b` → `/a b`), or
 * undefined when `pathname` is not under `SHARED_PREVIEW_PREFIX` or does not percent-decode.
 */
export function pagePathOf(pathname: string): string | undefined {
  if (pathname !== SHARED_PREVIEW_PREFIX && !pathname.startsWith(`${SHARED_PREVIEW_PREFIX}/`)) return undefined;
  try {
    const segments = pathname.slice(SHARED_PREVIEW_PREFIX.length).split('/').filter(Boolean).map(decodeURIComponent);
    return `/${segments.join('/')}`;
  } catch {
    return undefined;
  }
}

/**
 * A shared preview link of page `path`.
 * @param siteUrl the site's origin (the workbench's preview site), e.g. `https://www.example.com`
 * @param path the page's path (`/spring-campaign`)
 * @param options.previewSecret the site's preview secret (CONTENTFUL_PREVIEW_SECRET)
 * @param options.lifetimeSeconds how long it opens the page: whole seconds, 1 to
 *   `SHARED_PREVIEW_MAX_SECONDS` (default `SHARED_PREVIEW_DEFAULT_SECONDS`)
 * @param options.now milliseconds since the epoch (tests)
 * @returns the link and the moment it expires (whole seconds)
 * @throws Error when `path` is not a page path (`isSharablePath`), the lifetime is out of range or
 *   the secret is empty
 */
export function sharedPreviewLink(
  siteUrl: string,
  path: string,
  options: { previewSecret: string; lifetimeSeconds?: number; now?: number },
): { url: string; expiresAt: Date } {
  if (!isSharablePath(path)) throw new Error(`A shared preview names a page path starting with a single "/", not "${path}".`);
  const lifetime = options.lifetimeSeconds ?? SHARED_PREVIEW_DEFAULT_SECONDS;
  if (!Number.isInteger(lifetime) || lifetime < 1 || lifetime > SHARED_PREVIEW_MAX_SECONDS)
    throw new Error(`A shared preview link lives 1 to ${SHARED_PREVIEW_MAX_SECONDS} seconds, not ${lifetime}.`);
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + lifetime;
  const url = new URL(sharedPreviewPath(path), siteUrl);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', signatureOf(options.previewSecret, path, expires).toString('base64url'));
  return { url: url.toString(), expiresAt: new Date(expires * 1000) };
}

/**
 * Checks a shared-preview request: its path (`pathname`, as requested, percent-encoded) and its
 * `expires` and `signature` parameters. The signature is checked first (compared in constant time): a link that was changed is `invalid` whatever its expiry says; a genuine one
 * past its expiry is `expired`.
 * @param previewSecret the site's preview secret (CONTENTFUL_PREVIEW_SECRET)
 * @param now milliseconds since the epoch
 */
export function checkSharedPreview(
  pathname: string,
  query: URLSearchParams,
  previewSecret: string,
  now: number = Date.now(),
): SharedPreviewVerdict {
  const path = pagePathOf(pathname);
  const expiresText = query.get('expires') ?? '';
  const signatureText = query.get('signature') ?? '';
  if (
    path === undefined ||
    !isSharablePath(path) ||
    !/^\d{1,12}$/.test(expiresText) ||
    !/^[A-Za-z0-9_-]{43}$/.test(signatureText) ||
    !previewSecret
  )
    return { ok: false, reason: 'invalid' };
  const expires = Number(expiresText);
  if (!timingSafeEqual(Buffer.from(signatureText, 'base64url'), signatureOf(previewSecret, path, expires)))
    return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, path, expiresAt: new Date(expires * 1000) };
}
