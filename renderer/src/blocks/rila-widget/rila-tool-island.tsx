'use client';

import { lazy, Suspense } from 'react';
import type { RilaToolProps } from './rila-tool.js';

// The tool (its state, outcome math and, later, @nivo/bar) loads in its own chunk, only on pages with the tool.
const RilaTool = lazy(() => import('./rila-tool.js').then((m) => ({ default: m.RilaTool })));

/** `RilaTool`, fetched on demand; the server still renders its first state in full. */
export function RilaToolIsland(props: RilaToolProps) {
  return (
    <Suspense fallback={null}>
      <RilaTool {...props} />
    </Suspense>
  );
}
