'use client';

import { lazy, Suspense } from 'react';
import type { BespokeFormProps } from './bespoke/bespoke-form.js';
import type { GenericFormProps } from './generic/generic-form.js';

// The forms (react-final-form, the zod schemas) load in their own chunks, only on pages that
// show a form: React fetches a form's chunk when it first renders that form (while hydrating).
// Nothing is fetched at module load: this module is part of the route's shared client chunk, so
// a preload here would send both form chunks to every page, formless ones included
// (docs/requirements.md#decision-javascript-budget).
const loadBespoke = () => import('./bespoke/bespoke-form.js').then((m) => ({ default: m.BespokeForm }));
const loadGeneric = () => import('./generic/generic-form.js').then((m) => ({ default: m.GenericForm }));
const Bespoke = lazy(loadBespoke);
const Generic = lazy(loadGeneric);

/** `BespokeForm`, fetched on demand. */
export function LazyBespokeForm(props: BespokeFormProps) {
  return (
    <Suspense fallback={null}>
      <Bespoke {...props} />
    </Suspense>
  );
}

/** `GenericForm`, fetched on demand. */
export function LazyGenericForm(props: GenericFormProps) {
  return (
    <Suspense fallback={null}>
      <Generic {...props} />
    </Suspense>
  );
}
