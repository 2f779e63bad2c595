import { CustomChartBlocksDocument, type CustomChartBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { CustomChart } from './custom-chart.js';
import { fromCustomChart } from './from-custom-chart.js';

export const customChartBlock = defineQueryBlock({
  document: CustomChartBlocksDocument,
  items: (data) => data.customChartCollection?.items ?? [],
  from: (item: CustomChartBlockFragment) => fromCustomChart(item),
  Component: CustomChart,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
