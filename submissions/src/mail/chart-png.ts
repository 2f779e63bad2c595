import { Resvg } from '@resvg/resvg-js';
import { CHART_SIZE, chartSpecSchema, chartSvg, type ChartSpec } from './chart-svg.js';

export { chartSpecSchema, type ChartSpec };

/**
 * The chart as a PNG on a white background, twice `CHART_SIZE` for sharp screens.
 * @throws Error when the chart cannot be drawn (the caller logs and sends the e-mail without it).
 */
export async function chartPng(spec: ChartSpec): Promise<Buffer> {
  const svg = chartSvg(chartSpecSchema.parse(spec));
  const resvg = new Resvg(svg, {
    background: '#ffffff',
    fitTo: { mode: 'width', value: CHART_SIZE.width * 2 },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}
