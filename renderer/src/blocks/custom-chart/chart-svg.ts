import { loadNivoStatic } from '../../shared/nivo-static.js';
import { barChartProps, type Datum } from './bar-chart-config.js';
import type { ChartRow, ChartSvg } from './from-custom-chart.js';

/**
 * The layouts drawn on the server, by design width in CSS px (all 360 px high): the block's CSS
 * shows the 360 one in a container under 500 px, the 640 one up to 800 px, the 960 one beyond,
 * each scaled to the container's width, so text stays within about 0.8–1.3× Nivo's 11 px.
 */
export const CHART_LAYOUTS = [360, 640, 960] as const;
export const CHART_HEIGHT = 360;

const drawn = new Map<string, Promise<ChartSvg[]>>();
const MAX_DRAWN = 100;

/**
 * The bar chart block's chart drawn by @nivo/bar on the server (React's static renderer in Node,
 * `loadNivoStatic`), once per layout of `CHART_LAYOUTS`, with a `viewBox` so CSS can scale it to
 * its container. The same props as the browser's Nivo chart (`barChartProps`), so the same look;
 * the page ships no chart JavaScript. Server-only. Remembers the last 100 charts drawn (the
 * content is cached until the publish webhook; pages are rendered per request).
 * docs/requirements.md#bar-chart
 * @throws Error when Nivo renders no `<svg>`.
 */
export function chartSvgs(rows: ChartRow[], maxValue: number, ariaLabel: string): Promise<ChartSvg[]> {
  const key = JSON.stringify([rows, maxValue, ariaLabel]);
  let result = drawn.get(key);
  if (!result) {
    result = draw(rows, maxValue, ariaLabel);
    result.catch(() => drawn.delete(key));
    if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, result);
  }
  return result;
}

async function draw(rows: ChartRow[], maxValue: number, ariaLabel: string): Promise<ChartSvg[]> {
  const [{ Bar }, { createElement }, { renderToStaticMarkup }] = await loadNivoStatic();
  const props = barChartProps(rows, maxValue, ariaLabel);
  return CHART_LAYOUTS.map((width) => {
    const markup = renderToStaticMarkup(createElement(Bar<Datum>, { ...props, width, height: CHART_HEIGHT }));
    const start = markup.indexOf('<svg');
    const end = markup.lastIndexOf('</svg>');
    if (start === -1 || end === -1) throw new Error('The bar chart did not render to SVG');
    const svg = markup
      .slice(start, end + '</svg>'.length)
      .replace(
        /^<svg([^>]*?) width="\d+" height="\d+"/,
        `<svg$1 viewBox="0 0 ${width} ${CHART_HEIGHT}" width="${width}" height="${CHART_HEIGHT}"`,
      )
      // Nivo indents its pattern paths; the whitespace only weighs on every page.
      .replace(/\s*\n\s*/g, ' ');
    return { width, height: CHART_HEIGHT, markup: svg };
  });
}
