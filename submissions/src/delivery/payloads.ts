import { z } from 'zod';
import type { DeliveryKind } from '../db/schema.js';
import type { LeadAssignmentPayload, LeadSource } from '../leads/lead-assignment.js';
import { LEAD_ROUTE_OPERATIONS, type LeadRouteOperation } from '../leads/lead-route.js';
import type { QuoteFollowUpStep, QuoteLead } from '../leads/quote-lead.js';
import type { ToolLeadPayload } from '../leads/tool-lead.js';
import { chartSpecSchema } from '../mail/chart-png.js';
import { MAIL_COMMUNICATIONS, type MailMessage } from '../mail/contact-emails.js';
import { type QuoteLeadType } from '@insurer/contracts/quote';
import { SHARE_TOOLS, type ShareTool } from '@insurer/contracts/share';

/**
 * What an outbox row's `payload` holds, per delivery kind: exactly what will be sent, fixed when
 * the submission is accepted (so a retry sends the same bytes and one agency-assist draw).
 * The endpoint addresses are not stored: they come from the configuration at delivery time.
 */
export interface DeliveryPayloads {
  /** POST {LEAD_ASSIGNMENT_URL}?source={source}, JSON body. */
  'lead-assignment': { source: LeadSource; body: LeadAssignmentPayload };
  /** POST {LEAD_ROUTE_URL}{operation path}, JSON body. */
  'lead-route': { operation: LeadRouteOperation; body: Record<string, unknown> };
  /** POST urlencoded to the production or test web-to-lead address; `fields` in order. */
  'web-to-lead': { organisation: 'production' | 'test'; fields: [string, string][] };
  /** POST {EMAIL_ENVELOPE_URL} with the envelope built from the message at send time. */
  'email-envelope': { message: MailMessage };
  /** SMTP (the local mailbox by default). */
  smtp: { message: MailMessage };
  /** POST {LEAD_ASSIGNMENT_URL}?compliance_code={tool}, JSON body; the answer's ids feed a 'lead-assign' follow-up. */
  'tool-lead': { tool: ShareTool; body: ToolLeadPayload };
  /** POST {LEAD_ASSIGNMENT_URL}/leads/assign, JSON body (written by the worker from the tool lead's answer); its JSON answer is read and logged. */
  'lead-assign': { tool: ShareTool; body: Record<string, string> };
  /**
   * POST {LEAD_ASSIGNMENT_URL}/create, JSON body; the answer's `internal_lead_id` is read and logged.
   * A survey lead (the quote results' server action) is created this way; a tool lead whose answer
   * gave a `lead_id` without an `internal_lead_id` gets one this way (`tool` set), then its 'lead-assign'.
   */
  'lead-create': { tool?: ShareTool | undefined; body: Record<string, unknown> };
  /** POST {LEAD_ROUTE_URL}/{il|di}-leads/validate; an answer with a `status` adds the 'quote-lead-create' step. */
  'quote-lead-validate': { type: QuoteLeadType; lead: QuoteLead };
  /** POST {LEAD_ROUTE_URL}/{il|di}-leads/create (written by the worker after validate); its `internal_lead_id` adds the follow-ups. */
  'quote-lead-create': { type: QuoteLeadType; lead: QuoteLead };
  /** POST {LEAD_ROUTE_URL}/quotes/{life|disability} or /service-selection (written by the worker after create). */
  'quote-follow-up': { type: QuoteLeadType; step: QuoteFollowUpStep; body: Record<string, unknown> };
}

/** One delivery to record: its kind and that kind's payload. */
export type DeliveryRequest = { [K in DeliveryKind]: { kind: K; payload: DeliveryPayloads[K] } }[DeliveryKind];

const message = z.object({
  communication: z.enum(MAIL_COMMUNICATIONS),
  audience: z.enum(['internal', 'visitor', 'third-party']).optional(),
  complianceNumber: z.string().optional(),
  to: z.array(z.string()).min(1),
  replyTo: z.string().optional(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  charts: z.array(z.object({ cid: z.string(), spec: chartSpecSchema })).optional(),
  complianceCode: z.string().optional(),
});

const quoteType = z.enum(['il', 'di']);
const quoteLead = z.custom<QuoteLead>(
  (v) => typeof v === 'object' && v !== null && 'quote_data' in v && 'email_address' in v && 'address' in v,
);

const parsers: { [K in DeliveryKind]: z.ZodType<DeliveryPayloads[K]> } = {
  'lead-assignment': z.object({
    source: z.enum(['annuities_form', 'global_citizens', 'safeguard360', 'Connect_Form']),
    body: z.custom<LeadAssignmentPayload>((v) => typeof v === 'object' && v !== null && 'lead' in v),
  }),
  'lead-route': z.object({
    operation: z.enum(Object.keys(LEAD_ROUTE_OPERATIONS) as [LeadRouteOperation, ...LeadRouteOperation[]]),
    body: z.record(z.string(), z.unknown()),
  }),
  'web-to-lead': z.object({ organisation: z.enum(['production', 'test']), fields: z.array(z.tuple([z.string(), z.string()])) }),
  'email-envelope': z.object({ message }),
  smtp: z.object({ message }),
  'tool-lead': z.object({
    tool: z.enum(SHARE_TOOLS),
    body: z.custom<ToolLeadPayload>((v) => typeof v === 'object' && v !== null && 'lead' in v && 'compliance_code' in v),
  }),
  'lead-assign': z.object({ tool: z.enum(SHARE_TOOLS), body: z.record(z.string(), z.string()) }),
  'lead-create': z.object({ tool: z.enum(SHARE_TOOLS).optional(), body: z.record(z.string(), z.unknown()) }),
  'quote-lead-validate': z.object({ type: quoteType, lead: quoteLead }),
  'quote-lead-create': z.object({ type: quoteType, lead: quoteLead }),
  'quote-follow-up': z.object({ type: quoteType, step: z.enum(['quote', 'service-selection']), body: z.record(z.string(), z.unknown()) }),
};

/** A stored payload that cannot be read; `code` is what the outbox records (the JSON may hold personal data, so no text of it). */
export class PayloadError extends Error {
  readonly code = 'EPAYLOAD';
}

/**
 * Reads an outbox row's payload back.
 * @throws PayloadError when the stored JSON does not parse or lacks the kind's shape (a row written by another version).
 */
export function parsePayload<K extends DeliveryKind>(kind: K, json: string): DeliveryPayloads[K] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new PayloadError(`stored ${kind} payload is not JSON`);
  }
  const parsed = parsers[kind].safeParse(value);
  if (!parsed.success) throw new PayloadError(`stored ${kind} payload has an unexpected shape`);
  return parsed.data;
}
