/**
 * The sitemap's XML by the sitemaps.org protocol (https://www.sitemaps.org/protocol.html): one
 * `<urlset>` of at most `SITEMAP_MAX_URLS` URLs, or, past that, a `<sitemapindex>` at the same
 * address naming the parts, each a `<urlset>` of at most `SITEMAP_MAX_URLS`
 * (docs/requirements.md#decision-sitemap-index). No framework imports: the routes
 * (`app/sitemap.xml/route.ts`, `app/sitemap/[part]/route.ts`) pass in the URLs.
 */

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** One URL of a sitemap: absolute, with when it last changed (ISO 8601) when known. */
export interface SitemapEntry {
  url: string;
  lastModified?: string;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Text escaped for XML (the protocol requires entity-escaped URLs). */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * One `<urlset>`, line for line the format of Next.js's `sitemap.ts` file convention (what
 * `/sitemap.xml` answered before it could become an index).
 */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${SITEMAP_NS}">`];
  for (const entry of entries) {
    lines.push('<url>', `<loc>${escapeXml(entry.url)}</loc>`);
    if (entry.lastModified) lines.push(`<lastmod>${escapeXml(entry.lastModified)}</lastmod>`);
    lines.push('</url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** A `<sitemapindex>` naming `parts` (absolute URLs of the part files, with their newest change). */
export function sitemapIndexXml(parts: readonly SitemapEntry[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<sitemapindex xmlns="${SITEMAP_NS}">`];
  for (const part of parts) {
    lines.push('<sitemap>', `<loc>${escapeXml(part.url)}</loc>`);
    if (part.lastModified) lines.push(`<lastmod>${escapeXml(part.lastModified)}</lastmod>`);
    lines.push('</sitemap>');
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

/** The address of part `n` (from 0) of the sitemap of `siteUrl`. */
export function sitemapPartUrl(siteUrl: string, n: number): string {
  return `${siteUrl}/sitemap/${n}.xml`;
}

/** The newest `lastModified` of `entries` (ISO 8601 strings compare as dates when in one format). */
function newest(entries: readonly SitemapEntry[]): string | undefined {
  let latest: string | undefined;
  for (const entry of entries)
    if (entry.lastModified && (!latest || Date.parse(entry.lastModified) > Date.parse(latest))) latest = entry.lastModified;
  return latest;
}

/**
 * What `/sitemap.xml` answers for `entries`: the `<urlset>` of them all while they fit in one file,
 * else the `<sitemapindex>` of `ceil(n / SITEMAP_MAX_URLS)` parts in order.
 */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  if (entries.length <= SITEMAP_MAX_URLS) return urlsetXml(entries);
  const parts: SitemapEntry[] = [];
  for (let n = 0; n * SITEMAP_MAX_URLS < entries.length; n++) {
    const lastModified = newest(entries.slice(n * SITEMAP_MAX_URLS, (n + 1) * SITEMAP_MAX_URLS));
    parts.push({ url: sitemapPartUrl(siteUrl, n), ...(lastModified ? { lastModified } : {}) });
  }
  return sitemapIndexXml(parts);
}

/**
 * Part `n` of the index (`<urlset>` of entries `n × SITEMAP_MAX_URLS` on); undefined when there is
 * no index (everything is in `/sitemap.xml`) or no such part.
 */
export function sitemapPartXml(entries: readonly SitemapEntry[], n: number): string | undefined {
  if (entries.length <= SITEMAP_MAX_URLS || !Number.isInteger(n) || n < 0 || n * SITEMAP_MAX_URLS >= entries.length) return undefined;
  return urlsetXml(entries.slice(n * SITEMAP_MAX_URLS, (n + 1) * SITEMAP_MAX_URLS));
}
