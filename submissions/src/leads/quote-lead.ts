import type { TrackingContext } from '@insurer/contracts/forms';
import type { QuoteLeadType, QuoteLeadValues } from '@insurer/contracts/quote';
import { z } from 'zod';
import { drawAgencyAssist, type RandomSource } from './agency-assist.js';
import { buildRoutingLead, type RoutingLead } from './lead-route.js';

/**
 * Life and disability leads from the quote results pages (docs/requirements.md#quote-leads,
 * docs/requirements.md#lead-routing, docs/requirements.md#decision-quote-leads-routing-client-paths-and-follow-ups):
 * the routing client's lead with its `quote_data`, and the three outbox steps it goes through —
 * validate, then create (only when validate answered a `status`), then the follow-ups keyed by the
 * internal lead id with source 'LR_LEADS'. Each step is one outbox row, so a retry repeats only
 * the step that failed, with the same idempotency key.
 */

/** The follow-ups' source (docs/requirements.md#lead-routing). */
export const QUOTE_FOLLOW_UP_SOURCE = 'LR_LEADS';

/** The failure line of each quote type (docs/requirements.md#error-catalogue "Thrown errors"). */
export const QUOTE_LEAD_FAILURE: Readonly<Record<QuoteLeadType, string>> = {
  il: 'IlLeads API call failed',
  di: 'DiLeads API call failed',
};

/** The lead's `source` per quote type (not given by the seeds: docs/requirements.md#decision-quote-leads-routing-client-paths-and-follow-ups). */
export const QUOTE_LEAD_SOURCE: Readonly<Record<QuoteLeadType, string>> = { il: 'life_quote', di: 'disability_quote' };

/**
 * The routing client's lead with its quote_data (docs/requirements.md#lead-routing "A routed lead"): the
 * page-level lead of `lead-route.ts` with the quote's own `source` and no customer note.
 */
export interface QuoteLead extends Omit<RoutingLead<string>, 'customer_note'> {
  quote_data: QuoteLeadValues['quoteData'];
  /** The product form's compliance code in force (docs/requirements.md#decision-compliance-codes), when content has one. */
  compliance_number?: string;
}

/**
 * Builds the quote lead (pure). `campaign_code` is the stored LifeCampaignName or 'organic';
 * `anon_id` the analytics client id (the submission id when there is none); `sub_source` the
 * derived traffic source; `agency_assist_flag` the campaign's 1-in-N draw (the seed-001 rule of
 * docs/requirements.md#decision-agency-assist-and-email-routing), drawn once here so every retry
 * sends the same answer; `dob` and `agency_code` when known (see `buildRoutingLead`);
 * `compliance_number` the product's code in force; empty values omitted.
 */
export function buildQuoteLead(input: {
  values: QuoteLeadValues;
  tracking: TrackingContext;
  submissionId: string;
  at: Date;
  random: RandomSource;
  complianceNumber?: string | undefined;
}): QuoteLead {
  const { values, tracking } = input;
  return {
    ...buildRoutingLead({
      values,
      tracking,
      source: QUOTE_LEAD_SOURCE[values.quoteData.type],
      agencyAssist: drawAgencyAssist({ campaign: tracking.LifeCampaignName, random: input.random }),
      submissionId: input.submissionId,
      at: input.at,
    }),
    quote_data: values.quoteData,
    ...(input.complianceNumber ? { compliance_number: input.complianceNumber } : {}),
  };
}

/** The routing client's paths of one quote type (under LEAD_ROUTE_URL). */
export function quoteLeadPaths(type: QuoteLeadType): { validate: string; create: string; quote: string; serviceSelection: string } {
  return {
    validate: `/${type}-leads/validate`,
    create: `/${type}-leads/create`,
    quote: `/quotes/${type === 'il' ? 'life' : 'disability'}`,
    serviceSelection: '/service-selection',
  };
}

/** The validate step's answer that lets the lead be created: a JSON object with a non-empty `status`. */
export const validateAnswerSchema = z.object({ status: z.union([z.string().min(1), z.number(), z.boolean()]) });

/** The create step's answer: the internal lead id the follow-ups are keyed by. */
export const createAnswerSchema = z.object({ internal_lead_id: z.union([z.string().min(1), z.number()]).transform(String) });

/** A follow-up's step: insert the life or disability quote, or update the service selection. */
export type QuoteFollowUpStep = 'quote' | 'service-selection';

/**
 * The follow-ups of a created lead (docs/requirements.md#lead-routing): `{ internal_lead_id,
 * source: 'LR_LEADS', quote }` to the quote insert and `{ internal_lead_id, source: 'LR_LEADS',
 * service }` to the service-selection update.
 */
export function quoteFollowUps(
  lead: QuoteLead,
  internalLeadId: string,
): { type: QuoteLeadType; step: QuoteFollowUpStep; body: Record<string, unknown> }[] {
  const type = lead.quote_data.type;
  const keyed = { internal_lead_id: internalLeadId, source: QUOTE_FOLLOW_UP_SOURCE };
  return [
    { type, step: 'quote', body: { ...keyed, quote: lead.quote_data } },
    { type, step: 'service-selection', body: { ...keyed, service: type === 'il' ? 'life' : 'disability' } },
  ];
}
