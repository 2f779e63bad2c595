import { PullQuoteBlocksDocument, type PullQuoteBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { fromPullQuote } from './from-pull-quote.js';
import { PullQuote } from './pull-quote.js';

export const pullQuoteBlock = defineQueryBlock({
  document: PullQuoteBlocksDocument,
  items: (data) => data.pullQuoteCollection?.items ?? [],
  from: (item: PullQuoteBlockFragment) => fromPullQuote(item),
  Component: PullQuote,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
