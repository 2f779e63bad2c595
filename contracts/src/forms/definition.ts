import type { Document } from '@contentful/rich-text-types';
import type { FormDefinitionFragment, FormFieldDefinitionFragment } from '@insurer/content-model/types';
import {
  FORM_FIELD_COMPONENT,
  FORM_FIELD_VALIDATION_TYPE,
  type FormFieldComponent,
  type FormFieldValidationType,
  type FormFormType,
} from '@insurer/content-model/model';
import { isOneOf } from '../closed-list.js';

/** Components a content-service form field renders as (docs/requirements.md#content-service-form). */
export type FieldComponent = FormFieldComponent;

/** Extra validations of a field (docs/requirements.md#content-service-form). */
export type ValidationType = FormFieldValidationType;

/** 'non-pardot' (the default) posts to a site address; 'pardot' to a Pardot form handler (docs/requirements.md#content-service-form). */
export type FormType = FormFormType;

/** The prefix checkbox option values may carry in content; removed before submit (docs/requirements.md#content-service-form). */
export const CHECKBOX_PREFIX = 'checkbox-group-';
/** The placeholder of a PhoneInput without one of its own (docs/requirements.md#content-service-form). */
export const PHONE_PLACEHOLDER = '999-999-9999';

/** One choice of a Select, Radio or Checkbox field. */
export interface FieldOption {
  value: string;
  text: string;
}

/** One field of a content-service form, as the generic form and `genericFormSchema` use it. JSON-serialisable. */
export interface FormFieldDefinition {
  /** The field entry's id, for inspector tags. */
  id: string;
  /** The submitted name, e.g. first_name. */
  name: string;
  component: FieldComponent;
  /** An HTML input type overriding the component's, e.g. date. */
  type?: string;
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  autoComplete?: string;
  required: boolean;
  invalidMessage?: string;
  validationType?: ValidationType;
  /** Shown only while the named field holds `value` (for checkbox groups: while its chosen set contains it). */
  dependency?: { name: string; value: string };
  /** Choices; checkbox values without the 'checkbox-group-' prefix. */
  options: FieldOption[];
}

/** A content-service form definition (docs/requirements.md#content-service-form), JSON-serialisable. */
export interface FormDefinition {
  /** The form entry's id, for inspector tags. */
  id: string;
  formId: string;
  formType: FormType;
  /** Where the form is posted natively, urlencoded (docs/requirements.md#content-service-form). */
  formSubmitUrl: string;
  heading?: string;
  subheading?: string;
  description?: string;
  formRequiredMessage?: string;
  submitLabel?: string;
  /** The disclaimer rich text; hyperlinks only (no embedded entries are queried). */
  disclaimer?: Document;
  fields: FormFieldDefinition[];
}

/** A checkbox value as submitted: without the 'checkbox-group-' prefix (docs/requirements.md#content-service-form). */
export function removeCheckboxPrefix(value: string): string {
  return value.startsWith(CHECKBOX_PREFIX) ? value.slice(CHECKBOX_PREFIX.length) : value;
}

function isDocumentJson(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && (value as { nodeType?: unknown }).nodeType === 'document';
}

/** Only the keys whose value is a non-empty string. */
function strings<K extends string>(entries: Record<K, string | null | undefined>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(entries) as K[]) {
    const value = entries[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/**
 * A field of the content service's answer, or undefined when it has no name or an unknown
 * component (such a field cannot render or be checked, so it is left out with a warning).
 * Checkbox option values and a dependency value on a checkbox field lose the 'checkbox-group-'
 * prefix here, so the browser, the submitted data and the server all see the bare value.
 */
export function fromFormField(raw: FormFieldDefinitionFragment): FormFieldDefinition | undefined {
  if (!raw.fieldName || !isOneOf(FORM_FIELD_COMPONENT, raw.component)) {
    console.warn(`[forms] form field ${raw.sys.id} has no name or an unknown component (${String(raw.component)}); left out`);
    return undefined;
  }
  const component = raw.component;
  const options = (raw.listOptionsCollection?.items ?? []).flatMap((option) =>
    option?.value
      ? [{ value: component === 'Checkbox' ? removeCheckboxPrefix(option.value) : option.value, text: option.text ?? option.value }]
      : [],
  );
  const dependency =
    raw.fieldDependencyName && raw.fieldDependencyValue
      ? { name: raw.fieldDependencyName, value: removeCheckboxPrefix(raw.fieldDependencyValue) }
      : undefined;
  return {
    id: raw.sys.id,
    name: raw.fieldName,
    component,
    ...strings({
      type: raw.type,
      label: raw.formLabel,
      placeholder: raw.placeholder ?? (component === 'PhoneInput' ? PHONE_PLACEHOLDER : undefined),
      defaultValue: raw.defaultValue,
      autoComplete: raw.autoComplete,
      invalidMessage: raw.invalidMessage,
    }),
    required: raw.required === true,
    ...(isOneOf(FORM_FIELD_VALIDATION_TYPE, raw.validationType) ? { validationType: raw.validationType } : {}),
    ...(dependency ? { dependency } : {}),
    options,
  };
}

/**
 * A form definition as the content service answers it (`FormDefinition` fragment of
 * the renderer's form-definition.graphql) → the shape the generic form and `genericFormSchema` use. `formType` defaults to 'non-pardot'.
 * @returns undefined when the definition has no formId or formSubmitUrl (it cannot be posted).
 */
export function fromFormDefinition(raw: FormDefinitionFragment): FormDefinition | undefined {
  if (!raw.formId || !raw.formSubmitUrl) {
    console.warn(`[forms] form ${raw.sys.id} has no formId or formSubmitUrl; not rendered`);
    return undefined;
  }
  const fields = (raw.formFieldsCollection?.items ?? []).flatMap((item) => {
    const field = item ? fromFormField(item) : undefined;
    return field ? [field] : [];
  });
  return {
    id: raw.sys.id,
    formId: raw.formId,
    formType: raw.formType === 'pardot' ? 'pardot' : 'non-pardot',
    formSubmitUrl: raw.formSubmitUrl,
    ...strings({
      heading: raw.heading,
      subheading: raw.subheading,
      description: raw.description,
      formRequiredMessage: raw.formRequiredMessage,
      submitLabel: raw.submitLabel,
    }),
    ...(isDocumentJson(raw.formDisclaimer?.json) ? { disclaimer: raw.formDisclaimer.json } : {}),
    fields,
  };
}

/** A field's value as a list: checkbox groups give arrays (or one string when posted natively with one box checked). */
export function valueList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string' && value !== '') return [value];
  if (value === true) return ['true'];
  return [];
}

/**
 * True when `field` is shown: it has no dependency, or the field it depends on is itself shown and
 * holds the dependency value — for a checkbox group, when its chosen set contains the value
 * (docs/requirements.md#content-service-form "A field with required_if validation appears only when the named other field
 * holds the named value"). A dependency on an unknown field never holds.
 */
export function isFieldVisible(
  field: FormFieldDefinition,
  fields: readonly FormFieldDefinition[],
  values: Record<string, unknown>,
): boolean {
  const seen = new Set<string>();
  let current: FormFieldDefinition | undefined = field;
  while (current?.dependency) {
    if (seen.has(current.name)) return false;
    seen.add(current.name);
    const dependency: { name: string; value: string } = current.dependency;
    if (!valueList(values[dependency.name]).includes(dependency.value)) return false;
    current = fields.find((candidate) => candidate.name === dependency.name);
    if (!current) return false;
  }
  return true;
}
