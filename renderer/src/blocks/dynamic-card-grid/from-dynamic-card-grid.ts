import type { ArticleListItemFragment, DynamicCardGridBlockFragment } from '@insurer/content-model/types';
import { fromArticle, type ArticleCardProps } from '../../articles/from-article.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/** Cards shown first and added by each 'Show more' when the entry sets none (docs/requirements.md#content-limits "default display 6"). */
export const DEFAULT_PAGE_SIZE = 6;
/** The filter value that does not filter (docs/requirements.md#categories-and-topics topics and formats start with 'All'). */
export const ALL = 'All';

export interface DynamicCardGridProps extends BlockBaseProps {
  title?: string;
  /** Topic filter buttons after 'All' (e.g. the 'Learning Center' topics); none: no topic filter. */
  topics: string[];
  /** Format filter buttons after 'All' ('Reports', 'Articles', 'Webinars' on the 'Edge' hub); none: no format filter. */
  formats: string[];
  /** `slideNumbers`: cards shown first and added by each 'Show more' (docs/requirements.md#article-grid). */
  pageSize: number;
  /** Every matching article, newest first, noindex ones left out; filtered in the browser. */
  articles: ArticleCardProps[];
  padding?: Padding;
}

const strings = (values: readonly (string | null)[] | null | undefined): string[] => (values ?? []).filter((v): v is string => Boolean(v));

/** Props of a `DynamicCardGrid` entry and its fetched articles. */
export function fromDynamicCardGrid(raw: DynamicCardGridBlockFragment, articles: readonly ArticleListItemFragment[]): DynamicCardGridProps {
  return {
    id: raw.sys.id,
    ...(raw.title ? { title: raw.title } : {}),
    topics: strings(raw.topics),
    formats: strings(raw.formats),
    pageSize: raw.slideNumbers && raw.slideNumbers > 0 ? raw.slideNumbers : DEFAULT_PAGE_SIZE,
    articles: articles.map(fromArticle),
    ...paddingOf(raw.padding),
  };
}

/**
 * The articles a visitor's choice shows: a topic matches the article's category tags, a format
 * its format initiatives; 'All' does not filter (docs/requirements.md#article-cards "Article cards: filtered by category tag match").
 */
export function filterArticles(articles: readonly ArticleCardProps[], topic: string, format: string): ArticleCardProps[] {
  return articles.filter(
    (article) => (topic === ALL || article.categories.includes(topic)) && (format === ALL || article.formats.includes(format)),
  );
}
