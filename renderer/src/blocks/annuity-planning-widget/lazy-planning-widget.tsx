'use client';

import { lazyNearViewport } from '../../shared/lazy-island.js';
import type { PlanningWidgetProps } from './planning-widget.js';

/**
 * The widget's steps in their own chunk, fetched only on pages with a planning widget and only
 * once the widget comes within 600 px of the viewport
 * (docs/requirements.md#decision-islands-below-the-fold): the server renders its first step in
 * place, and an amount typed or a Next pressed before then is kept (useEarlyInput).
 */
export const LazyPlanningWidget = lazyNearViewport<PlanningWidgetProps>(() => import('./planning-widget.js').then((m) => m.PlanningWidget));
