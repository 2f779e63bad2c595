'use client';

import { ContentfulLivePreviewProvider } from '@contentful/live-preview/react';
import {
  framingEditorOrigins,
  isTagged,
  LiveRequery,
  LiveRequeryContext,
  savedEntityId,
  setBrowserInspector,
} from '@insurer/renderer/live';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState, useTransition, type ReactNode } from 'react';

export interface LivePreviewRootProps {
  /** The locale the SDK subscribes in (the space's default). */
  locale: string;
  /** The editors' apps the SDK talks to: Contentful's web app and the local workbench. */
  targetOrigin: string[];
  children: ReactNode;
}

// This module runs only in draft mode: what the blocks draw again in the browser is tagged too.
setBrowserInspector(true);

/** Longest wait for a re-query to land before the next may start (a refresh that never settles). */
const REFRESH_TIMEOUT_MS = 10_000;

/**
 * The re-query `LiveRequery` runs, outside React: `refresh` starts one (through `start`, which
 * the root sets to `router.refresh()` in a transition) and resolves when `settled` is called
 * (the transition is over: the new render is committed), or after `REFRESH_TIMEOUT_MS`.
 */
function createRefresher() {
  const waiting: (() => void)[] = [];
  let start: () => void = () => undefined;
  return {
    refresh: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, REFRESH_TIMEOUT_MS);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
        start();
      }),
    setStart(next: () => void): void {
      start = next;
    },
    settled(): void {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/**
 * The page's `LiveRequery`: queries the draft page again (`router.refresh()`: the server renders
 * it anew from the Content Preview API, client state kept) in a transition, and resolves once the
 * new render is committed. It also hears the editor's `ENTRY_SAVED` itself, for every entity the
 * page shows or waits for: the SDK's save event skips entities without a tagged element (a block
 * drawn empty, a card the page does not draw yet).
 */
function useLiveRequery(targetOrigin: readonly string[]): LiveRequery {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [{ refresher, requery }] = useState(() => {
    const made = createRefresher();
    return { refresher: made, requery: new LiveRequery(made.refresh) };
  });
  useEffect(() => refresher.setStart(() => startTransition(() => router.refresh())), [refresher, router]);
  useEffect(() => () => requery.dispose(), [requery]);
  useEffect(() => {
    if (!pending) refresher.settled();
  }, [pending, refresher]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const id = savedEntityId(event, targetOrigin);
      if (id) requery.saved(id, isTagged(document, id));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [requery, targetOrigin]);
  return requery;
}

/**
 * Draft mode only (docs/requirements.md#live-preview): Contentful's live-preview SDK with live
 * updates and inspector mode, talking to the editor that frames the page (Contentful's web app
 * or the local workbench). Blocks follow the editor's edits through their own `LiveBlock`s; an
 * edit that changes what the page links (a block added, removed or moved, a new linked entry) or
 * a save of anything the page shows queries the page again (`LiveRequery`), and the new blocks
 * follow the editor's edits from then on.
 */
export function LivePreviewRoot({ locale, targetOrigin, children }: LivePreviewRootProps) {
  // Only the editor framing the page: the SDK posts to every origin it gets, a browser warning each (issue 42).
  const editors = useMemo(() => framingEditorOrigins(targetOrigin), [targetOrigin]);
  const requery = useLiveRequery(editors);
  return (
    <ContentfulLivePreviewProvider locale={locale} targetOrigin={editors} enableInspectorMode enableLiveUpdates>
      <LiveRequeryContext.Provider value={requery}>{children}</LiveRequeryContext.Provider>
    </ContentfulLivePreviewProvider>
  );
}
