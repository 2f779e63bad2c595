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
import { configuredDownstreams, type FormsConfig } from '../config.js';
import type { DeliveryRequest } from '../delivery/payloads.js';
import { agencyAssist, type RandomSource } from '../leads/agency-assist.js';
import { buildLeadAssignmentPayload, type LeadSource } from '../leads/lead-assignment.js';
import { buildPartnerLead, buildRoutingLead, buildTrackingSave } from '../leads/lead-route.js';
import { buildWebToLeadFields } from '../leads/web-to-lead.js';
import { buildContactEmails } from '../mail/contact-emails.js';

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

/** What the delivery builders need besides the values: configuration, the submission id and time, the draw's random source. */
export interface DeliveryContext {
  config: FormsConfig;
  submissionId: string;
  at: Date;
  random: RandomSource;
  /** The origin the request came from (decides the web-to-lead organisation). */
  requestOrigin: string | undefined;
  /** False when the visitor's address has had its share of thank-you e-mails (`CONTACT_THANK_YOU_LIMIT`); true when omitted. */
  sendThankYou?: boolean;
}

/**
 * The deliveries one accepted bespoke-form submission needs, by form and configuration:
 * - contact us: the internal inquiry and the visitor's thank-you (left out past the per-recipient
 *   limit), through the envelope API when EMAIL_ENVELOPE_URL is set, else SMTP (the local mailbox
 *   by default);
 * - lead forms: the lead-assignment payload when LEAD_ASSIGNMENT_URL is set; the routing-client
 *   lead and tracking save (and the partner lead for a partner visitor) when LEAD_ROUTE_URL is set;
 *   none when neither is (the lead stays in the database, status 'stored');
 * - dental network: the web-to-lead post when its address is configured, else none.
 */
export function bespokeDeliveries<F extends BespokeFormId>(
  formId: F,
  values: BespokeFormValues<F>,
  tracking: TrackingContext,
  context: DeliveryContext,
): DeliveryRequest[] {
  const { config } = context;
  const downstreams = configuredDownstreams(config);
  if (formId === 'gl-contact-us-hc') {
    const messages = buildContactEmails({
      values: values as BespokeFormValues<'gl-contact-us-hc'>,
      inbox: config.contactInboxEmail,
      appEnv: config.appEnv,
      reference: context.submissionId,
    });
    const sent = context.sendThankYou === false ? messages.filter((m) => m.communication !== 'contact-thank-you') : messages;
    return sent.map((message) =>
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
  const assist = agencyAssist({
    emailRouting: tracking.EmailRouting,
    campaign: tracking.LifeCampaignName ?? source,
    random: context.random,
  });
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
