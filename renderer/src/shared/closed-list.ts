import { PADDING, type Padding } from '@insurer/content-model/model';

/** True when `value` is one of `values` (a closed list of the content model). */
export function isOneOf<T extends string>(values: readonly T[], value: string | null | undefined): value is T {
  return value !== null && value !== undefined && (values as readonly string[]).includes(value);
}

/**
 * The `padding` prop of a block entry: `{ padding }` when the entry's padding is one of the
 * model's values, `{}` otherwise (the block then gets the default, 'Small (default)', docs/requirements.md#page-blocks).
 * Spread into a block's props: `...paddingOf(raw.padding)`.
 */
export function paddingOf(value: string | null | undefined): { padding?: Padding } {
  return isOneOf(PADDING, value) ? { padding: value } : {};
}
