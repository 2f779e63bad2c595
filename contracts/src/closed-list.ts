/** True when `value` is one of `values` (a closed list of the content model). */
export function isOneOf<T extends string>(values: readonly T[], value: string | null | undefined): value is T {
  return value !== null && value !== undefined && (values as readonly string[]).includes(value);
}
