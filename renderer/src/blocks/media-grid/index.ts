import { MediaGridBlocksDocument, type MediaGridBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { fromMediaGrid } from './from-media-grid.js';
import { MediaGrid } from './media-grid.js';

export const mediaGridBlock = defineQueryBlock({
  document: MediaGridBlocksDocument,
  items: (data) => data.mediaGridCollection?.items ?? [],
  from: (item: MediaGridBlockFragment) => fromMediaGrid(item),
  Component: MediaGrid,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
