'use client';

import { lazy, Suspense } from 'react';
import type { RetirementCalculatorAppProps } from '../../tools/retirement/retirement-calculator-app.js';

// The island (the `info` codec and its zod schemas) and, behind it, the calculator app load in
// their own chunks, only on the calculator's page: this wrapper is all the route's shared client
// chunk holds of it (docs/requirements.md#decision-javascript-budget).
const Island = lazy(() => import('./retirement-calculator-island.js').then((m) => ({ default: m.RetirementCalculatorIsland })));

/** `RetirementCalculatorIsland`, fetched when the calculator first renders. */
export function LazyRetirementCalculator(props: RetirementCalculatorAppProps) {
  return (
    <Suspense fallback={null}>
      <Island {...props} />
    </Suspense>
  );
}
