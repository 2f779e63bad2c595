import { inspect } from '../inspector.js';
import { RichText } from '../rich-text/rich-text.js';
import { CtaLink } from '../shared/link.js';
import { ResponsiveImage } from '../shared/responsive-image.js';
import type { ArticleProps } from './article.js';
import { PersonByline } from './person.js';
import { FULL_WIDTH_SIZES } from '../shared/breakpoints.js';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An article's header: archive label, eyebrow, title (the h1), subtitle, date, reading time, byline. */
export function ArticleHeader({ article }: { article: ArticleProps }) {
  const { id } = article;
  return (
    <header className="article__header container">
      {article.archiveLabel ? <p className="article__archive">{article.archiveLabel}</p> : null}
      {article.eyebrow ? (
        <p className="eyebrow" {...inspect(id, 'eyebrow')}>
          {article.eyebrow}
        </p>
      ) : null}
      <h1 {...inspect(id, 'title')}>{article.title}</h1>
      {article.subtitle ? (
        <p className="article__subtitle" {...inspect(id, 'subtitle')}>
          {article.subtitle}
        </p>
      ) : null}
      <p className="article__meta">
        {article.postDate ? <time dateTime={article.postDate}>{DATE.format(new Date(article.postDate))}</time> : null}
        {article.timeToRead ? <span> · {article.timeToRead} min read</span> : null}
      </p>
      {article.author ? <PersonByline person={article.author} label="Written by" /> : null}
      {article.reviewer ? <PersonByline person={article.reviewer} label="Reviewed by" /> : null}
    </header>
  );
}

/** An article's hero image, or nothing. */
export function ArticleHero({ article }: { article: ArticleProps }) {
  return article.heroImage ? (
    <div className="article__hero container" {...inspect(article.id, 'heroImage')}>
      <ResponsiveImage image={article.heroImage} sizes={FULL_WIDTH_SIZES} priority />
    </div>
  ) : null;
}

/** An article's body: intro, rich-text content and call to action. */
export function ArticleBody({ article }: { article: ArticleProps }) {
  const { id } = article;
  return (
    <div className="article__body container">
      {article.intro ? (
        <p className="article__intro" {...inspect(id, 'blogIntroText')}>
          {article.intro}
        </p>
      ) : null}
      {article.content ? (
        <div {...inspect(id, 'content')}>
          <RichText {...article.content} />
        </div>
      ) : null}
      {article.cta ? (
        <p className="article__cta">
          <CtaLink link={article.cta} />
        </p>
      ) : null}
    </div>
  );
}
