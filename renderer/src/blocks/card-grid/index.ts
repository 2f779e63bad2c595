import { CardGridBlocksDocument, type CardGridBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { CardGrid } from './card-grid.js';
import { fromCardGrid } from './from-card-grid.js';

export const cardGridBlock = defineQueryBlock({
  document: CardGridBlocksDocument,
  items: (data) => data.cardGridCollection?.items ?? [],
  from: (item: CardGridBlockFragment) => fromCardGrid(item),
  Component: CardGrid,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
