import type { DeliveryRow } from '../db/outbox.js';
import { LEAD_ROUTE_OPERATIONS } from '../leads/lead-route.js';
import type { DeliveryOutcome } from './outcome.js';
import { parsePayload } from './payloads.js';
import { QUOTE_LEAD_FAILURE } from '../leads/quote-lead.js';

/** 'IlLeads API call failed' or 'DiLeads API call failed' by the stored quote type (docs/requirements.md#error-catalogue). */
function quoteFailure(row: DeliveryRow): string {
  try {
    const kind = row.kind as 'quote-lead-validate' | 'quote-lead-create' | 'quote-follow-up';
    return QUOTE_LEAD_FAILURE[parsePayload(kind, row.payload).type];
  } catch {
    return QUOTE_LEAD_FAILURE.il;
  }
}

/** Logged when a contact e-mail send fails (docs/requirements.md#error-catalogue "Contact e-mail failure: caught and logged"; wording not given). */
export const EMAIL_FAILED = 'Contact e-mail failed';
/** Logged when a web-to-lead post fails (wording not given by the requirements). */
export const WEB_TO_LEAD_FAILED = 'Web-to-lead post failed';

/**
 * The line logged for a failed attempt (docs/requirements.md#error-catalogue "Lead failures … logged only"): lead
 * assignment (a form's lead, a tool's lead or its follow-up) unreachable 'Error calling lead assignment', answering an error 'LeadAssignment API
 * call failed'; lead-route 'Lead Services API call failed', 'TrackingData API call failed' or
 * 'FMG API call failed' by operation; a quote lead's steps 'IlLeads API call failed' or 'DiLeads API call failed'.
 */
export function failureLine(row: DeliveryRow, outcome: Extract<DeliveryOutcome, { ok: false }>): string {
  switch (row.kind) {
    case 'lead-assignment':
    case 'tool-lead':
    case 'lead-assign':
    case 'lead-create':
      return outcome.transport ? 'Error calling lead assignment' : 'LeadAssignment API call failed';
    case 'lead-route':
      try {
        return LEAD_ROUTE_OPERATIONS[parsePayload('lead-route', row.payload).operation].failure;
      } catch {
        return LEAD_ROUTE_OPERATIONS['lead-services-create'].failure;
      }
    case 'web-to-lead':
      return WEB_TO_LEAD_FAILED;
    case 'quote-lead-validate':
    case 'quote-lead-create':
    case 'quote-follow-up':
      return quoteFailure(row);
    case 'email-envelope':
    case 'smtp':
      return EMAIL_FAILED;
  }
}

/** The line logged when a delivery gives up: for lead assignment (forms' and tools' leads, the follow-up) docs/requirements.md#error-catalogue's 'Failed to access leads-assignment'. */
export function gaveUpLine(row: DeliveryRow): string {
  return row.kind === 'lead-assignment' || row.kind === 'tool-lead' || row.kind === 'lead-assign' || row.kind === 'lead-create'
    ? 'Failed to access leads-assignment'
    : `${row.kind} delivery gave up`;
}
