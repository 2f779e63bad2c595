import { PromoText } from '../../shared/promo-text.js';
import { inspect } from '../../inspector.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import type { HeaderBlockProps } from './from-header-block.js';
import { HALF_WIDTH_SIZES } from '../../shared/breakpoints.js';

/**
 * A page header: eyebrow, heading (h1 as the page hero, h2 otherwise), text, calls to action,
 * and an image beside the text from 992 px (stacked below). Static: no JavaScript.
 */
export function HeaderBlock({ id, eyebrow, title, description, image, links, backgroundColor, headingLevel }: HeaderBlockProps) {
  const headingId = `header-block-${id}`;
  return (
    <section
      className="header-block"
      data-background={backgroundColor ?? 'default'}
      data-image={image ? 'true' : 'false'}
      aria-labelledby={title ? headingId : undefined}
    >
      <PromoText
        id={id}
        block="header-block"
        eyebrow={eyebrow}
        title={title}
        headingId={headingId}
        headingLevel={headingLevel}
        body={description}
        bodyField="description"
        links={links}
      />
      {image ? (
        <div className="header-block__media" {...inspect(id, 'image')}>
          <ResponsiveImage image={image} sizes={HALF_WIDTH_SIZES} className="header-block__image" priority={headingLevel === 1} />
        </div>
      ) : null}
    </section>
  );
}
