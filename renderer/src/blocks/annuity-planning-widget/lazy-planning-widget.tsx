'use client';

import { lazyIsland } from '../../shared/lazy-island.js';
import type { PlanningWidgetProps } from './planning-widget.js';

/** The widget's steps in their own chunk, fetched only on pages with a planning widget; the server renders its first step in place. */
export const LazyPlanningWidget = lazyIsland<PlanningWidgetProps>(() => import('./planning-widget.js').then((m) => m.PlanningWidget));
