import type { SchemaError } from './entry-store.js';

/** The validation errors of a 422 answer by field id; those without a field under `''`. */
export function errorsByField(
  errors: { name: string; path: (string | number)[]; details?: string; [key: string]: unknown }[],
): Record<string, SchemaError[]> {
  const byField: Record<string, SchemaError[]> = {};
  for (const error of errors) {
    const fieldId = error.path[0] === 'fields' && typeof error.path[1] === 'string' ? error.path[1] : '';
    (byField[fieldId] ??= []).push({ ...error, message: error.details ?? `The field is invalid (${error.name}).` });
  }
  return byField;
}
