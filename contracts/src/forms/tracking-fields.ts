import type { TrackingContext } from './contract.js';

/** The hidden tracking fields of a content-service form, in the requirements' order (docs/requirements.md#content-service-form). */
export const HIDDEN_TRACKING_FIELDS = [
  'utm_name',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_pardot',
  'GAClientID',
  'DomainUserID',
  'URL',
] as const;
export type HiddenTrackingField = (typeof HIDDEN_TRACKING_FIELDS)[number];

/**
 * The values of the hidden tracking fields from the tracking context and the page address
 * (`href`, the full URL): the UTM values as stored, GAClientID and DomainUserID both the stored
 * ClientId (the site keeps one visitor id), URL the page address. Missing values are ''.
 */
export function hiddenTrackingValues(tracking: TrackingContext, href: string): Record<HiddenTrackingField, string> {
  return {
    utm_name: tracking.utm_name ?? '',
    utm_source: tracking.utm_source ?? '',
    utm_medium: tracking.utm_medium ?? '',
    utm_campaign: tracking.utm_campaign ?? '',
    utm_content: tracking.utm_content ?? '',
    utm_pardot: tracking.utm_pardot ?? '',
    GAClientID: tracking.ClientId ?? '',
    DomainUserID: tracking.ClientId ?? '',
    URL: href,
  };
}

/** `date` as MM/DD/YYYY in local time, e.g. 11/21/2026 (docs/requirements.md#dental-network-form "FormSubmitDate__c (today, MM/DD/YYYY)"). */
export function formatSubmitDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/**
 * The dental form's hidden web-to-lead fields (docs/requirements.md#dental-network-form): today's date as FormSubmitDate__c,
 * the UTM values as UTM_Name__c … UTM_Pardot__c, GAClientID, DomainUserID and URL.
 */
export function dentalTrackingValues(tracking: TrackingContext, href: string, now: Date): Record<string, string> {
  const hidden = hiddenTrackingValues(tracking, href);
  return {
    FormSubmitDate__c: formatSubmitDate(now),
    UTM_Name__c: hidden.utm_name,
    UTM_Source__c: hidden.utm_source,
    UTM_Medium__c: hidden.utm_medium,
    UTM_Campaign__c: hidden.utm_campaign,
    UTM_Content__c: hidden.utm_content,
    UTM_Pardot__c: hidden.utm_pardot,
    GAClientID: hidden.GAClientID,
    DomainUserID: hidden.DomainUserID,
    URL: hidden.URL,
  };
}
