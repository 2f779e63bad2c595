'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { LiveRoutePartKind, LiveRouteSource } from './live-source.js';

// Loads with the live-preview chunk, only where a page is drawn in draft mode.
const Live = lazy(() => import('./live-route.js').then((m) => ({ default: m.LiveRoutePart })));

/**
 * A part of a page or article drawn in draft mode: its server render (`children`) until the
 * live-preview chunk is there, then `LiveRoutePart`, which follows the editor's edits of the
 * page's own fields (docs/architecture.md#live-preview).
 */
export function LazyLiveRoutePart({ source, part, children }: { source: LiveRouteSource; part: LiveRoutePartKind; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Live source={source} part={part}>
        {children}
      </Live>
    </Suspense>
  );
}
