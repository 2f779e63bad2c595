import { ArticleCard } from '../../articles/article-card.js';
import { inspect } from '../../inspector.js';
import { CarouselFrame } from '../carousel/carousel-frame.js';
import type { DynamicCarouselProps } from './from-dynamic-carousel.js';

/**
 * A carousel of the newest matching articles as cards, sharing the carousel's frame and island
 * (static when the articles fit, mounted near the viewport otherwise). No articles: nothing.
 */
export function DynamicCarousel({ id, title, slidesToShow, articles }: DynamicCarouselProps) {
  if (!articles.length) return null;
  return (
    <CarouselFrame
      id={id}
      {...(title ? { title } : {})}
      label="Articles"
      slidesToShow={slidesToShow}
      titleAttributes={{ ...inspect(id, 'title') }}
      slides={articles.map((article) => ({ key: article.id, node: <ArticleCard article={article} headingLevel={title ? 3 : 2} /> }))}
    />
  );
}
