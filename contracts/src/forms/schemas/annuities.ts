import * as z from '../../zod-mini.js';
import { ANNUITIES_INTERESTS } from '../interests.js';
import { INTERESTS_REQUIRED } from '../messages.js';
import { TEXT_LIMITS, optionalLimitedText } from './fields.js';
import { leadFields } from './lead.js';

const CODES = ANNUITIES_INTERESTS.map((interest) => interest.code) as [string, ...string[]];

/**
 * The annuities lead form (`annuities-form-hc`, lead source 'annuities_form'): the shared lead
 * fields, the optional `interested` codes (3 Annuities, 5 401K/Retirement Plan, 4 Investments,
 * 7 Other; sent as `area_of_interest`) and an optional `customerNote` (the lead's
 * `customer_note`), docs/requirements.md#content-model.
 */
export const annuitiesSchema = z.object({
  ...leadFields,
  interested: z.pipe(
    z.transform((value: unknown) => value ?? []),
    z.array(z.enum(CODES, { error: INTERESTS_REQUIRED })),
  ),
  customerNote: optionalLimitedText('Your note', TEXT_LIMITS.long),
});
export type AnnuitiesValues = z.infer<typeof annuitiesSchema>;
