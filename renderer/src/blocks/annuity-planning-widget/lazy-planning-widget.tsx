'use client';

import { lazy, Suspense } from 'react';
import type { PlanningWidgetProps } from './planning-widget.js';

// The widget's steps load in their own chunk, only on pages with a planning widget.
const PlanningWidget = lazy(() => import('./planning-widget.js').then((m) => ({ default: m.PlanningWidget })));

/** `PlanningWidget`, fetched on demand; the server still renders its first step in full. */
export function LazyPlanningWidget(props: PlanningWidgetProps) {
  return (
    <Suspense fallback={null}>
      <PlanningWidget {...props} />
    </Suspense>
  );
}
