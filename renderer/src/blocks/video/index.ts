import { VideoBlocksDocument, type VideoBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { fromVideoBlock } from './from-video.js';
import { VideoBlock } from './video.js';

export const videoBlock = defineQueryBlock({
  document: VideoBlocksDocument,
  items: (data) => data.videoCollection?.items ?? [],
  from: (item: VideoBlockFragment) => fromVideoBlock(item),
  Component: VideoBlock,
  inspectorField: 'title',
});
