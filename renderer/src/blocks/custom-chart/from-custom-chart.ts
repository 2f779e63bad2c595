import type { CustomChartBlockFragment } from '@insurer/content-model/types';
import { formatDollars } from '@insurer/contracts/format';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/** The only chart type drawn; any other shows 'Unsupported chart type' (docs/requirements.md#bar-chart). */
export const BAR_CHART = 'Bar Chart';
/** Value-axis maximum hint (docs/requirements.md#bar-chart "axis maximum hint 14"): the axis reaches 14 unless a value exceeds it. */
export const AXIS_MAX_HINT = 14;

/** One bar: a year and its value in dollars (as written in the table, e.g. 12.3 for '$12.3'). */
export interface ChartRow {
  year: string;
  value: number;
  /** The value as shown: '$' and one decimal, e.g. '$12.3' (docs/requirements.md#bar-chart). */
  label: string;
  /** The last row is highlighted (docs/requirements.md#bar-chart "highlight on the last row"). */
  highlight: boolean;
}

export interface CustomChartProps extends BlockBaseProps {
  title?: string;
  chartType: string;
  /** Column headings of the table's header row, else 'Year' and 'Value'. */
  columns: [string, string];
  rows: ChartRow[];
  /** The value axis maximum: 14, or the largest value when it exceeds 14. */
  maxValue: number;
  footnote?: string;
  /** Where the figures come from, shown as "Source: …" (docs/requirements.md#decision-statistics-sources). */
  source?: string;
  padding?: Padding;
  /**
   * The chart drawn on the server by @nivo/bar as SVG markup, one per layout width (CSS px; the
   * block shows the one fitting its width). Set by the block's loader (`chartSvgs`); absent where
   * the props were mapped in the browser (the live preview), which draws the chart there instead.
   */
  svgs?: ChartSvg[];
}

/** One server-drawn layout of the chart: its design size in CSS px and its SVG markup. */
export interface ChartSvg {
  width: number;
  height: number;
  markup: string;
}

interface RichNode {
  nodeType?: string;
  value?: string;
  content?: RichNode[];
}

function text(node: RichNode): string {
  if (node.nodeType === 'text') return node.value ?? '';
  return (node.content ?? []).map(text).join('');
}

function findTable(node: RichNode): RichNode | undefined {
  if (node.nodeType === 'table') return node;
  for (const child of node.content ?? []) {
    const table = findTable(child);
    if (table) return table;
  }
  return undefined;
}

const YEAR = /^\d{4}$/;

/** A table value as a number: '$12.3', '12.3', '1,234' → 12.3, 12.3, 1234; undefined when not numeric. */
export function parseValue(raw: string): number | undefined {
  const cleaned = raw.replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * Reads the first table of a rich-text document: the header row (header cells, or a first row
 * whose first cell is not a year) gives the column names; each other row is a year (4 digits) and
 * a numeric dollar value. Rows with an invalid year or value are skipped with a console warning,
 * and a table with no data rows warns too (docs/requirements.md#bar-chart, docs/requirements.md#error-catalogue "Chart with no rows").
 */
export function parseChartTable(document: unknown, entryId: string): { columns: [string, string]; rows: ChartRow[] } {
  const table = document && typeof document === 'object' ? findTable(document as RichNode) : undefined;
  const tableRows = table?.content ?? [];
  let columns: [string, string] = ['Year', 'Value'];
  const first = tableRows[0];
  const firstCells = (first?.content ?? []).map(text).map((t) => t.trim());
  const hasHeader =
    first !== undefined && ((first.content ?? []).some((cell) => cell.nodeType === 'table-header-cell') || !YEAR.test(firstCells[0] ?? ''));
  if (hasHeader) columns = [firstCells[0] || 'Year', firstCells[1] || 'Value'];
  const data: { year: string; value: number }[] = [];
  tableRows.slice(hasHeader ? 1 : 0).forEach((row, index) => {
    const [year = '', value = ''] = (row.content ?? []).map(text).map((t) => t.trim());
    const number = parseValue(value);
    if (!YEAR.test(year) || number === undefined) {
      console.warn(`[custom-chart ${entryId}] table row ${index + 1} skipped: invalid year "${year}" or value "${value}"`);
      return;
    }
    data.push({ year, value: number });
  });
  if (!data.length) console.warn(`[custom-chart ${entryId}] the table has no valid rows; the chart is empty`);
  const rows = data.map((row, i) => ({ ...row, label: formatDollars(row.value, 'one-decimal'), highlight: i === data.length - 1 }));
  return { columns, rows };
}

/** Props of a `CustomChart` entry; only a 'Bar Chart' reads its table. */
export function fromCustomChart(raw: CustomChartBlockFragment): CustomChartProps {
  const chartType = raw.chartType ?? BAR_CHART;
  const { columns, rows } =
    chartType === BAR_CHART ? parseChartTable(raw.table?.json, raw.sys.id) : { columns: ['Year', 'Value'] as [string, string], rows: [] };
  return {
    id: raw.sys.id,
    ...(raw.title ? { title: raw.title } : {}),
    chartType,
    columns,
    rows,
    maxValue: Math.max(AXIS_MAX_HINT, ...rows.map((row) => row.value)),
    ...(raw.footnote ? { footnote: raw.footnote } : {}),
    ...(raw.source?.trim() ? { source: raw.source.trim() } : {}),
    ...paddingOf(raw.padding),
  };
}
