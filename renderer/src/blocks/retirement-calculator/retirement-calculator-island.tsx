'use client';

import { lazy, Suspense } from 'react';
import type { RetirementCalculatorAppProps } from '../../tools/retirement/retirement-calculator-app.js';

// The calculator, its share flow and @nivo/bar load in their own chunk, only on the calculator's
// page. The server still renders it in full (prerendering waits for the lazy module).
const load = () => import('../../tools/retirement/retirement-calculator-app.js').then((m) => ({ default: m.RetirementCalculatorApp }));
if (typeof window !== 'undefined') void load();
const App = lazy(load);

/** The retirement calculator island: `RetirementCalculatorApp`, fetched on demand. */
export function RetirementCalculatorIsland(props: RetirementCalculatorAppProps) {
  return (
    <Suspense fallback={null}>
      <App {...props} />
    </Suspense>
  );
}
