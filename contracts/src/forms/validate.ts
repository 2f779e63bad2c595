import * as z from '../zod-mini.js';

/**
 * The first message of each invalid field of `values` under `schema`, keyed by the field's name
 * (the first path segment), or undefined when the values are valid. The shape of the 422
 * `SubmissionRejected.errors` and of a final-form `validate` result.
 */
export function fieldErrors(schema: z.core.$ZodType, values: unknown): Record<string, string> | undefined {
  const result = z.safeParse(schema, values);
  if (result.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A final-form `validate` function from a zod schema (`fieldErrors` of the form's values). */
export function validateWith(schema: z.core.$ZodType) {
  return (values: Record<string, unknown>): Record<string, string> | undefined => fieldErrors(schema, values);
}
