'use client';

import { lazy, Suspense } from 'react';
import type { LivePreviewRootProps } from './live-preview-root';

// Contentful's live-preview SDK loads in its own chunk, and only in draft mode: the root layout
// renders this wrapper for draft requests only, so production pages never fetch it.
const Root = lazy(() => import('./live-preview-root').then((m) => ({ default: m.LivePreviewRoot })));

/** The draft-mode live preview around a page (see `LivePreviewRoot`), fetched on demand. */
export function LivePreview(props: LivePreviewRootProps) {
  return (
    <Suspense fallback={props.children}>
      <Root {...props} />
    </Suspense>
  );
}
