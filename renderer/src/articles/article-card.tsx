import { inspect } from '../inspector.js';
import { ResponsiveImage } from '../shared/responsive-image.js';
import type { ArticleCardProps } from './from-article.js';
import { columnWidth, imageSizes } from '../shared/breakpoints.js';

/** Card images are 800x450 (docs/requirements.md#article-cards "Card image size 800x450"). */
export const ARTICLE_CARD_IMAGE = { width: 800, crop: '16:9' } as const;

/** Article cards: three columns 24 px apart from lg (a full column from xl), two from md. */
const SIZES = imageSizes({ xl: columnWidth(3, 24), lg: '33vw', md: '50vw' });

/**
 * An article card: 16:9 image (800x450), eyebrow, title, intro and a 'Read now' or 'Go now'
 * button (webinars open a new tab). No hooks or browser APIs: renders on the server and inside
 * client islands alike.
 */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleCardProps; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { id, title, href, eyebrow, action, newTab, intro, image } = article;
  return (
    <article className="article-card">
      {image ? (
        <ResponsiveImage
          image={{ ...image, width: Math.min(image.width, ARTICLE_CARD_IMAGE.width) }}
          crop={ARTICLE_CARD_IMAGE.crop}
          sizes={SIZES}
          className="article-card__image"
        />
      ) : null}
      <div className="article-card__body">
        <p className="eyebrow" {...inspect(id, 'eyebrow')}>
          {eyebrow}
        </p>
        <Heading className="article-card__title" {...inspect(id, 'title')}>
          {title}
        </Heading>
        {intro ? (
          <p className="article-card__intro" {...inspect(id, 'blogIntroText')}>
            {intro}
          </p>
        ) : null}
        <a
          href={href}
          className="btn btn--secondary article-card__action"
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {action}
          <span className="visually-hidden">{`: ${title}${newTab ? ' (opens in a new tab)' : ''}`}</span>
        </a>
      </div>
    </article>
  );
}
