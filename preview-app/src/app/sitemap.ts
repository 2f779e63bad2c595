import type { MetadataRoute } from 'next';
import { siteEnv } from '../lib/env';
import { sitemapUrls } from '../lib/sitemap';

// Built per request from the (tag-cached) content, so a publish shows up without a rebuild.
export const dynamic = 'force-dynamic';

/** `/sitemap.xml`: every indexable page and article. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = siteEnv();
  return (await sitemapUrls()).map((u) => ({
    url: `${siteUrl}${u.url === '/' ? '/' : u.url}`,
    ...(u.lastModified ? { lastModified: u.lastModified } : {}),
  }));
}
