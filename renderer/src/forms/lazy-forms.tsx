'use client';

import { lazyIsland } from '../shared/lazy-island.js';
import type { BespokeFormProps } from './bespoke/bespoke-form.js';
import type { GenericFormProps } from './generic/generic-form.js';

// The forms (react-final-form, the zod schemas) load in their own chunks, only on pages that
// show a form: React fetches a form's chunk when it first renders that form (while hydrating).
// Nothing is fetched at module load: this module is part of the route's shared client chunk, so
// a preload here would send both form chunks to every page, formless ones included
// (docs/requirements.md#decision-javascript-budget).

/** `BespokeForm`, fetched on demand; the server renders it in place. */
export const LazyBespokeForm = lazyIsland<BespokeFormProps>(() => import('./bespoke/bespoke-form.js').then((m) => m.BespokeForm));

/** `GenericForm`, fetched on demand; the server renders it in place. */
export const LazyGenericForm = lazyIsland<GenericFormProps>(() => import('./generic/generic-form.js').then((m) => m.GenericForm));
