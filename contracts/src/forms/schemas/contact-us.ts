import * as z from '../../zod-mini.js';
import {
  CONTACT_PREFERENCE_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  HELP_REQUIRED,
  LAST_NAME_REQUIRED,
  OPTION_INVALID,
  PHONE_INVALID,
  PHONE_REQUIRED,
} from '../messages.js';
import {
  TEXT_LIMITS,
  optionalChoice,
  optionalLimitedText,
  requiredChoice,
  requiredEmail,
  requiredLongText,
  requiredName,
  requiredPhone,
} from './fields.js';

/** How a visitor wants to be contacted; Email is the default (docs/requirements.md#contact-us-form "contactPreference (default Email)"). */
export const CONTACT_PREFERENCES = ['Email', 'Phone'] as const;
export const DEFAULT_CONTACT_PREFERENCE = 'Email';

/** Best time to call, optional on the contact and lead forms (docs/requirements.md#lead-assignment, docs/requirements.md#lead-forms; the choices are not given by the requirements). */
export const BEST_TIMES_TO_CALL = ['Morning', 'Afternoon', 'Evening'] as const;

/**
 * The contact-us form (`gl-contact-us-hc`, docs/requirements.md#contact-us-form):
 * first and last name, e-mail (verified) and phone number (10 digits) required; policy and claim
 * numbers optional; contact preference Email or Phone; best time to call optional; the free-text
 * `howCanWeHelpYou` required with 'Enter information so we can help you'. Texts are trimmed and
 * blank optional fields left out; names, numbers and the message have maximum lengths, and names
 * no line breaks (`TEXT_LIMITS`).
 */
export const contactUsSchema = z.object({
  firstName: requiredName(FIRST_NAME_REQUIRED, 'First name'),
  lastName: requiredName(LAST_NAME_REQUIRED, 'Last name'),
  email: requiredEmail(EMAIL_REQUIRED, EMAIL_INVALID),
  phoneNumber: requiredPhone(PHONE_REQUIRED, PHONE_INVALID),
  policyNumber: optionalLimitedText('Policy number', TEXT_LIMITS.short),
  claimNumber: optionalLimitedText('Claim number', TEXT_LIMITS.short),
  contactPreference: requiredChoice(CONTACT_PREFERENCES, CONTACT_PREFERENCE_REQUIRED),
  bestTimeToCall: optionalChoice(BEST_TIMES_TO_CALL, OPTION_INVALID),
  howCanWeHelpYou: requiredLongText(HELP_REQUIRED, 'Your message'),
});

export type ContactUsValues = z.infer<typeof contactUsSchema>;
