import type { WidgetBlockBlockFragment } from '@insurer/content-model/types';
import { WIDGET_BLOCK_WIDGET_TYPE, type WidgetBlockWidgetType } from '@insurer/content-model/model';
import { isDocument, NO_LINKS, type RichTextProps } from '../../rich-text/rich-text.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/** Widget types (docs/requirements.md#widget-block). */
export type WidgetType = WidgetBlockWidgetType;

export interface WidgetBlockProps extends BlockBaseProps {
  /** Undefined for a type this renderer does not know (the block then draws nothing). */
  widgetType?: WidgetType;
  heading?: string;
  description?: RichTextProps;
  padding?: Padding;
}

/** Props of a `WidgetBlock` entry; an unknown widget type is warned about on the console. */
export function fromWidgetBlock(raw: WidgetBlockBlockFragment): WidgetBlockProps {
  const known = WIDGET_BLOCK_WIDGET_TYPE.find((type) => type === raw.widgetType);
  if (!known) console.warn(`[widget-block ${raw.sys.id}] unknown widget type ${JSON.stringify(raw.widgetType)}; nothing rendered`);
  return {
    id: raw.sys.id,
    ...(known ? { widgetType: known } : {}),
    ...(raw.heading ? { heading: raw.heading } : {}),
    ...(isDocument(raw.description?.json) ? { description: { document: raw.description.json, links: NO_LINKS } } : {}),
    ...paddingOf(raw.padding),
  };
}
