/**
 * Form definitions rendered by the generic content-service form (docs/requirements.md#content-service-form "Content-service
 * form definition"): a benefits proposal request that uses every
 * component and every validation type, with dependent fields and list options, and a shorter
 * newsletter opt-in of the pardot type (docs/requirements.md#lead-forms "employee-benefits e-mail opt-in").
 */
import type { FormFieldComponent, FormFieldValidationType } from '@insurer/content-model/model';
import { US_STATES } from '@insurer/contracts/forms';
import { makeId, type SeedBuilder } from '../builder.js';
import type { LinkRef } from '../export-format.js';
import { richText } from '../rich-text.js';

type Ref = LinkRef<'Entry'>;

/** US states and DC, for the state select: the list the bespoke forms use too. */
const STATES = US_STATES;

/** One list option, id `option-{group}-{value}`. */
function option(s: SeedBuilder, group: string, value: string, text: string): Ref {
  return s.add('listOption', makeId(`option-${group}`, value), { value, text });
}

interface FieldSpec {
  fieldName: string;
  component: FormFieldComponent;
  type?: string;
  formLabel?: string;
  placeholder?: string;
  defaultValue?: string;
  autoComplete?: string;
  required?: boolean;
  invalidMessage?: string;
  validationType?: FormFieldValidationType;
  fieldDependencyName?: string;
  fieldDependencyValue?: string;
  listOptions?: Ref[];
}

/** One form field, id `form-field-{scope}-{fieldName}`. */
function field(s: SeedBuilder, scope: string, f: FieldSpec): Ref {
  return s.add('formField', makeId(`form-field-${scope}`, f.fieldName), { ...f, required: f.required ?? false });
}

/** The hidden tracking fields every content-service form carries (docs/requirements.md#content-service-form). */
function trackingFields(s: SeedBuilder): Ref[] {
  return ['utm_name', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_pardot', 'GAClientID', 'DomainUserID', 'URL'].map(
    (name) => field(s, 'tracking', { fieldName: name, component: 'HiddenInput' }),
  );
}

/** The form definitions; answers the ones placed on pages. */
export function buildForms(s: SeedBuilder): { proposal: Ref; newsletter: Ref } {
  const scope = 'proposal';
  const yesNo = [option(s, 'yes-no', 'yes', 'Yes'), option(s, 'yes-no', 'no', 'No')];
  const products = [
    ['dental', 'Dental'],
    ['vision', 'Vision'],
    ['life', 'Life'],
    ['disability', 'Disability'],
    ['accident', 'Accident'],
    ['absence', 'Absence management'],
    ['other', 'Something else'],
  ].map(([value, text]) => option(s, 'product', value!, text!));

  const proposal = s.add('form', 'form-request-a-proposal', {
    formId: 'request-a-proposal',
    formType: 'non-pardot',
    formSubmitUrl: '/api/forms/request-a-proposal',
    heading: 'Request a benefits proposal',
    subheading: 'Tell us about your organization',
    description:
      'Share a few details and a Lanternfield benefits consultant will prepare plan options for your team. Expect a reply within two business days.',
    formRequiredMessage: 'This field is required.',
    submitLabel: 'Request my proposal',
    formDisclaimer: richText(`
      By submitting this form you agree that Lanternfield Mutual may contact you about group benefits by phone or e-mail. We use your information as described in our [privacy policy](/privacy); we never sell it.
    `),
    formFields: [
      field(s, scope, {
        fieldName: 'first_name',
        component: 'TextInput',
        formLabel: 'First name',
        autoComplete: 'given-name',
        required: true,
        invalidMessage: 'Enter your first name',
      }),
      field(s, scope, {
        fieldName: 'last_name',
        component: 'TextInput',
        formLabel: 'Last name',
        autoComplete: 'family-name',
        required: true,
        invalidMessage: 'Enter your last name',
      }),
      field(s, scope, {
        fieldName: 'email',
        component: 'EmailInput',
        formLabel: 'Work e-mail',
        placeholder: 'name@company.com',
        autoComplete: 'email',
        required: true,
        invalidMessage: 'Enter a valid e-mail address',
      }),
      field(s, scope, { fieldName: 'phone', component: 'PhoneInput', formLabel: 'Phone number (optional)', autoComplete: 'tel' }),
      field(s, scope, {
        fieldName: 'company',
        component: 'TextInput',
        formLabel: 'Organization name',
        autoComplete: 'organization',
        required: true,
        invalidMessage: 'Enter your organization’s name',
      }),
      field(s, scope, {
        fieldName: 'employee_count',
        component: 'NumberInput',
        formLabel: 'Number of employees',
        placeholder: 'For example, 120',
        required: true,
        invalidMessage: 'Enter the number of employees',
      }),
      field(s, scope, {
        fieldName: 'zip',
        component: 'TextInput',
        formLabel: 'Business zip code',
        autoComplete: 'postal-code',
        required: true,
        validationType: 'postalCode',
        invalidMessage: 'Enter a valid 5-digit zip code',
      }),
      field(s, scope, {
        fieldName: 'state',
        component: 'Select',
        formLabel: 'State where most employees work',
        required: true,
        invalidMessage: 'Select your state',
        listOptions: STATES.map(([code, name]) => option(s, 'state', code, name)),
      }),
      field(s, scope, {
        fieldName: 'start_date',
        component: 'TextInput',
        formLabel: 'Preferred coverage start date',
        placeholder: 'MM/DD/YYYY',
        validationType: 'date',
        invalidMessage: 'Enter a date as MM/DD/YYYY',
      }),
      field(s, scope, {
        fieldName: 'products',
        component: 'Checkbox',
        formLabel: 'Coverage you’re interested in',
        required: true,
        invalidMessage: 'Choose at least one type of coverage',
        listOptions: products,
      }),
      field(s, scope, {
        fieldName: 'products_other',
        component: 'TextInput',
        formLabel: 'What else are you looking for?',
        required: true,
        validationType: 'required_if',
        fieldDependencyName: 'products',
        fieldDependencyValue: 'other',
        invalidMessage: 'Tell us what coverage you’re looking for',
      }),
      field(s, scope, {
        fieldName: 'offers_benefits',
        component: 'Radio',
        formLabel: 'Do you offer employee benefits today?',
        required: true,
        defaultValue: 'no',
        invalidMessage: 'Choose yes or no',
        listOptions: yesNo,
      }),
      field(s, scope, {
        fieldName: 'current_carrier',
        component: 'TextInput',
        formLabel: 'Current benefits carrier',
        required: true,
        validationType: 'required_if',
        fieldDependencyName: 'offers_benefits',
        fieldDependencyValue: 'yes',
        invalidMessage: 'Enter your current carrier',
      }),
      field(s, scope, {
        fieldName: 'best_time',
        component: 'Select',
        formLabel: 'Best time to reach you',
        listOptions: [
          option(s, 'time', 'morning', 'Morning (8 a.m.–noon)'),
          option(s, 'time', 'afternoon', 'Afternoon (noon–5 p.m.)'),
          option(s, 'time', 'evening', 'Evening (5–8 p.m.)'),
        ],
      }),
      field(s, scope, {
        fieldName: 'message',
        component: 'Textarea',
        formLabel: 'Anything else we should know? (optional)',
        placeholder: 'Renewal dates, locations, questions…',
      }),
      ...trackingFields(s),
    ],
  });

  const newsletter = s.add('form', 'form-edge-newsletter', {
    formId: 'edge-newsletter',
    formType: 'pardot',
    formSubmitUrl: 'https://go.lanternfield.example/l/edge-newsletter',
    heading: 'Get The Edge in your inbox',
    subheading: 'Monthly research and ideas for benefits leaders',
    description: 'One e-mail a month with our latest reports, webinars and practical ideas. Unsubscribe any time.',
    formRequiredMessage: 'This field is required.',
    submitLabel: 'Subscribe',
    formDisclaimer: richText(`
      You can unsubscribe at any time with the link in every e-mail. See our [privacy policy](/privacy).
    `),
    formFields: [
      field(s, 'newsletter', {
        fieldName: 'email',
        component: 'EmailInput',
        formLabel: 'Work e-mail',
        autoComplete: 'email',
        required: true,
        invalidMessage: 'Enter a valid e-mail address',
      }),
      field(s, 'newsletter', { fieldName: 'first_name', component: 'TextInput', formLabel: 'First name', autoComplete: 'given-name' }),
      field(s, 'newsletter', {
        fieldName: 'role',
        component: 'Select',
        formLabel: 'Your role',
        listOptions: [
          option(s, 'role', 'hr', 'HR or benefits leader'),
          option(s, 'role', 'finance', 'Finance or operations'),
          option(s, 'role', 'broker', 'Broker or consultant'),
          option(s, 'role', 'other', 'Other'),
        ],
      }),
      field(s, 'newsletter', {
        fieldName: 'topics',
        component: 'Checkbox',
        formLabel: 'Topics you care about',
        listOptions: [
          ['absence-management', 'Absence management'],
          ['ben-tech', 'Ben-tech'],
          ['communication', 'Benefits communication and enrollment'],
          ['employee-benefits', 'Employee benefits'],
          ['well-being', 'Well-being'],
        ].map(([value, text]) => option(s, 'topic', value!, text!)),
      }),
      ...trackingFields(s),
    ],
  });

  return { proposal, newsletter };
}
