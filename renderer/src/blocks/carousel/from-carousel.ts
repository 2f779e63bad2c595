import type { CarouselBlockFragment, CarouselSlideItemFragment } from '@insurer/content-model/types';
import { CAROUSEL_SLIDES_MAX, type CarouselSlideType } from '@insurer/content-model/model';
import type { LoadContext } from '../../core/query.js';
import { isDocument, NO_LINKS, type RichTextProps } from '../../rich-text/rich-text.js';
import { fromImage, type ImageProps } from '../../shared/image.js';
import { fromLink, type LinkProps } from '../../shared/link.js';
import type { WistiaVideoProps } from '../../shared/wistia.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/** Slides shown side by side on tablets and desktops: 1, 2, or 3 (docs/requirements.md#carousel). */
export type SlidesShown = 1 | 2 | 3;

export interface SlideProps {
  id: string;
  title: string;
  type: CarouselSlideType;
  /** The picture of an Image slide (a Video slide draws the player instead). */
  image?: ImageProps;
  /** The Wistia player of a Video slide. */
  video?: WistiaVideoProps;
  caption?: RichTextProps;
  link?: LinkProps;
}

export interface CarouselProps extends BlockBaseProps {
  title?: string;
  /** Slides shown at once from 768 px up (one below); already resolved from the entry's 1, 2 or 4. */
  slidesToShow: SlidesShown;
  slides: SlideProps[];
  padding?: Padding;
}

/**
 * docs/requirements.md#carousel "Carousel shows 1 or 2 slides at once (3 on wide static pages when 4 is set)":
 * the entry's `slidesToShow` 1 or 2 as is; 4 gives 3 on static pages and 2 elsewhere (articles
 * have a narrower column); anything else 1.
 */
export function slidesShown(slidesToShow: number | null | undefined, onStaticPage: boolean): SlidesShown {
  if (slidesToShow === 2) return 2;
  if (slidesToShow === 4) return onStaticPage ? 3 : 2;
  return 1;
}

/** True when the slide's `expirationDate` is before `now` (docs/requirements.md#carousel; the field's help: "no longer shown after this moment"). */
export function isExpired(expirationDate: string | null | undefined, now: Date): boolean {
  if (!expirationDate) return false;
  const time = Date.parse(expirationDate);
  return !Number.isNaN(time) && time < now.getTime();
}

/** Props of one slide, or undefined when it has nothing to show (no image, or a Video slide with no Wistia id). */
export function fromSlide(raw: CarouselSlideItemFragment): SlideProps | undefined {
  const image = fromImage(raw.image);
  const caption = isDocument(raw.caption?.json) ? { document: raw.caption.json, links: NO_LINKS } : undefined;
  const link = fromLink(raw.link);
  const title = raw.title ?? '';
  const base = { id: raw.sys.id, title, ...(caption ? { caption } : {}), ...(link ? { link } : {}) };
  if (raw.type === 'Video' && raw.wistiaId) {
    return { ...base, type: 'Video', video: { wistiaId: raw.wistiaId, title, ...(raw.transcript ? { transcript: raw.transcript } : {}) } };
  }
  return image ? { ...base, type: 'Image', image } : undefined;
}

/** Props of a `Carousel` entry: expired slides dropped (at `context.now`), at most 10 slides. */
export function fromCarousel(raw: CarouselBlockFragment, context: Pick<LoadContext, 'now' | 'onStaticPage'>): CarouselProps {
  const slides = (raw.slidesCollection?.items ?? [])
    .filter((slide): slide is CarouselSlideItemFragment => Boolean(slide) && !isExpired(slide?.expirationDate, context.now))
    .map(fromSlide)
    .filter((slide): slide is SlideProps => Boolean(slide))
    .slice(0, CAROUSEL_SLIDES_MAX);
  return {
    id: raw.sys.id,
    ...(raw.title ? { title: raw.title } : {}),
    slidesToShow: slidesShown(raw.slidesToShow, context.onStaticPage),
    slides,
    ...paddingOf(raw.padding),
  };
}
