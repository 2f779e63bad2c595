import { Bar } from '@nivo/bar';
import type { RilaChart as RilaChartData, RilaChartDatum } from '@insurer/contracts/rila';
import { formatDollars } from '@insurer/contracts/format';

/** Colours of the two bars: the index in grey, the strategy in the brand blue (told apart by the legend and the table too). */
export const INDEX_COLOR = '#6b7280';
export const YOURS_COLOR = '#0b4f8a';

export interface RilaChartProps {
  chart: RilaChartData;
  /** The chart's text alternative: every outcome's index and strategy dollars. */
  ariaLabel: string;
  width?: number;
  height?: number;
}

/**
 * One slot's outcomes as grouped bars (@nivo/bar): per outcome, the index's and the strategy's
 * dollars on the slot amount, the value axis from `chart.min` to `chart.max`. A fixed-size SVG
 * (no measuring), so it draws the same on the server and in the browser.
 */
export function RilaChart({ chart, ariaLabel, width = 560, height = 300 }: RilaChartProps) {
  return (
    <Bar<RilaChartDatum>
      data={chart.data}
      keys={['index', 'yours']}
      indexBy="outcome"
      groupMode="grouped"
      width={width}
      height={height}
      valueScale={{ type: 'linear', min: chart.min, max: chart.max }}
      valueFormat={(value: number) => formatDollars(value)}
      colors={({ id }) => (id === 'index' ? INDEX_COLOR : YOURS_COLOR)}
      enableLabel={false}
      axisLeft={{ format: (value: number) => formatDollars(value), tickValues: 5 }}
      axisBottom={{ tickSize: 0, tickPadding: 8, format: (value: string) => `Outcome ${value}` }}
      margin={{ top: 16, right: 16, bottom: 40, left: 80 }}
      padding={0.25}
      innerPadding={2}
      isInteractive={false}
      animate={false}
      role="img"
      ariaLabel={ariaLabel}
      barAriaHidden={() => true}
    />
  );
}
