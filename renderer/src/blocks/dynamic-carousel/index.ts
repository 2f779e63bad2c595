import { DynamicCarouselBlocksDocument, type DynamicCarouselBlockFragment } from '@insurer/content-model/types';
import { ARTICLE_QUERY_LIMIT, articleFilters, fetchArticles } from '../../articles/articles.js';
import { defineQueryBlock } from '../../core/define-block.js';
import { DynamicCarousel } from './dynamic-carousel.js';
import { fromDynamicCarousel } from './from-dynamic-carousel.js';

/** Loads each carousel's entry, then 200 matching articles, noindex ones left out, sliced (docs/requirements.md#content-limits). */
export const dynamicCarouselBlock = defineQueryBlock({
  document: DynamicCarouselBlocksDocument,
  items: (data) => data.dynamicCarouselCollection?.items ?? [],
  from: async (item: DynamicCarouselBlockFragment, context) =>
    fromDynamicCarousel(item, await fetchArticles(context, articleFilters(item), ARTICLE_QUERY_LIMIT), context),
  Component: DynamicCarousel,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
