'use client';

import { lazyIsland } from '../../shared/lazy-island.js';
import type { RilaToolProps } from './rila-tool.js';

/** The tool (its state, outcome math and, later, @nivo/bar) in its own chunk, fetched only on pages with the tool; the server renders its first state in place. */
export const RilaToolIsland = lazyIsland<RilaToolProps>(() => import('./rila-tool.js').then((m) => m.RilaTool));
