import { PADDING, type Padding } from '@insurer/content-model/model';
import { isOneOf } from '@insurer/contracts/closed-list';

// The blocks read the content model's closed lists through here; the rule itself is the contracts'.
export { isOneOf };

/**
 * The `padding` prop of a block entry: `{ padding }` when the entry's padding is one of the
 * model's values, `{}` otherwise (the block then gets the default, 'Small (default)', docs/requirements.md#page-blocks).
 * Spread into a block's props: `...paddingOf(raw.padding)`.
 */
export function paddingOf(value: string | null | undefined): { padding?: Padding } {
  return isOneOf(PADDING, value) ? { padding: value } : {};
}
