import type { TrackingContext } from '@insurer/contracts/forms';
import { QUOTE_LEAD_FORM_IDS, type QuoteLeadValues } from '@insurer/contracts/quote';
import { configuredDownstreams } from '../config.js';
import { complianceCodeFor } from '../content/site-content.js';
import type { DeliveryRequest } from '../delivery/payloads.js';
import { buildQuoteLead } from '../leads/quote-lead.js';
import type { FormDeliveryContext } from './context.js';

/**
 * The deliveries of one accepted quote lead (docs/requirements.md#quote-leads): its first step,
 * the routing client's validate, when LEAD_ROUTE_URL is set (the worker adds create, then the
 * follow-ups, as each step succeeds); none when it is not (the lead stays in the database,
 * status 'stored'). The lead, with its agency-assist draw and the product's compliance code in
 * force, is fixed here, once.
 */
export async function quoteLeadDeliveries(
  values: QuoteLeadValues,
  tracking: TrackingContext,
  context: FormDeliveryContext,
): Promise<DeliveryRequest[]> {
  if (!configuredDownstreams(context.config).leadRoute) return [];
  const type = values.quoteData.type;
  const content = await context.content();
  const lead = buildQuoteLead({
    values,
    tracking,
    submissionId: context.submissionId,
    at: context.at,
    random: context.random,
    complianceNumber: complianceCodeFor(content.complianceCodes, QUOTE_LEAD_FORM_IDS[type], context.at),
  });
  return [{ kind: 'quote-lead-validate', payload: { type: values.quoteData.type, lead } }];
}
