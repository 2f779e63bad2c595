/**
 * Names and lifetimes of the tracking cookies (docs/requirements.md#browser-storage, docs/requirements.md#tracking-cookies "Retail utm cookie 'ga_marketing' lives 10 days; other tracking cookies 1 day").
 */

/** The retail UTM cookie: the captured UTM values as JSON. */
export const GA_MARKETING_COOKIE = 'ga_marketing';
/** Lifetime of `ga_marketing`, in days. */
export const GA_MARKETING_DAYS = 10;
/** Lifetime of every other tracking cookie, in days. */
export const TRACKING_COOKIE_DAYS = 1;
/** The derived traffic source, e.g. 'google/cpc' (docs/requirements.md#traffic-source). */
export const TRAFFIC_SOURCE_COOKIE = 'traffic_source';

/** The stored values the forms read (docs/requirements.md#browser-storage), each a cookie of the same name. */
export const STORED_VALUE_COOKIES = [
  'LifeCampaignName',
  'EmailRouting',
  'CampaignSuccessLocation',
  'ClientId',
  'SessionId',
  'HitTimestamp',
] as const;
export type StoredValueCookie = (typeof STORED_VALUE_COOKIES)[number];

/**
 * The tracking cookies no script of the site reads (docs/requirements.md#tracking-cookies): the
 * session id and its start, the traffic source, and the partner info's session cookie
 * (`dtc_configuration`). The site sets them HttpOnly, and its forms route reads them from the
 * request (`readTrackingContext` on the server) instead of trusting the body. The others stay
 * readable: the content-service forms copy `ClientId` and the UTM values into their hidden fields
 * in the browser, the quote widget reads `ga_marketing`, and the campaign values are written by
 * the page's own script.
 */
export const SERVER_ONLY_TRACKING_COOKIES = ['SessionId', 'HitTimestamp', TRAFFIC_SOURCE_COOKIE, 'dtc_configuration'] as const;

/** The tracking context's fields those cookies give (`readTrackingContext`), which the server fills in. */
export const SERVER_ONLY_TRACKING_FIELDS = ['SessionId', 'HitTimestamp', 'trafficSource', 'partnerInfo'] as const;

/** Where the tracking module keeps cookies: js-cookie in the browser, a map in tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** Sets `name` for `days` days on the whole site. */
  set(name: string, value: string, days: number): void;
  remove(name: string): void;
}

/** Where `dtc_configuration` lives: the tab's sessionStorage in the browser. */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
