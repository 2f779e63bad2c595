import type { Document } from '@contentful/rich-text-types';
import type { AccordionGroupBlockFragment } from '@insurer/content-model/types';
import { ACCORDION_GROUP_ITEMS_MAX, ACCORDION_GROUP_MODE, type AccordionGroupMode } from '@insurer/content-model/model';
import { isDocument, type RichTextLinks, type RichTextProps } from '../../rich-text/rich-text.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { isOneOf, paddingOf } from '../../shared/closed-list.js';

/** Accordion modes (docs/requirements.md#accordion "Accordion: … modes Standard and Highlight"). */
export type AccordionMode = AccordionGroupMode;

export interface AccordionItemProps {
  /** The `AccordionItem` entry id. */
  id: string;
  title: string;
  subtitle?: string;
  /** The collapsible content; links, videos and images it embeds are resolved. */
  description?: RichTextProps;
}

export interface AccordionProps extends BlockBaseProps {
  title?: string;
  subtitle?: string;
  mode: AccordionMode;
  /** Shows the control that opens or closes every item at once. */
  expandAll: boolean;
  /** The first item starts open (docs/requirements.md#accordion "one item is open initially if activateFirstItem is set"). */
  activateFirstItem: boolean;
  /** At most 10, in the editor's order; items without a title are left out. */
  items: AccordionItemProps[];
  padding?: Padding;
}

function isMode(value: string | null): value is AccordionMode {
  return isOneOf(ACCORDION_GROUP_MODE, value);
}

/** The rich-text documents of a group's items, for `loadEmbeds`. */
export function accordionDocuments(raw: AccordionGroupBlockFragment): unknown[] {
  return (raw.itemsCollection?.items ?? []).map((item) => item?.accordionDescription?.json);
}

/**
 * Props of an `AccordionGroup` entry with its items; `links` resolves what each description
 * embeds. An unknown or empty mode gives 'Standard' (the model's default).
 */
export function fromAccordion(raw: AccordionGroupBlockFragment, links: (document: Document) => RichTextLinks): AccordionProps {
  const items: AccordionItemProps[] = [];
  for (const item of (raw.itemsCollection?.items ?? []).slice(0, ACCORDION_GROUP_ITEMS_MAX)) {
    const title = item?.title?.trim();
    if (!item || !title) continue;
    const document = item.accordionDescription?.json;
    items.push({
      id: item.sys.id,
      title,
      ...(item.subtitle?.trim() ? { subtitle: item.subtitle.trim() } : {}),
      ...(isDocument(document) ? { description: { document, links: links(document) } } : {}),
    });
  }
  return {
    id: raw.sys.id,
    ...(raw.title?.trim() ? { title: raw.title.trim() } : {}),
    ...(raw.subtitle?.trim() ? { subtitle: raw.subtitle.trim() } : {}),
    mode: isMode(raw.mode) ? raw.mode : 'Standard',
    expandAll: raw.expandAll === true,
    activateFirstItem: raw.activateFirstItem === true,
    items,
    ...paddingOf(raw.padding),
  };
}
