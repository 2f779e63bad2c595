import type { Document } from '@contentful/rich-text-types';
import type { StaticPageFieldsFragment } from '@insurer/content-model/types';
import { isDocument } from '../rich-text/rich-text.js';
import type { PageCampaign } from '../tracking/capture.js';
import type { BlockRef } from '../core/types.js';

/** The entries a page names for its site chrome; the site's defaults stand in for those it leaves empty. */
export interface PageChromeProps {
  navigationId?: string;
  footerId?: string;
  alertBannerId?: string;
  /** Shown in the footer (docs/requirements.md#forms). */
  complianceNumber?: string;
}

/** What the static page template draws; built from the route query's answer by `fromStaticPage`. */
export interface StaticPageProps {
  id: string;
  /** Undefined when the editor left it empty (the page heading is then empty too). */
  title?: string;
  description?: string;
  /** The block drawn above the body, whose heading is the page's h1 (docs/requirements.md#form-states). */
  hero?: BlockRef;
  chrome: PageChromeProps;
  /** Set only on campaign pages, whose values the lead forms read (docs/requirements.md#browser-storage, docs/requirements.md#form-states). */
  campaign?: PageCampaign;
  disclaimer?: Document;
  /**
   * Draft mode only: the compliance expiration date (`YYYY-MM-DD`) that has passed, so the
   * preview says visitors get a 404 (docs/requirements.md#decision-compliance-approval).
   */
  complianceExpiredOn?: string;
}

/** A block reference of the page query, or undefined for an unresolvable link. */
export function blockRef(raw: { __typename: string; sys?: { id: string } } | null | undefined): BlockRef | undefined {
  return raw?.sys ? { __typename: raw.__typename, sys: { id: raw.sys.id } } : undefined;
}

/** The page's campaign fields, or undefined when it sets none (then the page ships no script for it). */
function campaignOf(raw: StaticPageFieldsFragment): PageCampaign | undefined {
  const campaign: PageCampaign = {
    ...(raw.campaignName ? { campaignName: raw.campaignName } : {}),
    ...(raw.campaignThankYouPageUrl ? { campaignThankYouPageUrl: raw.campaignThankYouPageUrl } : {}),
    ...(raw.routeLeadsToAgencyAssist != null ? { routeLeadsToAgencyAssist: raw.routeLeadsToAgencyAssist } : {}),
  };
  return raw.campaignName || raw.campaignThankYouPageUrl || raw.routeLeadsToAgencyAssist ? campaign : undefined;
}

/** Props of a static page of the route query. */
export function fromStaticPage(raw: StaticPageFieldsFragment): StaticPageProps {
  const hero = blockRef(raw.hero);
  const campaign = campaignOf(raw);
  const chrome: PageChromeProps = {
    ...(raw.navigation?.sys.id ? { navigationId: raw.navigation.sys.id } : {}),
    ...(raw.footer?.sys.id ? { footerId: raw.footer.sys.id } : {}),
    ...(raw.alertBanner?.sys.id ? { alertBannerId: raw.alertBanner.sys.id } : {}),
    ...(raw.complianceNumber ? { complianceNumber: raw.complianceNumber } : {}),
  };
  return {
    id: raw.sys.id,
    ...(raw.title != null ? { title: raw.title } : {}),
    ...(raw.description != null ? { description: raw.description } : {}),
    ...(hero ? { hero } : {}),
    chrome,
    ...(campaign ? { campaign } : {}),
    ...(isDocument(raw.disclaimer?.json) ? { disclaimer: raw.disclaimer.json } : {}),
  };
}
