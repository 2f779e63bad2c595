import type { ArticleListItemFragment, DynamicCarouselBlockFragment } from '@insurer/content-model/types';
import { CAROUSEL_SLIDES_MAX } from '@insurer/content-model/model';
import { fromArticle, type ArticleCardProps } from '../../articles/from-article.js';
import type { LoadContext } from '../../core/query.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { slidesShown, type SlidesShown } from '../carousel/from-carousel.js';
import { paddingOf } from '../../shared/closed-list.js';

export interface DynamicCarouselProps extends BlockBaseProps {
  title?: string;
  /** Slides side by side from 768 px up (docs/requirements.md#carousel, as the carousel). */
  slidesToShow: SlidesShown;
  /** The newest matching articles, noindex ones left out, at most `numberOfSlides` (≤ 10). */
  articles: ArticleCardProps[];
  padding?: Padding;
}

/**
 * Props of a `DynamicCarousel` entry and its fetched articles (docs/requirements.md#content-limits "dynamic carousel
 * fetch 200, then noindex-excluded and sliced"): sliced to `numberOfSlides` (default and
 * maximum 10).
 */
export function fromDynamicCarousel(
  raw: DynamicCarouselBlockFragment,
  articles: readonly ArticleListItemFragment[],
  context: Pick<LoadContext, 'onStaticPage'>,
): DynamicCarouselProps {
  const count = Math.min(raw.numberOfSlides && raw.numberOfSlides > 0 ? raw.numberOfSlides : CAROUSEL_SLIDES_MAX, CAROUSEL_SLIDES_MAX);
  return {
    id: raw.sys.id,
    ...(raw.title ? { title: raw.title } : {}),
    slidesToShow: slidesShown(raw.slidesToShow, context.onStaticPage),
    articles: articles.slice(0, count).map(fromArticle),
    ...paddingOf(raw.padding),
  };
}
