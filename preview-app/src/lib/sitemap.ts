import 'server-only';
import { SitemapArticlesDocument, SitemapPagesDocument } from '@insurer/content-model/types';
import { robotsOf } from '@insurer/renderer';
import { isNoindex } from './content';
import { siteEnv } from './env';
import { contentQuery } from './graphql';
import { publishedPageServable } from './servable';
import type { SitemapEntry } from './sitemap-xml';

/** Page size of the sitemap queries, under Contentful's complexity limit with 10 head tags each. */
const PAGE = 500;

export interface SitemapUrl {
  url: string;
  lastModified?: string;
}

/**
 * Every published page and article URL without a noindex robots head tag (docs/requirements.md#robots-and-indexing), static
 * pages first, each list in URL order. Pages visitors may not see at `now` (`publishedPageServable`:
 * without their compliance fields or a recorded approval of their published content, or expired)
 * are left out (docs/requirements.md#decision-compliance-approval).
 */
export async function sitemapUrls(now = new Date()): Promise<SitemapUrl[]> {
  const query = contentQuery(false);
  const urls: SitemapUrl[] = [];
  for (const kind of ['pages', 'articles'] as const) {
    for (let skip = 0; ; skip += PAGE) {
      const items =
        kind === 'pages'
          ? await Promise.all(
              ((await query(SitemapPagesDocument, { skip, limit: PAGE })).staticPageCollection?.items ?? []).map(async (i) => ({
                url: i && (await publishedPageServable({ ...i, id: i.sys.id }, now)).servable ? i.url : undefined,
                published: i?.sys.publishedAt,
                tags: i?.headTagsCollection?.items,
              })),
            )
          : ((await query(SitemapArticlesDocument, { skip, limit: PAGE })).articleCollection?.items ?? []).map((i) => ({
              url: i?.url,
              published: i?.sys.publishedAt,
              tags: i?.headTagEntitiesCollection?.items,
            }));
      for (const item of items) {
        if (item.url && !isNoindex(robotsOf(item.tags)))
          urls.push({ url: item.url, ...(item.published ? { lastModified: item.published } : {}) });
      }
      if (items.length < PAGE) break;
    }
  }
  return urls;
}

/** The sitemap's entries: `sitemapUrls()` as absolute URLs of the site (`SITE_URL`). */
export async function sitemapEntries(now = new Date()): Promise<SitemapEntry[]> {
  const { siteUrl } = siteEnv();
  return (await sitemapUrls(now)).map((u) => ({
    url: `${siteUrl}${u.url === '/' ? '/' : u.url}`,
    ...(u.lastModified ? { lastModified: u.lastModified } : {}),
  }));
}

/**
 * A sitemap file's answer: `application/xml`, and the caching Next.js's `sitemap.ts` convention
 * sent (`public, max-age=0, must-revalidate`: a cache asks again each time).
 */
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
