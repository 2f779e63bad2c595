'use client';

import { lazyNearViewport } from '../../shared/lazy-island.js';
import type { QuoteWidgetIslandProps } from './quote-widget-island.js';

/**
 * `QuoteWidgetIsland` (tabs and forms: react-final-form, zod, the codec) in a chunk of its own,
 * fetched and hydrated when the widget nears the viewport: on a product page it sits far below the
 * fold (docs/requirements.md#decision-islands-below-the-fold). The server still renders it in full.
 */
export const LazyQuoteWidget = lazyNearViewport<QuoteWidgetIslandProps>(
  () => import('./quote-widget-island.js').then((m) => m.QuoteWidgetIsland),
  { className: 'quote-widget__island', fallback: <p className="quote-widget__loading">Loading the quote form…</p> },
);
