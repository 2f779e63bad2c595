import { HeaderBlockBlocksDocument, type HeaderBlockBlockFragment } from '@insurer/content-model/types';
import { defineEmbeddingBlock } from '../../rich-text/embeds.js';
import { fromHeaderBlock } from './from-header-block.js';
import { HeaderBlock } from './header-block.js';

export const headerBlock = defineEmbeddingBlock({
  document: HeaderBlockBlocksDocument,
  items: (data) => data.headerBlockCollection?.items ?? [],
  documents: (item: HeaderBlockBlockFragment) => [item.description?.json],
  // As the page hero the header block's heading is the page's h1 and its image loads eagerly.
  from: (item, links, context) => ({
    ...fromHeaderBlock(item, links),
    headingLevel: context.placement === 'hero' ? (1 as const) : (2 as const),
  }),
  Component: HeaderBlock,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
