import type { BarDatum } from '@nivo/bar';
import { loadNivoStatic } from '../../shared/nivo-static.js';
import { z } from '../../shared/zod.js';

/**
 * The results e-mails' charts (docs/requirements.md#results-e-mails "the chart as an inline
 * PNG"), drawn on the server with @nivo/bar (the same library as the site's charts) to SVG; the
 * forms backend rasterises the SVG (`@insurer/submissions` mail/chart-png.ts). Server-only: React's
 * static renderer, no DOM. Exported as `@insurer/renderer/email-chart`.
 */

/** A bar chart to draw: groups of bars, one per `series` key, values in `unit`. */
export const chartSpecSchema = z.object({
  /** The text alternative (the `alt` of the e-mail's image). */
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

/** '$1.2M', '$250K', '$900' (axis ticks); percent as '12%'. */
export function tickLabel(value: number, unit: ChartSpec['unit']): string {
  if (unit === 'percent') return `${Math.round(value * 1000) / 10}%`;
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${Math.round(abs / 100_000) / 10}M`;
  if (abs >= 1_000) return `${sign}$${Math.round(abs / 100) / 10}K`;
  return `${sign}$${Math.round(abs)}`;
}

/** The chart as SVG markup (React's static renderer, no DOM). */
export async function chartSvg(spec: ChartSpec): Promise<string> {
  const [{ Bar }, { createElement }, { renderToStaticMarkup }] = await loadNivoStatic();
  const keys = spec.series.map((s) => s.key);
  const colors = Object.fromEntries(spec.series.map((s) => [s.key, s.color]));
  const data: BarDatum[] = spec.rows.map((row) => ({ label: row.label, ...row.values }));
  // The value axis always holds 0 and every value (losses draw below the axis line).
  const values = spec.rows.flatMap((row) => Object.values(row.values));
  const valueScale = { type: 'linear' as const, min: Math.min(0, ...values), max: Math.max(0, ...values), nice: true };
  const markup = renderToStaticMarkup(
    createElement(Bar<BarDatum>, {
      width: CHART_SIZE.width,
      height: CHART_SIZE.height,
      data,
      keys,
      indexBy: 'label',
      groupMode: 'grouped',
      valueScale,
      colors: (bar) => colors[String(bar.id)] ?? '#0b4f8a',
      enableLabel: false,
      animate: false,
      isInteractive: false,
      margin: { top: 16, right: 16, bottom: spec.series.length > 1 ? 64 : 40, left: 64 },
      padding: 0.25,
      axisLeft: { format: (value: number) => tickLabel(value, spec.unit) },
      axisBottom: {
        tickSize: 0,
        tickPadding: 8,
        tickValues: spec.rows.length > 12 ? spec.rows.filter((_, i) => i % 5 === 0).map((r) => r.label) : undefined,
      },
      legends:
        spec.series.length > 1
          ? [{ dataFrom: 'keys', anchor: 'bottom', direction: 'row', translateY: 56, itemWidth: 140, itemHeight: 16, symbolSize: 12 }]
          : [],
      theme: { text: { fontFamily: 'DejaVu Sans, Arial, sans-serif', fontSize: 11, fill: '#1d2935' } },
    }),
  );
  const start = markup.indexOf('<svg');
  const end = markup.lastIndexOf('</svg>');
  if (start === -1 || end === -1) throw new Error('The chart did not render to SVG');
  return markup.slice(start, end + '</svg>'.length);
}
