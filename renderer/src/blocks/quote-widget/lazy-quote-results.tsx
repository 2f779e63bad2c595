'use client';

import { lazyIsland } from '../../shared/lazy-island.js';
import type { QuoteResultsProps } from './quote-results.js';

/** The results view (codec, pricing, the form to change answers) in its own chunk, fetched only on results pages. */
export const LazyQuoteResults = lazyIsland<QuoteResultsProps>(() => import('./quote-results.js').then((m) => m.QuoteResults), {
  fallback: <p className="quote-results__loading">Loading your quote…</p>,
});
