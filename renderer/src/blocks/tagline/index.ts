import { TaglineBlocksDocument, type TaglineBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { fromTagline } from './from-tagline.js';
import { Tagline } from './tagline.js';

export const taglineBlock = defineQueryBlock({
  document: TaglineBlocksDocument,
  items: (data) => data.taglineCollection?.items ?? [],
  from: (item: TaglineBlockFragment) => fromTagline(item),
  Component: Tagline,
  inspectorField: 'text',
  padding: (props) => props.padding,
});
