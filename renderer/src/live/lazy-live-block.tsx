'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { LiveSource } from './live-source.js';

// The live-preview SDK and every block's mapper load in their own chunk, only where a block is
// drawn in draft mode: production pages never render this wrapper, so they never fetch it.
const Live = lazy(() => import('./live-block.js').then((m) => ({ default: m.LiveBlock })));

/**
 * A block drawn in draft mode: its server render (`children`) until the live-preview chunk is
 * there, then `LiveBlock`, which follows the editor's edits (docs/architecture.md#live-preview).
 */
export function LazyLiveBlock({ source, children }: { source: LiveSource; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Live source={source}>{children}</Live>
    </Suspense>
  );
}
