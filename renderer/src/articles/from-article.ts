import type { ArticleListItemFragment } from '@insurer/content-model/types';
import { fromImage, type ImageProps } from '../shared/image.js';

/** What kind of card an article makes (docs/requirements.md#article-cards). */
export interface ArticleKind {
  eyebrow: 'Webinar' | 'Report' | 'Article';
  action: 'Go now' | 'Read now';
  /** Webinars open in a new tab. */
  newTab: boolean;
}

/**
 * docs/requirements.md#article-cards: a 'Webinar' category gives the eyebrow 'Webinar' and a 'Go now' button opening a
 * new tab; 'Study / report' gives 'Report' with 'Read now'; anything else 'Article' with 'Read now'.
 */
export function articleKind(categories: readonly (string | null)[]): ArticleKind {
  if (categories.includes('Webinar')) return { eyebrow: 'Webinar', action: 'Go now', newTab: true };
  if (categories.includes('Study / report')) return { eyebrow: 'Report', action: 'Read now', newTab: false };
  return { eyebrow: 'Article', action: 'Read now', newTab: false };
}

/** An article as cards, slides and list rows show it; JSON-serialisable. */
export interface ArticleCardProps {
  id: string;
  title: string;
  /** The article's first call to action's address, else the article's own url. */
  href: string;
  /** The article's eyebrow override, else the kind's ('Webinar', 'Report', 'Article'). */
  eyebrow: string;
  action: ArticleKind['action'];
  newTab: boolean;
  intro?: string;
  /** ISO date-time of `postDate`. */
  postDate?: string;
  image?: ImageProps;
  /** Category and topic tags (topic filters match these). */
  categories: string[];
  /** Format initiatives: 'Reports', 'Articles', 'Webinars' (format filters match these). */
  formats: string[];
}

/** Props of an article of the shared `ArticleList` query. */
export function fromArticle(raw: ArticleListItemFragment): ArticleCardProps {
  const categories = (raw.category ?? []).filter((c): c is string => Boolean(c));
  const kind = articleKind(categories);
  const cta = raw.ctasCollection?.items[0];
  const image = fromImage(raw.heroImage);
  return {
    id: raw.sys.id,
    title: raw.title ?? '',
    href: cta?.href ?? raw.url ?? '#',
    eyebrow: raw.eyebrow ?? kind.eyebrow,
    action: kind.action,
    newTab: kind.newTab || (cta?.href ? cta.target === '_blank' : false),
    ...(raw.blogIntroText ? { intro: raw.blogIntroText } : {}),
    ...(raw.postDate ? { postDate: raw.postDate } : {}),
    ...(image ? { image } : {}),
    categories,
    formats: (raw.formatInitiatives ?? []).filter((f): f is string => Boolean(f)),
  };
}
