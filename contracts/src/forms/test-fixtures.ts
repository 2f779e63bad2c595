import type { Document } from '@contentful/rich-text-types';
import type { FormDefinitionFragment, FormFieldDefinitionFragment } from '@insurer/content-model/types';
import { US_STATES } from './us-states.js';

/** A rich-text document of paragraphs. */
export function doc(...paragraphs: string[]): Document {
  return {
    nodeType: 'document',
    data: {},
    content: paragraphs.map((value) => ({ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] })),
  } as Document;
}

/** A form field as the content service answers it; every optional field null unless given. */
export function rawField(
  fieldName: string,
  component: string,
  extra: Partial<Omit<FormFieldDefinitionFragment, 'listOptionsCollection'>> & { options?: [string, string][] } = {},
): FormFieldDefinitionFragment {
  const { options, ...rest } = extra;
  return {
    sys: { id: `form-field-${fieldName}` },
    fieldName,
    component,
    type: null,
    formLabel: null,
    placeholder: null,
    defaultValue: null,
    autoComplete: null,
    required: false,
    invalidMessage: null,
    validationType: null,
    fieldDependencyName: null,
    fieldDependencyValue: null,
    listOptionsCollection: options ? { items: options.map(([value, text]) => ({ value, text })) } : { items: [] },
    ...rest,
  };
}

/** The hidden tracking fields every seeded content-service form carries (docs/requirements.md#content-service-form). */
export const TRACKING_FIELD_NAMES = [
  'utm_name',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_pardot',
  'GAClientID',
  'DomainUserID',
  'URL',
];

/** The seeded 'request-a-proposal' definition (seed/src/content/forms.ts): every component and validation type. */
export function proposalForm(overrides: Partial<FormDefinitionFragment> = {}): FormDefinitionFragment {
  return {
    sys: { id: 'form-request-a-proposal' },
    formId: 'request-a-proposal',
    formType: 'non-pardot',
    formSubmitUrl: '/api/forms/request-a-proposal',
    heading: 'Request a benefits proposal',
    subheading: 'Tell us about your organization',
    description:
      'Share a few details and a Lanternfield benefits consultant will prepare plan options for your team. Expect a reply within two business days.',
    formRequiredMessage: 'This field is required.',
    submitLabel: 'Request my proposal',
    formDisclaimer: { json: doc('By submitting this form you agree that Lanternfield Mutual may contact you about group benefits.') },
    formFieldsCollection: {
      items: [
        rawField('first_name', 'TextInput', {
          formLabel: 'First name',
          autoComplete: 'given-name',
          required: true,
          invalidMessage: 'Enter your first name',
        }),
        rawField('last_name', 'TextInput', {
          formLabel: 'Last name',
          autoComplete: 'family-name',
          required: true,
          invalidMessage: 'Enter your last name',
        }),
        rawField('email', 'EmailInput', {
          formLabel: 'Work e-mail',
          placeholder: 'name@company.com',
          autoComplete: 'email',
          required: true,
          invalidMessage: 'Enter a valid e-mail address',
        }),
        rawField('phone', 'PhoneInput', { formLabel: 'Phone number (optional)', autoComplete: 'tel' }),
        rawField('company', 'TextInput', {
          formLabel: 'Organization name',
          autoComplete: 'organization',
          required: true,
          invalidMessage: 'Enter your organization’s name',
        }),
        rawField('employee_count', 'NumberInput', {
          formLabel: 'Number of employees',
          placeholder: 'For example, 120',
          required: true,
          invalidMessage: 'Enter the number of employees',
        }),
        rawField('zip', 'TextInput', {
          formLabel: 'Business zip code',
          autoComplete: 'postal-code',
          required: true,
          validationType: 'postalCode',
          invalidMessage: 'Enter a valid 5-digit zip code',
        }),
        rawField('state', 'Select', {
          formLabel: 'State where most employees work',
          required: true,
          invalidMessage: 'Select your state',
          options: US_STATES.map(([code, name]) => [code, name]),
        }),
        rawField('start_date', 'TextInput', {
          formLabel: 'Preferred coverage start date',
          placeholder: 'MM/DD/YYYY',
          validationType: 'date',
          invalidMessage: 'Enter a date as MM/DD/YYYY',
        }),
        rawField('products', 'Checkbox', {
          formLabel: 'Coverage you’re interested in',
          required: true,
          invalidMessage: 'Choose at least one type of coverage',
          options: [
            ['dental', 'Dental'],
            ['vision', 'Vision'],
            ['life', 'Life'],
            ['disability', 'Disability'],
            ['accident', 'Accident'],
            ['absence', 'Absence management'],
            ['other', 'Something else'],
          ],
        }),
        rawField('products_other', 'TextInput', {
          formLabel: 'What else are you looking for?',
          required: true,
          validationType: 'required_if',
          fieldDependencyName: 'products',
          fieldDependencyValue: 'other',
          invalidMessage: 'Tell us what coverage you’re looking for',
        }),
        rawField('offers_benefits', 'Radio', {
          formLabel: 'Do you offer employee benefits today?',
          required: true,
          defaultValue: 'no',
          invalidMessage: 'Choose yes or no',
          options: [
            ['yes', 'Yes'],
            ['no', 'No'],
          ],
        }),
        rawField('current_carrier', 'TextInput', {
          formLabel: 'Current benefits carrier',
          required: true,
          validationType: 'required_if',
          fieldDependencyName: 'offers_benefits',
          fieldDependencyValue: 'yes',
          invalidMessage: 'Enter your current carrier',
        }),
        rawField('best_time', 'Select', {
          formLabel: 'Best time to reach you',
          options: [
            ['morning', 'Morning (8 a.m.–noon)'],
            ['afternoon', 'Afternoon (noon–5 p.m.)'],
            ['evening', 'Evening (5–8 p.m.)'],
          ],
        }),
        rawField('message', 'Textarea', {
          formLabel: 'Anything else we should know? (optional)',
          placeholder: 'Renewal dates, locations, questions…',
        }),
        ...TRACKING_FIELD_NAMES.map((name) => rawField(name, 'HiddenInput')),
      ],
    },
    ...overrides,
  };
}

/** The seeded 'edge-newsletter' definition: a pardot form posted to a Pardot form handler. */
export function newsletterForm(): FormDefinitionFragment {
  return {
    sys: { id: 'form-edge-newsletter' },
    formId: 'edge-newsletter',
    formType: 'pardot',
    formSubmitUrl: 'https://go.lanternfield.example/l/edge-newsletter',
    heading: 'Get The Edge in your inbox',
    subheading: 'Monthly research and ideas for benefits leaders',
    description: 'One e-mail a month with our latest reports, webinars and practical ideas. Unsubscribe any time.',
    formRequiredMessage: 'This field is required.',
    submitLabel: 'Subscribe',
    formDisclaimer: null,
    formFieldsCollection: {
      items: [
        rawField('email', 'EmailInput', {
          formLabel: 'Work e-mail',
          autoComplete: 'email',
          required: true,
          invalidMessage: 'Enter a valid e-mail address',
        }),
        rawField('first_name', 'TextInput', { formLabel: 'First name', autoComplete: 'given-name' }),
        rawField('topics', 'Checkbox', {
          formLabel: 'Topics you care about',
          options: [
            ['absence-management', 'Absence management'],
            ['ben-tech', 'Ben-tech'],
          ],
        }),
        ...TRACKING_FIELD_NAMES.map((name) => rawField(name, 'HiddenInput')),
      ],
    },
  };
}
