'use client';

import { lazy, Suspense } from 'react';
import type { BespokeFormProps } from './bespoke/bespoke-form.js';
import type { GenericFormProps } from './generic/generic-form.js';

// The forms (react-final-form, the zod schemas) load in their own chunks, only on pages that
// show a form. Server rendering still draws them in full: prerendering waits for lazy modules.
const Bespoke = lazy(() => import('./bespoke/bespoke-form.js').then((m) => ({ default: m.BespokeForm })));
const Generic = lazy(() => import('./generic/generic-form.js').then((m) => ({ default: m.GenericForm })));

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
