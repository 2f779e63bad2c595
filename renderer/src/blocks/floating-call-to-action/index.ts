import { FloatingCallToActionBlocksDocument, type FloatingCallToActionBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { FloatingCallToAction } from './floating-call-to-action.js';
import { fromFloatingCallToAction } from './from-floating-call-to-action.js';

export const floatingCallToActionBlock = defineQueryBlock({
  document: FloatingCallToActionBlocksDocument,
  items: (data) => data.floatingCallToActionCollection?.items ?? [],
  from: (item: FloatingCallToActionBlockFragment) => fromFloatingCallToAction(item),
  Component: FloatingCallToAction,
  inspectorField: 'internalName',
});
