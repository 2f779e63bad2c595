'use client';

import { lazy, Suspense } from 'react';
import type { BespokeFormProps } from './bespoke/bespoke-form.js';
import type { GenericFormProps } from './generic/generic-form.js';

// The forms (react-final-form, the zod schemas) load in their own chunks, only on pages that
// show a form. Server rendering still draws them in full: prerendering waits for lazy modules.
// Fetched as soon as this island's module runs in the browser (alongside hydration), not when
// React first reaches the form, to keep the window before the form works short.
const loadBespoke = () => import('./bespoke/bespoke-form.js').then((m) => ({ default: m.BespokeForm }));
const loadGeneric = () => import('./generic/generic-form.js').then((m) => ({ default: m.GenericForm }));
if (typeof window !== 'undefined') {
  void loadBespoke();
  void loadGeneric();
}
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
