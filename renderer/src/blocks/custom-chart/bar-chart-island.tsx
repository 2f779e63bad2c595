'use client';

import { lazy, Suspense } from 'react';
import type { BarChartIslandProps } from './nivo-bar-chart.js';

// @nivo/bar and its d3 dependencies load in their own chunk, only on pages that draw a chart.
// The server still renders the full chart: prerendering waits for the lazy module.
const NivoBarChart = lazy(() => import('./nivo-bar-chart.js').then((m) => ({ default: m.NivoBarChart })));

/** The bar chart island: the Nivo chart, fetched on demand; nothing shows until it arrives. */
export function BarChartIsland(props: BarChartIslandProps) {
  return (
    <Suspense fallback={null}>
      <NivoBarChart {...props} />
    </Suspense>
  );
}
