import { ResponsiveBar } from '@nivo/bar';
import { barChartProps, type Datum } from './bar-chart-config.js';
import type { ChartRow } from './from-custom-chart.js';

export interface BarChartIslandProps {
  rows: ChartRow[];
  maxValue: number;
  /** The chart's text alternative (title and every value). */
  ariaLabel: string;
  /** Initial size (CSS px) drawn before the browser measures the container. */
  defaultWidth?: number;
  defaultHeight?: number;
}

/**
 * The @nivo/bar chart drawn in the browser, loaded on demand by `BarChartIsland`: only where no
 * server SVG came with the props (the live preview re-maps edited entries in the browser). Nivo
 * measures its container.
 */
export function NivoBarChart({ rows, maxValue, ariaLabel, defaultWidth = 640, defaultHeight = 360 }: BarChartIslandProps) {
  return <ResponsiveBar<Datum> {...barChartProps(rows, maxValue, ariaLabel)} defaultWidth={defaultWidth} defaultHeight={defaultHeight} />;
}
