import { WidgetBlockBlocksDocument, type WidgetBlockBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { fromWidgetBlock } from './from-widget-block.js';
import { WidgetBlock } from './widget-block.js';

export const widgetBlock = defineQueryBlock({
  document: WidgetBlockBlocksDocument,
  items: (data) => data.widgetBlockCollection?.items ?? [],
  from: (item: WidgetBlockBlockFragment) => fromWidgetBlock(item),
  Component: WidgetBlock,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
