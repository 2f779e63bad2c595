import 'server-only';
import {
  ArticleByUrlDocument,
  StaticPageByUrlDocument,
  type ArticleByUrlQuery,
  type StaticPageByUrlQuery,
} from '@insurer/content-model/types';
import { robotsDirectives } from '@insurer/renderer';
import { contentQuery } from './graphql';

export type StaticPageData = NonNullable<NonNullable<StaticPageByUrlQuery['staticPageCollection']>['items'][number]>;
export type ArticleData = NonNullable<NonNullable<ArticleByUrlQuery['articleCollection']>['items'][number]>;

export type RouteContent = { kind: 'page'; page: StaticPageData } | { kind: 'article'; article: ArticleData };

/**
 * Resolves a URL path to the static page or article whose `url` field equals it (seed 001 §1
 * "Pages are looked up by url as static pages or articles"); static pages win. Undefined when
 * neither exists (the route answers 404).
 */
export async function contentForUrl(url: string, preview: boolean): Promise<RouteContent | undefined> {
  const query = contentQuery(preview);
  const [pages, articles] = await Promise.all([
    query(StaticPageByUrlDocument, { url, preview }),
    query(ArticleByUrlDocument, { url, preview }),
  ]);
  const page = pages.staticPageCollection?.items[0];
  if (page) return { kind: 'page', page };
  const article = articles.articleCollection?.items[0];
  if (article) return { kind: 'article', article };
  return undefined;
}

/** `/` for no segments, else `/a/b` (URL-decoded segments as Next passes them). */
export function urlFromSlug(slug: readonly string[] | undefined): string {
  return `/${(slug ?? []).map((s) => decodeURIComponent(s)).join('/')}`;
}

/** True when a robots directive keeps the page out of indexes and the sitemap (seed 000 §6). */
export function isNoindex(robots: string | undefined): boolean {
  return robotsDirectives(robots).has('noindex');
}
