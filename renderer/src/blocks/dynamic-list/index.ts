import { DynamicListBlocksDocument, type DynamicListBlockFragment } from '@insurer/content-model/types';
import { ARTICLE_QUERY_LIMIT, articleFilters, fetchArticles } from '../../articles/articles.js';
import { defineQueryBlock } from '../../core/define-block.js';
import { DynamicList } from './dynamic-list.js';
import { fromDynamicList } from './from-dynamic-list.js';

/** Loads each list's entry, then its articles (docs/requirements.md#article-query: limit 200, newest first, noindex left out). */
export const dynamicListBlock = defineQueryBlock({
  document: DynamicListBlocksDocument,
  items: (data) => data.dynamicListCollection?.items ?? [],
  from: async (item: DynamicListBlockFragment, context) =>
    fromDynamicList(item, await fetchArticles(context, articleFilters(item), ARTICLE_QUERY_LIMIT)),
  Component: DynamicList,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
