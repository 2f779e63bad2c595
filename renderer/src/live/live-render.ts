import { createElement, type ReactNode } from 'react';
import type { BlockBaseProps, BlockDefinition } from '../core/types.js';
import type { LiveSource } from './live-source.js';

/** Renders a block again from live data: its mapper over the edited item, then its component. */
export type LiveRender = (raw: unknown, source: LiveSource) => Promise<ReactNode>;

/**
 * A definition's live render (`LIVE_BLOCKS`, generated from the block folders by
 * `npm run blocks:build`); null when it has no `live.from`, so the block keeps its server render.
 */
export function live<P extends BlockBaseProps>(definition: BlockDefinition<P>): LiveRender | null {
  const from = definition.live?.from;
  if (!from) return null;
  return async (raw, source) => createElement(definition.Component, await from(raw, source));
}
