import type { MetadataRoute } from 'next';
import { siteEnv } from '../lib/env';

export const dynamic = 'force-dynamic';

/** `/robots.txt`: everything but the API, and the sitemap's address. */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = siteEnv();
  return { rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }], sitemap: `${siteUrl}/sitemap.xml` };
}
