import type { BespokeFormId } from './contract.js';

/** The bespoke forms that send a lead to the lead-assignment service (docs/requirements.md#forms). */
export const LEAD_FORM_IDS = [
  'annuities-form-hc',
  'global-citizens-hc',
  'safe-guard-360-hc',
  'schedule-meeting-hc',
  'connect-with-FP-hc',
] as const satisfies readonly BespokeFormId[];

export type LeadFormId = (typeof LEAD_FORM_IDS)[number];

export function isLeadFormId(id: string): id is LeadFormId {
  return (LEAD_FORM_IDS as readonly string[]).includes(id);
}

/**
 * The source name sent with each lead (docs/requirements.md#lead-assignment: annuities_form,
 * global_citizens, safeguard360, Connect_Form). The requirements name none for the schedule-meeting
 * form: undefined there, the server decides.
 */
export const LEAD_SOURCES: Readonly<Record<LeadFormId, string | undefined>> = {
  'annuities-form-hc': 'annuities_form',
  'global-citizens-hc': 'global_citizens',
  'safe-guard-360-hc': 'safeguard360',
  'connect-with-FP-hc': 'Connect_Form',
  'schedule-meeting-hc': undefined,
};

/** The page on which the schedule-meeting form also identifies the visitor and tracks 'Form Submitted' (docs/requirements.md#schedule-a-meeting-form, docs/requirements.md#analytics). */
export const STAY_COVERED_PATH = '/staycovered';
