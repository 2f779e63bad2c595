import { z } from '../zod.js';
import { RILA_SLOTS, type RilaOutcomeLabel, type RilaSlot } from './rila-slots.js';

/**
 * The RILA tool in the share flow (docs/requirements.md#rila-results,
 * docs/requirements.md#decision-rila-share-flow), in two shapes:
 *
 * - **the request** (`rilaShareRequestSchema`): what the browser posts, only the visitor's
 *   selections (the tool entry, the investment, each slot's term, buffer, index and crediting
 *   strategy). Nothing the browser worked out (rates, outcomes, table rows, chart data or images)
 *   is taken: anything else in the object is dropped.
 * - **the result** (`RilaShareResult`): what the server works out from those selections and the
 *   published configuration with the page's own functions (`rilaLeadResult`,
 *   ../rila/share-adapter.ts), and what the lead and the results e-mail carry. Percentages are
 *   fractions (0.1 is 10%); amounts are dollars.
 */

/** A code of the tool's configuration ('1', '10B', 'SPX', 'C'): letters and digits, at most 10. */
const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,10}$/, 'Choose from the options the tool offers');

/** A Contentful entry id (the RILA widget entry the visitor used). */
const entryId = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'The tool is not known');

/** One slot as posted: its id and the visitor's selections. */
export const rilaSlotRequestSchema = z.object({
  slot: z.enum(RILA_SLOTS),
  selections: z.object({
    strategyTerm: code,
    buffer: code,
    index: code,
    /** Absent in the older variant. */
    creditingStrategy: code.optional(),
  }),
});
export type RilaSlotRequest = z.infer<typeof rilaSlotRequestSchema>;

/**
 * The RILA tool's `results` as the share flow posts them: the widget entry (its published
 * configuration holds the rates), the investment in whole dollars and one or two slots, in order
 * (ipcs1, then ipcs2).
 */
export const rilaShareRequestSchema = z.object({
  tool: z.literal('rila'),
  widgetId: entryId,
  investmentAmount: z.number().int().min(0).max(10_000_000),
  slots: z
    .array(rilaSlotRequestSchema)
    .min(1)
    .max(RILA_SLOTS.length)
    .refine((slots) => slots.every((slot, i) => slot.slot === RILA_SLOTS[i]), 'Slots go in order: ipcs1, then ipcs2'),
});
export type RilaShareRequest = z.infer<typeof rilaShareRequestSchema>;

/** A hypothetical outcome: the index's return and the contract's credited return, as fractions and dollars. */
export interface RilaOutcome {
  indexReturn: number;
  indexAmount: number;
  yourReturn: number;
  yourAmount: number;
}

/** One row of the outcomes table: title, copy and `outcome` as shown (index %, index $, your %, your $). */
export interface RilaTableRow {
  title: string;
  copy: string;
  outcome: [string, string, string, string];
}

/** One bar group of the chart: the outcome's label and the index's and the contract's returns (fractions). */
export interface RilaChartDatum {
  label: string;
  indexReturn: number;
  yourReturn: number;
}

/** The chart's options (docs/requirements.md#rila-results "chart data and options"): the series, the grouping and the value-axis bounds in dollars. */
export interface RilaChartOptions {
  keys: ['index', 'yours'];
  indexBy: 'outcome';
  min: number;
  max: number;
}

/** The rates of a slot's strategy (fractions). Older variant: cap and upsidePlus only. */
export interface RilaRates {
  cap: number | null;
  upsidePlus: number | null;
  spread?: number | null | undefined;
  trigger?: number | null | undefined;
  spreadedCap?: number | null | undefined;
  noSpreadedCap?: number | null | undefined;
}

/** A slot's selections as codes, and the labels the tool shows for them ('10B' → '-10% Buffer'). */
export interface RilaSelections {
  strategyTerm: string;
  /** The buffer (level of protection) code, e.g. '10B'. */
  buffer: string;
  index: string;
  creditingStrategy?: string | undefined;
}

/** One slot's result. */
export interface RilaSlotResult {
  slot: RilaSlot;
  selections: RilaSelections;
  /** The configuration's labels of the selections, as the tool shows them. */
  labels: RilaSelections;
  /** The slot's share of the investment, as a percent (50 is 50%). */
  allocationPercent: number;
  /** The slot's amount in dollars: the rounded share of the investment. */
  amount: number;
  rates: RilaRates;
  /** True when the cap is at or above the uncapped threshold (the Upside+ rate shows instead). */
  uncapped: boolean;
  /** Outcomes by label (A-E; A-D in the older variant). */
  outcomes: Partial<Record<RilaOutcomeLabel, RilaOutcome>>;
  outcomesTableRows: RilaTableRow[];
  chartData: RilaChartDatum[];
  chartOptions: RilaChartOptions;
  /** The chart as a PNG, base64: drawn by the server from `chartData` when the lead is sent. */
  chartImage?: string | undefined;
}

/** The RILA tool's whole result: the variant, the investment in dollars and one result per slot in use. */
export interface RilaShareResult {
  tool: 'rila';
  /** 'v3' (outcomes A-E, crediting strategies) or 'legacy' (A-D), per the `rilaV3` flag. */
  variant: 'v3' | 'legacy';
  investmentAmount: number;
  slots: RilaSlotResult[];
}

/**
 * True when a slot's result may go with a lead: chart data, outcome A and the buffer are all
 * non-empty (docs/requirements.md#rila-tool, seed rule "A RILA result is included in a lead only
 * if chart data, image, outcome A and buffer are all non-empty"); the image is the server's own,
 * drawn from the chart data when the lead is sent (a slot whose image cannot be drawn is left out
 * then).
 */
export function isCompleteRilaSlot(slot: RilaSlotResult): boolean {
  return slot.chartData.length > 0 && slot.outcomes.A !== undefined && slot.selections.buffer.trim() !== '';
}
