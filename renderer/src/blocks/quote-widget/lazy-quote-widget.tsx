'use client';

import { lazy, Suspense } from 'react';
import type { QuoteWidgetIslandProps } from './quote-widget-island.js';

// The tabs and forms (react-final-form, zod, the codec) load in their own chunk, only where a widget shows.
const QuoteWidgetIsland = lazy(() => import('./quote-widget-island.js').then((m) => ({ default: m.QuoteWidgetIsland })));

/** `QuoteWidgetIsland`, fetched on demand; the server still renders it in full. */
export function LazyQuoteWidget(props: QuoteWidgetIslandProps) {
  return (
    <Suspense fallback={<p className="quote-widget__loading">Loading the quote form…</p>}>
      <QuoteWidgetIsland {...props} />
    </Suspense>
  );
}
