'use client';

import type { ComponentProps } from 'react';
import { lazyIsland } from '../shared/lazy-island.js';
import type { AccordionIslandProps } from './accordion/accordion-island.js';
import type { CardSlideUpProps } from './card-grid/card-slide-up.js';
import type { CarouselIslandProps } from './carousel/carousel-island.js';
import type { ChartTooltip } from './custom-chart/chart-tooltip.js';
import type { DynamicCardGridIslandProps } from './dynamic-card-grid/dynamic-card-grid-island.js';
import type { DynamicListIslandProps } from './dynamic-list/dynamic-list-island.js';
import type { FloatingCallToActionIsland } from './floating-call-to-action/floating-call-to-action-island.js';
import type { ModalIslandProps } from './modal/modal-island.js';
import type { TabsIslandProps } from './tabbed-panel/tabs-island.js';

/*
 * The small islands of the content blocks, each in a chunk of its own that a page fetches only
 * when it renders that block (docs/requirements.md#decision-javascript-budget, issue 16 "Each
 * small island has its own lazy chunk"). Every one is a `lazyIsland`: the server renders it in
 * full where it stands, and the browser hydrates it once its chunk has arrived, the rest of the
 * page hydrating meanwhile. A browser test waits for the island's `data-hydrated` mark before it
 * clicks.
 */

/** The accordion's open/close behaviour (`AccordionIsland`). */
export const LazyAccordionIsland = lazyIsland<AccordionIslandProps>(() =>
  import('./accordion/accordion-island.js').then((m) => m.AccordionIsland),
);

/** A card's slide-up panel (`CardSlideUp`). */
export const LazyCardSlideUp = lazyIsland<CardSlideUpProps>(() => import('./card-grid/card-slide-up.js').then((m) => m.CardSlideUp));

/** The carousel's track, arrows and dots (`CarouselIsland`). */
export const LazyCarouselIsland = lazyIsland<CarouselIslandProps>(() =>
  import('./carousel/carousel-island.js').then((m) => m.CarouselIsland),
);

/** The server-drawn bar chart's hover tooltip (`ChartTooltip`). */
export const LazyChartTooltip = lazyIsland<ComponentProps<typeof ChartTooltip>>(() =>
  import('./custom-chart/chart-tooltip.js').then((m) => m.ChartTooltip),
);

/** The article grid's filters and paging (`DynamicCardGridIsland`). */
export const LazyDynamicCardGridIsland = lazyIsland<DynamicCardGridIslandProps>(() =>
  import('./dynamic-card-grid/dynamic-card-grid-island.js').then((m) => m.DynamicCardGridIsland),
);

/** The dynamic list's paging (`DynamicListIsland`). */
export const LazyDynamicListIsland = lazyIsland<DynamicListIslandProps>(() =>
  import('./dynamic-list/dynamic-list-island.js').then((m) => m.DynamicListIsland),
);

/** The floating call to action's scroll behaviour (`FloatingCallToActionIsland`). */
export const LazyFloatingCallToActionIsland = lazyIsland<ComponentProps<typeof FloatingCallToActionIsland>>(() =>
  import('./floating-call-to-action/floating-call-to-action-island.js').then((m) => m.FloatingCallToActionIsland),
);

/** The modal's trigger and dialog (`ModalIsland`). */
export const LazyModalIsland = lazyIsland<ModalIslandProps>(() => import('./modal/modal-island.js').then((m) => m.ModalIsland));

/** The tabbed panel's tab list (`TabsIsland`). */
export const LazyTabsIsland = lazyIsland<TabsIslandProps>(() => import('./tabbed-panel/tabs-island.js').then((m) => m.TabsIsland));
