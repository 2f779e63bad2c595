import type { TrackingContext } from '@insurer/contracts/forms';

/** The source names the lead-assignment service knows (docs/requirements.md#lead-assignment). */
export type LeadSource = 'annuities_form' | 'global_citizens' | 'safeguard360' | 'Connect_Form';

/**
 * The validated values of a lead form, as the forms' zod schemas give them (renderer
 * `schemas/lead.ts` and the per-form schemas): every field a lead form may carry.
 */
export interface LeadFormValues {
  firstName: string;
  lastName: string;
  email: string;
  zipCode: string;
  phone?: string | undefined;
  bestTimeToCall?: string | undefined;
  /** Schedule form only: the phone's type, sent as the phone number's `label`. */
  phoneType?: string | undefined;
  /** Annuities form only. */
  customerNote?: string | undefined;
  /** Global citizens form only. */
  countryOfCitizenship?: string | undefined;
  countryOfResidence?: string | undefined;
}

/** The lead as the lead-assignment service receives it (docs/requirements.md#lead-assignment). */
export interface LeadAssignmentPayload {
  auto_assign_closest_agency: 'false';
  lead: {
    first_name: string;
    last_name: string;
    addresses: { postal_code: string }[];
    contact_preference: null;
    emails: { address: string }[];
    phone_numbers?: { full_number: string; label?: string }[];
    best_time_to_call?: string;
    customer_note?: string;
  };
  campaign_ids: number[];
  campaigns: { name: string }[];
  service_ids: number[];
  area_of_interest: string;
  send_to_agency_assist: boolean;
  country_of_citizenship?: string;
  country_of_residence?: string;
  tracking_info: {
    analytics_id: string | null;
    session_id: string | null;
    session_started: string | null;
    utm_source: string | null;
    utm_medium: string | null;
    utm_content: string | null;
  };
}

/** Campaign id 2 on every lead (docs/requirements.md#business-constants). */
export const LEAD_CAMPAIGN_ID = 2;

/**
 * Builds the lead-assignment payload of one lead form submission (pure; docs/requirements.md#lead-assignment):
 * - `auto_assign_closest_agency` is the string 'false'; `contact_preference` is null;
 * - `phone_numbers` only when a phone is given, its digits as `full_number`, with `label` = the
 *   phone type on the schedule form only; `best_time_to_call` only when a phone is given;
 *   `customer_note` when the annuities form has one;
 * - `campaign_ids` [2]; `campaigns` [{name:'original'}] plus the stored LifeCampaignName;
 * - `service_ids` the chosen interest codes as numbers; `area_of_interest` their names joined by
 *   commas (both in the form's order, e.g. [3, 4] and 'Annuities,Investments');
 * - `send_to_agency_assist` as decided by `agencyAssist` (see `agency-assist.ts`);
 * - the two countries on the global citizens form only;
 * - `tracking_info` from the stored ClientId, SessionId, HitTimestamp and utm values (null when absent).
 */
export function buildLeadAssignmentPayload(input: {
  values: LeadFormValues;
  tracking: TrackingContext;
  /** The chosen interests, in the form's order (renderer `interestsOf`, filtered by the chosen codes). */
  interests: readonly { code: string; name: string }[];
  sendToAgencyAssist: boolean;
  /** True on the schedule-meeting form: the phone type becomes the phone's label. */
  labelPhone: boolean;
  /** True on the global citizens form. */
  withCountries: boolean;
}): LeadAssignmentPayload {
  const { values, tracking } = input;
  const phone = values.phone ? digits(values.phone) : undefined;
  const lead: LeadAssignmentPayload['lead'] = {
    first_name: values.firstName,
    last_name: values.lastName,
    addresses: [{ postal_code: values.zipCode }],
    contact_preference: null,
    emails: [{ address: values.email }],
  };
  if (phone) {
    lead.phone_numbers = [input.labelPhone && values.phoneType ? { full_number: phone, label: values.phoneType } : { full_number: phone }];
    if (values.bestTimeToCall) lead.best_time_to_call = values.bestTimeToCall;
  }
  if (values.customerNote) lead.customer_note = values.customerNote;

  const campaign = tracking.LifeCampaignName?.trim();
  const payload: LeadAssignmentPayload = {
    auto_assign_closest_agency: 'false',
    lead,
    campaign_ids: [LEAD_CAMPAIGN_ID],
    campaigns: campaign ? [{ name: 'original' }, { name: campaign }] : [{ name: 'original' }],
    service_ids: input.interests.map((interest) => Number(interest.code)),
    area_of_interest: input.interests.map((interest) => interest.name).join(','),
    send_to_agency_assist: input.sendToAgencyAssist,
    tracking_info: {
      analytics_id: tracking.ClientId ?? null,
      session_id: tracking.SessionId ?? null,
      session_started: tracking.HitTimestamp ?? null,
      utm_source: tracking.utm_source ?? null,
      utm_medium: tracking.utm_medium ?? null,
      utm_content: tracking.utm_content ?? null,
    },
  };
  if (input.withCountries) {
    payload.country_of_citizenship = values.countryOfCitizenship ?? '';
    payload.country_of_residence = values.countryOfResidence ?? '';
  }
  return payload;
}

/** The digits of a phone number: '(212) 555-0100' → '2125550100'. */
export function digits(phone: string): string {
  return phone.replace(/\D/g, '');
}
