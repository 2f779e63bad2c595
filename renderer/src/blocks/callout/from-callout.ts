import type { CalloutBlockFragment } from '@insurer/content-model/types';
import { isDocument, NO_LINKS, type RichTextProps } from '../../rich-text/rich-text.js';
import { fromImage, type ImageProps } from '../../shared/image.js';
import { fromLink, type LinkProps } from '../../shared/link.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

export interface CalloutProps extends BlockBaseProps {
  eyebrow?: string;
  title?: string;
  body?: RichTextProps;
  link?: LinkProps;
  image?: ImageProps;
  /** A CSS colour from the content model's palette, or undefined for the default surface. */
  backgroundColor?: string;
  padding?: Padding;
}

/** Props of a `Callout` entry as the block query answers it. */
export function fromCallout(raw: CalloutBlockFragment): CalloutProps {
  const link = fromLink(raw.link);
  const image = fromImage(raw.image);
  return {
    id: raw.sys.id,
    ...(raw.eyebrow ? { eyebrow: raw.eyebrow } : {}),
    ...(raw.title ? { title: raw.title } : {}),
    ...(isDocument(raw.body?.json) ? { body: { document: raw.body.json, links: NO_LINKS } } : {}),
    ...(link ? { link } : {}),
    ...(image ? { image } : {}),
    ...(raw.backgroundColor ? { backgroundColor: raw.backgroundColor } : {}),
    ...paddingOf(raw.padding),
  };
}
