'use client';

import { lazy, Suspense } from 'react';
import type { BarChartIslandProps } from './nivo-bar-chart.js';

// @nivo/bar and its d3 dependencies load in their own chunk, only where the chart is drawn in the
// browser: the live preview's re-mapped props (published pages get the server's SVG, chart-svg.ts).
const NivoBarChart = lazy(() => import('./nivo-bar-chart.js').then((m) => ({ default: m.NivoBarChart })));

/** The bar chart drawn in the browser (live preview): the Nivo chart, fetched on demand; nothing shows until it arrives. */
export function BarChartIsland(props: BarChartIslandProps) {
  return (
    <Suspense fallback={null}>
      <NivoBarChart {...props} />
    </Suspense>
  );
}
