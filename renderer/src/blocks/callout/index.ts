import { CalloutBlocksDocument, type CalloutBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { Callout } from './callout.js';
import { fromCallout } from './from-callout.js';

export const calloutBlock = defineQueryBlock({
  document: CalloutBlocksDocument,
  items: (data) => data.calloutCollection?.items ?? [],
  from: (item: CalloutBlockFragment) => fromCallout(item),
  Component: Callout,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
