import { configuredDownstreams, type FormsConfig } from '../config.js';
import type { DeliveryRow } from '../db/outbox.js';
import { LEAD_ROUTE_OPERATIONS } from '../leads/lead-route.js';
import { createAnswerSchema, QUOTE_LEAD_FAILURE, quoteFollowUps, quoteLeadPaths, validateAnswerSchema } from '../leads/quote-lead.js';
import {
  buildLeadAssign,
  buildToolLeadCreate,
  createLeadAnswerSchema,
  leadAssignUrl,
  leadCreateUrl,
  toolLeadAnswerSchema,
} from '../leads/tool-lead.js';
import { withRilaChartImages } from '../leads/rila-chart-images.js';
import { log } from '../log.js';
import { buildEnvelope } from '../mail/envelope.js';
import { renderCharts } from '../mail/inline-charts.js';
import { sendSmtp } from '../mail/smtp.js';
import { httpPost, httpPostReadingJson } from './http.js';
import { errorCode, type DeliveryOutcome } from './outcome.js';
import { parsePayload, PayloadError, type DeliveryRequest } from './payloads.js';

/** What one attempt came to, and on success the deliveries it calls for next (a tool lead's follow-up). */
export type DeliverResult = DeliveryOutcome & { followUps?: DeliveryRequest[] };

/** Sends one claimed delivery; never throws (a thrown error becomes an outcome: final for an unreadable payload, else retryable). */
export type Deliver = (row: DeliveryRow, at: Date) => Promise<DeliverResult>;

const notConfigured = (variable: string): DeliveryOutcome => ({
  ok: false,
  error: `${variable} is not set`,
  retryable: true,
  transport: true,
});

/**
 * The adapters, one per delivery kind, sending to the downstreams `configuredDownstreams` finds in `config`:
 * - lead-assignment: POST JSON to LEAD_ASSIGNMENT_URL with `source` as a query parameter;
 * - lead-route: POST JSON to LEAD_ROUTE_URL + the operation's path;
 * - web-to-lead: POST urlencoded to the production or the test address;
 * - tool-lead: POST JSON to LEAD_ASSIGNMENT_URL with the page's `compliance_code` (RILA chart images drawn
 *   now); its answer's `lead_id` and `internal_lead_id` add 'lead-assign', a `lead_id` alone adds 'lead-create';
 * - lead-create: POST JSON to LEAD_ASSIGNMENT_URL/create, answer `internal_lead_id` (then 'lead-assign' for a tool lead);
 * - lead-assign: POST JSON to LEAD_ASSIGNMENT_URL/leads/assign, its JSON answer logged;
 * - email-envelope: POST the envelope (docs/requirements.md#e-mail-envelope) to EMAIL_ENVELOPE_URL;
 * - smtp: nodemailer to SMTP_URL;
 * - quote-lead-validate, quote-lead-create, quote-follow-up: POST JSON to LEAD_ROUTE_URL + the step's path
 *   (docs/requirements.md#quote-leads): validate's answer with a `status` adds the create step, create's
 *   `internal_lead_id` adds the two follow-ups, each in the transaction that marks the step delivered.
 * Every HTTP call carries `Idempotency-Key: {delivery id}`.
 */
export function createDeliver(config: FormsConfig): Deliver {
  const { timeoutMs } = config.delivery;
  const downstreams = configuredDownstreams(config);
  return async (row, at) => {
    try {
      switch (row.kind) {
        case 'lead-assignment': {
          if (!downstreams.leadAssignment) return notConfigured('LEAD_ASSIGNMENT_URL');
          const { source, body } = parsePayload('lead-assignment', row.payload);
          const url = new URL(downstreams.leadAssignment.url);
          url.searchParams.set('source', source);
          return await httpPost({
            url: url.href,
            contentType: 'application/json',
            body: JSON.stringify(body),
            idempotencyKey: row.id,
            timeoutMs,
          });
        }
        case 'lead-route': {
          if (!downstreams.leadRoute) return notConfigured('LEAD_ROUTE_URL');
          const { operation, body } = parsePayload('lead-route', row.payload);
          const url = `${downstreams.leadRoute.baseUrl}${LEAD_ROUTE_OPERATIONS[operation].path}`;
          return await httpPost({ url, contentType: 'application/json', body: JSON.stringify(body), idempotencyKey: row.id, timeoutMs });
        }
        case 'web-to-lead': {
          const { organisation, fields } = parsePayload('web-to-lead', row.payload);
          const target = downstreams.webToLead[organisation];
          if (!target) return notConfigured(organisation === 'production' ? 'WEB_TO_LEAD_URL' : 'WEB_TO_LEAD_TEST_URL');
          return await httpPost({
            url: target.url,
            contentType: 'application/x-www-form-urlencoded',
            body: new URLSearchParams(fields).toString(),
            idempotencyKey: row.id,
            timeoutMs,
            redirectIsSuccess: true,
          });
        }
        case 'tool-lead': {
          if (!downstreams.leadAssignment) return notConfigured('LEAD_ASSIGNMENT_URL');
          const { tool, body } = parsePayload('tool-lead', row.payload);
          const url = new URL(downstreams.leadAssignment.url);
          url.searchParams.set('compliance_code', tool);
          const { outcome, answer } = await httpPostReadingJson({
            url: url.href,
            contentType: 'application/json',
            // The RILA slots' chart images are drawn now from their chart data (the server's own figures).
            body: JSON.stringify(await withRilaChartImages(body, row)),
            idempotencyKey: row.id,
            timeoutMs,
          });
          if (!outcome.ok) return outcome;
          const ids = toolLeadAnswerSchema.safeParse(answer);
          if (!ids.success) {
            // The lead was taken (2xx): sending it again would duplicate it. Without ids there is nothing to follow up.
            log('error', 'LeadAssignment API call failed', {
              submission: row.submission_id,
              delivery: row.id,
              error: 'answer without lead_id',
            });
            return outcome;
          }
          const { lead_id, internal_lead_id } = ids.data;
          // docs/requirements.md#decision-lead-assignment-calls: without an internal id, the create call gives one first.
          const followUp: DeliveryRequest = internal_lead_id
            ? { kind: 'lead-assign', payload: { tool, body: buildLeadAssign({ lead_id, internal_lead_id }, tool) } }
            : { kind: 'lead-create', payload: { tool, body: buildToolLeadCreate(lead_id, tool) } };
          return { ...outcome, followUps: [followUp] };
        }
        case 'lead-create': {
          if (!downstreams.leadAssignment) return notConfigured('LEAD_ASSIGNMENT_URL');
          const { tool, body } = parsePayload('lead-create', row.payload);
          const { outcome, answer } = await httpPostReadingJson({
            url: leadCreateUrl(downstreams.leadAssignment.url),
            contentType: 'application/json',
            body: JSON.stringify(body),
            idempotencyKey: row.id,
            timeoutMs,
          });
          if (!outcome.ok) return outcome;
          const created = createLeadAnswerSchema.safeParse(answer);
          const ids = { submission: row.submission_id, delivery: row.id };
          if (!created.success) {
            // Taken (2xx) but without the id: creating it again would duplicate it.
            log('error', 'LeadAssignment API call failed', { ...ids, error: 'answer without internal_lead_id' });
            return outcome;
          }
          log('info', 'Lead created', { ...ids, answer: `internal_lead_id=${created.data.internal_lead_id}` });
          const reference = typeof body['lead_reference_id'] === 'string' ? body['lead_reference_id'] : undefined;
          if (!tool || !reference) return outcome;
          return {
            ...outcome,
            followUps: [
              {
                kind: 'lead-assign',
                payload: { tool, body: buildLeadAssign({ lead_id: reference, internal_lead_id: created.data.internal_lead_id }, tool) },
              },
            ],
          };
        }
        case 'lead-assign': {
          if (!downstreams.leadAssignment) return notConfigured('LEAD_ASSIGNMENT_URL');
          const { body } = parsePayload('lead-assign', row.payload);
          const { outcome, answer } = await httpPostReadingJson({
            url: leadAssignUrl(downstreams.leadAssignment.url),
            contentType: 'application/json',
            body: JSON.stringify(body),
            idempotencyKey: row.id,
            timeoutMs,
          });
          // docs/requirements.md#lead-assignment "JSON answer read": what the assignment answered, as its top-level keys and scalar values.
          if (outcome.ok) log('info', 'Lead assigned', { submission: row.submission_id, delivery: row.id, answer: summarise(answer) });
          return outcome;
        }
        case 'quote-lead-validate':
        case 'quote-lead-create': {
          if (!downstreams.leadRoute) return notConfigured('LEAD_ROUTE_URL');
          const { type, lead } = parsePayload(row.kind, row.payload);
          const paths = quoteLeadPaths(type);
          const { outcome, answer } = await httpPostReadingJson({
            url: `${downstreams.leadRoute.baseUrl}${row.kind === 'quote-lead-validate' ? paths.validate : paths.create}`,
            contentType: 'application/json',
            body: JSON.stringify(lead),
            idempotencyKey: row.id,
            timeoutMs,
          });
          if (!outcome.ok) return outcome;
          const ids = { submission: row.submission_id, delivery: row.id };
          if (row.kind === 'quote-lead-validate') {
            // docs/requirements.md#lead-routing: creation only when the validate step returns a status.
            if (!validateAnswerSchema.safeParse(answer).success) {
              log('warn', 'Quote lead not created: the validate step returned no status', ids);
              return outcome;
            }
            return { ...outcome, followUps: [{ kind: 'quote-lead-create', payload: { type, lead } }] };
          }
          const created = createAnswerSchema.safeParse(answer);
          if (!created.success) {
            // The lead was taken (2xx): creating it again would duplicate it. Without the id there is nothing to follow up.
            log('error', QUOTE_LEAD_FAILURE[type], { ...ids, error: 'answer without internal_lead_id' });
            return outcome;
          }
          return {
            ...outcome,
            followUps: quoteFollowUps(lead, created.data.internal_lead_id).map((payload) => ({
              kind: 'quote-follow-up' as const,
              payload,
            })),
          };
        }
        case 'quote-follow-up': {
          if (!downstreams.leadRoute) return notConfigured('LEAD_ROUTE_URL');
          const { type, step, body } = parsePayload('quote-follow-up', row.payload);
          const paths = quoteLeadPaths(type);
          return await httpPost({
            url: `${downstreams.leadRoute.baseUrl}${step === 'quote' ? paths.quote : paths.serviceSelection}`,
            contentType: 'application/json',
            body: JSON.stringify(body),
            idempotencyKey: row.id,
            timeoutMs,
          });
        }
        case 'email-envelope': {
          if (downstreams.email.kind !== 'email-envelope') return notConfigured('EMAIL_ENVELOPE_URL');
          const { message } = parsePayload('email-envelope', row.payload);
          const envelope = buildEnvelope({
            message,
            requestId: row.id,
            at,
            config: config.envelope,
            links: config.mailLinks,
            images: await renderCharts(message, row),
          });
          return await httpPost({
            url: downstreams.email.url,
            contentType: 'application/json',
            body: JSON.stringify(envelope),
            idempotencyKey: row.id,
            timeoutMs,
          });
        }
        case 'smtp': {
          const { message } = parsePayload('smtp', row.payload);
          return await sendSmtp(message, {
            images: await renderCharts(message, row),
            smtpUrl: config.smtpUrl,
            from: config.mailFrom,
            messageId: messageId(row.id, config.mailFrom),
            unsubscribeUrl: config.mailLinks.unsubscribe,
            timeoutMs,
          });
        }
      }
    } catch (error) {
      return { ok: false, error: errorCode(error), retryable: !(error instanceof PayloadError), transport: false };
    }
  };
}

/**
 * A downstream's JSON answer for a log line: its top-level ids and status words (`key=value`, strings
 * and numbers of at most 40 characters whose key names an id, a status or a result), never
 * anything else it may hold about the person.
 */
function summarise(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer === undefined ? 'not JSON' : 'JSON';
  const kept = Object.entries(answer)
    .filter(([key, value]) => /(^|_)(id|status|result|assigned)/i.test(key) && (typeof value === 'string' || typeof value === 'number'))
    .filter(([, value]) => String(value).length <= 40)
    .map(([key, value]) => `${key}:${String(value)}`);
  return kept.length ? kept.join(',') : 'JSON';
}

/** `<delivery-id@domain of From>`: one Message-ID per delivery, the same on every retry. */
function messageId(deliveryId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${deliveryId}@${domain}>`;
}
