'use client';

import { lazy, Suspense } from 'react';
import type { RilaShareProps } from './rila-share.js';

// The share flow loads in its own chunk, only on pages with the RILA tool.
const RilaShare = lazy(() => import('./rila-share.js').then((m) => ({ default: m.RilaShare })));

/** `RilaShare`, fetched on demand; rendered in the RILA tool's `shareSlot`. */
export function RilaShareIsland(props: RilaShareProps) {
  return (
    <Suspense fallback={null}>
      <RilaShare {...props} />
    </Suspense>
  );
}
