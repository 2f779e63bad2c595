import { type RetirementResult } from '@insurer/contracts/retirement';
import { ANNUITIES_INTERESTS } from '@insurer/contracts/forms';
import { isCompleteRilaSlot, type RilaShareResult, type ShareContactValues, type ShareTool } from '@insurer/contracts/share';
import { z } from 'zod';
import { digits } from './lead-assignment.js';

/**
 * The share flow's lead (docs/requirements.md#share-flow, docs/requirements.md#lead-assignment):
 * what goes to lead assignment with the page's compliance code, the follow-up call with the ids
 * the answer gives, and the tool's save to the lead route.
 */

/** The lead postal code when the visitor gives none (options myself and otherFP; docs/requirements.md#business-constants). */
export const DEFAULT_LEAD_POSTAL_CODE = '10001';

/**
 * The service each tool's lead is about (`service_ids`, docs/requirements.md#lead-assignment): the
 * interest codes of the lead forms, Annuities (3) for the RILA tool and 401K/Retirement Plan (5)
 * for the retirement calculator (docs/requirements.md#decision-tool-and-survey-leads).
 */
export const TOOL_SERVICE_IDS: Readonly<Record<ShareTool, readonly number[]>> = {
  rila_tool: [Number(ANNUITIES_INTERESTS[0].code)],
  retirement_calculator: [Number(ANNUITIES_INTERESTS[1].code)],
};

/** The lead as lead assignment receives it from a tool, with the page's compliance code. */
export interface ToolLeadPayload {
  compliance_code: ShareTool;
  /** The product form's compliance code in force (docs/requirements.md#decision-compliance-codes), when content has one. */
  compliance_number?: string;
  /** The service the lead is about (`TOOL_SERVICE_IDS`). */
  service_ids: number[];
  /** The address of the page the lead came from. */
  location_permalink: string;
  /** The campaign's 1-in-N draw (docs/requirements.md#decision-agency-assist-and-email-routing). */
  send_to_agency_assist: boolean;
  lead: {
    first_name: string;
    last_name: string;
    addresses: { postal_code: string }[];
    emails: { address: string }[];
    otherFPEmail?: string;
    phone_numbers?: { full_number: string }[];
    best_time_to_call?: string;
    emailOption: ShareContactValues['emailOption'];
    /** The tool's results: the retirement figures, or the complete RILA slots. */
    data: Record<string, unknown>;
  };
}

/** The retirement results as the lead's data and the routing client's retirement save carry them. */
export interface RetirementLeadData {
  /** Dollars. */
  income_goal: number;
  /** Percent of the goal, rounded (50 is 50%). */
  progress: number;
  savings: number;
  shortfall: number;
  /** The readiness level. */
  result: string;
  contactChoice: ShareContactValues['emailOption'];
}

/** The retirement figures of a lead (`RetirementResult` in whole dollars, progress in percent). */
export function retirementLeadData(result: RetirementResult, contactChoice: ShareContactValues['emailOption']): RetirementLeadData {
  return {
    income_goal: result.goal,
    progress: Math.round(result.progress * 100),
    savings: result.savings,
    shortfall: result.shortfall,
    result: result.result,
    contactChoice,
  };
}

/**
 * A RILA result with only its complete slots (chart data, outcome A and buffer all present; the
 * image is drawn from the chart data when the lead is sent: docs/requirements.md#rila-tool), or
 * undefined when none is complete.
 */
export function completeRilaResult(result: RilaShareResult): RilaShareResult | undefined {
  const slots = result.slots.filter(isCompleteRilaSlot);
  return slots.length ? { ...result, slots } : undefined;
}

/**
 * The tool lead (pure): names, the zip (10001 when the option asks none), the e-mail, the
 * professional's e-mail for otherFP, the phone's digits and best time to call when given, the
 * option and `data` (empty values left out); with the page's compliance code, the product's
 * compliance number when there is one, the tool's `service_ids`, the page's address as
 * `location_permalink` and the campaign draw's `send_to_agency_assist`.
 */
export function buildToolLead(input: {
  tool: ShareTool;
  contact: ShareContactValues;
  data: Record<string, unknown>;
  complianceNumber: string | undefined;
  locationPermalink: string;
  agencyAssist: boolean;
}): ToolLeadPayload {
  const { contact } = input;
  const lead: ToolLeadPayload['lead'] = {
    first_name: contact.firstName,
    last_name: contact.lastName,
    addresses: [{ postal_code: contact.emailOption === 'guardianFP' ? contact.zipCode : DEFAULT_LEAD_POSTAL_CODE }],
    emails: [{ address: contact.email }],
    emailOption: contact.emailOption,
    data: input.data,
  };
  if (contact.emailOption === 'otherFP') lead.otherFPEmail = contact.fpEmail;
  if (contact.phone) lead.phone_numbers = [{ full_number: digits(contact.phone) }];
  if (contact.bestTimeToCall) lead.best_time_to_call = contact.bestTimeToCall;
  return {
    compliance_code: input.tool,
    ...(input.complianceNumber ? { compliance_number: input.complianceNumber } : {}),
    service_ids: [...TOOL_SERVICE_IDS[input.tool]],
    location_permalink: input.locationPermalink,
    send_to_agency_assist: input.agencyAssist,
    lead,
  };
}

const leadId = z.union([z.string().min(1), z.number()]).transform(String);

/**
 * Lead assignment's answer to a tool lead (docs/requirements.md#lead-assignment "Answer lead_id and
 * internal_lead_id"): `lead_id`, and `internal_lead_id` when the service made the lead at once;
 * without it the worker asks the create call for one (docs/requirements.md#decision-lead-assignment-calls).
 */
export const toolLeadAnswerSchema = z.object({ lead_id: leadId, internal_lead_id: leadId.optional() });
export type ToolLeadAnswer = z.infer<typeof toolLeadAnswerSchema>;

/** The create call's answer (docs/requirements.md#lead-assignment "Lead assignment create … Answer internal_lead_id"). */
export const createLeadAnswerSchema = z.object({ internal_lead_id: leadId });

/** The follow-up call's body: `POST {LEAD_ASSIGNMENT_URL}/leads/assign` with `lead_reference_id` (the lead id) and `internal_lead_id`. */
export function buildLeadAssign(answer: { lead_id: string; internal_lead_id: string }, tool: ShareTool): Record<string, string> {
  return { lead_reference_id: answer.lead_id, lead_id: answer.lead_id, internal_lead_id: answer.internal_lead_id, compliance_code: tool };
}

/** The create call of a tool lead answered without an internal id: `{ lead_reference_id, compliance_code }`. */
export function buildToolLeadCreate(leadIdValue: string, tool: ShareTool): Record<string, string> {
  return { lead_reference_id: leadIdValue, compliance_code: tool };
}

/** The create call's address: `{LEAD_ASSIGNMENT_URL}/create` (`…/api/lead-assignment/create`). */
export function leadCreateUrl(leadAssignmentUrl: string): string {
  return underLeadAssignment(leadAssignmentUrl, 'create');
}

function underLeadAssignment(leadAssignmentUrl: string, path: string): string {
  const url = new URL(leadAssignmentUrl);
  url.search = '';
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${path}`;
  return url.href;
}

/** The follow-up's address: `{LEAD_ASSIGNMENT_URL}/leads/assign` (the base `…/api/lead-assignment` gives `…/api/lead-assignment/leads/assign`). */
export function leadAssignUrl(leadAssignmentUrl: string): string {
  return underLeadAssignment(leadAssignmentUrl, 'leads/assign');
}

/**
 * The routing client's RILA save (docs/requirements.md#lead-routing "Saved RILA data"):
 * `investmentAmount`, and the first slot's `strategyTerm`, `protectionLevel` (buffer), `indicesIndex`
 * and `capRate`, with `contactChoice`; `strategies` carries every complete slot the same way.
 */
export function buildRilaSave(
  result: RilaShareResult,
  contactChoice: ShareContactValues['emailOption'],
  reference: string,
): Record<string, unknown> {
  const strategies = result.slots.map((slot) => ({
    slot: slot.slot,
    strategyTerm: slot.selections.strategyTerm,
    protectionLevel: slot.selections.buffer,
    indicesIndex: slot.selections.index,
    ...(slot.selections.creditingStrategy ? { creditingStrategy: slot.selections.creditingStrategy } : {}),
    capRate: slot.rates.cap,
    allocationPercent: slot.allocationPercent,
    amount: slot.amount,
  }));
  const first = strategies[0];
  return {
    lead_reference_id: reference,
    investmentAmount: result.investmentAmount,
    strategyTerm: first?.strategyTerm,
    protectionLevel: first?.protectionLevel,
    indicesIndex: first?.indicesIndex,
    capRate: first?.capRate,
    contactChoice,
    strategies,
  };
}
