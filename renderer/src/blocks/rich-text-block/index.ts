import { RichTextBlockBlocksDocument, type RichTextBlockBlockFragment } from '@insurer/content-model/types';
import { defineEmbeddingBlock } from '../../rich-text/embeds.js';
import { fromRichTextBlock } from './from-rich-text-block.js';
import { RichTextBlock } from './rich-text-block.js';

export const richTextBlock = defineEmbeddingBlock({
  document: RichTextBlockBlocksDocument,
  items: (data) => data.richTextBlockCollection?.items ?? [],
  documents: (item: RichTextBlockBlockFragment) => [item.body?.json],
  from: fromRichTextBlock,
  Component: RichTextBlock,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
