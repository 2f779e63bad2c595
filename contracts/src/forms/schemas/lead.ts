import * as z from '../../zod-mini.js';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  OPTION_INVALID,
  PHONE_INVALID,
  ZIP_INVALID,
} from '../messages.js';
import { BEST_TIMES_TO_CALL } from './contact-us.js';
import { optionalChoice, optionalPhone, requiredEmail, requiredName, requiredZip } from './fields.js';

/**
 * The fields every lead form shares (docs/requirements.md#lead-forms): first and last name, a verified
 * e-mail and a verified 5-digit zip required; phone (10 digits when given) and best time to call
 * optional. The lead payload's `lead.first_name`, `last_name`, `emails[0].address`,
 * `addresses[0].postal_code`, `phone_numbers[0].full_number` and `best_time_to_call` come from
 * `firstName`, `lastName`, `email`, `zipCode`, `phone` and `bestTimeToCall` (docs/requirements.md#lead-assignment).
 */
export const leadFields = {
  firstName: requiredName(FIRST_NAME_REQUIRED, 'First name'),
  lastName: requiredName(LAST_NAME_REQUIRED, 'Last name'),
  email: requiredEmail(EMAIL_REQUIRED, EMAIL_INVALID),
  zipCode: requiredZip(ZIP_INVALID),
  phone: optionalPhone(PHONE_INVALID),
  bestTimeToCall: optionalChoice(BEST_TIMES_TO_CALL, OPTION_INVALID),
};

/** The base lead form: the shared fields only. */
export const leadSchema = z.object(leadFields);
export type LeadValues = z.infer<typeof leadSchema>;
