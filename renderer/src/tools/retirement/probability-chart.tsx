import { memo } from 'react';
import { ResponsiveLine, type LineSeries } from '@nivo/line';
import type { PercentilePoint } from '@insurer/contracts/retirement';
import { formatDollars } from '@insurer/contracts/format';
import { compactDollars } from './retirement-chart.js';

export interface ProbabilityChartProps {
  percentiles: readonly PercentilePoint[];
  /** The chart's text alternative (the table below it has every figure). */
  ariaLabel: string;
}

/** The three lines: the series' names are what the legend and the table say. */
const SERIES = [
  { id: '90th percentile', key: 'p90', color: '#0b4f8a', dash: '6 4' },
  { id: 'Median', key: 'p50', color: '#0b4f8a', dash: undefined },
  { id: '10th percentile', key: 'p10', color: '#a8390b', dash: '2 3' },
] as const;

/**
 * The fan chart of the simulated savings (@nivo/line): the 90th percentile, the median and the
 * 10th percentile of the after-tax balance at each age. The lines differ by dash as well as colour
 * and are named in the caption (WCAG 1.4.1); the figures are in the table beside it. Memoized, as
 * is the table: the panel renders again when a newer plan starts simulating, the figures do not.
 */
export const ProbabilityChart = memo(function ProbabilityChart({ percentiles, ariaLabel }: ProbabilityChartProps) {
  const data: LineSeries[] = SERIES.map((series) => ({
    id: series.id,
    data: percentiles.map((point) => ({ x: point.age, y: point[series.key] })),
  }));
  const every = Math.max(1, Math.ceil(percentiles.length / 10));
  return (
    <ResponsiveLine
      data={data}
      xScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      colors={SERIES.map((series) => series.color)}
      lineWidth={2}
      enablePoints={false}
      enableGridX={false}
      axisLeft={{ format: (value: number) => compactDollars(value) }}
      axisBottom={{
        tickValues: percentiles.filter((_, i) => i % every === 0).map((point) => point.age),
        legend: 'Age',
        legendPosition: 'middle',
        legendOffset: 36,
      }}
      layers={[
        'grid',
        'axes',
        ({ series, lineGenerator }) => (
          <g>
            {series.map((line, index) => (
              <path
                key={line.id}
                d={lineGenerator(line.data.map((datum) => datum.position)) ?? undefined}
                fill="none"
                stroke={SERIES[index]?.color}
                strokeWidth={2}
                strokeDasharray={SERIES[index]?.dash}
              />
            ))}
          </g>
        ),
      ]}
      margin={{ top: 16, right: 16, bottom: 48, left: 64 }}
      isInteractive={false}
      animate={false}
      role="img"
      ariaLabel={ariaLabel}
    />
  );
});

/** The chart's figures as a table (its text alternative in full). */
export const ProbabilityTable = memo(function ProbabilityTable({ percentiles }: { percentiles: readonly PercentilePoint[] }) {
  return (
    <table className="retirement-calculator__table">
      <caption>Simulated savings by age</caption>
      <thead>
        <tr>
          <th scope="col">Age</th>
          <th scope="col">10th percentile</th>
          <th scope="col">Median</th>
          <th scope="col">90th percentile</th>
        </tr>
      </thead>
      <tbody>
        {percentiles.map((point) => (
          <tr key={point.age}>
            <th scope="row">{point.age}</th>
            <td>{formatDollars(point.p10)}</td>
            <td>{formatDollars(point.p50)}</td>
            <td>{formatDollars(point.p90)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
