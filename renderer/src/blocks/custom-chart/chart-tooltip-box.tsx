import type { ChartRow } from './from-custom-chart.js';

/**
 * The tooltip's box, in @nivo/bar's look (white, a colour chip, 'year: value'), at `x`, `y` in
 * the chart's canvas (CSS px). Loaded by `ChartTooltip` on the first hover.
 */
export function ChartTooltipBox({ row, x, y }: { row: ChartRow; x: number; y: number }) {
  return (
    <div className="custom-chart__tooltip" role="tooltip" style={{ left: x, top: y }}>
      <span className="custom-chart__chip" data-highlight={row.highlight ? 'true' : undefined} aria-hidden="true" />
      <span>
        {row.year}: <strong>{row.label}</strong>
      </span>
    </div>
  );
}
