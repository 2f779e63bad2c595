import type { BespokeFormId, TrackingContext } from './contract.js';
import { isLeadFormId } from './leads.js';

/** Where the contact form goes after submitting, even when an e-mail fails (docs/requirements.md#contact-us-form). */
export const CONTACT_THANK_YOU_PATH = '/contact-us/thankyou';
/** The return address after a dental network submission (docs/requirements.md#routes). */
export const DENTAL_THANK_YOU_PATH = '/providers/join/thank-you';
/**
 * Where a lead form goes when no CampaignSuccessLocation is stored (the requirements do not say; the
 * demo site's campaign pages all name /thank-you as their campaign thank-you page).
 */
export const DEFAULT_LEAD_SUCCESS_LOCATION = '/thank-you';

/**
 * True for a location a form may send the visitor to: a site path ('/…' but not '//…') or an
 * absolute http(s) URL. Anything else (javascript:, a protocol-relative URL, a bare word) is
 * refused, so a tampered cookie cannot turn the redirect into script.
 */
export function isSafeLocation(location: string | undefined): location is string {
  if (!location) return false;
  if (location.startsWith('/')) return !location.startsWith('//') && !location.startsWith('/\\');
  return /^https?:\/\/[^\s/]+/i.test(location);
}

/**
 * Where a bespoke form sends the visitor after submitting (docs/requirements.md#form-states, docs/requirements.md#error-catalogue), the same rule in the
 * browser (its fallback when the request fails) and on the server (`SubmissionAccepted.redirect`):
 * - contact us → '/contact-us/thankyou';
 * - dental network → '/providers/join/thank-you';
 * - lead forms → the stored CampaignSuccessLocation when it is a safe location, else '/thank-you'.
 */
export function successRedirect(formId: BespokeFormId, tracking: TrackingContext): string {
  if (formId === 'gl-contact-us-hc') return CONTACT_THANK_YOU_PATH;
  if (formId === 'dental-network-sf-hc') return DENTAL_THANK_YOU_PATH;
  if (isLeadFormId(formId) && isSafeLocation(tracking.CampaignSuccessLocation)) return tracking.CampaignSuccessLocation;
  return DEFAULT_LEAD_SUCCESS_LOCATION;
}
