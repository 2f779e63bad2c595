'use client';

import { ContentfulLivePreview } from '@contentful/live-preview';
import { useContentfulLiveUpdates } from '@contentful/live-preview/react';
import type { ArticlePageFieldsFragment, StaticPageFieldsFragment } from '@insurer/content-model/types';
import { useMemo, type ReactNode } from 'react';
import { ArticleBody, ArticleHeader, ArticleHero } from '../article/article-parts.js';
import { fromArticlePage } from '../article/article.js';
import { setBrowserInspector } from '../inspector.js';
import { StaticPageDisclaimer, StaticPageTitle } from '../static-page/static-page-parts.js';
import { fromStaticPage } from '../static-page/static-page.js';
import type { LiveRoutePartKind, LiveRouteSource } from './live-source.js';
import { liveSourceKey, useLinkStructure } from './use-link-structure.js';

// This module loads only under the draft-mode live preview: what it draws is tagged.
setBrowserInspector(true);

/**
 * The part of a page or article `part` names, drawn from the route item as edited: the page's
 * own mapper (`fromStaticPage`, `fromArticlePage`) over the data, then the same component as the
 * server render. Undefined when the mapper cannot read the data (the part keeps its last render).
 */
export function renderRoutePart(raw: unknown, source: LiveRouteSource, part: LiveRoutePartKind): ReactNode | undefined {
  try {
    switch (part.kind) {
      case 'page-title':
        return <StaticPageTitle page={fromStaticPage(raw as StaticPageFieldsFragment)} hero={part.hero} />;
      case 'page-disclaimer':
        return <StaticPageDisclaimer page={fromStaticPage(raw as StaticPageFieldsFragment)} />;
      case 'article-header':
        return <ArticleHeader article={fromArticlePage(raw as ArticlePageFieldsFragment, new Date(source.now))} />;
      case 'article-hero':
        return <ArticleHero article={fromArticlePage(raw as ArticlePageFieldsFragment, new Date(source.now))} />;
      case 'article-body':
        return <ArticleBody article={fromArticlePage(raw as ArticlePageFieldsFragment, new Date(source.now))} />;
    }
  } catch (error) {
    console.warn(`[live preview] ${source.typename} keeps its last render until the save`, error);
    return undefined;
  }
}

/**
 * One part of a page or article in draft mode (docs/architecture.md#live-preview): subscribes the
 * route item the page was rendered from to the live-preview SDK; until the editor changes
 * something it shows the server's render (`children`), then the same component drawn from the
 * page's own mapper over the edited item. A save refreshes the page (new `source`); so does an
 * edit of its links (a block added, removed or moved: `useLinkStructure`).
 */
export function LiveRoutePart({ source, part, children }: { source: LiveRouteSource; part: LiveRoutePartKind; children: ReactNode }) {
  const data = useContentfulLiveUpdates(source.raw as Record<string, unknown>, {
    ...(source.locale ? { locale: source.locale } : {}),
    skip: !ContentfulLivePreview.initialized,
  });
  useLinkStructure(liveSourceKey(source.typename, source.raw), source.raw, data);
  const live = useMemo(() => (data === source.raw ? undefined : renderRoutePart(data, source, part)), [data, source, part]);
  return <>{live ?? children}</>;
}
