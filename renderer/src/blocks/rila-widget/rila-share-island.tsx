'use client';

import { lazyIsland } from '../../shared/lazy-island.js';
import type { RilaShareProps } from './rila-share.js';

/** The share flow in its own chunk, fetched only on pages with the RILA tool; rendered in the tool's `shareSlot`. */
export const RilaShareIsland = lazyIsland<RilaShareProps>(() => import('./rila-share.js').then((m) => m.RilaShare));
