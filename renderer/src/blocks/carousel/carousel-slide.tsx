import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import { CtaLink } from '../../shared/link.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import { WistiaVideo } from '../../shared/wistia.js';
import type { SlideProps } from './from-carousel.js';
import { columnWidth, imageSizes } from '../../shared/breakpoints.js';

/** Up to two slides side by side from md, 24 px apart (at most half the content column from xl). */
const SLIDE_SIZES = imageSizes({ xl: columnWidth(2, 24), md: '50vw' });

/** One slide: the image or Wistia player (with transcript), then title, caption and link. Server-safe. */
export function CarouselSlide({ slide }: { slide: SlideProps }) {
  const { id, title, image, video, caption, link } = slide;
  return (
    <figure className="carousel-slide" data-type={slide.type}>
      {video ? (
        <div {...inspect(id, 'wistiaId')}>
          <WistiaVideo {...video} />
        </div>
      ) : image ? (
        <ResponsiveImage image={image} sizes={SLIDE_SIZES} className="carousel-slide__image" />
      ) : null}
      <figcaption className="carousel-slide__caption">
        <p className="carousel-slide__title" {...inspect(id, 'title')}>
          {title}
        </p>
        {caption ? (
          <div {...inspect(id, 'caption')}>
            <RichText {...caption} />
          </div>
        ) : null}
        {link ? <CtaLink link={link} /> : null}
      </figcaption>
    </figure>
  );
}
