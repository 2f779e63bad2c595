import { describe, expect, it, vi } from 'vitest';
import { SITEMAP_MAX_URLS, sitemapPartXml, sitemapXml, type SitemapEntry } from './sitemap-xml';

vi.mock('server-only', () => ({}));

const SITE = 'https://www.example.com';
/** `n` URLs, the i-th last changed on day i (so each part's newest change is its last URL's). */
const entries = (n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    url: `${SITE}/articles/a-${i}`,
    lastModified: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));
const count = (xml: string, tag: string) => xml.split(`<${tag}>`).length - 1;

describe('the sitemap (docs/requirements.md#decision-sitemap-index)', () => {
  it('given 50,000 URLs or fewer, when built, then /sitemap.xml is one urlset in Next.js sitemap.ts format', () => {
    expect(sitemapXml([{ url: `${SITE}/`, lastModified: '2026-01-02T03:04:05.000Z' }, { url: `${SITE}/a?b=1&c=2` }], SITE)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url>',
        `<loc>${SITE}/</loc>`,
        '<lastmod>2026-01-02T03:04:05.000Z</lastmod>',
        '</url>',
        '<url>',
        `<loc>${SITE}/a?b=1&amp;c=2</loc>`,
        '</url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    const full = sitemapXml(entries(SITEMAP_MAX_URLS), SITE);
    expect(full).toContain('<urlset ');
    expect(count(full, 'url')).toBe(50_000);
    expect(sitemapPartXml(entries(SITEMAP_MAX_URLS), 0)).toBeUndefined();
  });

  it('given 120,001 URLs, when built, then /sitemap.xml is an index of three parts of 50,000, 50,000 and 20,001 URLs', () => {
    const all = entries(120_001);
    expect(sitemapXml(all, SITE)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap>',
        `<loc>${SITE}/sitemap/0.xml</loc>`,
        `<lastmod>${all[49_999]!.lastModified}</lastmod>`,
        '</sitemap>',
        '<sitemap>',
        `<loc>${SITE}/sitemap/1.xml</loc>`,
        `<lastmod>${all[99_999]!.lastModified}</lastmod>`,
        '</sitemap>',
        '<sitemap>',
        `<loc>${SITE}/sitemap/2.xml</loc>`,
        `<lastmod>${all[120_000]!.lastModified}</lastmod>`,
        '</sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
    const parts = [0, 1, 2].map((n) => sitemapPartXml(all, n)!);
    expect(parts.map((xml) => count(xml, 'url'))).toEqual([50_000, 50_000, 20_001]);
    for (const xml of parts) expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    // every URL once, in order, across the parts
    const locs = parts.flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(locs).toEqual(all.map((e) => e.url));
    expect(sitemapPartXml(all, 3)).toBeUndefined();
    expect(sitemapPartXml(all, -1)).toBeUndefined();
  });

  it('given any size, when robots.txt is built, then it names /sitemap.xml (the urlset, or the index past 50,000)', async () => {
    vi.stubEnv('SITE_URL', SITE);
    try {
      const { default: robots } = await import('../app/robots');
      expect(robots().sitemap).toBe(`${SITE}/sitemap.xml`);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
