import type { Document } from '@contentful/rich-text-types';
import type { ArticlePageFieldsFragment } from '@insurer/content-model/types';
import { fromRichTextLinks } from '../rich-text/from-links.js';
import type { RichTextProps } from '../rich-text/rich-text.js';
import { fromImage, type ImageProps } from '../shared/image.js';
import { fromLink, type LinkProps } from '../shared/link.js';
import { fromPerson, type PersonProps } from './person.js';

/** What the article template draws; built from the route query's answer by `fromArticlePage`. */
export interface ArticleProps {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** ISO date of the post. */
  postDate?: string;
  /** Minutes. */
  timeToRead?: number;
  intro?: string;
  heroImage?: ImageProps;
  content?: RichTextProps;
  author?: PersonProps;
  reviewer?: PersonProps;
  /** The first call to action (docs/requirements.md#pages-and-articles "ctasCollection (first link used)"). */
  cta?: LinkProps;
  /** 'NEWS ARCHIVE' or 'ARCHIVE' once the article's date is past (docs/requirements.md#article-archive). */
  archiveLabel?: 'NEWS ARCHIVE' | 'ARCHIVE';
}

/**
 * An article is archived when its expiration date is past (docs/requirements.md#article-archive "An article whose date is
 * past is archived; labels NEWS ARCHIVE or ARCHIVE"): press releases read 'NEWS ARCHIVE', all
 * others 'ARCHIVE'.
 */
export function archiveLabel(
  expiration: string | null | undefined,
  categories: readonly (string | null)[] | null | undefined,
  now: Date,
): ArticleProps['archiveLabel'] {
  if (!expiration || Date.parse(expiration) >= now.getTime()) return undefined;
  return categories?.includes('Press release') ? 'NEWS ARCHIVE' : 'ARCHIVE';
}

/** Props of an article of the route query; `now` decides the archive label. */
export function fromArticlePage(raw: ArticlePageFieldsFragment, now: Date): ArticleProps {
  const heroImage = fromImage(raw.heroImage);
  const author = fromPerson(raw.author);
  const reviewer = fromPerson(raw.reviewer);
  const cta = fromLink(raw.ctasCollection?.items[0]);
  const label = archiveLabel(raw.blogExpirationDate, raw.category, now);
  const document = raw.content?.json as Document | undefined;
  return {
    id: raw.sys.id,
    title: raw.title ?? '',
    ...(raw.subtitle ? { subtitle: raw.subtitle } : {}),
    ...(raw.eyebrow ? { eyebrow: raw.eyebrow } : {}),
    ...(raw.postDate ? { postDate: raw.postDate } : {}),
    ...(raw.timeToRead ? { timeToRead: raw.timeToRead } : {}),
    ...(raw.blogIntroText ? { intro: raw.blogIntroText } : {}),
    ...(heroImage ? { heroImage } : {}),
    ...(document?.nodeType === 'document' ? { content: { document, links: fromRichTextLinks(raw.content?.links) } } : {}),
    ...(author ? { author } : {}),
    ...(reviewer ? { reviewer } : {}),
    ...(cta ? { cta } : {}),
    ...(label ? { archiveLabel: label } : {}),
  };
}
