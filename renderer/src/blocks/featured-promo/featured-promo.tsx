import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import { CtaLink } from '../../shared/link.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import { WistiaVideo } from '../../shared/wistia.js';
import type { FeaturedPromoProps, PromoOrientation } from './from-featured-promo.js';

const ORIENTATION_CLASS: Record<PromoOrientation, string> = {
  'Media Left': 'media-left',
  'Media Right': 'media-right',
  'Full size image': 'full-size',
};

/**
 * Text beside an image or video (media left or right from 992 px, seed 000 §9; stacked with the
 * media first below), or over a full-size image ('Full size image': the text sits on a solid
 * panel over the picture, so its contrast does not depend on the picture). Static: no
 * JavaScript of ours.
 */
export function FeaturedPromo({ id, eyebrow, title, body, media, links, orientation, backgroundColor }: FeaturedPromoProps) {
  const headingId = `featured-promo-${id}`;
  return (
    <section
      className="featured-promo"
      data-orientation={ORIENTATION_CLASS[orientation]}
      data-media={media?.kind ?? 'none'}
      data-background={backgroundColor ?? 'default'}
      aria-labelledby={title ? headingId : undefined}
    >
      {media ? (
        <div className="featured-promo__media" {...inspect(id, media.kind)}>
          {media.kind === 'video' ? (
            <WistiaVideo {...media.video} />
          ) : (
            <ResponsiveImage
              image={media.image}
              sizes={orientation === 'Full size image' ? '(min-width: 1200px) 1168px, 100vw' : '(min-width: 992px) 584px, 100vw'}
              className="featured-promo__image"
            />
          )}
        </div>
      ) : null}
      <div className="featured-promo__content">
        {eyebrow ? (
          <p className="eyebrow" {...inspect(id, 'eyebrow')}>
            {eyebrow}
          </p>
        ) : null}
        {title ? (
          <h2 id={headingId} className="featured-promo__title" {...inspect(id, 'title')}>
            {title}
          </h2>
        ) : null}
        {body ? (
          <div className="featured-promo__body" {...inspect(id, 'body')}>
            <RichText {...body} />
          </div>
        ) : null}
        {links.length ? (
          <ul className="featured-promo__links" {...inspect(id, 'links')}>
            {links.map((link) => (
              <li key={link.id}>
                <CtaLink link={link} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
