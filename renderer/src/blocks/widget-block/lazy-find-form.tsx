'use client';

import { lazy, Suspense } from 'react';
import type { FindFormProps } from './find-form.js';

// The finder forms (react-final-form, zod) load in their own chunk, only where a widget shows one.
const FindForm = lazy(() => import('./find-form.js').then((m) => ({ default: m.FindForm })));

/** `FindForm`, fetched on demand; the server still renders it in full. */
export function LazyFindForm(props: FindFormProps) {
  return (
    <Suspense fallback={null}>
      <FindForm {...props} />
    </Suspense>
  );
}
