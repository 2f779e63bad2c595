import type { FormDefinitionFragment, FormFieldDefinitionFragment } from '@insurer/content-model/types';
import {
  FORM_FIELD_FIELD_NAME_PATTERN,
  FORM_FIELD_FIELD_NAME_PATTERN_MESSAGE,
  FORM_FIELD_LIST_OPTIONS_MAX,
  FORM_FORM_FIELDS_MAX,
} from '@insurer/content-model/model';
import {
  HIDDEN_TRACKING_FIELDS,
  fromFormDefinition,
  type FieldComponent,
  type FormDefinition,
  type ValidationType,
} from '@insurer/contracts/forms';

/** At most 30 fields per form and 80 options per field: the model's own limits (migrations/0003-forms.ts). */
export const MAX_FIELDS = FORM_FORM_FIELDS_MAX;
export const MAX_OPTIONS = FORM_FIELD_LIST_OPTIONS_MAX;

/** The migration's messages for those limits, shown before Contentful would refuse the publish. */
export const TOO_MANY_FIELDS = `A form holds at most ${MAX_FIELDS} fields.`;
export const TOO_MANY_OPTIONS = `A form field holds at most ${MAX_OPTIONS} list options.`;

/** One list option as edited; `entryId` once it is a `listOption` entry. */
export interface BuilderOption {
  text: string;
  value: string;
  entryId?: string;
}

/** One form field as edited: the `formField` entry's fields ('' for empty), `entryId` once it exists. */
export interface BuilderField {
  /** A stable key for React and focus, never saved. */
  key: string;
  entryId?: string;
  fieldName: string;
  component: FieldComponent;
  type: string;
  formLabel: string;
  placeholder: string;
  defaultValue: string;
  autoComplete: string;
  required: boolean;
  invalidMessage: string;
  validationType: ValidationType | '';
  fieldDependencyName: string;
  fieldDependencyValue: string;
  options: BuilderOption[];
}

/** The form-level fields the app edits on the form entry itself. */
export interface BuilderFormSettings {
  formId: string;
  formType: string;
  formSubmitUrl: string;
  heading: string;
  submitLabel: string;
  formRequiredMessage: string;
}

let keys = 0;
/** A new key for a field. */
export function newKey(): string {
  keys += 1;
  return `field-${keys}`;
}

/** An empty field of a component. */
export function emptyField(component: FieldComponent = 'TextInput', fieldName = ''): BuilderField {
  return {
    key: newKey(),
    fieldName,
    component,
    type: '',
    formLabel: '',
    placeholder: '',
    defaultValue: '',
    autoComplete: '',
    required: false,
    invalidMessage: '',
    validationType: '',
    fieldDependencyName: '',
    fieldDependencyValue: '',
    options: [],
  };
}

/** Whether a component takes list options. */
export function hasOptions(component: FieldComponent): boolean {
  return component === 'Select' || component === 'Radio' || component === 'Checkbox';
}

/**
 * The hidden tracking fields (docs/requirements.md#content-service-form) the form lacks, as
 * HiddenInput fields, in the requirements' order; no more than the 30-field limit leaves room for.
 */
export function missingTrackingFields(fields: readonly BuilderField[]): BuilderField[] {
  const present = new Set(fields.map((field) => field.fieldName));
  return HIDDEN_TRACKING_FIELDS.filter((name) => !present.has(name))
    .slice(0, Math.max(0, MAX_FIELDS - fields.length))
    .map((name) => emptyField('HiddenInput', name));
}

/**
 * Options from pasted lines (docs/requirements.md#content-service-form list options): one option a
 * line, `Text|value` or `Text` alone (the value is then the text); blank lines skipped.
 */
export function pastedOptions(text: string): BuilderOption[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const bar = line.indexOf('|');
      if (bar < 0) return { text: line, value: line };
      const label = line.slice(0, bar).trim();
      const value = line.slice(bar + 1).trim();
      return { text: label || value, value: value || label };
    });
}

const orNull = (value: string): string | null => (value === '' ? null : value);

/** A field as the content service's GraphQL would answer it, for the renderer's own mapper. */
export function toFragment(field: BuilderField): FormFieldDefinitionFragment {
  return {
    sys: { id: field.entryId ?? field.key },
    fieldName: orNull(field.fieldName),
    component: field.component,
    type: orNull(field.type),
    formLabel: orNull(field.formLabel),
    placeholder: orNull(field.placeholder),
    defaultValue: orNull(field.defaultValue),
    autoComplete: orNull(field.autoComplete),
    required: field.required,
    invalidMessage: orNull(field.invalidMessage),
    validationType: orNull(field.validationType),
    fieldDependencyName: field.validationType === 'required_if' ? orNull(field.fieldDependencyName) : null,
    fieldDependencyValue: field.validationType === 'required_if' ? orNull(field.fieldDependencyValue) : null,
    listOptionsCollection: { items: field.options.map((option) => ({ text: option.text, value: option.value })) },
  };
}

/**
 * The form as the site will render it: the builder's state through the renderer's own
 * `fromFormDefinition`. A form without an id or submit URL yet previews with placeholders.
 */
export function previewDefinition(settings: BuilderFormSettings, fields: readonly BuilderField[]): FormDefinition | undefined {
  const raw: FormDefinitionFragment = {
    sys: { id: 'preview' },
    formId: settings.formId || 'preview',
    formType: settings.formType || 'non-pardot',
    formSubmitUrl: settings.formSubmitUrl || '/',
    heading: orNull(settings.heading),
    subheading: null,
    description: null,
    formRequiredMessage: orNull(settings.formRequiredMessage),
    submitLabel: orNull(settings.submitLabel),
    formDisclaimer: null,
    formFieldsCollection: { items: fields.map(toFragment) },
  };
  return fromFormDefinition(raw);
}

/** A problem the editor must fix before saving; `fieldKey` names the field it belongs to. */
export interface BuilderProblem {
  fieldKey?: string;
  message: string;
}

/**
 * Every rule the app enforces before it writes (docs/requirements.md#content-service-form,
 * docs/requirements.md#content-limits): at most 30 fields and 80 options each; a field name
 * following the model's pattern, unique in the form; options for Select and Radio, each with
 * text and value; a required_if field naming another field of the form and a value.
 */
export function builderProblems(fields: readonly BuilderField[]): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  if (fields.length > MAX_FIELDS) problems.push({ message: TOO_MANY_FIELDS });
  const names = new Map<string, number>();
  for (const field of fields) names.set(field.fieldName, (names.get(field.fieldName) ?? 0) + 1);
  fields.forEach((field, i) => {
    const name = field.fieldName || `Field ${i + 1}`;
    const add = (message: string) => problems.push({ fieldKey: field.key, message: `${name}: ${message}` });
    if (field.fieldName === '') add('enter a field name.');
    else if (!FORM_FIELD_FIELD_NAME_PATTERN.test(field.fieldName)) add(FORM_FIELD_FIELD_NAME_PATTERN_MESSAGE);
    else if ((names.get(field.fieldName) ?? 0) > 1) add('another field has the same name.');
    if (field.options.length > MAX_OPTIONS) add(TOO_MANY_OPTIONS);
    if ((field.component === 'Select' || field.component === 'Radio') && field.options.length === 0) add('add at least one list option.');
    if (field.options.some((option) => option.text === '' || option.value === '')) add('every list option needs a text and a value.');
    if (field.validationType === 'required_if') {
      if (field.fieldDependencyName === '' || field.fieldDependencyValue === '') {
        add('required_if needs the field and the value it depends on.');
      } else if (!fields.some((other) => other !== field && other.fieldName === field.fieldDependencyName)) {
        add(`it depends on ${field.fieldDependencyName}, which is not a field of this form.`);
      }
    }
  });
  return problems;
}
