import { QuoteWidgetBlocksDocument, type QuoteWidgetBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { fromQuoteWidget } from './from-quote-widget.js';
import { QuoteWidget } from './quote-widget.js';

export const quoteWidgetBlock = defineQueryBlock({
  document: QuoteWidgetBlocksDocument,
  items: (data) => data.quoteWidgetCollection?.items ?? [],
  from: (item: QuoteWidgetBlockFragment, context) => fromQuoteWidget(item, context),
  Component: QuoteWidget,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
  // A tool: its configuration is edited in a field app, which previews it in place.
  live: false,
});
