import { inspect } from '../../inspector.js';
import { isDocument, NO_LINKS, RichText } from '../../rich-text/rich-text.js';
import { CtaLink } from '../../shared/link.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import { LazyCardSlideUp } from '../small-islands.js';
import type { CardGridProps, CardProps } from './from-card-grid.js';
import { columnWidth, CONTENT_WIDTH, imageSizes } from '../../shared/breakpoints.js';

/** Cards sit in columns 24 px apart (`--space-3`) from md, in the content column (at most 1168 px from xl). */
const CARD_GAP = 24;
const SIZES: Record<CardGridProps['layout'], string> = {
  '1 Col': imageSizes({ xl: `${CONTENT_WIDTH}px` }),
  '2 Col': imageSizes({ xl: columnWidth(2, CARD_GAP), md: '50vw' }),
  '3 Col': imageSizes({ xl: columnWidth(3, CARD_GAP), md: '33vw' }),
  '4 Col': imageSizes({ xl: columnWidth(4, CARD_GAP), md: '25vw' }),
};

/**
 * Cards in 1 to 4 columns (one per row below 768 px) in the Standard, Featured or Stat style
 * (docs/requirements.md#card-grid). Static except a card whose link has slide-up content: that card's
 * trigger is a small client island.
 */
export function CardGrid({ id, title, description, layout, style, border, orientation, squareImage, cards }: CardGridProps) {
  const headingId = `card-grid-${id}`;
  return (
    <section
      className="card-grid"
      data-layout={layout}
      data-style={style}
      data-border={border ? 'true' : 'false'}
      data-orientation={orientation}
      data-square-image={squareImage}
      {...(title ? { 'aria-labelledby': headingId } : {})}
    >
      {title ? (
        <h2 id={headingId} className="card-grid__title" {...inspect(id, 'title')}>
          {title}
        </h2>
      ) : null}
      {description ? (
        <div className="card-grid__description" {...inspect(id, 'description')}>
          <RichText {...description} />
        </div>
      ) : null}
      <ul className="card-grid__cards" {...inspect(id, 'cards')}>
        {cards.map((card) => (
          <li key={card.id} className="card-grid__item">
            <Card card={card} style={style} layout={layout} squareImage={squareImage} headingLevel={title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Card({
  card,
  style,
  layout,
  squareImage,
  headingLevel,
}: {
  card: CardProps;
  style: CardGridProps['style'];
  layout: CardGridProps['layout'];
  squareImage: CardGridProps['squareImage'];
  headingLevel: 2 | 3;
}) {
  const { id, eyebrow, title, description, link, image, backgroundColor } = card;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card" data-background={backgroundColor ?? 'default'}>
      {image && style !== 'Stat' ? (
        <div className="card__media" {...inspect(id, 'image')}>
          <ResponsiveImage
            image={image}
            sizes={SIZES[layout]}
            className="card__image"
            {...(squareImage === 'yes' ? { crop: '1:1' as const } : {})}
          />
        </div>
      ) : null}
      <div className="card__body">
        {eyebrow ? (
          <p className="eyebrow" {...inspect(id, 'eyebrow')}>
            {eyebrow}
          </p>
        ) : null}
        <Heading className={style === 'Stat' ? 'card__stat' : 'card__title'} {...inspect(id, 'title')}>
          {title}
        </Heading>
        {description ? (
          <div className="card__description" {...inspect(id, 'rteDescription')}>
            <RichText {...description} />
          </div>
        ) : null}
        {link?.slideUp && isDocument(link.slideUp.document) ? (
          <LazyCardSlideUp panelId={`slide-up-${id}`} triggerText={link.slideUp.triggerText}>
            <RichText document={link.slideUp.document} links={NO_LINKS} />
          </LazyCardSlideUp>
        ) : link ? (
          <CtaLink link={link} />
        ) : null}
      </div>
    </article>
  );
}
