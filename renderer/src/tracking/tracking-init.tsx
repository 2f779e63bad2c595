'use client';

import { useEffect } from 'react';
import type { PageCampaign } from './capture.js';
import { initCampaign, initTracking } from './browser.js';

/**
 * Captures UTM values, the traffic source, partner info and the visitor and session ids once
 * per page load (docs/requirements.md#tracking-and-storage). Mount once in the site layout; renders nothing.
 */
export function TrackingInit() {
  useEffect(() => {
    initTracking();
  }, []);
  return null;
}

/**
 * Stores a campaign page's campaignName, campaignThankYouPageUrl and routeLeadsToAgencyAssist as
 * LifeCampaignName, CampaignSuccessLocation and EmailRouting for the lead forms (docs/requirements.md#lead-assignment, docs/requirements.md#form-states). Mount on pages (static page fields); renders nothing.
 */
export function CampaignInit({ campaignName, campaignThankYouPageUrl, routeLeadsToAgencyAssist }: PageCampaign) {
  useEffect(() => {
    initCampaign({ campaignName, campaignThankYouPageUrl, routeLeadsToAgencyAssist });
  }, [campaignName, campaignThankYouPageUrl, routeLeadsToAgencyAssist]);
  return null;
}
