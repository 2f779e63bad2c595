import type {
  RilaRates as ShareRates,
  RilaShareResult as SharedRilaResult,
  RilaSlotResult as SharedRilaSlot,
} from '../share/rila-result.js';
import { RILA_OUTCOME_LABELS, type RilaOutcomeLabel } from '../share/rila-slots.js';
import type { RilaRates } from './outcomes.js';
import type { RilaShareResult, RilaShareSlot } from './share-result.js';

/**
 * The adapter between the RILA tool and the share / connect-to-a-professional flow
 * (docs/requirements.md#share-flow, docs/requirements.md#rila-results).
 *
 * The two sides keep their own types on purpose: the tool's `RilaShareResult` (share-result.ts)
 * is what it shows, in percent (12 is 12%) and dollars, with its chart in dollars; the share flow's
 * `RilaShareResult` (../share/rila-result.ts) is the zod-checked wire shape the server stores with
 * the lead and e-mails, in fractions (0.12 is 12%) and dollars, with the chart as returns and the
 * chart's PNG as the browser drew it. This module is the one place that converts between them.
 */

/** The chart PNG of each slot, base64 without a `data:` prefix; a slot without one is not captured (yet). */
export type RilaChartImages = Partial<Record<RilaShareSlot['slot'], string>>;

const fraction = (percent: number): number => percent / 100;

const isOutcomeLabel = (label: string): label is RilaOutcomeLabel => (RILA_OUTCOME_LABELS as readonly string[]).includes(label);

/** The tool's rates (percent) as the share flow's (fractions); the older variant has only cap and Upside+. */
function shareRates(rates: RilaRates): ShareRates {
  return {
    cap: fraction(rates.cap),
    upsidePlus: fraction(rates.upsidePlus),
    ...(rates.spread !== undefined ? { spread: fraction(rates.spread) } : {}),
    ...(rates.trigger !== undefined ? { trigger: fraction(rates.trigger) } : {}),
    ...(rates.spreadedCap !== undefined ? { spreadedCap: fraction(rates.spreadedCap) } : {}),
    ...(rates.noSpreadedCap !== undefined ? { noSpreadedCap: fraction(rates.noSpreadedCap) } : {}),
  };
}

/** One slot of the tool's result as the share flow's slot, with its chart image or '' when none was captured. */
function shareSlot(slot: RilaShareSlot, chartImage: string | undefined): SharedRilaSlot {
  const outcomes: SharedRilaSlot['outcomes'] = {};
  const chartData: SharedRilaSlot['chartData'] = [];
  for (const outcome of slot.outcomes) {
    if (!isOutcomeLabel(outcome.label)) continue;
    outcomes[outcome.label] = {
      indexReturn: fraction(outcome.indexReturn),
      indexAmount: outcome.indexDollars,
      yourReturn: fraction(outcome.creditedReturn),
      yourAmount: outcome.creditedDollars,
    };
    chartData.push({ label: outcome.label, indexReturn: fraction(outcome.indexReturn), yourReturn: fraction(outcome.creditedReturn) });
  }
  return {
    slot: slot.slot,
    selections: {
      strategyTerm: slot.strategyTerm,
      buffer: slot.buffer,
      index: slot.index,
      ...(slot.creditingStrategy ? { creditingStrategy: slot.creditingStrategy } : {}),
    },
    allocationPercent: slot.allocationPercent,
    amount: slot.amount,
    rates: shareRates(slot.rates),
    outcomes,
    outcomesTableRows: slot.outcomesTableRows.map((row) => ({ title: row.title, copy: row.copy, outcome: [...row.outcome] })),
    chartData,
    chartImage: chartImage ?? '',
  };
}

/**
 * The share flow's `results` for the tool's current result (`useRilaShareResult()`), or undefined
 * when the tool has none. Percentages become fractions (12 → 0.12; the allocation stays a percent,
 * 50 → 50, as the wire shape has it); dollars stay dollars; the chart becomes each outcome's index
 * and credited returns (the e-mail draws its own chart from them); `chartImages` gives each slot's
 * PNG. Every slot is kept: one without a chart image goes with `chartImage: ''`, and the server
 * leaves such an incomplete slot out of the lead and the e-mail (`isCompleteRilaSlot`,
 * docs/requirements.md#rila-results).
 */
export function toShareFlowRilaResult(result: RilaShareResult | undefined, chartImages: RilaChartImages): SharedRilaResult | undefined {
  if (!result || result.slots.length === 0) return undefined;
  return {
    tool: 'rila',
    variant: result.variant,
    investmentAmount: result.investmentAmount,
    slots: result.slots.map((slot) => shareSlot(slot, chartImages[slot.slot])),
  };
}
