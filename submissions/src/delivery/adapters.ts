import type { FormsConfig } from '../config';
import type { DeliveryRow } from '../db/outbox';
import { LEAD_ROUTE_OPERATIONS } from '../leads/lead-route';
import { buildEnvelope } from '../mail/envelope';
import { sendSmtp } from '../mail/smtp';
import { httpPost } from './http';
import { errorCode, type DeliveryOutcome } from './outcome';
import { parsePayload, PayloadError } from './payloads';

/** Sends one claimed delivery; never throws (a thrown error becomes an outcome: final for an unreadable payload, else retryable). */
export type Deliver = (row: DeliveryRow, at: Date) => Promise<DeliveryOutcome>;

const notConfigured = (variable: string): DeliveryOutcome => ({
  ok: false,
  error: `${variable} is not set`,
  retryable: true,
  transport: true,
});

/**
 * The adapters, one per delivery kind, reading the endpoints from `config`:
 * - lead-assignment: POST JSON to LEAD_ASSIGNMENT_URL with `source` as a query parameter;
 * - lead-route: POST JSON to LEAD_ROUTE_URL + the operation's path;
 * - web-to-lead: POST urlencoded to the production or the test address;
 * - email-envelope: POST the envelope (seed 001 §3) to EMAIL_ENVELOPE_URL;
 * - smtp: nodemailer to SMTP_URL.
 * Every HTTP call carries `Idempotency-Key: {delivery id}`.
 */
export function createDeliver(config: FormsConfig): Deliver {
  const { timeoutMs } = config.delivery;
  return async (row, at) => {
    try {
      switch (row.kind) {
        case 'lead-assignment': {
          if (!config.leadAssignmentUrl) return notConfigured('LEAD_ASSIGNMENT_URL');
          const { source, body } = parsePayload('lead-assignment', row.payload);
          const url = new URL(config.leadAssignmentUrl);
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
          if (!config.leadRouteUrl) return notConfigured('LEAD_ROUTE_URL');
          const { operation, body } = parsePayload('lead-route', row.payload);
          const url = `${config.leadRouteUrl}${LEAD_ROUTE_OPERATIONS[operation].path}`;
          return await httpPost({ url, contentType: 'application/json', body: JSON.stringify(body), idempotencyKey: row.id, timeoutMs });
        }
        case 'web-to-lead': {
          const { organisation, fields } = parsePayload('web-to-lead', row.payload);
          const url = organisation === 'production' ? config.webToLead.productionUrl : config.webToLead.testUrl;
          if (!url) return notConfigured(organisation === 'production' ? 'WEB_TO_LEAD_URL' : 'WEB_TO_LEAD_TEST_URL');
          return await httpPost({
            url,
            contentType: 'application/x-www-form-urlencoded',
            body: new URLSearchParams(fields).toString(),
            idempotencyKey: row.id,
            timeoutMs,
            redirectIsSuccess: true,
          });
        }
        case 'email-envelope': {
          if (!config.emailEnvelopeUrl) return notConfigured('EMAIL_ENVELOPE_URL');
          const { message } = parsePayload('email-envelope', row.payload);
          const envelope = buildEnvelope({ message, requestId: row.id, at, config: config.envelope });
          return await httpPost({
            url: config.emailEnvelopeUrl,
            contentType: 'application/json',
            body: JSON.stringify(envelope),
            idempotencyKey: row.id,
            timeoutMs,
          });
        }
        case 'smtp': {
          const { message } = parsePayload('smtp', row.payload);
          return await sendSmtp(message, {
            smtpUrl: config.smtpUrl,
            from: config.mailFrom,
            messageId: messageId(row.id, config.mailFrom),
            timeoutMs,
          });
        }
      }
    } catch (error) {
      return { ok: false, error: errorCode(error), retryable: !(error instanceof PayloadError), transport: false };
    }
  };
}

/** `<delivery-id@domain of From>`: one Message-ID per delivery, the same on every retry. */
function messageId(deliveryId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${deliveryId}@${domain}>`;
}
