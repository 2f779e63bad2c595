import type { TrackingContext } from '@insurer/contracts/forms';
import { STORED_VALUE_COOKIES, TRAFFIC_SOURCE_COOKIE, type CookieJar, type SessionStore } from './cookies.js';
import { readPartnerInfo } from './partner-info.js';
import { UTM_KEYS } from './utm.js';

/**
 * The tracking context a form sends (`TrackingContext` of the forms contract): the stored values
 * (LifeCampaignName, EmailRouting, CampaignSuccessLocation, ClientId, SessionId, HitTimestamp),
 * the UTM cookies, the traffic source, the page's path and query, and the partner info of
 * `dtc_configuration`. Missing values are left out.
 */
export function readTrackingContext(cookies: Pick<CookieJar, 'get'>, session: SessionStore, href: string): TrackingContext {
  const context: TrackingContext = {};
  for (const name of [...STORED_VALUE_COOKIES, ...UTM_KEYS]) {
    const value = cookies.get(name);
    if (value) context[name] = value;
  }
  const trafficSource = cookies.get(TRAFFIC_SOURCE_COOKIE);
  if (trafficSource) context.trafficSource = trafficSource;
  const url = new URL(href);
  context.pageUrl = `${url.pathname}${url.search}`;
  const partnerInfo = readPartnerInfo(session);
  if (partnerInfo) context.partnerInfo = partnerInfo;
  return context;
}
