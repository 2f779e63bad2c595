'use client';

import { lazy, Suspense } from 'react';
import type { QuoteLeadFormProps } from './quote-lead-form.js';

// The lead form loads in its own chunk, only when a life or disability results page shows a quote.
const QuoteLeadForm = lazy(() => import('./quote-lead-form.js').then((m) => ({ default: m.QuoteLeadForm })));

/** `QuoteLeadForm`, fetched on demand. */
export function LazyQuoteLeadForm(props: QuoteLeadFormProps) {
  return (
    <Suspense fallback={null}>
      <QuoteLeadForm {...props} />
    </Suspense>
  );
}
