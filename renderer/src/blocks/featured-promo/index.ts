import { FeaturedPromoBlocksDocument, type FeaturedPromoBlockFragment } from '@insurer/content-model/types';
import { defineEmbeddingBlock } from '../../rich-text/embeds.js';
import { FeaturedPromo } from './featured-promo.js';
import { fromFeaturedPromo } from './from-featured-promo.js';

export const featuredPromoBlock = defineEmbeddingBlock({
  document: FeaturedPromoBlocksDocument,
  items: (data) => data.featuredPromoCollection?.items ?? [],
  documents: (item: FeaturedPromoBlockFragment) => [item.body?.json],
  from: fromFeaturedPromo,
  Component: FeaturedPromo,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
