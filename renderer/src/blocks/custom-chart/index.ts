import { CustomChartBlocksDocument, type CustomChartBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import type { BlockDefinition } from '../../core/types.js';
import { chartSvgs } from './chart-svg.js';
import { chartDescription, CustomChart } from './custom-chart.js';
import { BAR_CHART, fromCustomChart, type CustomChartProps } from './from-custom-chart.js';

const mapped = defineQueryBlock({
  document: CustomChartBlocksDocument,
  items: (data) => data.customChartCollection?.items ?? [],
  from: (item: CustomChartBlockFragment) => fromCustomChart(item),
  Component: CustomChart,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});

/**
 * The bar chart block: mapped by `fromCustomChart`, then, on the server, each bar chart drawn to
 * SVG by @nivo/bar (`chartSvgs`), so the page needs no chart JavaScript. The live preview's
 * browser mapping (`live.from`) draws no SVG: the block draws the chart in the browser there.
 */
export const customChartBlock: BlockDefinition<CustomChartProps> = {
  ...mapped,
  async load(ids, context) {
    const loaded = await mapped.load(ids, context);
    await Promise.all(
      [...loaded].map(async ([id, props]) => {
        if (props.chartType !== BAR_CHART) return;
        loaded.set(id, { ...props, svgs: await chartSvgs(props.rows, props.maxValue, chartDescription(props.title, props.rows)) });
      }),
    );
    return loaded;
  },
};
