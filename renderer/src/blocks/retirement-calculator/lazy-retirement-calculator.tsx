'use client';

import { lazyIsland } from '../../shared/lazy-island.js';
import type { RetirementCalculatorAppProps } from '../../tools/retirement/retirement-calculator-app.js';

/**
 * `RetirementCalculatorIsland`, fetched when the calculator first renders. The island (the `info`
 * codec and its zod schemas) and, behind it, the calculator app load in their own chunks, only on
 * the calculator's page: this wrapper is all the route's shared client chunk holds of it
 * (docs/requirements.md#decision-javascript-budget).
 */
export const LazyRetirementCalculator = lazyIsland<RetirementCalculatorAppProps>(() =>
  import('./retirement-calculator-island.js').then((m) => m.RetirementCalculatorIsland),
);
