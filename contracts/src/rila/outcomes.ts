/**
 * The RILA outcome arithmetic, as pure functions (docs/requirements.md#rila-results,
 * docs/requirements.md#rila-constants).
 *
 * The crediting methods follow the standard definitions of the SEC's investor bulletin
 * "Registered Index-Linked Annuities (RILAs)" (Office of Investor Education and Advocacy,
 * https://www.investor.gov/introduction-investing/general-resources/news-alerts/alerts-bulletins/investor-bulletins/updated-investor-bulletin-registered-index-linked-annuities):
 *
 * - **Buffer**: the insurer absorbs index losses up to the buffer percentage; the investor bears
 *   the loss beyond it (a -35% index with a 10% buffer credits -25%).
 * - **Cap**: the most the investor is credited for a positive index return over the term.
 * - **Participation rate** (here "Upside+"): the share of a positive index return credited, before
 *   the cap (112% participation on a 10% gain credits 11.2%).
 * - **Spread**: a percentage subtracted from a positive index return before crediting.
 * - **Performance (step-up) trigger**: a fixed rate credited whenever the index return is zero or
 *   positive, however large the gain.
 *
 * All returns are percents over the whole strategy term (`24` is +24%); dollars are US dollars.
 */
import type { RilaConfig, RilaRate } from './config-schema.js';
import { formatDollars, formatPercent } from '../format.js';

/** The newer variant (`rilaV3` on) or the older one (docs/requirements.md#feature-flags). */
export type RilaVariant = 'v3' | 'legacy';

/** Strategy slot ids (docs/requirements.md#rila-slots). */
export const RILA_SLOT_IDS = ['ipcs1', 'ipcs2'] as const;
export type RilaSlotId = (typeof RILA_SLOT_IDS)[number];

/** One slot's selections; an empty string is "not chosen". Codes are the configuration's. */
export interface RilaSelection {
  strategyTerm: string;
  buffer: string;
  index: string;
  creditingStrategy: string;
}

/** The rates shown for a slot, in percent. The older variant has only `cap` and `upsidePlus`. */
export interface RilaRates {
  cap: number;
  upsidePlus: number;
  spread?: number;
  trigger?: number;
  /** The cap of the Cap w Par & Spread strategy for the same term, buffer and index. */
  spreadedCap?: number;
  /** The cap of the Cap with Par strategy (no spread) for the same term, buffer and index. */
  noSpreadedCap?: number;
}

/** One scenario's outcome for one slot. */
export interface RilaOutcome {
  label: string;
  title: string;
  copy: string;
  /** Index return over the term, percent. */
  indexReturn: number;
  /** The index return on the slot amount, dollars. */
  indexDollars: number;
  /** Credited return over the term, percent. */
  creditedReturn: number;
  /** The credited return on the slot amount, dollars. */
  creditedDollars: number;
}

/** An outcome table row: title, copy and the four figures index %, index $, your %, your $. */
export interface RilaTableRow {
  title: string;
  copy: string;
  outcome: [indexPercent: string, indexDollars: string, yourPercent: string, yourDollars: string];
}

/** One bar group of the chart: an outcome label, the index's and the strategy's dollars. */
export interface RilaChartDatum {
  [key: string]: string | number;
  outcome: string;
  index: number;
  yours: number;
}

/** The chart of a slot: data and value-axis bounds in dollars (see `axisBound`). */
export interface RilaChart {
  data: RilaChartDatum[];
  min: number;
  max: number;
}

/** What a slot shows (docs/requirements.md#rila-results). */
export interface RilaSlotResult {
  slot: RilaSlotId;
  selection: RilaSelection;
  /** Dollars allocated to the slot: the rounded share of the total. */
  amount: number;
  allocationPercent: number;
  rates: RilaRates;
  /** True when the cap is at or above the uncapped threshold: the Upside+ rate shows instead. */
  uncapped: boolean;
  outcomes: RilaOutcome[];
  tableRows: RilaTableRow[];
  chart: RilaChart;
}

/** The buffer code's protection in percent: '10B' → 10. Throws on a code that is not `{n}B`. */
export function bufferPercent(code: string): number {
  const match = /^(\d{1,2})B$/.exec(code);
  if (!match?.[1]) throw new Error(`Unknown buffer code ${JSON.stringify(code)}`);
  return Number(match[1]);
}

/**
 * The configuration's term code for a term code of either variant: the older variant's '1C',
 * '3C', '6C' are the newer '1', '3', '6' (docs/requirements.md#rila-constants).
 */
export function termCode(code: string): string {
  return code.replace(/C$/, '');
}

/** The older variant's code of a term: '1' → '1C'. */
export function legacyTermCode(code: string): string {
  return `${termCode(code)}C`;
}

/** Rounds to cents of a percent (two decimals), without a negative zero. */
function round2(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

/**
 * Buffer: the credited return for a falling index. `indexReturn >= 0` → 0; otherwise the loss
 * beyond the buffer, `min(0, indexReturn + buffer)` (a -35% index with a 10% buffer → -25; a
 * -8% index with a 10% buffer → 0). Percents.
 */
export function bufferedReturn(indexReturn: number, buffer: number): number {
  if (indexReturn >= 0) return 0;
  return round2(Math.min(0, indexReturn + buffer));
}

/**
 * Cap with participation (strategy C, "Cap with Par"): a positive index return times the
 * Upside+ participation rate, limited by the cap; `cap === undefined` means uncapped. Zero for a
 * flat or falling index (losses are the buffer's, `bufferedReturn`). Percents.
 */
export function capWithParCredit(indexReturn: number, upsidePlus: number, cap: number | undefined): number {
  if (indexReturn <= 0) return 0;
  const participated = (indexReturn * upsidePlus) / 100;
  return round2(cap === undefined ? participated : Math.min(participated, cap));
}

/**
 * Spread (strategy S, "Cap w Par & Spread"): the spread is subtracted from a positive index
 * return, the rest is participated and capped as in `capWithParCredit`; never below zero.
 */
export function spreadCredit(indexReturn: number, spread: number, upsidePlus: number, cap: number | undefined): number {
  if (indexReturn <= 0) return 0;
  return capWithParCredit(Math.max(0, indexReturn - spread), upsidePlus, cap);
}

/**
 * Step-Up Trigger (strategy T): the trigger rate when the index return is zero or positive,
 * whatever the size of the gain; zero when it falls (the buffer then applies). Percents.
 */
export function triggerCredit(indexReturn: number, trigger: number): number {
  return indexReturn >= 0 ? round2(trigger) : 0;
}

/**
 * The term constants, one documented reading (docs/requirements.md#decision-rila-term-constants):
 * `[step, ceiling]`, fractions of the slot amount. `ceiling` (0.26, 0.6, 1.5: 26%, 60%, 150%) is
 * the largest credited return the tool illustrates for the term: an uncapped strategy (cap at or
 * above the uncapped threshold) is credited at most that much, so the special cases 26, 60 and
 * 150 are the effective caps of uncapped 1-, 3- and 6-year strategies. `step` (0.01, 0.02, 0.04)
 * is the chart's value-axis increment: the axis bounds are rounded out to multiples of
 * `step × amount`. Throws when the configuration has no constants for the term.
 */
export function termConstants(config: RilaConfig, term: string): { step: number; ceiling: number } {
  const pair = config.termConstants[termCode(term)];
  if (!pair) throw new Error(`No term constants for term ${JSON.stringify(term)}`);
  return { step: pair[0], ceiling: pair[1] };
}

/**
 * The credited return of one scenario for one rate row: gains by the crediting strategy
 * (C: cap with par; S: spread, then cap with par; T: trigger), losses by the buffer. `cap` is
 * the effective cap in percent (`undefined` when uncapped and no ceiling applies).
 * Throws on an unknown strategy code.
 */
export function creditedReturn(indexReturn: number, strategy: string, rate: RilaRate, buffer: number, cap: number | undefined): number {
  if (indexReturn < 0) return bufferedReturn(indexReturn, buffer);
  switch (strategy) {
    case 'C':
      return capWithParCredit(indexReturn, rate.upsidePlus, cap);
    case 'S':
      return spreadCredit(indexReturn, rate.spread, rate.upsidePlus, cap);
    case 'T':
      return triggerCredit(indexReturn, rate.trigger);
    default:
      throw new Error(`Unknown crediting strategy ${JSON.stringify(strategy)}`);
  }
}

/** The rate row of a selection, or undefined when the configuration does not offer it. */
export function findRate(config: RilaConfig, term: string, buffer: string, index: string, strategy: string): RilaRate | undefined {
  const t = termCode(term);
  return config.rates.find(
    (rate) => rate.term === t && rate.buffer === buffer && rate.index === index && rate.creditingStrategy === strategy,
  );
}

/** A selection with every field chosen (the older variant needs no crediting strategy). */
export function isComplete(selection: RilaSelection, variant: RilaVariant): boolean {
  return Boolean(selection.strategyTerm && selection.buffer && selection.index && (variant === 'legacy' || selection.creditingStrategy));
}

/** A selection with nothing chosen (docs/requirements.md#rila-slots). */
export function isEmpty(selection: RilaSelection): boolean {
  return !selection.strategyTerm && !selection.buffer && !selection.index && !selection.creditingStrategy;
}

/**
 * Each slot's dollars: 50/50 between two slots, 100% with one; each slot's amount is the rounded
 * share of the total (docs/requirements.md#rila-slots). `percents` defaults to the configuration's.
 */
export function allocate(total: number, slots: number, percents: readonly number[] = [50, 50]): { amount: number; percent: number }[] {
  if (slots <= 1) return [{ amount: Math.round(total), percent: 100 }];
  return [0, 1].map((i) => {
    const percent = percents[i] ?? 50;
    return { amount: Math.round((total * percent) / 100), percent };
  });
}

/** Rounds `value` away from zero to a multiple of `increment` (0 stays 0). */
function roundOut(value: number, increment: number): number {
  if (increment <= 0 || value === 0) return value;
  return value > 0 ? Math.ceil(value / increment) * increment : Math.floor(value / increment) * increment;
}

/**
 * The chart's value-axis bounds in dollars: the lowest and highest bar rounded out to multiples
 * of `step × amount` (see `termConstants`), always including 0.
 */
export function axisBound(data: readonly RilaChartDatum[], step: number, amount: number): { min: number; max: number } {
  const values = data.flatMap((d) => [d.index, d.yours]);
  const increment = Math.round(step * amount);
  return { min: roundOut(Math.min(0, ...values), increment), max: roundOut(Math.max(0, ...values), increment) };
}

/** The sentence of an outcome table row, from the scenario and what was credited. */
export function outcomeCopy(
  indexReturn: number,
  credited: number,
  strategy: string,
  rates: RilaRates,
  buffer: number,
  uncapped: boolean,
): string {
  const pct = formatPercent;
  if (indexReturn < 0) {
    if (credited === 0) return `The index loses ${pct(-indexReturn)}; the ${pct(buffer)} buffer absorbs the whole loss.`;
    return `The index loses ${pct(-indexReturn)}; the ${pct(buffer)} buffer absorbs the first ${pct(buffer)} and you lose ${pct(-credited)}.`;
  }
  if (strategy === 'T') {
    return `The index ${indexReturn === 0 ? 'is flat' : `gains ${pct(indexReturn)}`}; it did not fall, so you are credited the ${pct(rates.trigger ?? 0)} trigger rate.`;
  }
  if (indexReturn === 0) return 'The index is flat; nothing is gained or lost.';
  const spread = strategy === 'S' && rates.spread ? ` after the ${pct(rates.spread)} spread` : '';
  const capped = credited === rates.cap && credited < (indexReturn * rates.upsidePlus) / 100;
  if (capped && uncapped)
    return `The index gains ${pct(indexReturn)}; this strategy is uncapped, and the illustration stops at ${pct(credited)}.`;
  if (capped) return `The index gains ${pct(indexReturn)}; the ${pct(rates.cap)} cap limits your credit to ${pct(credited)}.`;
  return `The index gains ${pct(indexReturn)}; with ${pct(rates.upsidePlus)} Upside+ participation${spread} you are credited ${pct(credited)}.`;
}

/**
 * The rates a slot shows. The newer variant shows cap, Upside+, spread, trigger, the spreaded cap
 * (the S row's cap) and the unspreaded cap (the C row's cap); the older variant cap and Upside+
 * only (docs/requirements.md#rila-results).
 */
export function slotRates(config: RilaConfig, selection: RilaSelection, rate: RilaRate, variant: RilaVariant): RilaRates {
  if (variant === 'legacy') return { cap: rate.cap, upsidePlus: rate.upsidePlus };
  const spreaded = findRate(config, selection.strategyTerm, selection.buffer, selection.index, 'S');
  const unspreaded = findRate(config, selection.strategyTerm, selection.buffer, selection.index, 'C');
  return {
    cap: rate.cap,
    upsidePlus: rate.upsidePlus,
    spread: rate.spread,
    trigger: rate.trigger,
    ...(spreaded ? { spreadedCap: spreaded.cap } : {}),
    ...(unspreaded ? { noSpreadedCap: unspreaded.cap } : {}),
  };
}

/**
 * Outcomes A-E (A-D in the older variant) of one slot for `amount` dollars: the rate row of the
 * selection, each scenario credited (`creditedReturn`), the table rows and the chart
 * (docs/requirements.md#rila-results). Answers `undefined` when the configuration has no rate for
 * the selection (the tool's data-error state). The older variant always uses Cap with Par.
 */
export function slotResult(
  config: RilaConfig,
  slot: RilaSlotId,
  selection: RilaSelection,
  amount: number,
  allocationPercent: number,
  variant: RilaVariant,
): RilaSlotResult | undefined {
  const strategy = variant === 'legacy' ? 'C' : selection.creditingStrategy;
  const rate = findRate(config, selection.strategyTerm, selection.buffer, selection.index, strategy);
  if (!rate || !config.termConstants[termCode(selection.strategyTerm)]) return undefined;
  const buffer = bufferPercent(selection.buffer);
  const { step, ceiling } = termConstants(config, selection.strategyTerm);
  const uncapped = rate.cap >= config.uncappedThreshold;
  // Uncapped strategies are illustrated up to the term's ceiling (26%, 60%, 150%).
  const cap = uncapped ? ceiling * 100 : rate.cap;
  const rates = slotRates(config, selection, rate, variant);
  const scenarios = config.outcomeScenarios.slice(0, variant === 'legacy' ? 4 : 5);
  const outcomes = scenarios.map((scenario): RilaOutcome => {
    const credited = creditedReturn(scenario.indexReturn, strategy, rate, buffer, cap);
    return {
      label: scenario.label,
      title: scenario.title,
      copy: outcomeCopy(scenario.indexReturn, credited, strategy, { ...rates, cap }, buffer, uncapped),
      indexReturn: scenario.indexReturn,
      indexDollars: Math.round((amount * scenario.indexReturn) / 100),
      creditedReturn: credited,
      creditedDollars: Math.round((amount * credited) / 100),
    };
  });
  const data = outcomes.map((o) => ({ outcome: o.label, index: o.indexDollars, yours: o.creditedDollars }));
  return {
    slot,
    selection:
      variant === 'legacy' ? { ...selection, strategyTerm: legacyTermCode(selection.strategyTerm), creditingStrategy: '' } : selection,
    amount,
    allocationPercent,
    rates,
    uncapped,
    outcomes,
    tableRows: outcomes.map((o) => ({ title: `Outcome ${o.label}: ${o.title}`, copy: o.copy, outcome: tableFigures(o) })),
    chart: { data, ...axisBound(data, step, amount) },
  };
}

function tableFigures(o: RilaOutcome): RilaTableRow['outcome'] {
  return [formatPercent(o.indexReturn), formatDollars(o.indexDollars), formatPercent(o.creditedReturn), formatDollars(o.creditedDollars)];
}

/**
 * Every complete slot's result for the total investment: the amount split by `allocate`, then
 * `slotResult` per slot. A slot whose selection the configuration does not offer answers
 * `undefined` in its place.
 */
export function rilaResults(
  config: RilaConfig,
  total: number,
  slots: readonly RilaSelection[],
  variant: RilaVariant,
): (RilaSlotResult | undefined)[] {
  const shares = allocate(total, slots.length, config.allocation.defaultPercents);
  return slots.map((selection, i) => {
    const share = shares[i] ?? { amount: 0, percent: 0 };
    const id = RILA_SLOT_IDS[i] ?? 'ipcs1';
    return slotResult(config, id, selection, share.amount, share.percent, variant);
  });
}

/**
 * The investment amount's rule (docs/requirements.md#rila-constants): `undefined` when within
 * `min`..`max` dollars, else 'Enter an investment amount between {min} and {max}' with both
 * amounts as currency.
 */
export function investmentError(amount: number | undefined, min: number, max: number): string | undefined {
  if (amount !== undefined && Number.isFinite(amount) && amount >= min && amount <= max) return undefined;
  return `Enter an investment amount between ${formatDollars(min)} and ${formatDollars(max)}`;
}
