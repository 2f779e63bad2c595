import {
  BESPOKE_FORM_NAMES,
  type BespokeFormId,
  PHONE_PLACEHOLDER,
  type FieldOption,
  ANNUITIES_INTERESTS,
  SCHEDULE_MEETING_INTERESTS,
  type Interest,
  BEST_TIMES_TO_CALL,
  CONTACT_PREFERENCES,
  DEFAULT_CONTACT_PREFERENCE,
  DENTAL_HONEYPOT_FIELD,
  DENTAL_LEAD_SOURCE,
  DENTAL_NETWORKS,
  DENTAL_REASON_FIELD,
  DENTAL_REASON_FOR_CONTACT,
  OFFICE_NAME_MAX,
  TEXT_LIMITS,
  PHONE_TYPES,
  US_STATES,
} from '@insurer/contracts/forms';

/** One input of a bespoke form, in display order. */
export type BespokeField =
  | {
      kind: 'text';
      name: string;
      label: string;
      type?: 'text' | 'email' | 'tel';
      autoComplete?: string;
      placeholder?: string;
      maxLength?: number;
      inputMode?: 'numeric';
      required?: boolean;
    }
  | { kind: 'textarea'; name: string; label: string; maxLength?: number; required?: boolean }
  | { kind: 'select'; name: string; label: string; options: FieldOption[]; placeholder: string; autoComplete?: string; required?: boolean }
  | { kind: 'radio' | 'checkboxes'; name: string; label: string; options: FieldOption[]; required?: boolean }
  | { kind: 'honeypot'; name: string };

/** A bespoke form's markup: its accessible name, fields, starting values and submit text. */
export interface BespokeFormSpec {
  /** The form's accessible name (the requirements' name of the form, docs/requirements.md#form-selection). */
  label: string;
  fields: BespokeField[];
  /** Starting values, including hidden values submitted unchanged. */
  initialValues: Record<string, unknown>;
  submitLabel: string;
}

const options = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, text: value }));
const interestOptions = (interests: readonly Interest[]): FieldOption[] => interests.map(({ code, name }) => ({ value: code, text: name }));

const firstName: BespokeField = {
  kind: 'text',
  name: 'firstName',
  label: 'First name',
  autoComplete: 'given-name',
  maxLength: TEXT_LIMITS.name,
  required: true,
};
const lastName: BespokeField = {
  kind: 'text',
  name: 'lastName',
  label: 'Last name',
  autoComplete: 'family-name',
  maxLength: TEXT_LIMITS.name,
  required: true,
};
const email: BespokeField = { kind: 'text', name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true };
const zipCode: BespokeField = {
  kind: 'text',
  name: 'zipCode',
  label: 'Zip code',
  autoComplete: 'postal-code',
  inputMode: 'numeric',
  required: true,
};
const bestTimeToCall: BespokeField = {
  kind: 'select',
  name: 'bestTimeToCall',
  label: 'Best time to call (optional)',
  options: options(BEST_TIMES_TO_CALL),
  placeholder: 'Select a time',
};
const phone = (name: string, label: string, required: boolean): BespokeField => ({
  kind: 'text',
  name,
  label,
  type: 'tel',
  autoComplete: 'tel',
  placeholder: PHONE_PLACEHOLDER,
  required,
});

const leadFields = [firstName, lastName, email, zipCode, phone('phone', 'Phone number (optional)', false), bestTimeToCall];

/**
 * The markup of each bespoke form; its rules are the schema of the same id (`BESPOKE_FORM_SCHEMAS`).
 * Labels and choice texts are not given by the requirements except the interest names (docs/requirements.md#lead-forms) and
 * the dental networks (PPO, DHMO/Managed Care).
 */
export const BESPOKE_FORM_SPECS: Record<BespokeFormId, BespokeFormSpec> = {
  'gl-contact-us-hc': {
    label: BESPOKE_FORM_NAMES['gl-contact-us-hc'],
    fields: [
      firstName,
      lastName,
      email,
      phone('phoneNumber', 'Phone number', true),
      { kind: 'text', name: 'policyNumber', label: 'Policy number (optional)', maxLength: TEXT_LIMITS.short },
      { kind: 'text', name: 'claimNumber', label: 'Claim number (optional)', maxLength: TEXT_LIMITS.short },
      {
        kind: 'radio',
        name: 'contactPreference',
        label: 'How should we contact you?',
        options: options(CONTACT_PREFERENCES),
        required: true,
      },
      bestTimeToCall,
      { kind: 'textarea', name: 'howCanWeHelpYou', label: 'How can we help you?', maxLength: TEXT_LIMITS.long, required: true },
    ],
    initialValues: { contactPreference: DEFAULT_CONTACT_PREFERENCE },
    submitLabel: 'Submit',
  },
  'annuities-form-hc': {
    label: BESPOKE_FORM_NAMES['annuities-form-hc'],
    fields: [
      ...leadFields,
      {
        kind: 'checkboxes',
        name: 'interested',
        label: 'What are you interested in? (optional)',
        options: interestOptions(ANNUITIES_INTERESTS),
      },
      { kind: 'textarea', name: 'customerNote', label: 'Anything else you would like us to know? (optional)', maxLength: TEXT_LIMITS.long },
    ],
    initialValues: {},
    submitLabel: 'Submit',
  },
  'global-citizens-hc': {
    label: BESPOKE_FORM_NAMES['global-citizens-hc'],
    fields: [
      ...leadFields,
      { kind: 'text', name: 'countryOfCitizenship', label: 'Country of citizenship', required: true },
      { kind: 'text', name: 'countryOfResidence', label: 'Country of residence', autoComplete: 'country-name', required: true },
    ],
    initialValues: {},
    submitLabel: 'Submit',
  },
  'safe-guard-360-hc': { label: BESPOKE_FORM_NAMES['safe-guard-360-hc'], fields: leadFields, initialValues: {}, submitLabel: 'Submit' },
  'connect-with-FP-hc': { label: BESPOKE_FORM_NAMES['connect-with-FP-hc'], fields: leadFields, initialValues: {}, submitLabel: 'Submit' },
  'schedule-meeting-hc': {
    label: BESPOKE_FORM_NAMES['schedule-meeting-hc'],
    fields: [
      firstName,
      lastName,
      email,
      phone('phone', 'Phone number', true),
      { kind: 'radio', name: 'phoneType', label: 'Phone type', options: options(PHONE_TYPES), required: true },
      zipCode,
      {
        kind: 'checkboxes',
        name: 'interested',
        label: 'What are you interested in?',
        options: interestOptions(SCHEDULE_MEETING_INTERESTS),
        required: true,
      },
      bestTimeToCall,
    ],
    initialValues: {},
    submitLabel: 'Submit',
  },
  'dental-network-sf-hc': {
    label: BESPOKE_FORM_NAMES['dental-network-sf-hc'],
    fields: [
      { kind: 'text', name: 'Contact_Name__c', label: 'Contact name', autoComplete: 'name', maxLength: TEXT_LIMITS.name, required: true },
      { kind: 'text', name: 'Contact_Email__c', label: 'Contact email', type: 'email', autoComplete: 'email', required: true },
      phone('phone', 'Phone number', true),
      { kind: 'text', name: 'first_name', label: 'Dentist first name', autoComplete: 'off', maxLength: TEXT_LIMITS.name, required: true },
      { kind: 'text', name: 'last_name', label: 'Dentist last name', autoComplete: 'off', maxLength: TEXT_LIMITS.name, required: true },
      { kind: 'text', name: 'email', label: 'Dentist email', type: 'email', autoComplete: 'off', required: true },
      { kind: 'text', name: 'company', label: 'Office name', autoComplete: 'organization', maxLength: OFFICE_NAME_MAX, required: true },
      { kind: 'text', name: 'street', label: 'Office street address', autoComplete: 'address-line1', required: true },
      { kind: 'text', name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
      {
        kind: 'select',
        name: 'state',
        label: 'State',
        options: US_STATES.map(([value, text]) => ({ value, text })),
        placeholder: 'Select a state',
        autoComplete: 'address-level1',
        required: true,
      },
      { kind: 'text', name: 'zip', label: 'Zip code', autoComplete: 'postal-code', inputMode: 'numeric', required: true },
      {
        kind: 'radio',
        name: 'Network_Types__c',
        label: 'Network you are interested in joining',
        options: options(DENTAL_NETWORKS),
        required: true,
      },
      { kind: 'honeypot', name: DENTAL_HONEYPOT_FIELD },
    ],
    initialValues: { [DENTAL_REASON_FIELD]: DENTAL_REASON_FOR_CONTACT, lead_source: DENTAL_LEAD_SOURCE },
    submitLabel: 'Submit',
  },
};

/** The names of a form's visible fields in display order (for the error summary and focus). */
export function fieldNames(spec: BespokeFormSpec): string[] {
  return spec.fields.filter((field) => field.kind !== 'honeypot').map((field) => field.name);
}
