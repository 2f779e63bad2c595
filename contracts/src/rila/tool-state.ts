/**
 * The RILA tool's state and every change to it, as a pure reducer (docs/requirements.md#rila-slots):
 * the amount as typed, one or two strategy slots, and whether results show. Also the hand-offs
 * that restore it: the query of the planning widget and of a shared link, and session storage
 * `rila.*` (docs/requirements.md#browser-storage).
 */
import type { RilaConfig } from './config-schema.js';
import { formatThousands, parseAmount } from '../format.js';
import { isComplete, isEmpty, termCode, type RilaSelection, type RilaVariant } from './outcomes.js';

/** The tool's state. `showResults` is the "has results" mark (docs/requirements.md#rila-slots). */
export interface RilaToolState {
  /** The amount as the visitor typed it (commas allowed); parsed with `parseAmount`. */
  amountText: string;
  slots: RilaSelection[];
  showResults: boolean;
}

/** Everything that changes the tool. */
export type RilaToolAction =
  | { type: 'amount'; text: string }
  | { type: 'select'; slot: number; field: keyof RilaSelection; value: string }
  | { type: 'add' }
  | { type: 'remove'; slot: number }
  | { type: 'reset' }
  | { type: 'show' }
  | { type: 'restore'; state: RilaToolState };

/** The configuration's defaults: 1-year, -10% Buffer, S&P 500, Cap with Par in the demo. */
export function defaultSelection(config: RilaConfig, variant: RilaVariant): RilaSelection {
  const d = config.defaults;
  return {
    strategyTerm: termCode(d.strategyTerm),
    buffer: d.buffer,
    index: d.index,
    creditingStrategy: variant === 'legacy' ? '' : d.creditingStrategy,
  };
}

const EMPTY: RilaSelection = { strategyTerm: '', buffer: '', index: '', creditingStrategy: '' };

/**
 * The tool's first state: one slot at the defaults; the amount at the configured default in the
 * newer variant and empty in the older one (docs/requirements.md#rila-constants); no results yet.
 */
export function initialToolState(config: RilaConfig, variant: RilaVariant): RilaToolState {
  return {
    amountText: variant === 'legacy' ? '' : formatThousands(config.investment.default),
    slots: [defaultSelection(config, variant)],
    showResults: false,
  };
}

/**
 * Applies one action. 'add' creates slot 2 (empty) when only slot 1 exists; 'remove' drops a
 * slot (its selections are cleared with it) and, when the slot left is entirely empty, resets it
 * to the defaults; 'reset' goes back to the initial state (docs/requirements.md#rila-slots).
 */
export function rilaToolReducer(config: RilaConfig, variant: RilaVariant) {
  return (state: RilaToolState, action: RilaToolAction): RilaToolState => {
    switch (action.type) {
      case 'amount':
        return { ...state, amountText: action.text };
      case 'select':
        return {
          ...state,
          slots: state.slots.map((slot, i) => (i === action.slot ? { ...slot, [action.field]: action.value } : slot)),
        };
      case 'add':
        if (state.slots.length >= Math.min(2, config.allocation.maxSlots)) return state;
        return { ...state, slots: [...state.slots, { ...EMPTY }] };
      case 'remove': {
        if (state.slots.length < 2) return state;
        const left = state.slots.filter((_, i) => i !== action.slot);
        return { ...state, slots: left.map((slot) => (isEmpty(slot) ? defaultSelection(config, variant) : slot)) };
      }
      case 'reset':
        return initialToolState(config, variant);
      case 'show':
        return { ...state, showResults: true };
      case 'restore':
        return action.state;
    }
  };
}

/** The slots that can be worked out (complete selections), with their positions. */
export function completeSlots(state: RilaToolState, variant: RilaVariant): RilaSelection[] {
  return state.slots.filter((slot) => isComplete(slot, variant));
}

/** The amount in dollars, or undefined when it is not a whole number. */
export function amountOf(state: RilaToolState): number | undefined {
  return parseAmount(state.amountText);
}

// --- Hand-offs -----------------------------------------------------------------------------

/** A slot as one query value: `term.buffer.index.strategy`, e.g. `3.20B.NDX.C` (older: `3C.20B.NDX`). */
export function encodeSlot(selection: RilaSelection, variant: RilaVariant): string {
  const term = variant === 'legacy' ? `${termCode(selection.strategyTerm)}C` : termCode(selection.strategyTerm);
  return [term, selection.buffer, selection.index, ...(variant === 'legacy' ? [] : [selection.creditingStrategy])].join('.');
}

/** Reads `encodeSlot`'s format, keeping only codes the configuration lists; undefined otherwise. */
export function decodeSlot(value: string, config: RilaConfig, variant: RilaVariant): RilaSelection | undefined {
  const [term = '', buffer = '', index = '', strategy = ''] = value.split('.');
  const selection: RilaSelection = {
    strategyTerm: termCode(term),
    buffer,
    index,
    creditingStrategy: variant === 'legacy' ? '' : strategy || config.defaults.creditingStrategy,
  };
  return isKnown(selection, config, variant) ? selection : undefined;
}

function isKnown(selection: RilaSelection, config: RilaConfig, variant: RilaVariant): boolean {
  const has = (list: { code: string }[], code: string) => list.some((item) => item.code === code);
  return (
    has(config.strategyTerms, selection.strategyTerm) &&
    has(config.buffers, selection.buffer) &&
    has(config.indexes, selection.index) &&
    (variant === 'legacy' || has(config.creditingStrategies, selection.creditingStrategy))
  );
}

/**
 * The query of a link that restores the tool (the newer planning widget's hand-off and the
 * shared link): `amount=100000&ipcs1=1.10B.SPX.C[&ipcs2=…]`.
 */
export function toolQuery(amount: number, slots: readonly RilaSelection[], variant: RilaVariant): string {
  const params = new URLSearchParams({ amount: String(amount) });
  slots.forEach((slot, i) => params.set(`ipcs${i + 1}`, encodeSlot(slot, variant)));
  return params.toString();
}

/**
 * The state a query restores (`toolQuery`'s format), with results shown; undefined when the
 * query has no `amount`. Unknown slot codes fall back to the defaults for slot 1 and drop slot 2.
 */
export function stateFromQuery(search: string, config: RilaConfig, variant: RilaVariant): RilaToolState | undefined {
  const params = new URLSearchParams(search);
  const amount = params.get('amount');
  if (amount === null) return undefined;
  const one = decodeSlot(params.get('ipcs1') ?? '', config, variant) ?? defaultSelection(config, variant);
  const two = decodeSlot(params.get('ipcs2') ?? '', config, variant);
  return { amountText: amountText(amount), slots: two ? [one, two] : [one], showResults: true };
}

function amountText(raw: string): string {
  const parsed = parseAmount(raw);
  return parsed === undefined ? raw : formatThousands(parsed);
}

/** The planning widget's values (docs/requirements.md#annuity-widget) and the tool codes they mean. */
export const WIDGET_TERMS = { short: '1', mid: '3', long: '6' } as const;
export const WIDGET_PROTECTION = { risky: '10B', moderate: '20B', conservative: '30B' } as const;
export const WIDGET_STRATEGIES = { capPar: 'C', capParSpread: 'S', triggerRate: 'T' } as const;
export type WidgetTerm = keyof typeof WIDGET_TERMS;
export type WidgetProtection = keyof typeof WIDGET_PROTECTION;
export type WidgetStrategy = keyof typeof WIDGET_STRATEGIES;

/** Session storage keys: `rila.{field}` (docs/requirements.md#annuity-widget). */
export const RILA_STORAGE_FIELDS = ['initialInvestment', 'strategyTerm', 'creditingStrategy', 'levelOfProtection', 'index'] as const;
export type RilaStorageField = (typeof RILA_STORAGE_FIELDS)[number];

const lookup = <T extends Record<string, string>>(table: T, key: string | null): string => (key && key in table ? (table[key] ?? '') : '');

/**
 * The state session storage `rila.*` restores (the older planning widget's hand-off), with
 * results shown; undefined when `rila.initialInvestment` is missing. `read` answers a key's
 * value or null (session storage's `getItem`).
 */
export function stateFromStorage(
  read: (key: string) => string | null,
  config: RilaConfig,
  variant: RilaVariant,
): RilaToolState | undefined {
  const amount = read('rila.initialInvestment');
  if (amount === null) return undefined;
  const fallback = defaultSelection(config, variant);
  const selection: RilaSelection = {
    strategyTerm: lookup(WIDGET_TERMS, read('rila.strategyTerm')) || fallback.strategyTerm,
    buffer: lookup(WIDGET_PROTECTION, read('rila.levelOfProtection')) || fallback.buffer,
    index: config.indexes.find((i) => i.code === read('rila.index'))?.code ?? fallback.index,
    creditingStrategy: variant === 'legacy' ? '' : lookup(WIDGET_STRATEGIES, read('rila.creditingStrategy')) || fallback.creditingStrategy,
  };
  return { amountText: amountText(amount), slots: [selection], showResults: true };
}
