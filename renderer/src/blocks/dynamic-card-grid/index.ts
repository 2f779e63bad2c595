import { DynamicCardGridBlocksDocument, type DynamicCardGridBlockFragment } from '@insurer/content-model/types';
import { articleFilters, DYNAMIC_CARDS_FETCH, fetchArticles } from '../../articles/articles.js';
import { defineQueryBlock } from '../../core/define-block.js';
import { DynamicCardGrid } from './dynamic-card-grid.js';
import { fromDynamicCardGrid } from './from-dynamic-card-grid.js';

/** Loads each grid's entry, then its articles: up to 1000, newest first, noindex left out (docs/requirements.md#content-limits). */
export const dynamicCardGridBlock = defineQueryBlock({
  document: DynamicCardGridBlocksDocument,
  items: (data) => data.dynamicCardGridCollection?.items ?? [],
  from: async (item: DynamicCardGridBlockFragment, context) =>
    fromDynamicCardGrid(item, await fetchArticles(context, articleFilters(item), DYNAMIC_CARDS_FETCH)),
  Component: DynamicCardGrid,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
