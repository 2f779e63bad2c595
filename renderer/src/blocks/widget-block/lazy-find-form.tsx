'use client';

import { lazyIsland } from '../../shared/lazy-island.js';
import type { FindFormProps } from './find-form.js';
import { StaticFindForm } from './static-find-form.js';

/**
 * `FindForm` (react-final-form, zod) in its own chunk, fetched only where a widget shows one. The
 * server renders the island itself in place, a plain GET form until its script runs and for good
 * without JavaScript. In a render without server HTML (the live preview) the same plain form
 * stands in while the chunk loads.
 */
export const LazyFindForm = lazyIsland<FindFormProps>(() => import('./find-form.js').then((m) => m.FindForm), {
  fallback: ({ id, kind }) => <StaticFindForm id={id} kind={kind} />,
});
