/** The traffic source of a paid Google click (docs/requirements.md#traffic-source). */
export const GOOGLE_CPC = 'google/cpc';
/** The traffic source of an organic Google search (docs/requirements.md#traffic-source). */
export const GOOGLE_ORGANIC = 'google/organic';
/** The traffic source of a visit without a referrer (docs/requirements.md#traffic-source). */
export const DIRECT_NONE = 'direct/none';

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a visit came from (docs/requirements.md#traffic-source), first rule that applies:
 * 1. `gclid` in the page address (path or query) → 'google/cpc';
 * 2. a Google referrer (google.com, www.google.co.uk, …) → 'google/organic';
 * 3. no referrer (or one that is not a URL) → 'direct/none';
 * 4. otherwise the referrer's host name, e.g. 'news.example.org'.
 * @param href the page address; @param referrer `document.referrer`, '' when none.
 */
export function deriveTrafficSource(href: string, referrer: string): string {
  if (/gclid/i.test(href)) return GOOGLE_CPC;
  const host = referrer ? hostOf(referrer) : undefined;
  if (!host) return DIRECT_NONE;
  if (/(^|\.)google(\.[a-z]{2,3}){1,2}$/.test(host)) return GOOGLE_ORGANIC;
  return host;
}

/** True when `referrer` is a page of the same site as `href` (an internal navigation, not a new visit). */
export function isInternalReferrer(href: string, referrer: string): boolean {
  const host = referrer ? hostOf(referrer) : undefined;
  return host !== undefined && host === hostOf(href);
}
