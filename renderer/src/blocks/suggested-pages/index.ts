import { SuggestedPagesBlocksDocument, type SuggestedPagesBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { fromSuggestedPages } from './from-suggested-pages.js';
import { SuggestedPages } from './suggested-pages.js';

export const suggestedPagesBlock = defineQueryBlock({
  document: SuggestedPagesBlocksDocument,
  items: (data) => data.suggestedPagesCollection?.items ?? [],
  from: (item: SuggestedPagesBlockFragment) => fromSuggestedPages(item),
  Component: SuggestedPages,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
