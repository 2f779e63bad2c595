import {
  GA_MARKETING_COOKIE,
  GA_MARKETING_DAYS,
  TRACKING_COOKIE_DAYS,
  TRAFFIC_SOURCE_COOKIE,
  type CookieJar,
  type SessionStore,
} from './cookies.js';
import { DTC_CONFIGURATION_KEY, mergeDtcConfiguration, partnerInfoFromSearch } from './partner-info.js';
import { DIRECT_NONE, deriveTrafficSource, isInternalReferrer } from './traffic-source.js';
import { UTM_KEYS, utmFromSearch } from './utm.js';

/** What one page load gives the tracking capture; injected so the rules are testable without a browser. */
export interface CaptureInput {
  /** The page address (`location.href`). */
  href: string;
  /** `document.referrer`, '' when none. */
  referrer: string;
  now: Date;
  cookies: CookieJar;
  session: SessionStore;
  /** A new random id (ClientId, SessionId). */
  newId(): string;
  /**
   * False when the visitor opted out of marketing cookies (Global Privacy Control or the privacy
   * choice; docs/requirements.md#decision-privacy-choice): the UTM cookies and `ga_marketing` are
   * neither written nor kept. Default true.
   */
  marketingCookies?: boolean;
}

/**
 * Captures the tracking values of one page load (docs/requirements.md#tracking-and-storage):
 * - UTM: when the address has UTM parameters, each is stored as its own cookie for 1 day (UTM
 *   cookies the address lacks are removed, so two campaigns never mix) and all of them as JSON
 *   in `ga_marketing` for 10 days; without UTM parameters the stored ones stay;
 * - traffic source (`traffic_source`, 1 day): derived from the address and the referrer; an
 *   internal referrer keeps the stored one, and so does a direct visit when one is stored;
 * - partner info: `producerCd`, `subProducerCd`, `alternativeSource`, `leadSourceCd` and
 *   `callToAction` from the address merged into sessionStorage `dtc_configuration.partnerInfo`;
 * - ids: `ClientId` when missing; `SessionId` with `HitTimestamp` (ISO time of the session's
 *   start) when missing; 1 day each.
 */
export function captureTracking({ href, referrer, now, cookies, session, newId, marketingCookies = true }: CaptureInput): void {
  const url = new URL(href);

  const utm = utmFromSearch(url.search);
  if (!marketingCookies) {
    for (const key of [...UTM_KEYS, GA_MARKETING_COOKIE]) if (cookies.get(key) !== undefined) cookies.remove(key);
  } else if (Object.keys(utm).length > 0) {
    for (const key of UTM_KEYS) {
      const value = utm[key];
      if (value) cookies.set(key, value, TRACKING_COOKIE_DAYS);
      else cookies.remove(key);
    }
    cookies.set(GA_MARKETING_COOKIE, JSON.stringify(utm), GA_MARKETING_DAYS);
  }

  if (!isInternalReferrer(href, referrer)) {
    const source = deriveTrafficSource(href, referrer);
    if (source !== DIRECT_NONE || !cookies.get(TRAFFIC_SOURCE_COOKIE)) cookies.set(TRAFFIC_SOURCE_COOKIE, source, TRACKING_COOKIE_DAYS);
  }

  const partnerInfo = partnerInfoFromSearch(url.search);
  if (Object.keys(partnerInfo).length > 0) {
    session.setItem(DTC_CONFIGURATION_KEY, mergeDtcConfiguration(session.getItem(DTC_CONFIGURATION_KEY), partnerInfo));
  }

  if (!cookies.get('ClientId')) cookies.set('ClientId', newId(), TRACKING_COOKIE_DAYS);
  if (!cookies.get('SessionId')) {
    cookies.set('SessionId', newId(), TRACKING_COOKIE_DAYS);
    cookies.set('HitTimestamp', now.toISOString(), TRACKING_COOKIE_DAYS);
  }
}

/** A page's campaign fields (docs/requirements.md#content-model: campaignName, campaignThankYouPageUrl, routeLeadsToAgencyAssist). */
export interface PageCampaign {
  campaignName?: string;
  campaignThankYouPageUrl?: string;
  routeLeadsToAgencyAssist?: boolean;
}

/**
 * Stores a campaign page's fields as the values the lead forms read (docs/requirements.md#browser-storage, docs/requirements.md#form-states), 1 day each:
 * `LifeCampaignName` ← campaignName, `CampaignSuccessLocation` ← campaignThankYouPageUrl,
 * `EmailRouting` ← routeLeadsToAgencyAssist as 'true', 'false' or 'undefined' (the string the
 * lead payload reads as false). A page with none of the three stores nothing, so values stored
 * on a campaign page stay while the visitor browses on.
 */
export function storeCampaign(campaign: PageCampaign, cookies: CookieJar): void {
  const { campaignName, campaignThankYouPageUrl, routeLeadsToAgencyAssist } = campaign;
  if (!campaignName && !campaignThankYouPageUrl && routeLeadsToAgencyAssist === undefined) return;
  if (campaignName) cookies.set('LifeCampaignName', campaignName, TRACKING_COOKIE_DAYS);
  if (campaignThankYouPageUrl) cookies.set('CampaignSuccessLocation', campaignThankYouPageUrl, TRACKING_COOKIE_DAYS);
  cookies.set('EmailRouting', String(routeLeadsToAgencyAssist), TRACKING_COOKIE_DAYS);
}
