import { type TrackingContext } from '@insurer/contracts/forms';
import { calculateRetirement, simulateRetirement, toRetirementInput } from '@insurer/contracts/retirement';
import { rilaIllustrationId, rilaLeadResult } from '@insurer/contracts/rila';
import { SHARE_FORM_IDS, SHARE_MESSAGES, type RilaShareResult, type ShareTool, type ShareValues } from '@insurer/contracts/share';
import { configuredDownstreams } from '../config.js';
import { complianceCodeFor } from '../content/site-content.js';
import type { DeliveryRequest } from '../delivery/payloads.js';
import { drawAgencyAssist } from '../leads/agency-assist.js';
import { buildRilaSave, buildToolLead, completeRilaResult, retirementLeadData } from '../leads/tool-lead.js';
import { log } from '../log.js';
import type { MailMessage } from '../mail/contact-emails.js';
import type { MailIdentity } from '../mail/layout.js';
import { buildRetirementEmails, buildRilaEmails } from '../mail/results-emails.js';
import { ValuesRejected, type FormDeliveryContext } from './context.js';

/** Largest share-flow body: the contact fields and the tool's inputs (a RILA request is a few hundred bytes). */
export const SHARE_MAX_BODY_BYTES = 16_384;

/** The page each tool's share flow is on (the accepted answer's `redirect`: the visitor stays there). */
export const SHARE_PAGES: Record<ShareTool, string> = {
  retirement_calculator: '/annuities/retirement-calculator',
  rila_tool: '/annuities/rila/marketperform',
};

/** The message on `results` when the RILA widget the request names has no usable published configuration. */
export const RILA_TOOL_UNKNOWN = 'This tool is not available right now. Reload the page and try again.';

/** The form id of each tool's share flow (re-exported for the site and tests). */
export { SHARE_FORM_IDS };

/**
 * The deliveries of one accepted share submission (docs/requirements.md#share-flow,
 * docs/requirements.md#decision-share-flow-e-mails):
 * - the tool lead to lead assignment with the page's compliance code when LEAD_ASSIGNMENT_URL is
 *   set (its answer's ids feed the follow-ups, added by the worker);
 * - the tool's save to the lead route when LEAD_ROUTE_URL is set (retirement figures, or the RILA
 *   selections);
 * - the results e-mail through the envelope API or SMTP, when there is a recipient.
 * Every figure is the server's own: the calculator's inputs recomputed, the RILA result worked out
 * from the visitor's selections and the published configuration of the widget they name
 * (`loadRilaTool`, `rilaLeadResult`). Selections the configuration does not offer, an amount out
 * of range, or otherFP without `rilaV3`, are refused (`ValuesRejected`, 422). A results e-mail
 * that cannot be built is logged and left out; the lead still goes (docs/requirements.md#results-e-mails).
 */
export async function shareDeliveries<T extends ShareTool>(
  tool: T,
  values: ShareValues<T>,
  tracking: TrackingContext,
  context: FormDeliveryContext,
): Promise<DeliveryRequest[]> {
  const downstreams = configuredDownstreams(context.config);
  const { results, ...contact } = values;
  const content = await context.content();
  const complianceNumber = complianceCodeFor(content.complianceCodes, SHARE_FORM_IDS[tool], context.at);
  const identity: MailIdentity = { brand: content.brand, supportPhone: content.supportPhone, complianceNumber };
  const ids = { form: SHARE_FORM_IDS[tool], submission: context.submissionId };
  const deliveries: DeliveryRequest[] = [];
  let build: () => MailMessage[] = () => [];
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
    // The page's probability of success, simulated again from the validated inputs and the published
    // assumptions with the same seed, so the e-mail states the figure the visitor saw.
    const probability = content.retirementProbability;
    build = () =>
      buildRetirementEmails({
        contact,
        calculatorInput: input,
        result,
        identity,
        appEnv: context.config.appEnv,
        ...(probability
          ? { probability: { simulation: simulateRetirement(input, probability.assumptions), disclosures: probability.disclosures } }
          : {}),
      });
  } else {
    const loaded = await context.loadRilaTool(results.widgetId);
    if (!loaded) throw new ValuesRejected({ results: RILA_TOOL_UNKNOWN });
    if (contact.emailOption === 'otherFP' && loaded.variant !== 'v3') throw new ValuesRejected({ emailOption: SHARE_MESSAGES.option });
    let complete: RilaShareResult | undefined;
    try {
      const outcome = rilaLeadResult(loaded.config, loaded.variant, results);
      if (!outcome.ok) throw new ValuesRejected({ results: outcome.message });
      complete = completeRilaResult(outcome.result);
    } catch (error) {
      if (error instanceof ValuesRejected) throw error;
      // The published configuration is broken (the site's defect): the lead goes without the figures.
      log('error', 'RILA results could not be worked out; the lead goes without them', { ...ids, error: errorName(error) });
    }
    if (complete) {
      // The id of the illustration of these selections today (docs/requirements.md#decision-rila-illustration):
      // worked out from the selections, never taken from the request, so the professional can ask for the same document.
      data = { rila: complete, illustrationId: rilaIllustrationId(results, context.at) };
      if (downstreams.leadRoute) {
        deliveries.push({
          kind: 'lead-route',
          payload: { operation: 'rila-save', body: buildRilaSave(complete, contact.emailOption, context.submissionId) },
        });
      }
      const shown = complete;
      build = () => buildRilaEmails({ contact, result: shown, identity, appEnv: context.config.appEnv });
    }
  }
  if (downstreams.leadAssignment) {
    const body = buildToolLead({
      tool,
      contact,
      data,
      complianceNumber,
      locationPermalink: pagePermalink(tracking.pageUrl, SHARE_PAGES[tool], context.config.siteOrigin),
      agencyAssist: drawAgencyAssist({ campaign: tracking.LifeCampaignName, random: context.random }),
    });
    deliveries.unshift({ kind: 'tool-lead', payload: { tool, body } });
  }
  let messages: MailMessage[] = [];
  try {
    messages = build();
  } catch (error) {
    // docs/requirements.md#error-catalogue "E-mail building failure: logged only; no user message".
    log('error', 'Results e-mail could not be built', { ...ids, error: errorName(error) });
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

/**
 * The address of the page a lead came from (`location_permalink`): the tracking context's path on
 * the site's own origin, or `fallback` when it is missing or not a path of this site.
 */
export function pagePermalink(pageUrl: string | undefined, fallback: string, siteOrigin: string): string {
  const path = pageUrl && /^\/(?![/\\])/.test(pageUrl) ? pageUrl : fallback;
  const url = new URL(path, siteOrigin);
  return url.origin === siteOrigin ? url.href : new URL(fallback, siteOrigin).href;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'EUNKNOWN';
}
