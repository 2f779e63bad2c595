import type { ComponentType, ReactNode } from 'react';
import type { ArticleContentBlocksItem, StaticPageContentBlocksItem, TabSectionsItem } from '@insurer/content-model/types';
import type { Padding } from '@insurer/content-model/model';
import type { LoadContext } from './query.js';
import type { LiveSource } from '../live/live-source.js';

/** Every `__typename` an entry of the content model can have as a page, article or tab block. */
export type ContentBlockTypename = NonNullable<(StaticPageContentBlocksItem | ArticleContentBlocksItem | TabSectionsItem)['__typename']>;

/**
 * Blocks of the content model that have no renderer yet: none today. A name added here is
 * skipped by the block list with a console warning, like any unknown type; moving it out makes
 * `tsc` demand its registry entry.
 */
export type DeferredBlockTypename = never;

/** The blocks the registry must render. */
export type BlockTypename = Exclude<ContentBlockTypename, DeferredBlockTypename>;

/** A block as the page query lists it: its type and id only; each block loads its own data. */
export interface BlockRef {
  __typename: string;
  sys: { id: string };
}

/** Props every block component receives besides its own: the entry id for inspector tags. */
export interface BlockBaseProps {
  id: string;
}

export type { Padding };

/**
 * How the registry renders one content type: load the props of several entries at once (one
 * GraphQL query per type and page), then render each with `Component`.
 */
export interface BlockDefinition<P extends BlockBaseProps = BlockBaseProps> {
  /** Loads the props of each id; ids it cannot load (unpublished, missing) are left out. */
  load(ids: string[], context: LoadContext): Promise<Map<string, P>>;
  Component: ComponentType<P>;
  /** The field inspector mode opens for the block as a whole (e.g. `internalName` or `title`). */
  inspectorField: string;
  /** The block's padding from its props, when it has the field. */
  padding?(props: P): Padding | undefined;
  /**
   * The block's `from…` mapper over live data (draft mode): the raw item the loader recorded in
   * `LoadContext.liveSources`, as the live-preview SDK hands it back with the editor's edits.
   */
  live?: { from(raw: unknown, source: LiveSource): P | Promise<P> };
}

/** A loaded block, ready to render. */
export interface LoadedBlock {
  typename: BlockTypename;
  id: string;
  props: BlockBaseProps;
  /** Draft mode: what the block was rendered from, for the live preview. */
  live?: LiveSource;
}

/** A block definition with its props type erased, so definitions of every block fit one map. */
export interface RegisteredBlock {
  load(ids: string[], context: LoadContext): Promise<Map<string, BlockBaseProps>>;
  render(props: BlockBaseProps): ReactNode;
  inspectorField: string;
  padding(props: BlockBaseProps): Padding | undefined;
}

/**
 * Every block the site renders, keyed by GraphQL `__typename`: a mapped type over the content
 * model's block union (minus the deferred ones), so a block type without an entry fails `tsc`.
 */
export type BlockRegistry = { readonly [K in BlockTypename]: RegisteredBlock };

/** Loads blocks by reference, like a page's (`loadBlocks`); handed to blocks that hold blocks. */
export type LoadBlocks = (refs: readonly (BlockRef | null | undefined)[], context: LoadContext) => Promise<LoadedBlock[]>;

/** Props of `Blocks`: loaded blocks in order, and the field holding them for the inspector. */
export interface BlocksProps {
  blocks: readonly LoadedBlock[];
  /** Inspector parent field id; 'contentBlocks' by default, 'sections' in a tab. */
  fieldId?: string;
}

/**
 * What a block holding other blocks (a tabbed panel's sections) receives from the registry:
 * the loader and the renderer of nested blocks, so it never imports the registry that imports it.
 */
export interface NestedBlocks {
  loadBlocks: LoadBlocks;
  Blocks: ComponentType<BlocksProps>;
}
