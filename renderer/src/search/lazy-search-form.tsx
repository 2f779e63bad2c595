'use client';

import { lazyIsland } from '../shared/lazy-island.js';
import type { SearchFormProps } from './search-form.js';

/** The search page's form (`SearchForm`) in a chunk of its own, fetched on the search page only; the server renders it in place (docs/requirements.md#decision-javascript-budget). */
export const LazySearchForm = lazyIsland<SearchFormProps>(() => import('./search-form.js').then((m) => m.SearchForm));
