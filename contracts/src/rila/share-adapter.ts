import type {
  RilaRates as ShareRates,
  RilaShareRequest,
  RilaShareResult as SharedRilaResult,
  RilaSlotResult as SharedRilaSlot,
} from '../share/rila-result.js';
import { RILA_OUTCOME_LABELS, type RilaOutcomeLabel } from '../share/rila-slots.js';
import type { RilaConfig } from './config-schema.js';
import { investmentError, isComplete, rilaResults, termCode, type RilaRates, type RilaSelection, type RilaVariant } from './outcomes.js';
import { rilaShareResult, type RilaShareResult, type RilaShareSlot } from './share-result.js';

/**
 * The adapter between the RILA tool and the share / connect-to-a-professional flow
 * (docs/requirements.md#share-flow, docs/requirements.md#rila-results,
 * docs/requirements.md#decision-rila-share-flow).
 *
 * The browser posts only the visitor's selections (`toShareFlowRilaRequest`); the server works the
 * result out again from them and the published configuration with the tool's own functions
 * (`rilaLeadResult`: `rilaResults`, then `rilaShareResult`, as the page does), so what a lead or a
 * results e-mail carries is never a figure or a text the browser sent. The tool's result is in
 * percent (12 is 12%) and dollars; the share flow's result in fractions (0.12 is 12%) and dollars.
 */

const fraction = (percent: number): number => percent / 100;

const isOutcomeLabel = (label: string): label is RilaOutcomeLabel => (RILA_OUTCOME_LABELS as readonly string[]).includes(label);

/** What the visitor sees when the posted selections are not what the tool offers (a stale page, a hand-made request). */
export const RILA_SELECTIONS_NOT_OFFERED = 'These choices are not offered any more. Choose again in the tool and send your results again.';

/**
 * The share flow's `results` for the tool's current result: the widget entry, the investment and
 * each slot's selections, nothing else. Undefined when the tool has nothing to share.
 */
export function toShareFlowRilaRequest(widgetId: string, result: RilaShareResult | undefined): RilaShareRequest | undefined {
  if (!result || result.slots.length === 0) return undefined;
  return {
    tool: 'rila',
    widgetId,
    investmentAmount: result.investmentAmount,
    slots: result.slots.map((slot) => ({
      slot: slot.slot,
      selections: {
        strategyTerm: slot.strategyTerm,
        buffer: slot.buffer,
        index: slot.index,
        ...(slot.creditingStrategy ? { creditingStrategy: slot.creditingStrategy } : {}),
      },
    })),
  };
}

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

/** The configuration's label of `code` in `list`, else the code itself. */
function labelOf(list: readonly { code: string; label: string }[], code: string): string {
  return list.find((item) => item.code === code)?.label ?? code;
}

/** One slot of the tool's result as the share flow's slot, with the configuration's labels. */
function shareSlot(slot: RilaShareSlot, config: RilaConfig): SharedRilaSlot {
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
  const selections = {
    strategyTerm: slot.strategyTerm,
    buffer: slot.buffer,
    index: slot.index,
    ...(slot.creditingStrategy ? { creditingStrategy: slot.creditingStrategy } : {}),
  };
  return {
    slot: slot.slot,
    selections,
    labels: {
      strategyTerm: labelOf(config.strategyTerms, termCode(slot.strategyTerm)),
      buffer: labelOf(config.buffers, slot.buffer),
      index: labelOf(config.indexes, slot.index),
      ...(slot.creditingStrategy ? { creditingStrategy: labelOf(config.creditingStrategies, slot.creditingStrategy) } : {}),
    },
    allocationPercent: slot.allocationPercent,
    amount: slot.amount,
    rates: shareRates(slot.rates),
    uncapped: slot.uncapped,
    outcomes,
    outcomesTableRows: slot.outcomesTableRows.map((row) => ({ title: row.title, copy: row.copy, outcome: [...row.outcome] })),
    chartData,
    chartOptions: { ...slot.chartOptions, keys: ['index', 'yours'] },
  };
}

/** The server's RILA result for a share request, or why the visitor's selections cannot be worked out. */
export type RilaLeadOutcome = { ok: true; result: SharedRilaResult } | { ok: false; message: string };

/**
 * The result a lead and a results e-mail carry, worked out on the server from the posted
 * selections and the published configuration (`config`, with the `variant` of the request's
 * `rilaV3` flag) by the page's own functions: the investment range, `rilaResults` (the
 * configuration's default allocation, each slot's rates, outcomes, table rows and chart), then
 * `rilaShareResult` and the conversion to fractions. Answers `{ ok: false }` with the message for
 * the visitor when the amount is out of range ('Enter an investment amount between …') or a slot's
 * selections are not offered (`RILA_SELECTIONS_NOT_OFFERED`).
 * @throws Error when the configuration itself is broken (a buffer code that is not `{n}B`): the
 *   site's defect, not the visitor's.
 */
export function rilaLeadResult(config: RilaConfig, variant: RilaVariant, request: RilaShareRequest): RilaLeadOutcome {
  const amountError = investmentError(request.investmentAmount, config.investment.min, config.investment.max);
  if (amountError) return { ok: false, message: amountError };
  const selections: RilaSelection[] = request.slots.map(({ selections: s }) => ({
    strategyTerm: termCode(s.strategyTerm),
    buffer: s.buffer,
    index: s.index,
    creditingStrategy: variant === 'legacy' ? '' : (s.creditingStrategy ?? ''),
  }));
  if (!selections.every((selection) => isComplete(selection, variant)) || selections.length > config.allocation.maxSlots) {
    return { ok: false, message: RILA_SELECTIONS_NOT_OFFERED };
  }
  const results = rilaResults(config, request.investmentAmount, selections, variant);
  const worked = results.filter((r) => r !== undefined);
  if (worked.length !== results.length) return { ok: false, message: RILA_SELECTIONS_NOT_OFFERED };
  const labels = Object.fromEntries(config.buffers.map((b) => [b.code, b.label]));
  const tool = rilaShareResult(request.investmentAmount, worked, variant, labels);
  if (!tool) return { ok: false, message: RILA_SELECTIONS_NOT_OFFERED };
  return {
    ok: true,
    result: { tool: 'rila', variant, investmentAmount: request.investmentAmount, slots: tool.slots.map((slot) => shareSlot(slot, config)) },
  };
}
