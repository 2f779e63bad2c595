/**
 * The visitor's privacy choice (docs/requirements.md#decision-analytics-transport, docs/requirements.md#decision-privacy-choice):
 * the Global Privacy Control signal (`Sec-GPC: 1`, `navigator.globalPrivacyControl`) or an
 * opt-out made on the site's privacy choices page turns analytics and the marketing cookies off;
 * the site and its forms keep working.
 */

/** The first-party cookie that remembers the choice: 'opt-out' or 'opt-in'. */
export const PRIVACY_CHOICE_COOKIE = 'privacy_choice';
/** How long the choice is remembered, in days. */
export const PRIVACY_CHOICE_DAYS = 365;
/** Where the footer's 'Your privacy choices' leads: the page with the choice. */
export const PRIVACY_CHOICES_PATH = '/privacy-choices';

/** The two choices. */
export type PrivacyChoice = 'opt-out' | 'opt-in';

/**
 * True when analytics and marketing cookies are off: GPC set (a header or browser signal of
 * '1'/true wins over an earlier opt-in, as California's regulations require) or the remembered
 * choice is 'opt-out'.
 */
export function optedOut(input: { gpc: boolean; choice: string | undefined }): boolean {
  return input.gpc || input.choice === 'opt-out';
}

/** The value of cookie `name` in a `document.cookie` string. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** In the browser: whether analytics may run (false on the server, with GPC, or after an opt-out). */
export function analyticsAllowedInBrowser(): boolean {
  if (typeof window === 'undefined' || typeof document === 'undefined') return false;
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return !optedOut({ gpc, choice: cookieValue(document.cookie, PRIVACY_CHOICE_COOKIE) });
}
