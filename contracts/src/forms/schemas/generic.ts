import * as z from '../../zod-mini.js';
import { isFieldVisible, valueList, type FormDefinition, type FormFieldDefinition } from '../definition.js';
import { GENERIC_DEFAULTS } from '../messages.js';
import { isCalendarDate, isEmail, NUMBER_PATTERN, PHONE_PATTERN, TEXT_LIMITS, ZIP_PATTERN } from './fields.js';

/** The values of a content-service form: one string per field, a list for checkbox groups. */
export type GenericFormValues = Record<string, string | string[]>;

function isGroup(field: FormFieldDefinition): boolean {
  return field.component === 'Checkbox' && field.options.length > 0;
}

/** Required when the field says so, and a required_if field whenever it is shown. */
function isRequired(field: FormFieldDefinition): boolean {
  return field.required || field.validationType === 'required_if';
}

/** The field's text value, trimmed; '' when missing (a single checkbox: 'true' when ticked). */
function textValue(value: unknown): string {
  if (value === true) return 'true';
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0].trim() : '';
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The message a field shows for `value`, or undefined when it is fine (docs/requirements.md#content-service-form):
 * - required and empty (no choice for a checkbox group, unticked for a single checkbox): the
 *   field's `invalidMessage`, else the form's `formRequiredMessage`, else 'This field is required.';
 * - EmailInput: a verified address; PhoneInput: 10 digits; NumberInput: a number; validationType
 *   postalCode: 5 digits; date: a real MM/DD/YYYY date; Select/Radio/Checkbox group: one of the
 *   options — each with the field's `invalidMessage`, else a default naming the rule.
 * - any text over `TEXT_LIMITS.long` (2,000) characters: '{label} must be 2000 characters or fewer.'
 * Hidden inputs are never checked (they carry tracking values).
 */
export function fieldMessage(field: FormFieldDefinition, value: unknown, formRequiredMessage?: string): string | undefined {
  if (field.component === 'HiddenInput') return undefined;
  const requiredMessage = field.invalidMessage ?? formRequiredMessage ?? GENERIC_DEFAULTS.required;
  const invalid = (fallback: string) => field.invalidMessage ?? fallback;
  if (isGroup(field)) {
    const chosen = valueList(value);
    if (chosen.length === 0) return isRequired(field) ? requiredMessage : undefined;
    return chosen.every((item) => field.options.some((option) => option.value === item)) ? undefined : invalid(GENERIC_DEFAULTS.option);
  }
  const text = textValue(value);
  if (text === '') return isRequired(field) ? requiredMessage : undefined;
  if (text.length > TEXT_LIMITS.long) return `${field.label || field.name} must be ${TEXT_LIMITS.long} characters or fewer.`;
  if ((field.component === 'Select' || field.component === 'Radio') && field.options.length > 0) {
    if (!field.options.some((option) => option.value === text)) return invalid(GENERIC_DEFAULTS.option);
  }
  if (field.component === 'EmailInput' && !isEmail(text)) return invalid(GENERIC_DEFAULTS.email);
  if (field.component === 'PhoneInput' && !PHONE_PATTERN.test(text)) return invalid(GENERIC_DEFAULTS.phone);
  if (field.component === 'NumberInput' && !NUMBER_PATTERN.test(text)) return invalid(GENERIC_DEFAULTS.number);
  if (field.validationType === 'postalCode' && !ZIP_PATTERN.test(text)) return invalid(GENERIC_DEFAULTS.postalCode);
  if (field.validationType === 'date' && !isCalendarDate(text)) return invalid(GENERIC_DEFAULTS.date);
  return undefined;
}

/**
 * A zod schema for the values of a content-service form definition (docs/requirements.md#content-service-form), used by
 * the generic form in the browser and by the server on the urlencoded post:
 * - input: any record (final-form values, or the parsed urlencoded body where a checkbox group
 *   with one box ticked is a single string);
 * - issues: one per invalid field, `path: [fieldName]`, with `fieldMessage`'s message; fields
 *   hidden by their dependency are not checked;
 * - output: the shown fields only (hidden inputs included), texts trimmed, checkbox groups as
 *   lists, empty optional fields left out; keys not in the definition are dropped.
 */
export function genericFormSchema(definition: Pick<FormDefinition, 'fields' | 'formRequiredMessage'>) {
  const { fields, formRequiredMessage } = definition;
  return z.pipe(
    z.record(z.string(), z.unknown()).check(
      z.superRefine((values, context) => {
        for (const field of fields) {
          if (!isFieldVisible(field, fields, values)) continue;
          const message = fieldMessage(field, values[field.name], formRequiredMessage);
          if (message) context.addIssue({ code: 'custom', path: [field.name], message });
        }
      }),
    ),
    z.transform((values: Record<string, unknown>): GenericFormValues => {
      const out: GenericFormValues = {};
      for (const field of fields) {
        if (!isFieldVisible(field, fields, values)) continue;
        if (isGroup(field)) {
          const chosen = valueList(values[field.name]);
          if (chosen.length > 0) out[field.name] = chosen;
        } else {
          const text = textValue(values[field.name]);
          if (text !== '') out[field.name] = text;
        }
      }
      return out;
    }),
  );
}
