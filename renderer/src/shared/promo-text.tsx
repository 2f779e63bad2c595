import { inspect } from '../inspector.js';
import { RichText, type RichTextProps } from '../rich-text/rich-text.js';
import { CtaLink, type LinkProps } from './link.js';

interface PromoTextProps {
  /** Entry id, for the inspector tags. */
  id: string;
  /** BEM block of the caller, e.g. 'featured-promo': classes `{block}__content`, `__title`, `__links`. */
  block: string;
  eyebrow?: string | undefined;
  title?: string | undefined;
  headingId: string;
  headingLevel?: 1 | 2;
  body?: RichTextProps | undefined;
  /** The field id of `body` (`body` on promos, `description` on header blocks). */
  bodyField: string;
  links: readonly LinkProps[];
}

/**
 * The text column shared by the featured promo and the header block: eyebrow, heading, rich text
 * and a list of calls to action, each tagged for inspector mode.
 */
export function PromoText({ id, block, eyebrow, title, headingId, headingLevel = 2, body, bodyField, links }: PromoTextProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`${block}__content`}>
      {eyebrow ? (
        <p className="eyebrow" {...inspect(id, 'eyebrow')}>
          {eyebrow}
        </p>
      ) : null}
      {title ? (
        <Heading id={headingId} className={`${block}__title`} {...inspect(id, 'title')}>
          {title}
        </Heading>
      ) : null}
      {body ? (
        <div className={`${block}__${bodyField}`} {...inspect(id, bodyField)}>
          <RichText {...body} />
        </div>
      ) : null}
      {links.length ? (
        <ul className={`${block}__links`} {...inspect(id, 'links')}>
          {links.map((link) => (
            <li key={link.id}>
              <CtaLink link={link} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
