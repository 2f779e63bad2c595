import { type TrackingContext } from '@insurer/contracts/forms';
import { calculateRetirement, toRetirementInput } from '@insurer/contracts/retirement';
import { SHARE_FORM_IDS, type ShareTool, type ShareValues } from '@insurer/contracts/share';
import { configuredDownstreams } from '../config.js';
import type { DeliveryRequest } from '../delivery/payloads.js';
import { buildRilaSave, buildToolLead, completeRilaResult, retirementLeadData } from '../leads/tool-lead.js';
import { log } from '../log.js';
import type { MailMessage } from '../mail/contact-emails.js';
import { buildRetirementEmails, buildRilaEmails } from '../mail/results-emails.js';
import type { DeliveryContext } from './bespoke.js';

/** Largest share-flow body: the RILA result carries each slot's chart image (docs/requirements.md#decision-share-flow-e-mails). */
export const SHARE_MAX_BODY_BYTES = 1_048_576;

/** The page each tool's share flow is on (the accepted answer's `redirect`: the visitor stays there). */
export const SHARE_PAGES: Record<ShareTool, string> = {
  retirement_calculator: '/annuities/retirement-calculator',
  rila_tool: '/annuities/rila/marketperform',
};

/** The form id of each tool's share flow (re-exported for the site and tests). */
export { SHARE_FORM_IDS };

/**
 * The deliveries of one accepted share submission (docs/requirements.md#share-flow):
 * - the tool lead to lead assignment with the page's compliance code when LEAD_ASSIGNMENT_URL is
 *   set (its answer's ids feed the follow-up, added by the worker);
 * - the tool's save to the lead route when LEAD_ROUTE_URL is set (retirement figures, or the RILA
 *   selections when a slot is complete);
 * - the results e-mail through the envelope API or SMTP, when there is a recipient.
 * The retirement figures are the server's own calculation of the posted inputs; a RILA result
 * keeps only its complete slots (chart data, image, outcome A, buffer).
 */
export function shareDeliveries<T extends ShareTool>(
  tool: T,
  values: ShareValues<T>,
  _tracking: TrackingContext,
  context: DeliveryContext & { brand: string },
): DeliveryRequest[] {
  const downstreams = configuredDownstreams(context.config);
  const { results, ...contact } = values;
  const deliveries: DeliveryRequest[] = [];
  let messages: MailMessage[] = [];
  let data: Record<string, unknown> = {};
  if (results.tool === 'retirement') {
    const input = toRetirementInput(results.inputs);
    const result = calculateRetirement(input);
    const figures = retirementLeadData(result, contact.emailOption);
    data = { retirement: figures, inputs: input };
    if (downstreams.leadRoute) {
      deliveries.push({
        kind: 'lead-route',
        payload: { operation: 'retirement-save', body: { lead_reference_id: context.submissionId, ...figures } },
      });
    }
    messages = buildRetirementEmails({ contact, calculatorInput: input, result, brand: context.brand, appEnv: context.config.appEnv });
  } else {
    const complete = completeRilaResult(results);
    if (complete) {
      data = { rila: complete };
      if (downstreams.leadRoute) {
        deliveries.push({
          kind: 'lead-route',
          payload: { operation: 'rila-save', body: buildRilaSave(complete, contact.emailOption, context.submissionId) },
        });
      }
      messages = buildRilaEmails({ contact, result: complete, brand: context.brand, appEnv: context.config.appEnv });
    } else {
      log('warn', 'RILA result incomplete: left out of the lead and the e-mail', { submission: context.submissionId });
    }
  }
  if (downstreams.leadAssignment) {
    deliveries.unshift({ kind: 'tool-lead', payload: { tool, body: buildToolLead({ tool, contact, data }) } });
  }
  for (const message of messages) {
    deliveries.push(
      downstreams.email.kind === 'email-envelope'
        ? { kind: 'email-envelope', payload: { message } }
        : { kind: 'smtp', payload: { message } },
    );
  }
  return deliveries;
}
