import { CustomHtmlBlocksDocument, type CustomHtmlBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { CustomHtml } from './custom-html.js';
import { fromCustomHtml } from './from-custom-html.js';

export const customHtmlBlock = defineQueryBlock({
  document: CustomHtmlBlocksDocument,
  items: (data) => data.customHtmlCollection?.items ?? [],
  from: (item: CustomHtmlBlockFragment) => fromCustomHtml(item),
  Component: CustomHtml,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
