import type { Document } from '@contentful/rich-text-types';
import type { RichTextBlockBlockFragment } from '@insurer/content-model/types';
import { isDocument, type RichTextLinks, type RichTextProps } from '../../rich-text/rich-text.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

export interface RichTextBlockProps extends BlockBaseProps {
  /** Undefined for an empty draft (nothing is drawn). */
  body?: RichTextProps;
  /** Where the figures of a table in the body come from, shown as "Source: …" (docs/requirements.md#decision-statistics-sources). */
  source?: string;
  padding?: Padding;
}

/**
 * Props of a `RichTextBlock` entry; `links` resolves what its body embeds (links, images,
 * videos, assets), as `loadEmbeds` fetched them.
 */
export function fromRichTextBlock(raw: RichTextBlockBlockFragment, links: (document: Document) => RichTextLinks): RichTextBlockProps {
  const document = raw.body?.json;
  return {
    id: raw.sys.id,
    ...(isDocument(document) ? { body: { document, links: links(document) } } : {}),
    ...(raw.source?.trim() ? { source: raw.source.trim() } : {}),
    ...paddingOf(raw.padding),
  };
}
