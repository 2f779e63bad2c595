'use client';

import { ContentfulLivePreview } from '@contentful/live-preview';
import { ContentfulLivePreviewProvider } from '@contentful/live-preview/react';
import { framingEditorOrigins, setBrowserInspector } from '@insurer/renderer/live';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, type ReactNode } from 'react';

export interface LivePreviewRootProps {
  /** The locale the SDK subscribes in (the space's default). */
  locale: string;
  /** The editors' apps the SDK talks to: Contentful's web app and the local workbench. */
  targetOrigin: string[];
  children: ReactNode;
}

// This module runs only in draft mode: what the blocks draw again in the browser is tagged too.
setBrowserInspector(true);

/** Refreshes the server-rendered parts (router.refresh) when the editor saves an entry of the page. */
function RefreshOnSave() {
  const router = useRouter();
  useEffect(() => ContentfulLivePreview.subscribe('save', { callback: () => router.refresh() }), [router]);
  return null;
}

/**
 * Draft mode only (docs/requirements.md#live-preview): Contentful's live-preview SDK with live
 * updates and inspector mode, talking to the editor that frames the page (Contentful's web app
 * or the local workbench). Blocks follow the editor's edits through their own `LiveBlock`s; a
 * save refreshes what only the server renders.
 */
export function LivePreviewRoot({ locale, targetOrigin, children }: LivePreviewRootProps) {
  // Only the editor framing the page: the SDK posts to every origin it gets, a browser warning each (issue 42).
  const editors = useMemo(() => framingEditorOrigins(targetOrigin), [targetOrigin]);
  return (
    <ContentfulLivePreviewProvider locale={locale} targetOrigin={editors} enableInspectorMode enableLiveUpdates>
      <RefreshOnSave />
      {children}
    </ContentfulLivePreviewProvider>
  );
}
