'use client';

import { ContentfulLivePreview } from '@contentful/live-preview';
import { useContentfulLiveUpdates } from '@contentful/live-preview/react';
import { useEffect, useState, type ReactNode } from 'react';
import { setBrowserInspector } from '../inspector.js';
import { LIVE_BLOCKS } from './live-blocks.generated.js';
import type { LiveSource } from './live-source.js';
import { liveSourceKey, useLinkStructure } from './use-link-structure.js';

// This module loads only under the draft-mode live preview: the blocks it draws are tagged.
setBrowserInspector(true);

/**
 * One block in draft mode (docs/architecture.md#live-preview): subscribes the GraphQL item the
 * block was rendered from to the live-preview SDK (`useContentfulLiveUpdates`); until the editor
 * changes something it shows the server's render (`children`), then the same component drawn
 * from the block's own `from…` mapper over the edited item. A mapper that fails (it needs a
 * query) keeps the last render; the save refreshes the page. Edits that link other entries (a
 * card added to a grid, an image swapped) have the page queried again (`useLinkStructure`).
 */
export function LiveBlock({ source, children }: { source: LiveSource; children: ReactNode }) {
  // Subscribes only once the SDK runs (the app's provider, inside an editor's iframe); anywhere
  // else the block simply keeps its server render.
  const data = useContentfulLiveUpdates(source.raw as Record<string, unknown>, {
    ...(source.context.locale ? { locale: source.context.locale } : {}),
    skip: !ContentfulLivePreview.initialized,
  });
  useLinkStructure(liveSourceKey(source.typename, source.raw), source.raw, data);
  // The last browser render, and the source (server render) it belongs to: a refresh after a
  // save brings a new source, and its server render wins over anything drawn from the old one.
  const [live, setLive] = useState<{ source: LiveSource; node: ReactNode } | null>(null);
  useEffect(() => {
    const render = LIVE_BLOCKS[source.typename as keyof typeof LIVE_BLOCKS];
    if (data === source.raw || !render) return undefined;
    let current = true;
    render(data, source).then(
      (node) => {
        if (current) setLive({ source, node });
      },
      (error: unknown) => console.warn(`[live preview] ${source.typename} keeps its last render until the save`, error),
    );
    return () => {
      current = false;
    };
  }, [data, source]);
  return <>{live && live.source === source && data !== source.raw ? live.node : children}</>;
}
