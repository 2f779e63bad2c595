import type { TrackingContext } from '@insurer/contracts/forms';
import type { QuoteLeadValues } from '@insurer/contracts/quote';
import { configuredDownstreams } from '../config.js';
import type { DeliveryRequest } from '../delivery/payloads.js';
import { buildQuoteLead } from '../leads/quote-lead.js';
import type { DeliveryContext } from './bespoke.js';

/**
 * The deliveries of one accepted quote lead (docs/requirements.md#quote-leads): its first step,
 * the routing client's validate, when LEAD_ROUTE_URL is set (the worker adds create, then the
 * follow-ups, as each step succeeds); none when it is not (the lead stays in the database,
 * status 'stored'). The lead, with its agency-assist draw, is fixed here, once.
 */
export function quoteLeadDeliveries(values: QuoteLeadValues, tracking: TrackingContext, context: DeliveryContext): DeliveryRequest[] {
  if (!configuredDownstreams(context.config).leadRoute) return [];
  const lead = buildQuoteLead({ values, tracking, submissionId: context.submissionId, at: context.at, random: context.random });
  return [{ kind: 'quote-lead-validate', payload: { type: values.quoteData.type, lead } }];
}
