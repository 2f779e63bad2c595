import type { RichTextLinks } from '../rich-text/rich-text.js';
import type { SiteFlags } from '@insurer/contracts/flags';
import type { LoadContext } from '../core/query.js';

/**
 * What a block was rendered from, kept in draft mode so the live preview can render it again
 * from live data (docs/architecture.md#live-preview): the raw GraphQL item its `from…` mapper
 * read (with `__typename` and `sys.id` on every object, which the live-preview SDK needs to merge
 * edits), the rich-text links its documents embed, and the serialisable part of its
 * `LoadContext`. Plain JSON: it crosses the server/client boundary as a prop.
 */
export interface LiveSource {
  /** The block's `__typename` (its registry key). */
  typename: string;
  /** The GraphQL collection item the block's mapper read. */
  raw: unknown;
  /** Everything the item's rich-text documents embed, resolved when it was loaded. */
  links: RichTextLinks;
  context: LiveContext;
}

/** The serialisable part of a block's `LoadContext`. */
export interface LiveContext {
  /** ISO time of the request. */
  now: string;
  onStaticPage: boolean;
  flags: SiteFlags;
  locale?: string;
  placement?: 'hero' | 'body';
}

/** The serialisable part of `context`. */
export function liveContextOf(context: LoadContext): LiveContext {
  return {
    now: context.now.toISOString(),
    onStaticPage: context.onStaticPage,
    flags: context.flags,
    ...(context.locale ? { locale: context.locale } : {}),
    ...(context.placement ? { placement: context.placement } : {}),
  };
}

/**
 * A `LoadContext` rebuilt in the browser from a `LiveSource`: the same values the block was
 * loaded with, and a query function that refuses (a mapper that needs another query, such as
 * the dynamic lists' article search, keeps its last render until the save refreshes the page).
 */
export function loadContextOf(source: LiveSource): LoadContext {
  return {
    query: () => Promise.reject(new Error('the live preview renders from the subscribed data only; no queries')),
    preview: true,
    now: new Date(source.context.now),
    onStaticPage: source.context.onStaticPage,
    flags: source.context.flags,
    ...(source.context.locale ? { locale: source.context.locale } : {}),
    ...(source.context.placement ? { placement: source.context.placement } : {}),
  };
}

/** Every link of `parts`, merged. */
export function mergeLinks(parts: readonly RichTextLinks[]): RichTextLinks {
  const links: RichTextLinks = { entries: {}, assets: {} };
  for (const part of parts) {
    Object.assign(links.entries, part.entries);
    Object.assign(links.assets, part.assets);
  }
  return links;
}

/**
 * What a page or article was rendered from, kept in draft mode so the live preview can draw its
 * own fields (title, disclaimer, article header and body) again from live data: the route
 * query's raw item (with `__typename` and `sys.id` on every object) and the request time its
 * mapper read (an article's archive label). Plain JSON, like `LiveSource`.
 */
export interface LiveRouteSource {
  /** `StaticPage` or `Article`. */
  typename: string;
  /** The route query's item for the URL. */
  raw: unknown;
  /** ISO time of the request. */
  now: string;
  locale?: string;
}

/**
 * A part of a page or article that follows live edits: which view component draws it (the same
 * components as the server render).
 */
export type LiveRoutePartKind =
  | { kind: 'page-title'; hero: 'none' | 'other' }
  | { kind: 'page-disclaimer' }
  | { kind: 'article-header' }
  | { kind: 'article-hero' }
  | { kind: 'article-body' };
