import { AccentHeadingBlocksDocument, type AccentHeadingBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { AccentHeading } from './accent-heading.js';
import { fromAccentHeading } from './from-accent-heading.js';

export const accentHeadingBlock = defineQueryBlock({
  document: AccentHeadingBlocksDocument,
  items: (data) => data.accentHeadingCollection?.items ?? [],
  from: (item: AccentHeadingBlockFragment) => fromAccentHeading(item),
  Component: AccentHeading,
  inspectorField: 'text',
  padding: (props) => props.padding,
});
