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

/**
 * The attribute the site's root layout puts on `<html>` when the request that rendered the page
 * had analytics turned off (GPC or the opt-out): `data-analytics="off"`. The browser reads it
 * instead of the privacy cookie, so checking consent is no cookie read on the main thread.
 */
export const ANALYTICS_OFF_ATTRIBUTE = 'data-analytics';

/**
 * In the browser: whether analytics may run (false on the server, with GPC, or when the page was
 * rendered for a visitor who opted out: `ANALYTICS_OFF_ATTRIBUTE` on `<html>`). Reads no cookie.
 */
export function analyticsAllowedInBrowser(): boolean {
  if (typeof window === 'undefined' || typeof document === 'undefined') return false;
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return !gpc && document.documentElement.getAttribute(ANALYTICS_OFF_ATTRIBUTE) !== 'off';
}
