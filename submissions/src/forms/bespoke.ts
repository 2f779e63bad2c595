import {
  DENTAL_HONEYPOT_FIELD,
  DENTAL_THANK_YOU_PATH,
  LEAD_SOURCES,
  interestsOf,
  isLeadFormId,
  type BespokeFormId,
  type BespokeFormValues,
  type LeadFormId,
  type TrackingContext,
} from '@insurer/contracts/forms';
import { configuredDownstreams } from '../config.js';
import type { DeliveryRequest } from '../delivery/payloads.js';
import { agencyAssistFromEmailRouting } from '../leads/agency-assist.js';
import { buildLeadAssignmentPayload, type LeadSource } from '../leads/lead-assignment.js';
import { buildPartnerLead, buildRoutingLead, buildTrackingSave } from '../leads/lead-route.js';
import { buildWebToLeadFields } from '../leads/web-to-lead.js';
import { log } from '../log.js';
import { buildContactEmails, type MailMessage } from '../mail/contact-emails.js';
import type { DeliveryContext, FormDeliveryContext } from './context.js';

/** The honeypot fields: hidden from people, so a value means a bot filled the form (docs/requirements.md#dental-network-form). */
export const HONEYPOT_FIELDS: readonly string[] = [DENTAL_HONEYPOT_FIELD];

/** True when any honeypot field of the raw (unvalidated) values holds something. */
export function honeypotFilled(values: Record<string, unknown>): boolean {
  return HONEYPOT_FIELDS.some((name) => {
    const value = values[name];
    return (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0);
  });
}

/**
 * The lead source of a lead form (docs/requirements.md#lead-assignment). The requirements name none for the schedule-meeting form;
 * it asks for a meeting with a financial professional, so it goes as 'Connect_Form'.
 */
export function leadSourceOf(formId: LeadFormId): LeadSource {
  return (LEAD_SOURCES[formId] as LeadSource | undefined) ?? 'Connect_Form';
}

/**
 * The deliveries one accepted bespoke-form submission needs, by form and configuration:
 * - contact us: the internal inquiry and the visitor's thank-you (the submit route leaves the
 *   thank-you out past the recipient's daily cap), with the brand and support phone from content,
 *   through the envelope API when EMAIL_ENVELOPE_URL is set, else SMTP (the local mailbox by
 *   default); e-mails that cannot be built are logged and left out (the inquiry is still stored);
 * - lead forms: the lead-assignment payload when LEAD_ASSIGNMENT_URL is set; the routing-client
 *   lead and tracking save (and the partner lead for a partner visitor) when LEAD_ROUTE_URL is set;
 *   none when neither is (the lead stays in the database, status 'stored');
 * - dental network: the web-to-lead post when its address is configured, else none.
 */
export async function bespokeDeliveries<F extends BespokeFormId>(
  formId: F,
  values: BespokeFormValues<F>,
  tracking: TrackingContext,
  context: FormDeliveryContext,
): Promise<DeliveryRequest[]> {
  const { config } = context;
  const downstreams = configuredDownstreams(config);
  if (formId === 'gl-contact-us-hc') {
    const content = await context.content();
    let messages: MailMessage[] = [];
    try {
      messages = buildContactEmails({
        values: values as BespokeFormValues<'gl-contact-us-hc'>,
        inbox: config.contactInboxEmail,
        appEnv: config.appEnv,
        reference: context.submissionId,
        identity: { brand: content.brand, supportPhone: content.supportPhone },
      });
    } catch (error) {
      // docs/requirements.md#error-catalogue "Contact e-mail failure: caught and logged; visitor still redirected".
      log('error', 'Contact e-mails could not be built', {
        form: formId,
        submission: context.submissionId,
        error: error instanceof Error ? error.name : 'EUNKNOWN',
      });
    }
    return messages.map((message) =>
      downstreams.email.kind === 'email-envelope'
        ? { kind: 'email-envelope' as const, payload: { message } }
        : { kind: 'smtp' as const, payload: { message } },
    );
  }
  if (formId === 'dental-network-sf-hc') {
    const production = config.appEnv === 'production' && context.requestOrigin === config.siteOrigin;
    const organisation = production ? 'production' : 'test';
    const target = downstreams.webToLead[organisation];
    if (!target) return [];
    const fields = buildWebToLeadFields({
      values: values as BespokeFormValues<'dental-network-sf-hc'>,
      oid: target.oid,
      retURL: `${config.siteOrigin}${DENTAL_THANK_YOU_PATH}`,
      at: context.at,
    });
    return [{ kind: 'web-to-lead', payload: { organisation, fields } }];
  }
  if (!isLeadFormId(formId)) return [];
  return leadDeliveries(formId, values as BespokeFormValues<LeadFormId>, tracking, context);
}

function leadDeliveries(
  formId: LeadFormId,
  values: BespokeFormValues<LeadFormId>,
  tracking: TrackingContext,
  context: DeliveryContext,
): DeliveryRequest[] {
  const downstreams = configuredDownstreams(context.config);
  const source = leadSourceOf(formId);
  const chosen: readonly string[] = 'interested' in values ? values.interested : [];
  // docs/requirements.md#lead-assignment: taken from the stored EmailRouting value, false for 'undefined'.
  const assist = agencyAssistFromEmailRouting(tracking.EmailRouting);
  const deliveries: DeliveryRequest[] = [];
  if (downstreams.leadAssignment) {
    const body = buildLeadAssignmentPayload({
      values,
      tracking,
      interests: interestsOf(formId).filter((interest) => chosen.includes(interest.code)),
      sendToAgencyAssist: assist,
      labelPhone: formId === 'schedule-meeting-hc',
      withCountries: formId === 'global-citizens-hc',
    });
    deliveries.push({ kind: 'lead-assignment', payload: { source, body } });
  }
  if (downstreams.leadRoute) {
    const lead = buildRoutingLead({ values, tracking, source, agencyAssist: assist, submissionId: context.submissionId, at: context.at });
    deliveries.push({ kind: 'lead-route', payload: { operation: 'lead-services-create', body: { ...lead } } });
    deliveries.push({
      kind: 'lead-route',
      payload: { operation: 'tracking-save', body: buildTrackingSave(tracking, context.submissionId) },
    });
    if (tracking.partnerInfo && Object.keys(tracking.partnerInfo).length > 0) {
      deliveries.push({
        kind: 'lead-route',
        payload: { operation: 'partner-lead-create', body: buildPartnerLead(values, context.submissionId) },
      });
    }
  }
  return deliveries;
}
