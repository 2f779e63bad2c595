import { ImageBlocksDocument, type ImageBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { fromImageBlock } from './from-image.js';
import { ImageBlock } from './image.js';

export const imageBlock = defineQueryBlock({
  document: ImageBlocksDocument,
  items: (data) => data.imageCollection?.items ?? [],
  from: (item: ImageBlockFragment) => fromImageBlock(item),
  Component: ImageBlock,
  inspectorField: 'internalName',
});
