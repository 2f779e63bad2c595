import { type RetirementResult } from '@insurer/contracts/retirement';
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

/** The lead as lead assignment receives it from a tool, with the page's compliance code. */
export interface ToolLeadPayload {
  compliance_code: ShareTool;
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
 * A RILA result with only its complete slots (chart data, image, outcome A and buffer all
 * present: docs/requirements.md#rila-tool), or undefined when none is complete.
 */
export function completeRilaResult(result: RilaShareResult): RilaShareResult | undefined {
  const slots = result.slots.filter(isCompleteRilaSlot);
  return slots.length ? { ...result, slots } : undefined;
}

/**
 * The tool lead (pure): names, the zip (10001 when the option asks none), the e-mail, the
 * professional's e-mail for otherFP, the phone's digits and best time to call when given, the
 * option and `data` (empty values left out).
 */
export function buildToolLead(input: { tool: ShareTool; contact: ShareContactValues; data: Record<string, unknown> }): ToolLeadPayload {
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
  return { compliance_code: input.tool, lead };
}

/** Lead assignment's answer to a tool lead: the ids the follow-up call carries. */
export const toolLeadAnswerSchema = z.object({
  lead_id: z.union([z.string().min(1), z.number()]).transform(String),
  internal_lead_id: z.union([z.string().min(1), z.number()]).transform(String),
});
export type ToolLeadAnswer = z.infer<typeof toolLeadAnswerSchema>;

/** The follow-up call's body: `POST {LEAD_ASSIGNMENT_URL}/leads/assign` with `lead_reference_id` (the lead id) and `internal_lead_id`. */
export function buildLeadAssign(answer: ToolLeadAnswer, tool: ShareTool): Record<string, string> {
  return { lead_reference_id: answer.lead_id, lead_id: answer.lead_id, internal_lead_id: answer.internal_lead_id, compliance_code: tool };
}

/** The follow-up's address: `{LEAD_ASSIGNMENT_URL}/leads/assign` (the base `…/api/lead-assignment` gives `…/api/lead-assignment/leads/assign`). */
export function leadAssignUrl(leadAssignmentUrl: string): string {
  const url = new URL(leadAssignmentUrl);
  url.search = '';
  url.pathname = `${url.pathname.replace(/\/$/, '')}/leads/assign`;
  return url.href;
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
