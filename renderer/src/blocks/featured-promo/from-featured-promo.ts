import type { Document } from '@contentful/rich-text-types';
import type { FeaturedPromoBlockFragment } from '@insurer/content-model/types';
import { FEATURED_PROMO_ORIENTATION, type FeaturedPromoOrientation } from '@insurer/content-model/model';
import { isDocument, type RichTextLinks, type RichTextProps } from '../../rich-text/rich-text.js';
import { fromImage, type ImageProps } from '../../shared/image.js';
import { fromLinks } from '../../shared/link-items.js';
import type { LinkProps } from '../../shared/link.js';
import { colourToken } from '../../shared/text.js';
import { fromVideo } from '../../shared/video.js';
import type { WistiaVideoProps } from '../../shared/wistia.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { isOneOf, paddingOf } from '../../shared/closed-list.js';

/** Featured promo orientations (docs/requirements.md#featured-promo "Featured promo: orientation Media Left, Media Right or Full size image"). */
export type PromoOrientation = FeaturedPromoOrientation;

/** Calls to action queried per promo; the model sets no limit. */
export const PROMO_LINKS_LIMIT = 3;

/** What the promo shows beside (or behind) its text: the video when set, else the image. */
export type PromoMedia = { kind: 'image'; image: ImageProps } | { kind: 'video'; video: WistiaVideoProps };

export interface FeaturedPromoProps extends BlockBaseProps {
  eyebrow?: string;
  title?: string;
  body?: RichTextProps;
  media?: PromoMedia;
  /** Calls to action, in the editor's order (at most 3). */
  links: LinkProps[];
  orientation: PromoOrientation;
  /** Design-system colour token, e.g. 'light-blue'. */
  backgroundColor?: string;
  padding?: Padding;
}

function isOrientation(value: string | null): value is PromoOrientation {
  return isOneOf(FEATURED_PROMO_ORIENTATION, value);
}

/**
 * Props of a `FeaturedPromo` entry; `links` resolves what its body links to. The video replaces
 * the image when both are set (the model's help text); an unknown orientation gives
 * 'Media Left' (the model's default).
 */
export function fromFeaturedPromo(raw: FeaturedPromoBlockFragment, links: (document: Document) => RichTextLinks): FeaturedPromoProps {
  const document = raw.body?.json;
  const video = fromVideo(raw.video);
  const image = fromImage(raw.image);
  const media: PromoMedia | undefined = video ? { kind: 'video', video } : image ? { kind: 'image', image } : undefined;
  const backgroundColor = colourToken(raw.backgroundColor);
  return {
    id: raw.sys.id,
    ...(raw.eyebrow?.trim() ? { eyebrow: raw.eyebrow.trim() } : {}),
    ...(raw.title?.trim() ? { title: raw.title.trim() } : {}),
    ...(isDocument(document) ? { body: { document, links: links(document) } } : {}),
    ...(media ? { media } : {}),
    links: fromLinks(raw.linksCollection?.items).slice(0, PROMO_LINKS_LIMIT),
    orientation: isOrientation(raw.orientation) ? raw.orientation : 'Media Left',
    ...(backgroundColor ? { backgroundColor } : {}),
    ...paddingOf(raw.padding),
  };
}
