import { createElement as h, type ReactElement } from 'react';
import { Document, Page, Rect, StyleSheet, Svg, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { bufferPercent, bufferedReturn } from '@insurer/contracts/rila';
import type { RilaShareResult, RilaSlotResult } from '@insurer/contracts/share';
import { formatDollars, formatPercent } from '@insurer/contracts/format';

/**
 * The RILA tool's downloadable illustration (docs/requirements.md#decision-rila-illustration),
 * built on the server with @react-pdf/renderer from the server's own result (the visitor's
 * selections worked out against the published configuration; never figures the browser sends):
 * the selections, each slot's outcomes as a table and a chart, a loss beyond the buffer, the
 * statement that caps and participation rates may reset, the definitions, the compliance number
 * and its expiry, the illustration id and the date.
 *
 * Accessibility, as far as the library goes: the document's title, subject, author and language
 * (`lang`) are set, and the text is real text in reading order (one column, top to bottom), so a
 * screen reader and text extraction read it in order. @react-pdf/renderer writes no structure
 * tree (no PDF/UA tags: headings, tables and the chart's alternative text are not tagged), so the
 * chart's figures are also printed as the table above it.
 *
 * Written with `createElement` (the site's TypeScript keeps JSX for Next.js to compile, and this
 * module also runs under the unit tests' plain transform).
 */

export interface RilaIllustrationInput {
  result: RilaShareResult;
  brand: string;
  /** The product form's compliance code and the date it expires (YYYY-MM-DD), from content. */
  complianceNumber?: string | undefined;
  complianceExpires?: string | undefined;
  id: string;
  at: Date;
}

/** The statement SEC and FINRA guidance asks an index-linked annuity illustration to make. */
export const RATES_MAY_RESET =
  'Cap rates, participation (Upside+) rates, spreads and trigger rates are set at the start of each term and may reset at each renewal; the rates shown are today’s and are not guaranteed for later terms.';

/** The index loss beyond the slot's buffer the illustration shows: the buffer plus 10 points. */
export function lossBeyondBuffer(slot: Pick<RilaSlotResult, 'selections' | 'amount'>): {
  indexReturn: number;
  yourReturn: number;
  yourAmount: number;
} {
  const buffer = bufferPercent(slot.selections.buffer);
  const indexReturn = -(buffer + 10);
  const yourReturn = bufferedReturn(indexReturn, buffer);
  return { indexReturn, yourReturn, yourAmount: Math.round((slot.amount * yourReturn) / 100) };
}

const styles = StyleSheet.create({
  body: {},
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', lineHeight: 1.4 },
  h1: { fontSize: 18, marginBottom: 8, fontFamily: 'Helvetica-Bold' },
  h2: { fontSize: 13, marginTop: 14, marginBottom: 6, fontFamily: 'Helvetica-Bold' },
  row: { flexDirection: 'row', borderBottom: '1pt solid #d0d5db', paddingVertical: 3 },
  head: { flexDirection: 'row', borderBottom: '1pt solid #1b1f24', paddingVertical: 3, fontFamily: 'Helvetica-Bold' },
  cellTitle: { width: '36%' },
  cell: { width: '16%', textAlign: 'right' },
  small: { fontSize: 8, color: '#4a5561' },
  footer: { marginTop: 16, fontSize: 8, color: '#4a5561' },
});

const percent = (value: number) => formatPercent(value * 100, 2);

/** One slot's outcomes as bars: the index's return (blue) and yours (orange), by outcome. */
function outcomeChart(slot: RilaSlotResult): ReactElement {
  const width = 480;
  const height = 120;
  const values = slot.chartData.flatMap((d) => [d.indexReturn, d.yourReturn]);
  const top = Math.max(0.01, ...values);
  const bottom = Math.min(0, ...values);
  const scale = (v: number) => ((top - v) / (top - bottom)) * height;
  const band = width / Math.max(1, slot.chartData.length);
  const bars = slot.chartData.flatMap((datum, i) =>
    [datum.indexReturn, datum.yourReturn].map((value, j) =>
      h(Rect, {
        key: `${datum.label}-${j}`,
        x: i * band + band * 0.15 + j * band * 0.35,
        y: Math.min(scale(value), scale(0)),
        width: band * 0.3,
        height: Math.max(0.5, Math.abs(scale(value) - scale(0))),
        fill: j === 0 ? '#0b4f8a' : '#c2410c',
      }),
    ),
  );
  return h(
    Svg,
    { width, height: height + 4, viewBox: `0 0 ${width} ${height + 4}` },
    h(Rect, { x: 0, y: scale(0), width, height: 0.5, fill: '#1b1f24' }),
    ...bars,
  );
}

const text = (content: string, style?: (typeof styles)[keyof typeof styles]) => h(Text, { style: style ?? styles.body }, content);

function slotSection(slot: RilaSlotResult, index: number): ReactElement {
  const loss = lossBeyondBuffer(slot);
  const rates = [
    slot.uncapped ? `Upside+ ${percent(slot.rates.upsidePlus ?? 0)}` : `cap ${percent(slot.rates.cap ?? 0)}`,
    ...(slot.rates.spread ? [`spread ${percent(slot.rates.spread)}`] : []),
    ...(slot.rates.trigger ? [`trigger rate ${percent(slot.rates.trigger)}`] : []),
  ].join(', ');
  const choices = [slot.labels.strategyTerm, slot.labels.buffer, slot.labels.index, slot.labels.creditingStrategy]
    .filter(Boolean)
    .join(', ');
  return h(
    View,
    { key: slot.slot },
    text(`Strategy ${index + 1}`, styles.h2),
    text(`${choices}: ${formatDollars(slot.amount)} (${formatPercent(slot.allocationPercent)} of the investment)`),
    text(`Rates today: ${rates}`),
    h(
      View,
      { style: styles.head },
      text('Outcome', styles.cellTitle),
      ...['Index %', 'Index $', 'Your %', 'Your $'].map((label) => h(Text, { key: label, style: styles.cell }, label)),
    ),
    ...slot.outcomesTableRows.map((row) =>
      h(
        View,
        { key: row.title, style: styles.row, wrap: false },
        text(row.title, styles.cellTitle),
        ...row.outcome.map((cell, i) => h(Text, { key: i, style: styles.cell }, cell)),
      ),
    ),
    text('Chart: the index’s return (blue) and your return (orange) for each outcome above.', styles.small),
    outcomeChart(slot),
    text('If the index falls beyond the buffer', styles.h2),
    text(
      `If the index falls ${formatPercent(-loss.indexReturn)} over the term, the ${slot.labels.buffer} absorbs the first ` +
        `${formatPercent(bufferPercent(slot.selections.buffer))} and you lose the rest: ${formatPercent(loss.yourReturn)}, or ` +
        `${formatDollars(loss.yourAmount)} of ${formatDollars(slot.amount)}.`,
    ),
  );
}

/** The definitions the illustration prints. */
const DEFINITIONS = [
  'Buffer: the part of an index loss over the term the annuity absorbs; you bear any loss beyond it.',
  'Cap: the most the strategy credits for the term, whatever the index gains.',
  'Participation (Upside+): the share of a positive index return credited, up to the cap.',
  'Spread: the percentage taken from a positive index return before it is credited.',
  'Step-up trigger: a set rate credited whenever the index return over the term is zero or positive.',
];

/** The illustration's PDF (a Buffer of application/pdf). */
export async function rilaIllustrationPdf(input: RilaIllustrationInput): Promise<Buffer> {
  const { result, brand, id, at } = input;
  const date = at.toISOString().slice(0, 10);
  const compliance = [
    input.complianceNumber ? `Compliance ${input.complianceNumber}` : '',
    input.complianceExpires ? `, expires ${input.complianceExpires}` : '',
  ].join('');
  const document = h(
    Document,
    {
      title: `${brand} MarketPerform illustration ${id}`,
      subject: 'Hypothetical outcomes of a registered index-linked annuity',
      author: brand,
      creator: brand,
      producer: brand,
      language: 'en-US',
    },
    h(
      Page,
      { size: 'LETTER', style: styles.page },
      text(`${brand} MarketPerform illustration`, styles.h1),
      text(
        `Illustration ${id}, prepared ${date}. Hypothetical outcomes for ${formatDollars(result.investmentAmount)}; not a guarantee of future results.`,
      ),
      ...result.slots.map((slot, index) => slotSection(slot, index)),
      text('Caps and rates may reset', styles.h2),
      text(RATES_MAY_RESET),
      text('Definitions', styles.h2),
      ...DEFINITIONS.map((definition) => h(Text, { key: definition }, definition)),
      text(
        'These outcomes are hypothetical, use today’s rates, and do not predict or guarantee future results. A registered index-linked ' +
          `annuity can lose value, including principal. ${compliance}. Illustration ${id}, ${date}.`,
        styles.footer,
      ),
    ),
  );
  return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}
