'use client';

import { createContext, useContext, useEffect, useMemo } from 'react';
import { linkedIds, linkSignature } from './link-structure.js';
import type { LiveRequery } from './live-requery.js';

/** The live preview root's `LiveRequery` (none outside the live preview: nothing is reported). */
export const LiveRequeryContext = createContext<LiveRequery | null>(null);

/** `StaticPage:<id>`, `CardGrid:<id>`: the key a live source reports under. */
export function liveSourceKey(typename: string, raw: unknown): string {
  const sys = typeof raw === 'object' && raw !== null ? (raw as { sys?: { id?: unknown } }).sys : undefined;
  return `${typename}:${typeof sys?.id === 'string' ? sys.id : ''}`;
}

/**
 * Reports a live source to the root's `LiveRequery` (docs/architecture.md#live-preview): what the
 * server drew (`raw`: its link signature and ids, while it is drawn) and, whenever the editor's
 * data differs from it, that data's links, so a block added, removed or moved, or a newly linked
 * entry, has the page queried again.
 * @param key the source's key (`liveSourceKey`)
 * @param raw the raw GraphQL item the server drew
 * @param data the same item as the editor's live updates have it now (`raw` until the first edit)
 */
export function useLinkStructure(key: string, raw: unknown, data: unknown): void {
  const requery = useContext(LiveRequeryContext);
  const drawn = useMemo(() => ({ signature: linkSignature(raw), ids: linkedIds(raw) }), [raw]);
  useEffect(() => requery?.show(key, drawn.signature, drawn.ids), [requery, key, drawn]);
  useEffect(() => {
    if (!requery || data === raw) return;
    requery.linksChanged(key, linkSignature(data, raw), linkedIds(data));
  }, [requery, key, raw, data]);
}
