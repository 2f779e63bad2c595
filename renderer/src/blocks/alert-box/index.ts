import { AlertBoxBlocksDocument, type AlertBoxBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { AlertBox } from './alert-box.js';
import { fromAlertBox } from './from-alert-box.js';

export const alertBoxBlock = defineQueryBlock({
  document: AlertBoxBlocksDocument,
  items: (data) => data.alertBoxCollection?.items ?? [],
  from: (item: AlertBoxBlockFragment) => fromAlertBox(item),
  Component: AlertBox,
  inspectorField: 'title',
  padding: (props) => props.padding,
});
