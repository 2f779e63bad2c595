import type { Document } from '@contentful/rich-text-types';
import type { HeaderBlockBlockFragment } from '@insurer/content-model/types';
import { isDocument, type RichTextLinks, type RichTextProps } from '../../rich-text/rich-text.js';
import { fromImage, type ImageProps } from '../../shared/image.js';
import { fromLinks } from '../../shared/link-items.js';
import type { LinkProps } from '../../shared/link.js';
import { colourToken } from '../../shared/text.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/** Calls to action queried per header; the model sets no limit. */
export const HEADER_LINKS_LIMIT = 3;

export interface HeaderBlockProps extends BlockBaseProps {
  eyebrow?: string;
  title: string;
  description?: RichTextProps;
  image?: ImageProps;
  /** Calls to action, in the editor's order (at most 3). */
  links: LinkProps[];
  /** Design-system colour token, e.g. 'light-blue'. */
  backgroundColor?: string;
  /**
   * 2 among the content blocks; 1 when the page draws it as its hero (the model: "The page
   * heading (h1 when used as the hero)"), which also loads its image eagerly.
   */
  headingLevel: 1 | 2;
  padding?: Padding;
}

/** Props of a `HeaderBlock` entry; `links` resolves what its description links to. */
export function fromHeaderBlock(raw: HeaderBlockBlockFragment, links: (document: Document) => RichTextLinks): HeaderBlockProps {
  const document = raw.description?.json;
  const image = fromImage(raw.image);
  const backgroundColor = colourToken(raw.backgroundColor);
  return {
    id: raw.sys.id,
    ...(raw.eyebrow?.trim() ? { eyebrow: raw.eyebrow.trim() } : {}),
    title: raw.title?.trim() ?? '',
    ...(isDocument(document) ? { description: { document, links: links(document) } } : {}),
    ...(image ? { image } : {}),
    links: fromLinks(raw.linksCollection?.items).slice(0, HEADER_LINKS_LIMIT),
    ...(backgroundColor ? { backgroundColor } : {}),
    headingLevel: 2,
    ...paddingOf(raw.padding),
  };
}
