import type { TrackingContext } from '@insurer/contracts/forms';
import { digits, type LeadFormValues, type LeadSource } from './lead-assignment.js';
import { businessDate } from './dates.js';

/** The lead-route operations the site calls, each a POST under LEAD_ROUTE_URL, with the failure line docs/requirements.md#error-catalogue logs. */
export const LEAD_ROUTE_OPERATIONS = {
  'lead-services-create': { path: '/lead-services/create', failure: 'Lead Services API call failed' },
  'tracking-save': { path: '/tracking/save', failure: 'TrackingData API call failed' },
  'partner-lead-create': { path: '/partner-website/leads', failure: 'FMG API call failed' },
  // The tools' saves are lead-services calls of the routing client: their failures log its line.
  'retirement-save': { path: '/retirement/save', failure: 'Lead Services API call failed' },
  'rila-save': { path: '/rila/save', failure: 'Lead Services API call failed' },
} as const;

export type LeadRouteOperation = keyof typeof LEAD_ROUTE_OPERATIONS;

/**
 * The lead as the routing client creates it (docs/requirements.md#lead-routing "Lead as created by the routing client
 * (page-level model)"); empty values are omitted (docs/requirements.md#lead-routing).
 */
export interface RoutingLead<Source extends string = LeadSource> {
  address: { zip_code: string };
  agency_assist_flag: boolean;
  campaign_code: string;
  email_address: string;
  first_name: string;
  last_name: string;
  is_inforce: false;
  /** MM-DD-YYYY. */
  lead_date: string;
  lead_type: 'medium';
  source: Source;
  anon_id: string;
  /** The agency (producer) the visitor came through: the partner info's `producerCd`. */
  agency_code?: string;
  customer_note?: string;
  sub_source?: string;
  /** Date of birth, MM-DD-YYYY, when the form asked it (the quote results' lead form). */
  dob?: string;
  phone_number?: string;
}

/**
 * Builds the routing-client lead (pure): `campaign_code` is the stored LifeCampaignName or
 * 'organic'; `anon_id` the analytics client id (the submission id when there is none);
 * `sub_source` the derived traffic source; `agency_assist_flag` the decision also sent to lead
 * assignment; `lead_date` the submission's date in the business time zone; `agency_code` the
 * partner info's producer code when the visitor came through a partner; `dob` the date of birth
 * (MM/DD/YYYY on the form, MM-DD-YYYY like `lead_date`) when the form asked it
 * (docs/requirements.md#decision-tool-and-survey-leads). `source` is a lead form's `LeadSource`, or
 * a quote lead's own source (`quote-lead.ts`).
 */
export function buildRoutingLead<Source extends string = LeadSource>(input: {
  values: LeadFormValues & { dateOfBirth?: string | undefined };
  tracking: TrackingContext;
  source: Source;
  agencyAssist: boolean;
  submissionId: string;
  at: Date;
}): RoutingLead<Source> {
  const { values, tracking } = input;
  const lead: RoutingLead<Source> = {
    address: { zip_code: values.zipCode },
    agency_assist_flag: input.agencyAssist,
    campaign_code: tracking.LifeCampaignName?.trim() || 'organic',
    email_address: values.email,
    first_name: values.firstName,
    last_name: values.lastName,
    is_inforce: false,
    lead_date: businessDate(input.at, '-'),
    lead_type: 'medium',
    source: input.source,
    anon_id: tracking.ClientId || input.submissionId,
  };
  const agencyCode = tracking.partnerInfo?.['producerCd']?.trim();
  if (agencyCode) lead.agency_code = agencyCode;
  if (values.customerNote) lead.customer_note = values.customerNote;
  if (tracking.trafficSource) lead.sub_source = tracking.trafficSource;
  if (values.dateOfBirth) lead.dob = values.dateOfBirth.replace(/\//g, '-');
  if (values.phone) lead.phone_number = digits(values.phone);
  return lead;
}

/** The tracking save of the routing client (docs/requirements.md#lead-routing "tracking save"): the stored tracking values of one lead, empty ones omitted. */
export function buildTrackingSave(tracking: TrackingContext, submissionId: string): Record<string, string> {
  const entries: [string, string | undefined][] = [
    ['lead_reference_id', submissionId],
    ['anon_id', tracking.ClientId],
    ['session_id', tracking.SessionId],
    ['session_started', tracking.HitTimestamp],
    ['utm_source', tracking.utm_source],
    ['utm_medium', tracking.utm_medium],
    ['utm_campaign', tracking.utm_campaign],
    ['utm_content', tracking.utm_content],
    ['utm_term', tracking.utm_term],
    ['traffic_source', tracking.trafficSource],
    ['page_url', tracking.pageUrl],
  ];
  return Object.fromEntries(entries.filter((e): e is [string, string] => !!e[1]));
}

/**
 * The partner-website lead create (docs/requirements.md#lead-routing: sub_source
 * 'FMG'), sent when the visitor came through a partner (the tracking context has partnerInfo).
 * `public_id` is the submission id; there is no middle name on the site's forms.
 */
export function buildPartnerLead(values: LeadFormValues, submissionId: string): Record<string, string> {
  return {
    public_id: submissionId,
    sub_source: 'FMG',
    first_name: values.firstName,
    middle_name: '',
    last_name: values.lastName,
    email_address: values.email,
    zip_code: values.zipCode,
    phone_number: values.phone ? digits(values.phone) : '',
  };
}
