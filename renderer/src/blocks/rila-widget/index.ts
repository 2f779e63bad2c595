import { RilaWidgetBlocksDocument } from '@insurer/content-model/types';
import type { BlockDefinition } from '../../core/types.js';
import { fromRilaWidget, type RilaWidgetProps } from './from-rila-widget.js';
import { RilaWidget } from './rila-widget.js';

/** The RILA tool: one query for the entries and the site settings' brand; the `rilaV3` flag from the request. */
export const rilaWidgetBlock: BlockDefinition<RilaWidgetProps> = {
  Component: RilaWidget,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
  async load(ids, context) {
    const data = await context.query(RilaWidgetBlocksDocument, {
      ids,
      preview: context.preview,
      ...(context.locale ? { locale: context.locale } : {}),
    });
    const brand = data.siteSettingsCollection?.items[0]?.brandName;
    const result = new Map<string, RilaWidgetProps>();
    for (const item of data.rilaWidgetCollection?.items ?? []) {
      if (item) result.set(item.sys.id, fromRilaWidget(item, context, brand));
    }
    return result;
  },
};
