import type { BespokeFormId } from './contract.js';

/** One interest a lead form offers: the code submitted (a string, as a checkbox value) and its name. */
export interface Interest {
  code: string;
  name: string;
}

/** The annuities form's interests, in display order (docs/requirements.md#lead-forms "Interest codes, annuities form"). */
export const ANNUITIES_INTERESTS = [
  { code: '3', name: 'Annuities' },
  { code: '5', name: '401K/Retirement Plan' },
  { code: '4', name: 'Investments' },
  { code: '7', name: 'Other' },
] as const satisfies readonly Interest[];

/** The schedule-meeting form's interests, in display order (docs/requirements.md#lead-forms "Interest codes, schedule-meeting form"). */
export const SCHEDULE_MEETING_INTERESTS = [
  { code: '1', name: 'Life Insurance' },
  { code: '2', name: 'Disability Income Insurance' },
  { code: '4', name: 'Investments' },
  { code: '5', name: '401K/Retirement Plan' },
  { code: '7', name: 'Other' },
] as const satisfies readonly Interest[];

export type AnnuitiesInterestCode = (typeof ANNUITIES_INTERESTS)[number]['code'];
export type ScheduleMeetingInterestCode = (typeof SCHEDULE_MEETING_INTERESTS)[number]['code'];

/** The interests a form offers; empty for forms without an interest list. */
export function interestsOf(formId: BespokeFormId): readonly Interest[] {
  if (formId === 'annuities-form-hc') return ANNUITIES_INTERESTS;
  if (formId === 'schedule-meeting-hc') return SCHEDULE_MEETING_INTERESTS;
  return [];
}

/**
 * The names of the chosen interest codes of a form, in the form's display order; unknown codes
 * are left out. E.g. `interestNames('annuities-form-hc', ['4', '3'])` → `['Annuities', 'Investments']`.
 * The lead's `area_of_interest` is these names joined with commas (docs/requirements.md#lead-forms).
 */
export function interestNames(formId: BespokeFormId, codes: readonly string[]): string[] {
  return interestsOf(formId)
    .filter((interest) => codes.includes(interest.code))
    .map((interest) => interest.name);
}
