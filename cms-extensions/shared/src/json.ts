/** A plain JSON object (not an array, not null), as a CMS JSON field holds it. */
export type JsonObject = Record<string, unknown>;

/** Whether a JSON field value is a plain object. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
