import { z } from '../zod.js';
import { RILA_OUTCOME_LABELS, RILA_SLOTS } from './rila-slots.js';

/**
 * The RILA tool's result as the share flow takes it (docs/requirements.md#rila-results,
 * docs/requirements.md#share-flow): what the tool shows for each strategy slot, plus the
 * investment. The RILA tool builds it (`toShareFlowRilaResult`, ../rila/share-adapter.ts); the
 * share flow posts it with the lead, and the server keeps a slot in the lead only when it is
 * complete (`isCompleteRilaSlot`).
 * Percentages are fractions (0.1 is 10%); amounts are dollars.
 */

const text = (max: number) => z.string().max(max);
const money = z.number().finite().min(-10_000_000).max(10_000_000);
const fraction = z.number().finite().min(-100).max(100);

/** A hypothetical outcome: the index's return and the contract's credited return, as fractions and dollars. */
export const rilaOutcomeSchema = z.object({
  indexReturn: fraction,
  indexAmount: money,
  yourReturn: fraction,
  yourAmount: money,
});
export type RilaOutcome = z.infer<typeof rilaOutcomeSchema>;

/** One row of the outcomes table: title, copy and `outcome` as shown (index %, index $, your %, your $). */
export const rilaTableRowSchema = z.object({
  title: text(100),
  copy: text(1000),
  outcome: z.tuple([text(40), text(40), text(40), text(40)]),
});
export type RilaTableRow = z.infer<typeof rilaTableRowSchema>;

/** One bar group of the chart: the outcome's label and the index's and the contract's returns (fractions). */
export const rilaChartDatumSchema = z.object({
  label: text(40),
  indexReturn: fraction,
  yourReturn: fraction,
});
export type RilaChartDatum = z.infer<typeof rilaChartDatumSchema>;

/** The rates of a slot's strategy (fractions; a cap of 100 or more, 10,000%, means uncapped). Older variant: cap and upsidePlus only. */
export const rilaRatesSchema = z.object({
  cap: z.number().finite().nullable(),
  upsidePlus: z.number().finite().nullable(),
  spread: z.number().finite().nullable().optional(),
  trigger: z.number().finite().nullable().optional(),
  spreadedCap: z.number().finite().nullable().optional(),
  noSpreadedCap: z.number().finite().nullable().optional(),
});
export type RilaRates = z.infer<typeof rilaRatesSchema>;

/** A slot's selections: the term, buffer and index codes, and the crediting strategy (newer variant only). */
export const rilaSelectionsSchema = z.object({
  strategyTerm: text(10),
  /** The buffer (level of protection) code, e.g. '10B'. */
  buffer: text(10),
  index: text(10),
  creditingStrategy: text(10).optional(),
});
export type RilaSelections = z.infer<typeof rilaSelectionsSchema>;

/** Largest chart image taken, in base64 characters (about 300 KB of PNG). */
export const RILA_CHART_IMAGE_MAX = 400_000;

/** One slot's result. */
export const rilaSlotResultSchema = z.object({
  slot: z.enum(RILA_SLOTS),
  selections: rilaSelectionsSchema,
  /** The slot's share of the investment, as a percent (50 is 50%). */
  allocationPercent: z.number().finite().min(0).max(100),
  /** The slot's amount in dollars: the rounded share of the investment. */
  amount: money,
  rates: rilaRatesSchema,
  /** Outcomes by label (A-E; A-D in the older variant). */
  outcomes: z.partialRecord(z.enum(RILA_OUTCOME_LABELS), rilaOutcomeSchema),
  outcomesTableRows: z.array(rilaTableRowSchema).max(5),
  chartData: z.array(rilaChartDatumSchema).max(5),
  /** The chart as the browser drew it: a PNG, base64 (no data: prefix). Kept with the lead; e-mails draw their own. */
  chartImage: z
    .string()
    .max(RILA_CHART_IMAGE_MAX)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The chart image must be base64'),
});
export type RilaSlotResult = z.infer<typeof rilaSlotResultSchema>;

/** The RILA tool's whole result: the variant, the investment in dollars and one result per slot in use. */
export const rilaShareResultSchema = z.object({
  tool: z.literal('rila'),
  /** 'v3' (outcomes A-E, crediting strategies) or 'legacy' (A-D), per the `rilaV3` flag. */
  variant: z.enum(['v3', 'legacy']),
  investmentAmount: z.number().finite().min(0).max(10_000_000),
  slots: z.array(rilaSlotResultSchema).min(1).max(RILA_SLOTS.length),
});
export type RilaShareResult = z.infer<typeof rilaShareResultSchema>;

/**
 * True when a slot's result may go with a lead: chart data, chart image, outcome A and the buffer
 * are all non-empty (docs/requirements.md#rila-tool, seed rule "A RILA result is included in a
 * lead only if chart data, image, outcome A and buffer are all non-empty").
 */
export function isCompleteRilaSlot(slot: RilaSlotResult): boolean {
  return slot.chartData.length > 0 && slot.chartImage.length > 0 && slot.outcomes.A !== undefined && slot.selections.buffer.trim() !== '';
}
