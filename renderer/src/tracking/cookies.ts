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
