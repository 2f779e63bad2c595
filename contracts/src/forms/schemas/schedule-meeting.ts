import * as z from '../../zod-mini.js';
import { SCHEDULE_MEETING_INTERESTS } from '../interests.js';
import { INTERESTS_REQUIRED, PHONE_INVALID, PHONE_REQUIRED, PHONE_TYPE_REQUIRED } from '../messages.js';
import { requiredChoice, requiredPhone } from './fields.js';
import { leadFields } from './lead.js';

/** Phone types of the schedule form, sent as the phone number's `label` (docs/requirements.md#schedule-a-meeting-form; the choices are not given by the requirements). */
export const PHONE_TYPES = ['Mobile', 'Home', 'Work'] as const;

const CODES = SCHEDULE_MEETING_INTERESTS.map((interest) => interest.code) as [string, ...string[]];

/**
 * The schedule-a-meeting form (`schedule-meeting-hc`, docs/requirements.md#lead-forms): the shared lead
 * fields, with the phone required and verified, its type (Mobile, Home, Work) required, and one or
 * more `interested` codes (1 Life Insurance, 2 Disability Income Insurance, 4 Investments,
 * 5 401K/Retirement Plan, 7 Other).
 */
export const scheduleMeetingSchema = z.object({
  ...leadFields,
  phone: requiredPhone(PHONE_REQUIRED, PHONE_INVALID),
  phoneType: requiredChoice(PHONE_TYPES, PHONE_TYPE_REQUIRED),
  interested: z
    .array(z.enum(CODES, { error: INTERESTS_REQUIRED }), { error: INTERESTS_REQUIRED })
    .check(z.minLength(1, INTERESTS_REQUIRED)),
});
export type ScheduleMeetingValues = z.infer<typeof scheduleMeetingSchema>;
