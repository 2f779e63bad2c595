import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import { CtaLink } from '../../shared/link.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import type { HeaderBlockProps } from './from-header-block.js';

/**
 * A page header: eyebrow, heading (h1 as the page hero, h2 otherwise), text, calls to action,
 * and an image beside the text from 992 px (stacked below). Static: no JavaScript.
 */
export function HeaderBlock({ id, eyebrow, title, description, image, links, backgroundColor, headingLevel }: HeaderBlockProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `header-block-${id}`;
  return (
    <section
      className="header-block"
      data-background={backgroundColor ?? 'default'}
      data-image={image ? 'true' : 'false'}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="header-block__content">
        {eyebrow ? (
          <p className="eyebrow" {...inspect(id, 'eyebrow')}>
            {eyebrow}
          </p>
        ) : null}
        {title ? (
          <Heading id={headingId} className="header-block__title" {...inspect(id, 'title')}>
            {title}
          </Heading>
        ) : null}
        {description ? (
          <div className="header-block__description" {...inspect(id, 'description')}>
            <RichText {...description} />
          </div>
        ) : null}
        {links.length ? (
          <ul className="header-block__links" {...inspect(id, 'links')}>
            {links.map((link) => (
              <li key={link.id}>
                <CtaLink link={link} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {image ? (
        <div className="header-block__media" {...inspect(id, 'image')}>
          <ResponsiveImage
            image={image}
            sizes="(min-width: 992px) 50vw, 100vw"
            className="header-block__image"
            priority={headingLevel === 1}
          />
        </div>
      ) : null}
    </section>
  );
}
