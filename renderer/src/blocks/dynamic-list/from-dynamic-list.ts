import type { ArticleListItemFragment, DynamicListBlockFragment } from '@insurer/content-model/types';
import type { DynamicListVariant } from '@insurer/content-model/model';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/** Articles per page when the entry sets none (docs/requirements.md#dynamic-list "Dynamic list page size default 10"). */
export const DEFAULT_LIST_PAGE_SIZE = 10;
/** The empty list's message, verbatim (docs/requirements.md#dynamic-list). */
export const EMPTY_LIST_MESSAGE = 'Sorry here were no results found for this list.';

export type { DynamicListVariant };

export interface DynamicListItem {
  id: string;
  title: string;
  /** The article's url. */
  href: string;
  /** ISO date-time of `postDate`. */
  postDate?: string;
  intro?: string;
}

export interface DynamicListProps extends BlockBaseProps {
  title?: string;
  /** 'Standard': a paged list with 'Page x of y'; 'Suggested articles': a short list of links (docs/requirements.md#dynamic-list). */
  variant: DynamicListVariant;
  pageSize: number;
  /** The newest matching articles, noindex ones left out. */
  items: DynamicListItem[];
  padding?: Padding;
}

/** Props of a `DynamicList` entry and its fetched articles. */
export function fromDynamicList(raw: DynamicListBlockFragment, articles: readonly ArticleListItemFragment[]): DynamicListProps {
  return {
    id: raw.sys.id,
    ...(raw.title ? { title: raw.title } : {}),
    variant: raw.variant === 'Suggested articles' ? 'Suggested articles' : 'Standard',
    pageSize: raw.pageSize && raw.pageSize > 0 ? raw.pageSize : DEFAULT_LIST_PAGE_SIZE,
    items: articles
      .filter((article) => article.url && article.title)
      .map((article) => ({
        id: article.sys.id,
        title: article.title ?? '',
        href: article.url ?? '#',
        ...(article.postDate ? { postDate: article.postDate } : {}),
        ...(article.blogIntroText ? { intro: article.blogIntroText } : {}),
      })),
    ...paddingOf(raw.padding),
  };
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A post date as shown, e.g. 'November 21, 2026' (UTC, so server and browser agree). */
export function formatPostDate(iso: string): string {
  return DATE.format(new Date(iso));
}
