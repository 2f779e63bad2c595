import { SEARCH_PAGE_SIZE, SearchResultsView, type SearchResultItem } from '@insurer/renderer';
import { MAX_START, MAX_TERM_LENGTH } from '@insurer/search';
import type { Metadata } from 'next';
import { siteFlags } from '../../lib/flags';
import { contentQuery } from '../../lib/graphql';
import { siteSearch } from '../../lib/search';
import { SiteChrome } from '../site-chrome';
import { log } from '../../lib/log';

// Per request, never from the page cache: the results depend on the visitor's query (?q=, ?start=).
interface SearchPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Results pages are not indexed by search engines (docs/requirements.md#robots-and-indexing); their links are followed. */
export const metadata: Metadata = { title: 'Search results', robots: { index: false, follow: true } };

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** The page number asked for: a whole number from 1, else 1. */
function pageNumber(value: string): number {
  return /^\d{1,4}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/**
 * /search-results?q={term}&page={n} (docs/requirements.md#decision-search-results-page): server-rendered results from
 * the site's search index, 10 a page, inside the default header and footer. A term longer than
 * the service takes is cut to its first 200 characters; a page past the last shows the last; a
 * database that cannot be read shows a message rather than a failed page.
 */
export default async function SearchResultsPage({ searchParams }: SearchPageProps) {
  const params = await searchParams;
  const term = [...first(params.q).trim()].slice(0, MAX_TERM_LENGTH).join('').trim();
  let page = pageNumber(first(params.page));
  let total = 0;
  let results: SearchResultItem[] = [];
  let unavailable = false;
  if (term) {
    try {
      const index = await siteSearch().index;
      const search = (n: number) =>
        index.search({ q: term, rows: SEARCH_PAGE_SIZE, start: Math.min((n - 1) * SEARCH_PAGE_SIZE, MAX_START) });
      let found = await search(page);
      if (found.hits.length === 0 && found.total > 0) {
        page = Math.ceil(found.total / SEARCH_PAGE_SIZE);
        found = await search(page);
      }
      total = found.total;
      results = found.hits.map((hit) => ({ title: hit.title, url: hit.url, type: hit.type, excerpt: hit.excerptParts, date: hit.date }));
    } catch (error) {
      log.error({ err: error }, 'search results unavailable');
      unavailable = true;
    }
  }
  const context = { query: contentQuery(false), preview: false, now: new Date(), onStaticPage: true, flags: await siteFlags() };
  return (
    <SiteChrome url="/search-results" context={context} navigationId={undefined} footerId={undefined} alertBannerId={undefined}>
      <SearchResultsView
        term={term}
        total={total}
        page={page}
        pages={Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))}
        results={results}
        unavailable={unavailable}
      />
    </SiteChrome>
  );
}
