'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { debounce } from 'throttle-debounce';
import { useHydratedMark } from '../../shared/use-hydrated.js';
import { BREAKPOINTS } from '../../shared/breakpoints.js';

/** Viewport width (px) below which one slide is shown (docs/requirements.md#business-constants breakpoint 768). */
export const CAROUSEL_BREAKPOINT = BREAKPOINTS.md;
/** Resize handler debounce (docs/requirements.md#business-constants "Resize handlers debounced at 500 ms"). */
export const RESIZE_DEBOUNCE_MS = 500;
/** The carousel mounts when within this root margin of the viewport (docs/requirements.md#carousel). */
export const MOUNT_ROOT_MARGIN = '75%';

export interface CarouselIslandProps {
  /** DOM id base, unique on the page. */
  id: string;
  /** Id of the element naming the carousel (its heading), or none: then `label` names it. */
  labelledBy?: string;
  label: string;
  /** Slides side by side from 768 px up (1 below). */
  slidesToShow: number;
  /** The slides, rendered on the server. */
  slides: { key: string; node: ReactNode }[];
}

function announcement(first: number, shown: number, total: number): string {
  const last = Math.min(first + shown, total);
  return shown === 1 || last === first + 1 ? `Slide ${first + 1} of ${total}` : `Slides ${first + 1} to ${last} of ${total}`;
}

/**
 * The interactive carousel: until it comes within a 75% root margin of the viewport it renders
 * the first slides statically (as the server did); then previous/next buttons step one slide,
 * slides out of view are `inert`, and a polite live region announces the position.
 */
export function CarouselIsland({ id, labelledBy, label, slidesToShow, slides }: CarouselIslandProps) {
  const { ref, inView } = useInView({ rootMargin: MOUNT_ROOT_MARGIN, triggerOnce: true, fallbackInView: true });
  const [wide, setWide] = useState(true);
  const mark = useHydratedMark();
  const [index, setIndex] = useState(0);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const update = () => setWide(window.innerWidth >= CAROUSEL_BREAKPOINT);
    update();
    const onResize = debounce(RESIZE_DEBOUNCE_MS, update);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const total = slides.length;
  const shown = wide ? Math.min(slidesToShow, total) : 1;
  const last = Math.max(0, total - shown);
  const current = Math.min(index, last);
  const trackId = `carousel-${id}-track`;
  const naming = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label };

  if (!inView) {
    return (
      <div ref={ref} className="carousel carousel--static" data-state="static" {...mark}>
        <ul className="carousel__static-list">
          {slides.slice(0, slidesToShow).map((slide) => (
            <li key={slide.key} className="carousel__static-slide">
              {slide.node}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const go = (next: number) => {
    const target = Math.max(0, Math.min(next, last));
    if (target === current) return;
    setIndex(target);
    setMessage(announcement(target, shown, total));
  };

  return (
    <section ref={ref} className="carousel" data-state="interactive" aria-roledescription="carousel" {...naming} {...mark}>
      <div className="carousel__viewport">
        <div id={trackId} className="carousel__track" style={{ transform: `translateX(-${(current * 100) / shown}%)` }}>
          {slides.map((slide, i) => {
            const visible = i >= current && i < current + shown;
            return (
              <div
                key={slide.key}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${total}`}
                data-state={visible ? 'active' : 'inactive'}
                inert={!visible}
                style={{ flexBasis: `${100 / shown}%` }}
              >
                {slide.node}
              </div>
            );
          })}
        </div>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          aria-controls={trackId}
          aria-disabled={current === 0}
          onClick={() => go(current - 1)}
        >
          <span aria-hidden="true">‹</span> Previous slide
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-controls={trackId}
          aria-disabled={current === last}
          onClick={() => go(current + 1)}
        >
          Next slide <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {message}
      </p>
    </section>
  );
}
