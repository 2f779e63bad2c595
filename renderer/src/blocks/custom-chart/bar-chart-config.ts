import type { BarDatum, BarSvgProps, ComputedDatum } from '@nivo/bar';
import { formatDollars } from '@insurer/contracts/format';
import type { ChartRow } from './from-custom-chart.js';

/** Bar colours: brand blue; the highlighted (last) bar in the accent colour with diagonal stripes. */
export const BAR_COLOR = '#0b4f8a';
export const HIGHLIGHT_COLOR = '#c2410c';
const HIGHLIGHT_PATTERN = 'custom-chart-highlight';

/** One bar of the chart as @nivo/bar sees it. */
export interface Datum extends BarDatum {
  year: string;
  value: number;
  highlight: number;
}

const isHighlight = (bar: ComputedDatum<Datum>) => bar.data.highlight === 1;

/**
 * The @nivo/bar props of the bar chart block, shared by the server's SVG (`chartSvgs`) and the
 * browser's chart in the live preview (`NivoBarChart`): values carry '$' and one decimal; the
 * value axis runs to `maxValue`; the last bar differs by colour, by a stripe pattern and by its
 * label (not colour alone, WCAG 1.4.1). No size: the caller gives one. Not interactive: the
 * tooltip is the block's own lazy island (`ChartTooltip`).
 */
export function barChartProps(rows: ChartRow[], maxValue: number, ariaLabel: string): Omit<BarSvgProps<Datum>, 'width' | 'height'> {
  return {
    data: rows.map((row) => ({ year: row.year, value: row.value, highlight: row.highlight ? 1 : 0 })),
    keys: ['value'],
    indexBy: 'year',
    valueScale: { type: 'linear', min: 'auto', max: maxValue },
    // docs/requirements.md#bar-chart: '$' and one decimal, e.g. '$12.3'.
    valueFormat: (value: number) => formatDollars(value, 'one-decimal'),
    label: (bar) => (isHighlight(bar) ? `${formatDollars(bar.value ?? 0, 'one-decimal')} ★` : formatDollars(bar.value ?? 0, 'one-decimal')),
    colors: (bar) => (isHighlight(bar) ? HIGHLIGHT_COLOR : BAR_COLOR),
    defs: [
      {
        id: HIGHLIGHT_PATTERN,
        type: 'patternLines',
        background: HIGHLIGHT_COLOR,
        color: 'rgba(255, 255, 255, 0.35)',
        rotation: -45,
        lineWidth: 4,
        spacing: 10,
      },
    ],
    fill: [{ id: HIGHLIGHT_PATTERN, match: (bar) => (bar as unknown as { data: ComputedDatum<Datum> }).data.data.highlight === 1 }],
    labelTextColor: '#ffffff',
    axisLeft: { format: (value: number) => formatDollars(value, 'compact') },
    axisBottom: { tickSize: 0, tickPadding: 8 },
    margin: { top: 16, right: 16, bottom: 40, left: 56 },
    padding: 0.3,
    isInteractive: false,
    animate: false,
    role: 'img',
    ariaLabel,
    barAriaHidden: () => true,
  };
}
