import { inspect } from '../../inspector.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import type { PullQuoteProps } from './from-pull-quote.js';

/** A highlighted quotation with its attribution as the caption. Static: no JavaScript. */
export function PullQuote({ id, quote, attribution, attributionTitle, image }: PullQuoteProps) {
  if (!quote.length) return null;
  return (
    <figure className="pull-quote">
      {image ? <ResponsiveImage image={image} sizes="120px" className="pull-quote__image" /> : null}
      <div className="pull-quote__body">
        <blockquote className="pull-quote__quote" {...inspect(id, 'quote')}>
          {quote.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
        {attribution || attributionTitle ? (
          <figcaption className="pull-quote__caption">
            {attribution ? (
              <span className="pull-quote__attribution" {...inspect(id, 'attribution')}>
                {attribution}
              </span>
            ) : null}
            {attributionTitle ? (
              <span className="pull-quote__role" {...inspect(id, 'attributionTitle')}>
                {attributionTitle}
              </span>
            ) : null}
          </figcaption>
        ) : null}
      </div>
    </figure>
  );
}
