import { AnnuityPlanningWidgetBlocksDocument, type AnnuityPlanningWidgetBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { AnnuityPlanningWidget } from './annuity-planning-widget.js';
import { fromAnnuityPlanningWidget } from './from-annuity-planning-widget.js';

export const annuityPlanningWidgetBlock = defineQueryBlock({
  document: AnnuityPlanningWidgetBlocksDocument,
  items: (data) => data.annuityPlanningWidgetCollection?.items ?? [],
  from: (item: AnnuityPlanningWidgetBlockFragment) => fromAnnuityPlanningWidget(item),
  Component: AnnuityPlanningWidget,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
  // A tool: its configuration is edited in a field app, which previews it in place.
  live: false,
});
