import { scaleBand, scaleLinear } from 'd3-scale';
import { z } from 'zod';
import { formatDollars, formatPercent } from '@insurer/contracts/format';
import { esc } from './layout.js';

/**
 * The results e-mails' charts (docs/requirements.md#results-e-mails "the chart as an inline PNG"):
 * a grouped bar chart drawn as SVG markup from d3-scale's band and linear scales and their ticks,
 * no React and no DOM; `chart-png.ts` rasterises it. The look follows the site's charts: bars per
 * series, a zero axis, value ticks with grid lines ('$1.2M', '$250K', '12%'), a legend when there
 * are several series.
 */

/** A bar chart to draw: groups of bars, one per `series` key, values in `unit`. */
export const chartSpecSchema = z.object({
  /** The text alternative (the `alt` of the e-mail's image, and the SVG's title). */
  title: z.string().max(200),
  unit: z.enum(['dollars', 'percent']),
  series: z
    .array(z.object({ key: z.string().max(40), color: z.string().regex(/^#[0-9a-f]{6}$/i) }))
    .min(1)
    .max(4),
  /** One group per row: `label` on the axis, a value per series key (dollars, or fractions for percent). */
  rows: z
    .array(z.object({ label: z.string().max(40), values: z.record(z.string(), z.number().finite()) }))
    .min(1)
    .max(120),
});
export type ChartSpec = z.infer<typeof chartSpecSchema>;

/** The drawn size in CSS px: the e-mail's 600 px body less its padding; PNGs are drawn at twice that for sharp screens. */
export const CHART_SIZE = { width: 536, height: 300 } as const;

const FONT = 'font-family="DejaVu Sans, Arial, sans-serif" font-size="11" fill="#1d2935"';
const GRID = '#dddddd';
const AXIS = '#1d2935';

/** An axis tick's label: '$1.2M', '$250K', '$900' for dollars; percent (a fraction) as '12%' or '2.5%'. */
export function tickLabel(value: number, unit: ChartSpec['unit']): string {
  return unit === 'percent' ? formatPercent(value * 100, 1) : formatDollars(value, 'compact');
}

/** The chart as SVG markup, `CHART_SIZE` in CSS px. Rows past 12 label every fifth group only. */
export function chartSvg(spec: ChartSpec): string {
  const margin = { top: 16, right: 16, bottom: spec.series.length > 1 ? 64 : 40, left: 64 };
  const inner = { width: CHART_SIZE.width - margin.left - margin.right, height: CHART_SIZE.height - margin.top - margin.bottom };
  // The value axis always holds 0 and every value (losses draw below the zero axis).
  const values = spec.rows.flatMap((row) => Object.values(row.values));
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(0, ...values)])
    .range([inner.height, 0])
    .nice();
  const x = scaleBand<string>()
    .domain(spec.rows.map((_, index) => String(index)))
    .range([0, inner.width])
    .padding(0.25);
  const group = scaleBand<string>()
    .domain(spec.series.map((series) => series.key))
    .range([0, x.bandwidth()]);
  const zero = y(0);

  const grid = y.ticks().map((tick) => {
    const at = y(tick);
    return (
      `<line x1="0" x2="${inner.width}" y1="${at}" y2="${at}" stroke="${GRID}"/>` +
      `<line x1="-5" x2="0" y1="${at}" y2="${at}" stroke="${AXIS}"/>` +
      `<text x="-9" y="${at}" text-anchor="end" dominant-baseline="central" ${FONT}>${esc(tickLabel(tick, spec.unit))}</text>`
    );
  });
  const bars = spec.rows.flatMap((row, index) =>
    spec.series.map((series) => {
      const value = row.values[series.key] ?? 0;
      const top = Math.min(y(value), zero);
      const left = (x(String(index)) ?? 0) + (group(series.key) ?? 0);
      return `<rect x="${left}" y="${top}" width="${group.bandwidth()}" height="${Math.abs(y(value) - zero)}" fill="${series.color}"/>`;
    }),
  );
  const labels = spec.rows
    .map((row, index) => ({ row, index }))
    .filter(({ index }) => spec.rows.length <= 12 || index % 5 === 0)
    .map(
      ({ row, index }) =>
        `<text x="${(x(String(index)) ?? 0) + x.bandwidth() / 2}" y="${inner.height + 8}" text-anchor="middle" dominant-baseline="hanging" ${FONT}>${esc(row.label)}</text>`,
    );
  const legend =
    spec.series.length > 1
      ? spec.series.map((series, index) => {
          const left = (inner.width - spec.series.length * 140) / 2 + index * 140;
          const top = inner.height + 56 - 16;
          return (
            `<rect x="${left}" y="${top + 2}" width="12" height="12" fill="${series.color}"/>` +
            `<text x="${left + 20}" y="${top + 8}" dominant-baseline="central" ${FONT}>${esc(series.key)}</text>`
          );
        })
      : [];

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_SIZE.width}" height="${CHART_SIZE.height}" viewBox="0 0 ${CHART_SIZE.width} ${CHART_SIZE.height}" role="img">`,
    `<title>${esc(spec.title)}</title>`,
    `<g transform="translate(${margin.left},${margin.top})">`,
    ...grid,
    ...bars,
    `<line x1="0" x2="${inner.width}" y1="${zero}" y2="${zero}" stroke="${AXIS}"/>`,
    ...labels,
    ...legend,
    '</g>',
    '</svg>',
  ].join('');
}
