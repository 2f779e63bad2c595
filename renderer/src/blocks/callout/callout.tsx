import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import { CtaLink } from '../../shared/link.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import type { CalloutProps } from './from-callout.js';
import { imageSizes } from '../../shared/breakpoints.js';

/** A highlighted message with an optional eyebrow, image and call to action. Static: no JavaScript. */
export function Callout({ id, eyebrow, title, body, link, image, backgroundColor }: CalloutProps) {
  return (
    <aside className="callout" data-background={backgroundColor ?? 'default'} aria-labelledby={title ? `callout-${id}` : undefined}>
      {image ? <ResponsiveImage image={image} sizes={imageSizes({ md: '240px' })} className="callout__image" /> : null}
      <div className="callout__content">
        {eyebrow ? (
          <p className="eyebrow" {...inspect(id, 'eyebrow')}>
            {eyebrow}
          </p>
        ) : null}
        {title ? (
          <h2 id={`callout-${id}`} className="callout__title" {...inspect(id, 'title')}>
            {title}
          </h2>
        ) : null}
        {body ? (
          <div {...inspect(id, 'body')}>
            <RichText {...body} />
          </div>
        ) : null}
        {link ? <CtaLink link={link} /> : null}
      </div>
    </aside>
  );
}
