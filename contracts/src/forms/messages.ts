/**
 * Every message the bespoke forms show, shared by the browser and the server (the 422 `errors`
 * carry the same strings). Strings quoted in the requirements are verbatim; the others follow the requirements' wording
 * where the requirements give none (noted on each).
 */

/** Contact us, `howCanWeHelpYou` (docs/requirements.md#contact-us-form, docs/requirements.md#error-catalogue). */
export const HELP_REQUIRED = 'Enter information so we can help you';

/** Dental network (docs/requirements.md#dental-network-form), verbatim. */
export const DENTAL_MESSAGES = {
  reasonForContact: 'Select reason for contact',
  contactName: 'Enter contact name',
  emailRequired: 'Enter email address',
  emailInvalid: 'Enter valid email address',
  phoneRequired: 'Enter phone number',
  phoneInvalid: 'Enter valid phone number',
  dentistFirstName: 'Enter dentist first name',
  dentistLastName: 'Enter dentist last name',
  officeName: 'Enter office name',
  street: 'Enter office street address',
  city: 'Enter city',
  state: 'Select your state',
  zip: 'Enter a valid 5-digit zip code',
  network: 'Select network you are interested in joining',
} as const;

/** E-mail messages of every bespoke form (the dental form's wording, docs/requirements.md#dental-network-form). */
export const EMAIL_REQUIRED = DENTAL_MESSAGES.emailRequired;
export const EMAIL_INVALID = DENTAL_MESSAGES.emailInvalid;
/** Phone messages of every bespoke form (the dental form's wording, docs/requirements.md#dental-network-form). */
export const PHONE_REQUIRED = DENTAL_MESSAGES.phoneRequired;
export const PHONE_INVALID = DENTAL_MESSAGES.phoneInvalid;
/** Zip message of every bespoke form, for a missing or malformed zip (docs/requirements.md#dental-network-form). */
export const ZIP_INVALID = DENTAL_MESSAGES.zip;

/** Name messages of the contact and lead forms (not given by the requirements; the dental wording without "dentist"). */
export const FIRST_NAME_REQUIRED = 'Enter first name';
export const LAST_NAME_REQUIRED = 'Enter last name';
/** Contact preference (not given by the requirements; it defaults to Email, so it shows only if cleared by a script). */
export const CONTACT_PREFERENCE_REQUIRED = 'Select contact preference';
/** Schedule a meeting: phone type and the 'interested' list (docs/requirements.md#lead-forms; wording not given). */
export const PHONE_TYPE_REQUIRED = 'Select phone type';
export const INTERESTS_REQUIRED = 'Select at least one interest';
/** Global citizens (docs/requirements.md#lead-forms; wording not given). */
export const CITIZENSHIP_REQUIRED = 'Enter country of citizenship';
export const RESIDENCE_REQUIRED = 'Enter country of residence';
/** A value outside a select's or radio group's options (not given by the requirements). */
export const OPTION_INVALID = 'Select one of the options';

/**
 * Content-service form defaults, used only when the definition has neither `invalidMessage` nor
 * `formRequiredMessage` (docs/requirements.md#content-service-form; the seeded forms always have both).
 */
export const GENERIC_DEFAULTS = {
  required: 'This field is required.',
  email: EMAIL_INVALID,
  phone: PHONE_INVALID,
  postalCode: ZIP_INVALID,
  date: 'Enter a date as MM/DD/YYYY',
  number: 'Enter a number',
  option: OPTION_INVALID,
} as const;

/** The error summary's heading, shown above the form after an invalid submit (not given by the requirements). */
export const ERROR_SUMMARY_HEADING = 'Please correct the following:';
/** The loading overlay's status text while a form is sent (docs/requirements.md#form-states; wording not given). */
export const SENDING_STATUS = 'Sending your information…';
