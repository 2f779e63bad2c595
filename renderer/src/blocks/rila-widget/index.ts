import { RilaWidgetBlocksDocument, type RilaWidgetBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { fromRilaWidget } from './from-rila-widget.js';
import { RilaWidget } from './rila-widget.js';

export const rilaWidgetBlock = defineQueryBlock({
  document: RilaWidgetBlocksDocument,
  items: (data) => data.rilaWidgetCollection?.items ?? [],
  from: (item: RilaWidgetBlockFragment, context) => fromRilaWidget(item, context),
  Component: RilaWidget,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
