import { siteEnv } from '../../lib/env';
import { methodNotAllowed } from '../../lib/method-not-allowed';
import { sitemapEntries, xmlResponse } from '../../lib/sitemap';
import { sitemapXml } from '../../lib/sitemap-xml';

// Built per request from the (tag-cached) content, so a publish shows up without a rebuild.
export const dynamic = 'force-dynamic';

/**
 * `/sitemap.xml`: every indexable page and article, or past 50,000 of them the sitemap index of
 * `/sitemap/{n}.xml` (docs/requirements.md#decision-sitemap-index). A route handler rather than
 * Next.js's `sitemap.ts` convention, whose `generateSitemaps` has no index and no `/sitemap.xml`.
 */
export async function GET(): Promise<Response> {
  const { siteUrl } = siteEnv();
  return xmlResponse(sitemapXml(await sitemapEntries(), siteUrl));
}

/** Only read: 405 with a message. */
export const POST = methodNotAllowed('GET');
