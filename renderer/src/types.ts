import type { ComponentType } from 'react';
import type { ArticleContentBlocksItem, StaticPageContentBlocksItem, TabSectionsItem } from '@insurer/content-model/types';
import type { LoadContext } from './data/query.js';

/** Every `__typename` an entry of the content model can have as a page, article or tab block. */
export type ContentBlockTypename = NonNullable<(StaticPageContentBlocksItem | ArticleContentBlocksItem | TabSectionsItem)['__typename']>;

/**
 * Blocks whose renderers come with later issues (quote widget, RILA tool, annuity widget, state
 * content, forms). Until then the block list skips them with a console warning, like any
 * unknown type; moving a name out of this list makes `tsc` demand its registry entry.
 */
export type DeferredBlockTypename = 'AnnuityPlanningWidget' | 'QuoteWidget' | 'RilaWidget' | 'StateContentDropdown';

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

/** Padding values of the content model (seed 000 §9: default 'Small (default)'). */
export type Padding = 'None' | 'Small (default)' | 'Medium' | 'Large';

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
}

/** A loaded block, ready to render. */
export interface LoadedBlock {
  typename: BlockTypename;
  id: string;
  props: BlockBaseProps;
}
