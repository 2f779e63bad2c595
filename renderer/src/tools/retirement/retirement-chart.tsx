import { memo } from 'react';
import { ResponsiveBar, type BarDatum } from '@nivo/bar';
import type { ProjectionPoint } from '@insurer/contracts/retirement';

/** '$1.2M', '$250K', '$900': the value axis's ticks. */
export function compactDollars(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${Math.round(abs / 100_000) / 10}M`;
  if (abs >= 1_000) return `${sign}$${Math.round(abs / 100) / 10}K`;
  return `${sign}$${Math.round(abs)}`;
}

interface Datum extends BarDatum {
  age: string;
  balance: number;
  retired: number;
}

export interface RetirementChartProps {
  points: readonly ProjectionPoint[];
  retirementAge: number;
  /** The chart's text alternative. */
  ariaLabel: string;
}

/**
 * The projected savings by age (@nivo/bar): growing until retirement, drawn down after it. The
 * retirement years differ by colour and by a lighter fill with an outline, and the legend says
 * so in words (not colour alone, WCAG 1.4.1). Memoized: the results around it re-render when
 * they turn stale while the visitor types, the chart only when its points change.
 */
export const RetirementChart = memo(function RetirementChart({ points, retirementAge, ariaLabel }: RetirementChartProps) {
  const data: Datum[] = points.map((p) => ({ age: String(p.age), balance: p.balance, retired: p.age >= retirementAge ? 1 : 0 }));
  const every = Math.max(1, Math.ceil(points.length / 12));
  return (
    <ResponsiveBar<Datum>
      data={data}
      keys={['balance']}
      indexBy="age"
      colors={(bar) => (bar.data.retired === 1 ? '#a8390b' : '#0b4f8a')}
      enableLabel={false}
      axisLeft={{ format: (value: number) => compactDollars(value) }}
      axisBottom={{
        tickSize: 0,
        tickPadding: 8,
        tickValues: data.filter((_, i) => i % every === 0).map((d) => d.age),
        legend: 'Age',
        legendPosition: 'middle',
        legendOffset: 32,
      }}
      margin={{ top: 16, right: 16, bottom: 48, left: 64 }}
      padding={0.2}
      isInteractive={false}
      animate={false}
      role="img"
      ariaLabel={ariaLabel}
      barAriaHidden={() => true}
      defaultWidth={640}
      defaultHeight={320}
    />
  );
});
