import type Migration from 'contentful-migration';
import {
  createType,
  booleanField,
  choiceField,
  entryLinkField,
  entryLinksField,
  internalNameField,
  paddingField,
  richTextField,
  symbolField,
  textField,
} from './lib/fields.js';
import { URL_OR_PATH } from './lib/taxonomy.js';

/** Components a form field renders as (docs/requirements.md#content-service-form). */
const COMPONENTS = [
  'Checkbox',
  'EmailInput',
  'HiddenInput',
  'PhoneInput',
  'NumberInput',
  'Radio',
  'Select',
  'Textarea',
  'TextInput',
] as const;

/** Extra validations of a form field (docs/requirements.md#content-service-form). */
const VALIDATION_TYPES = ['postalCode', 'date', 'required_if'] as const;

/** Form types; 'non-pardot' is the default (docs/requirements.md#content-service-form). */
const FORM_TYPES = ['non-pardot', 'pardot'] as const;

/** Bespoke forms a form block picks by id (docs/requirements.md#form-selection). */
const BESPOKE_FORM_IDS = [
  'safe-guard-360-hc',
  'global-citizens-hc',
  'annuities-form-hc',
  'dental-network-sf-hc',
  'gl-contact-us-hc',
  'schedule-meeting-hc',
  'connect-with-FP-hc',
] as const;

/**
 * Form definitions built by editors (docs/requirements.md#content-service-form, docs/requirements.md#content-limits "Form definition": up to 30 fields, up to 80 list options) and the form block that places a
 * bespoke form or a form definition on a page (docs/requirements.md#form-selection).
 */
export default function migrate(migration: Migration): void {
  createType(
    migration,
    'listOption',
    { name: 'List option', displayField: 'text', description: 'One choice of a Select, Radio or Checkbox form field.' },
    (option) => {
      symbolField(option, 'text', 'Text', { required: true, helpText: 'The label the visitor sees.' });
      symbolField(option, 'value', 'Value', { required: true, helpText: 'The value submitted.' });
    },
  );

  createType(
    migration,
    'formField',
    { name: 'Form field', displayField: 'fieldName', description: 'One input of a form definition.' },
    (field) => {
      symbolField(field, 'fieldName', 'Field name', {
        required: true,
        validations: [
          { regexp: { pattern: '^[A-Za-z_][A-Za-z0-9_.-]*$' }, message: 'Use letters, digits, _, . or - and start with a letter or _.' },
        ],
        helpText: 'The name submitted with the value, e.g. first_name.',
      });
      choiceField(field, 'component', 'Component', COMPONENTS, { required: true, helpText: 'The input shown.' });
      symbolField(field, 'type', 'Input type', { helpText: 'Optional HTML input type when it differs from the component’s, e.g. date.' });
      symbolField(field, 'formLabel', 'Label');
      symbolField(field, 'placeholder', 'Placeholder', { helpText: 'PhoneInput defaults to 999-999-9999.' });
      symbolField(field, 'defaultValue', 'Default value', { helpText: 'Pre-filled value; the value of a HiddenInput.' });
      symbolField(field, 'autoComplete', 'Autocomplete', { helpText: 'HTML autocomplete token, e.g. given-name, email, postal-code.' });
      booleanField(field, 'required', 'Required', { defaultValue: false, trueLabel: 'Required', falseLabel: 'Optional' });
      symbolField(field, 'invalidMessage', 'Invalid message', {
        helpText: 'Shown when the field is required and empty or its value is invalid.',
      });
      choiceField(field, 'validationType', 'Validation type', VALIDATION_TYPES, {
        helpText:
          'postalCode checks a zip code; date expects MM/DD/YYYY; required_if shows the field only when the dependency below holds.',
      });
      symbolField(field, 'fieldDependencyName', 'Depends on field', {
        helpText: 'With required_if: the field name whose value decides whether this field appears.',
      });
      symbolField(field, 'fieldDependencyValue', 'Depends on value', {
        helpText: 'With required_if: the value (or, for checkbox groups, one of the values) that shows this field.',
      });
      entryLinksField(field, 'listOptions', 'List options', ['listOption'], {
        limit: { max: 80, message: 'A form field holds at most 80 list options.' },
        helpText: 'Choices of a Select, Radio or Checkbox field, at most 80.',
      });
    },
  );

  createType(
    migration,
    'form',
    { name: 'Form', displayField: 'formId', description: 'A form definition rendered by the generic form and posted natively.' },
    (form) => {
      symbolField(form, 'formId', 'Form id', {
        required: true,
        unique: true,
        validations: [{ regexp: { pattern: '^[A-Za-z0-9_-]+$' }, message: 'Use letters, digits, dashes and underscores.' }],
        helpText: 'Unique id, sent with the formSubmit analytics event.',
      });
      choiceField(form, 'formType', 'Form type', FORM_TYPES, { required: true, defaultValue: 'non-pardot', widget: 'radio' });
      symbolField(form, 'formSubmitUrl', 'Submit URL', {
        required: true,
        widget: 'urlEditor',
        validations: [URL_OR_PATH],
        helpText: 'The form is posted (urlencoded) to this address.',
      });
      symbolField(form, 'heading', 'Heading');
      symbolField(form, 'subheading', 'Subheading');
      textField(form, 'description', 'Description');
      symbolField(form, 'formRequiredMessage', 'Required message', {
        helpText: 'Shown for a required field without its own invalid message.',
      });
      symbolField(form, 'submitLabel', 'Submit label', { helpText: 'Text of the submit button.' });
      richTextField(form, 'formDisclaimer', 'Disclaimer', { helpText: 'Legal text under the fields.' });
      entryLinksField(form, 'formFields', 'Form fields', ['formField'], {
        required: true,
        limit: { max: 30, message: 'A form holds at most 30 fields.' },
        helpText: 'The inputs in order, at most 30.',
      });
    },
  );

  createType(
    migration,
    'formBlock',
    {
      name: 'Form block',
      displayField: 'internalName',
      description: 'Places a bespoke form (by id) or a form definition on a page.',
    },
    (block) => {
      internalNameField(block);
      choiceField(block, 'formId', 'Bespoke form', BESPOKE_FORM_IDS, {
        helpText: 'One of the coded forms. Leave empty to render the form definition below.',
      });
      entryLinkField(block, 'form', 'Form definition', ['form'], { helpText: 'Rendered when no bespoke form is chosen.' });
      paddingField(block);
    },
  );
}
