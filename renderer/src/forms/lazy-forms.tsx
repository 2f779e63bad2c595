'use client';

import { lazyNearViewport } from '../shared/lazy-island.js';
import type { BespokeFormProps } from './bespoke/bespoke-form.js';
import type { GenericFormProps } from './generic/generic-form.js';

// The forms (react-final-form, the zod schemas, the field logic) load in their own chunks, only on
// pages that show a form, and only once the form comes within 600 px of the viewport
// (docs/requirements.md#decision-forms-hydrate-near-the-viewport): a form below the fold costs the
// page's load nothing, and its server HTML (a native form) is there at once. Tabbing into it
// scrolls it into view, which loads it; what the visitor typed or submitted first is kept
// (useEarlyInput). Nothing is fetched at module load: this module is part of the route's shared
// client chunk, so a preload here would send both form chunks to every page
// (docs/requirements.md#decision-javascript-budget).

/** `BespokeForm`, fetched and hydrated near the viewport; the server renders it in place. */
export const LazyBespokeForm = lazyNearViewport<BespokeFormProps>(() => import('./bespoke/bespoke-form.js').then((m) => m.BespokeForm));

/** `GenericForm`, fetched and hydrated near the viewport; the server renders it in place. */
export const LazyGenericForm = lazyNearViewport<GenericFormProps>(() => import('./generic/generic-form.js').then((m) => m.GenericForm));
