import { z } from '@insurer/contracts/zod';
import { US_STATES } from '@insurer/contracts/forms';

/**
 * The content cases of the state content block (docs/requirements.md#state-content): `default`
 * before a choice, then one per state list; `none` shows nothing.
 */
export type StateCase = 'default' | 'general' | 'compact' | 'ca' | 'ny' | 'fl' | 'none';

/** The cases an editor fills, each an optional linked block. */
export type StateContentCase = Exclude<StateCase, 'none'>;

/** Every case with content, in the order the block renders them. */
export const STATE_CONTENT_CASES: readonly StateContentCase[] = ['default', 'general', 'compact', 'ca', 'ny', 'fl'];

/** The 'general' states (docs/requirements.md#state-content). */
export const GENERAL_STATES: readonly string[] = ['AZ', 'CT', 'DE', 'DC', 'IN', 'MT', 'ND', 'NJ', 'SC', 'SD'];

/** The 'compact' states, members of the Interstate Insurance Product Regulation Compact (docs/requirements.md#state-content). */
export const COMPACT_STATES: readonly string[] = [
  'AK',
  'AL',
  'AR',
  'CO',
  'GA',
  'HI',
  'IA',
  'ID',
  'IL',
  'KS',
  'KY',
  'LA',
  'MA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'MS',
  'NC',
  'NE',
  'NH',
  'NM',
  'NV',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'TN',
  'TX',
  'UT',
  'VA',
  'VT',
  'WA',
  'WI',
  'WV',
  'WY',
];

/** The states with content of their own. */
const OWN_CONTENT: Readonly<Record<string, StateContentCase>> = { CA: 'ca', NY: 'ny', FL: 'fl' };

/** The two lists an editor may override per entry. */
export interface StateLists {
  general: readonly string[];
  compact: readonly string[];
}

/** The lists of the requirements, used when an entry has no (valid) `stateMapping`. */
export const DEFAULT_STATE_LISTS: StateLists = { general: GENERAL_STATES, compact: COMPACT_STATES };

const STATE_CODES = US_STATES.map(([code]) => code) as [string, ...string[]];

/**
 * The entry's optional `stateMapping` JSON: `{ "general": ["AZ", …], "compact": ["TX", …] }`,
 * each list of US postal codes (50 states and DC); a list left out keeps its default.
 */
export const stateMappingSchema = z
  .object({
    general: z.array(z.enum(STATE_CODES)).optional(),
    compact: z.array(z.enum(STATE_CODES)).optional(),
  })
  .strict();

/**
 * The state lists of an entry: its `stateMapping` over the defaults. An absent mapping gives the
 * defaults; an invalid one (not the shape above) gives the defaults and a console warning naming
 * the entry, so a typo never empties a published page.
 */
export function stateListsOf(mapping: unknown, entryId: string): StateLists {
  if (mapping === null || mapping === undefined) return DEFAULT_STATE_LISTS;
  const parsed = stateMappingSchema.safeParse(mapping);
  if (!parsed.success) {
    console.warn(
      `[state-content] ${entryId}: stateMapping ignored (${parsed.error.issues[0]?.message ?? 'invalid'}); using the default lists`,
    );
    return DEFAULT_STATE_LISTS;
  }
  return {
    general: parsed.data.general ?? DEFAULT_STATE_LISTS.general,
    compact: parsed.data.compact ?? DEFAULT_STATE_LISTS.compact,
  };
}

/**
 * Which content a choice shows (docs/requirements.md#state-content):
 * - no choice (`''`): the default content;
 * - CA, NY, FL: their own content, else general;
 * - a general-list state: general content;
 * - a compact-list state: compact content, else general;
 * - anything else: nothing.
 * `filled` tells which cases the editor filled; a case that resolves to unfilled content shows nothing.
 */
export function stateCase(state: string, filled: ReadonlySet<StateContentCase>, lists: StateLists = DEFAULT_STATE_LISTS): StateCase {
  const shown = (wanted: StateContentCase): StateCase => (filled.has(wanted) ? wanted : 'none');
  if (state === '') return shown('default');
  const own = OWN_CONTENT[state];
  if (own) return filled.has(own) ? own : shown('general');
  if (lists.general.includes(state)) return shown('general');
  if (lists.compact.includes(state)) return filled.has('compact') ? 'compact' : shown('general');
  return 'none';
}
