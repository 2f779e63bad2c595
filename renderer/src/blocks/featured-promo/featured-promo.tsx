import { PromoText } from '../../shared/promo-text.js';
import { inspect } from '../../inspector.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import { WistiaVideo } from '../../shared/wistia.js';
import type { FeaturedPromoProps, PromoOrientation } from './from-featured-promo.js';
import { FULL_WIDTH_SIZES, HALF_WIDTH_SIZES } from '../../shared/breakpoints.js';

const ORIENTATION_CLASS: Record<PromoOrientation, string> = {
  'Media Left': 'media-left',
  'Media Right': 'media-right',
  'Full size image': 'full-size',
};

/**
 * Text beside an image or video (media left or right from 992 px, docs/requirements.md#business-constants; stacked with the
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
              sizes={orientation === 'Full size image' ? FULL_WIDTH_SIZES : HALF_WIDTH_SIZES}
              className="featured-promo__image"
            />
          )}
        </div>
      ) : null}
      <PromoText
        id={id}
        block="featured-promo"
        eyebrow={eyebrow}
        title={title}
        headingId={headingId}
        body={body}
        bodyField="body"
        links={links}
      />
    </section>
  );
}
