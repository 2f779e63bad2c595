'use client';

import { lazyIsland } from '../../shared/lazy-island.js';
import type { QuoteLeadFormProps } from './quote-lead-form.js';

/** The lead form in its own chunk, fetched only when a life or disability results page shows a quote. */
export const LazyQuoteLeadForm = lazyIsland<QuoteLeadFormProps>(() => import('./quote-lead-form.js').then((m) => m.QuoteLeadForm));
