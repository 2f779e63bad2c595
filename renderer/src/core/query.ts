import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { SiteFlags } from '@insurer/contracts/flags';
import type { RichTextLinks } from '../rich-text/rich-text.js';

/**
 * Runs one GraphQL operation against the Content API and answers its `data`. The caller decides
 * delivery or preview (token, caching, tags); blocks only pass `preview` through as a variable.
 * Implementations throw on transport errors and on GraphQL errors without data.
 */
export type QueryFn = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

/**
 * Where a block loader records, in draft mode, the raw GraphQL item each block was rendered
 * from and the rich-text links it embeds, by entry id (see `LiveSource` in the live folder).
 */
export type LiveSources = Map<string, { raw: unknown; links: RichTextLinks }>;

/** What every block loader receives besides the ids. */
export interface LoadContext {
  query: QueryFn;
  /** Drafts (Content Preview API) instead of published content. */
  preview: boolean;
  /**
   * With `preview`: the editor's aids too (inspector tags, the live preview's sources), as in draft
   * mode (the default). False for drafts shown to a reviewer through a shared preview link, who
   * edits nothing (docs/requirements.md#decision-shared-preview-links).
   */
  editorAids?: boolean;
  /** Locale code; the space's default when undefined. */
  locale?: string;
  /** "Now" for date rules (expiry), injectable for tests. */
  now: Date;
  /** True when the block sits on a static page (carousel shows 3 slides on wide pages, docs/requirements.md#carousel). */
  onStaticPage: boolean;
  /** The request's evaluated feature flags (docs/requirements.md#feature-flags). */
  flags: SiteFlags;
  /** Where the blocks sit: the page hero (its heading is the page's h1) or the body (default). */
  placement?: 'hero' | 'body';
  /**
   * Draft mode only: where block loaders record the raw GraphQL item each block was rendered
   * from, for the live preview (`loadBlocks` sets it; docs/architecture.md#live-preview).
   */
  liveSources?: LiveSources;
}

/** True when a render of `context` carries the editor's aids: draft mode, not a shared preview. */
export function withEditorAids(context: Pick<LoadContext, 'preview' | 'editorAids'>): boolean {
  return context.preview && context.editorAids !== false;
}
