'use client';

import { lazy, Suspense } from 'react';
import type { QuoteResultsProps } from './quote-results.js';

// The results view (codec, pricing, the form to change answers) loads in its own chunk, only on results pages.
const QuoteResults = lazy(() => import('./quote-results.js').then((m) => ({ default: m.QuoteResults })));

/** `QuoteResults`, fetched on demand. */
export function LazyQuoteResults(props: QuoteResultsProps) {
  return (
    <Suspense fallback={<p className="quote-results__loading">Loading your quote…</p>}>
      <QuoteResults {...props} />
    </Suspense>
  );
}
