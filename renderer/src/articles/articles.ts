import { ArticleListDocument, type ArticleListItemFragment, type ArticleListQueryVariables } from '@insurer/content-model/types';
import type { LoadContext } from '../core/query.js';
import { robotsDirectives, robotsOf } from '../shared/robots.js';

/**
 * Items per article query (docs/requirements.md#article-query "articleCollection … limit 200"). Larger fetches (the
 * dynamic card grid's 1000, docs/requirements.md#content-limits) page through with `skip`, which also keeps each query
 * under Contentful's complexity limit (11000: 200 articles × 16 entities each ≈ 3200).
 */
export const ARTICLE_QUERY_LIMIT = 200;

/** How many articles the dynamic card grid fetches (docs/requirements.md#content-limits "dynamic cards fetch 1000"). */
export const DYNAMIC_CARDS_FETCH = 1000;

/**
 * Category filters of the dynamic blocks (`andCategories`, `orCategories`, `excludeCategories`
 * fields): category contains all, some, none (docs/requirements.md#article-query). Empty or missing lists do not filter.
 */
export interface ArticleFilters {
  and?: readonly (string | null)[] | null;
  or?: readonly (string | null)[] | null;
  exclude?: readonly (string | null)[] | null;
}

/** The article filters a dynamic block's entry configures (its `andCategories`, `orCategories`, `excludeCategories`). */
export function articleFilters(raw: {
  andCategories?: readonly (string | null)[] | null;
  orCategories?: readonly (string | null)[] | null;
  excludeCategories?: readonly (string | null)[] | null;
}): ArticleFilters {
  return { and: raw.andCategories ?? null, or: raw.orCategories ?? null, exclude: raw.excludeCategories ?? null };
}

function list(values: readonly (string | null)[] | null | undefined): string[] | null {
  const clean = (values ?? []).filter((v): v is string => Boolean(v));
  return clean.length ? clean : null;
}

/** Articles of these categories stay in lists after their expiration date (docs/requirements.md#article-query). */
const NEVER_EXPIRE: readonly string[] = ['Study / report', 'Press release'];

/**
 * The `date` the article query is sent with: the start of `now`'s hour (UTC). The query's answer
 * is cached by its variables (the site's content cache), so the exact time would make every
 * request a new entry and a new Content API call; an hour's superset (articles that expired
 * since the hour began) is narrowed to the exact rule by `isListed`
 * (docs/requirements.md#decision-article-lists-cached-by-the-hour).
 */
export function articleQueryDate(now: Date): string {
  const hour = new Date(now);
  hour.setUTCMinutes(0, 0, 0);
  return hour.toISOString();
}

/**
 * Variables of the shared `ArticleList` query: `date` is now, to the hour (`articleQueryDate`;
 * articles expiring before it are left out, unless tagged 'Study / report' or 'Press release' —
 * docs/requirements.md#article-query); `and`/`or`/`exclude` are null when empty, which the
 * Content API treats as no filter.
 */
export function articleListVariables(
  filters: ArticleFilters,
  context: Pick<LoadContext, 'now' | 'preview' | 'locale'>,
  page: { limit: number; skip: number },
): ArticleListQueryVariables {
  return {
    date: articleQueryDate(context.now),
    and: list(filters.and),
    or: list(filters.or),
    exclude: list(filters.exclude),
    limit: page.limit,
    skip: page.skip,
    preview: context.preview,
    ...(context.locale ? { locale: context.locale } : {}),
  };
}

/**
 * The article query's expiry rule at the exact time `now` (docs/requirements.md#article-query):
 * not yet expired (its expiration date is `now` or later, or it has none), or tagged 'Study /
 * report' or 'Press release'.
 */
export function isListed(article: Pick<ArticleListItemFragment, 'blogExpirationDate' | 'category'>, now: Date): boolean {
  if (!article.blogExpirationDate || Date.parse(article.blogExpirationDate) >= now.getTime()) return true;
  return (article.category ?? []).some((category) => category !== null && NEVER_EXPIRE.includes(category));
}

/**
 * True for an article flagged with robots 'noindex,nofollow' in its head tags (docs/requirements.md#robots-and-indexing:
 * such articles are left out of lists). Directive order, case and spaces do not matter.
 */
export function isNoindex(article: Pick<ArticleListItemFragment, 'headTagEntitiesCollection'>): boolean {
  const directives = robotsDirectives(robotsOf(article.headTagEntitiesCollection?.items));
  return directives.has('noindex') && directives.has('nofollow');
}

/**
 * The newest articles matching `filters`, ordered by post date descending, at most `max` of them
 * fetched (in pages of 200), then with noindex articles and those expired since the query's hour
 * (`isListed`) left out (docs/requirements.md#content-limits "fetch 200, then noindex-excluded
 * and sliced": callers slice). Throws when a query fails.
 */
export async function fetchArticles(
  context: LoadContext,
  filters: ArticleFilters,
  max = ARTICLE_QUERY_LIMIT,
): Promise<ArticleListItemFragment[]> {
  const page = (skip: number) =>
    context.query(ArticleListDocument, articleListVariables(filters, context, { limit: Math.min(ARTICLE_QUERY_LIMIT, max - skip), skip }));
  const first = await page(0);
  const total = Math.min(first.articleCollection?.total ?? 0, max);
  const skips: number[] = [];
  for (let skip = ARTICLE_QUERY_LIMIT; skip < total; skip += ARTICLE_QUERY_LIMIT) skips.push(skip);
  const rest = await Promise.all(skips.map(page));
  const seen = new Set<string>();
  const articles: ArticleListItemFragment[] = [];
  for (const data of [first, ...rest]) {
    for (const item of data.articleCollection?.items ?? []) {
      if (!item || seen.has(item.sys.id) || isNoindex(item) || !isListed(item, context.now)) continue;
      seen.add(item.sys.id);
      articles.push(item);
    }
  }
  return articles;
}
