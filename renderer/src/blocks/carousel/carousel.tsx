import { inspect } from '../../inspector.js';
import { CarouselFrame } from './carousel-frame.js';
import { CarouselSlide } from './carousel-slide.js';
import type { CarouselProps } from './from-carousel.js';

/**
 * Image and video slides (docs/requirements.md#carousel): static when there are no more slides than
 * shown, otherwise an island that mounts near the viewport. No slides (all expired): nothing.
 */
export function Carousel({ id, title, slidesToShow, slides }: CarouselProps) {
  if (!slides.length) return null;
  return (
    <CarouselFrame
      id={id}
      {...(title ? { title } : {})}
      label="Carousel"
      slidesToShow={slidesToShow}
      titleAttributes={{ ...inspect(id, 'title') }}
      slidesAttributes={{ ...inspect(id, 'slides') }}
      slides={slides.map((slide) => ({ key: slide.id, node: <CarouselSlide slide={slide} /> }))}
    />
  );
}
