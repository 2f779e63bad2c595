'use client';

import { lazy, Suspense } from 'react';
import type { FindFormProps } from './find-form.js';
import { StaticFindForm } from './static-find-form.js';

// The finder forms (react-final-form, zod) load in their own chunk, only where a widget shows one.
const FindForm = lazy(() => import('./find-form.js').then((m) => ({ default: m.FindForm })));

/**
 * `FindForm`, fetched on demand. Until it arrives, and for good without JavaScript, the plain
 * GET form stands in: a lazy island's own HTML streams after the shell and only a script moves it
 * into place, so a `null` fallback left script-less visitors without a form.
 */
export function LazyFindForm(props: FindFormProps) {
  return (
    <Suspense fallback={<StaticFindForm id={props.id} kind={props.kind} />}>
      <FindForm {...props} />
    </Suspense>
  );
}
