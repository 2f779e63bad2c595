/**
 * What the share / connect-to-a-professional flow (docs/requirements.md#share-flow) needs from
 * the RILA tool's current result: the lead's `data` (docs/requirements.md#rila-results) and the
 * routing client's RILA save. The chart image is not here: the share flow renders the chart's
 * PNG on the server from `chartData`.
 */
import type { RilaChartDatum, RilaOutcome, RilaRates, RilaSlotResult, RilaTableRow, RilaVariant } from './outcomes.js';

/** One strategy slot of a shared result. */
export interface RilaShareSlot {
  slot: 'ipcs1' | 'ipcs2';
  /** Term code ('1', '3', '6'; the older variant '1C', '3C', '6C'). */
  strategyTerm: string;
  /** Buffer code, the level of protection ('10B', '20B', '30B'). */
  buffer: string;
  /** Buffer label, e.g. '-10% Buffer'. */
  bufferLabel: string;
  /** Index code ('SPX', 'EFA', 'NDX', 'SMC'). */
  index: string;
  /** Crediting strategy code ('C', 'S', 'T'); absent in the older variant. */
  creditingStrategy?: string;
  /** Dollars allocated to the slot and its percent of the total. */
  amount: number;
  allocationPercent: number;
  /** Chart data: one group per outcome with the index's and the strategy's dollars. */
  chartData: RilaChartDatum[];
  /** Chart options the server-side renderer needs: keys, value-axis bounds in dollars. */
  chartOptions: { keys: ['index', 'yours']; indexBy: 'outcome'; min: number; max: number };
  /** Outcome A (the strongest market scenario), as the lead rule needs it. */
  outcomeA: RilaOutcome;
  outcomes: RilaOutcome[];
  outcomesTableRows: RilaTableRow[];
  rates: RilaRates;
  uncapped: boolean;
}

/** The share flow's input from the RILA tool. */
export interface RilaShareResult {
  /** The compliance code of the page the lead comes from (docs/requirements.md#lead-routing). */
  complianceCode: 'rila_tool';
  variant: RilaVariant;
  /** The investment amount, dollars. */
  investmentAmount: number;
  slots: RilaShareSlot[];
  /**
   * The routing client's RILA save (docs/requirements.md#rila-results "Saved data"), from slot 1;
   * the share flow adds `contactChoice`.
   */
  save: { investmentAmount: number; strategyTerm: string; protectionLevel: string; indicesIndex: string; capRate: number };
}

/**
 * The share flow's input for the tool's current result, or `undefined` when there is nothing to
 * share (no slot worked out, or a slot without outcome A or buffer: a lead carries a RILA result
 * only when its chart data, image, outcome A and buffer are all present,
 * docs/requirements.md#rila-results; the image is the share flow's). `bufferLabels` maps buffer
 * codes to their labels ('10B' → '-10% Buffer').
 */
export function rilaShareResult(
  investmentAmount: number,
  results: readonly RilaSlotResult[],
  variant: RilaVariant,
  bufferLabels: Readonly<Record<string, string>>,
): RilaShareResult | undefined {
  const slots: RilaShareSlot[] = [];
  for (const result of results) {
    const outcomeA = result.outcomes.find((o) => o.label === 'A');
    if (!outcomeA || !result.selection.buffer || result.chart.data.length === 0) return undefined;
    slots.push({
      slot: result.slot,
      strategyTerm: result.selection.strategyTerm,
      buffer: result.selection.buffer,
      bufferLabel: bufferLabels[result.selection.buffer] ?? result.selection.buffer,
      index: result.selection.index,
      ...(variant === 'v3' ? { creditingStrategy: result.selection.creditingStrategy } : {}),
      amount: result.amount,
      allocationPercent: result.allocationPercent,
      chartData: result.chart.data,
      chartOptions: { keys: ['index', 'yours'], indexBy: 'outcome', min: result.chart.min, max: result.chart.max },
      outcomeA,
      outcomes: result.outcomes,
      outcomesTableRows: result.tableRows,
      rates: result.rates,
      uncapped: result.uncapped,
    });
  }
  const first = slots[0];
  if (!first) return undefined;
  return {
    complianceCode: 'rila_tool',
    variant,
    investmentAmount,
    slots,
    save: {
      investmentAmount,
      strategyTerm: first.strategyTerm,
      protectionLevel: first.buffer,
      indicesIndex: first.index,
      capRate: first.rates.cap,
    },
  };
}
