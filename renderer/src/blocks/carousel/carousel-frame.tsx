import type { CSSProperties, ReactNode } from 'react';
import { LazyCarouselIsland } from '../small-islands.js';

export interface CarouselFrameProps {
  /** DOM id base (the block's entry id). */
  id: string;
  title?: string;
  /** Fallback accessible name when there is no title. */
  label: string;
  /** Slides side by side from 768 px up: 1, 2 or 3. */
  slidesToShow: number;
  slides: { key: string; node: ReactNode }[];
  /** Inspector tags of the heading. */
  titleAttributes?: Record<string, string>;
  /** Inspector tags of the slides list. */
  slidesAttributes?: Record<string, string>;
}

/**
 * The frame both carousels share: a heading, then either a static list when there are no more
 * slides than shown (docs/requirements.md#carousel "static when slides do not exceed that number": no JavaScript),
 * or the interactive island.
 */
export function CarouselFrame({ id, title, label, slidesToShow, slides, titleAttributes = {}, slidesAttributes = {} }: CarouselFrameProps) {
  const headingId = `carousel-${id}-title`;
  return (
    <div className="carousel-block" style={{ '--carousel-shown': slidesToShow } as CSSProperties}>
      {title ? (
        <h2 id={headingId} className="carousel-block__title" {...titleAttributes}>
          {title}
        </h2>
      ) : null}
      <div {...slidesAttributes}>
        {slides.length <= slidesToShow ? (
          <section
            className="carousel carousel--static"
            data-state="static"
            {...(title ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
          >
            <ul className="carousel__static-list">
              {slides.map((slide) => (
                <li key={slide.key} className="carousel__static-slide">
                  {slide.node}
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <LazyCarouselIsland
            id={id}
            label={label}
            slidesToShow={slidesToShow}
            slides={slides}
            {...(title ? { labelledBy: headingId } : {})}
          />
        )}
      </div>
    </div>
  );
}
