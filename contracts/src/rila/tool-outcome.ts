import type { RilaConfig } from './config-schema.js';
import { investmentError, isComplete, rilaResults, type RilaSlotResult, type RilaVariant } from './outcomes.js';
import { amountOf, type RilaToolState } from './tool-state.js';

/** The page result state (docs/requirements.md#rila-tool). */
export type RilaPageState = 'initial' | 'success' | 'error' | 'data-error';

/** What the tool shows for a state. */
export interface RilaToolOutcome {
  pageState: RilaPageState;
  /** The amount message in the error state. */
  error: string | undefined;
  /** One result per complete slot; `undefined` where the configuration has no rate (data-error). */
  results: (RilaSlotResult | undefined)[];
  /** The amount in dollars, when it is a whole number. */
  amount: number | undefined;
}

/**
 * Works a state out (what the tool recalculates after every change): 'initial' before results
 * are asked for; 'error' with 'Enter an investment amount between {min} and {max}' while the
 * amount is out of range; 'data-error' when a complete slot has no rate in the configuration;
 * otherwise 'success' with every complete slot's result (docs/requirements.md#rila-tool).
 */
export function toolOutcome(config: RilaConfig, variant: RilaVariant, state: RilaToolState): RilaToolOutcome {
  const amount = amountOf(state);
  if (!state.showResults) return { pageState: 'initial', error: undefined, results: [], amount };
  const error = investmentError(amount, config.investment.min, config.investment.max);
  if (error || amount === undefined) return { pageState: 'error', error, results: [], amount };
  const results = rilaResults(
    config,
    amount,
    state.slots.filter((slot) => isComplete(slot, variant)),
    variant,
  );
  return { pageState: results.some((r) => r === undefined) ? 'data-error' : 'success', error: undefined, results, amount };
}
