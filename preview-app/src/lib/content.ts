import 'server-only';
import { loadRoute, robotsDirectives, type RouteProps } from '@insurer/renderer';
import { cache } from 'react';
import { contentQuery } from './graphql';
import { publishedPageServable } from './servable';

/**
 * The one route seam: resolves a URL path to the props of its static page or article (docs/requirements.md#pages-and-articles "Pages are looked up by url as static pages or articles"; static pages win), with one
 * GraphQL request. Wrapped in React `cache()`, so the metadata, the layout and the page of one
 * request share a single call. Undefined when neither exists, or when visitors may not see the
 * static page (`publishedPageServable`, docs/requirements.md#decision-compliance-approval): the
 * route answers 404. `now` is the time of the request's first call (it decides an article's
 * archive label and a page's expiry). `editorAids: false` draws drafts without the live
 * preview's aids (a shared preview link).
 */
export const routeForUrl = cache((url: string, preview: boolean, editorAids = true): Promise<RouteProps | undefined> =>
  loadRoute(url, {
    query: contentQuery(preview),
    preview,
    editorAids,
    now: new Date(),
    servable: (page, now) => publishedPageServable(page, now),
  }),
);

/** `/` for no segments, else `/a/b` (URL-decoded segments as Next passes them). */
export function urlFromSlug(slug: readonly string[] | undefined): string {
  return `/${(slug ?? []).map((s) => decodeURIComponent(s)).join('/')}`;
}

/** True when a robots directive keeps the page out of indexes and the sitemap (docs/requirements.md#robots-and-indexing). */
export function isNoindex(robots: string | undefined): boolean {
  return robotsDirectives(robots).has('noindex');
}
