import { searchResultsUrl } from '../layout/header/search-terms.js';
import { LazySearchForm } from './lazy-search-form.js';

/** One result as the page shows it. */
export interface SearchResultItem {
  title: string;
  /** The site path of the page or article. */
  url: string;
  type: 'page' | 'article';
  /** The excerpt in runs; `mark` runs are the words that matched. Drawn as text, never as HTML. */
  excerpt: readonly { text: string; mark: boolean }[];
  /** ISO 8601 date or date-time; shown for articles. */
  date: string | null;
}

export interface SearchResultsViewProps {
  /** The term as searched (trimmed); blank when none was given. */
  term: string;
  /** How many documents match in all. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** How many pages of `SEARCH_PAGE_SIZE` results there are (at least 1). */
  pages: number;
  results: readonly SearchResultItem[];
  /** True when the search index could not be read: a message instead of results. */
  unavailable?: boolean;
}

/** Shown when the search index cannot be read. */
export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Please try again in a moment.';

/** Results per page (docs/requirements.md#search "rows=10"). */
export const SEARCH_PAGE_SIZE = 10;

/** General searches offered when nothing matched. */
const SUGGESTED_TERMS = ['life insurance', 'disability insurance', 'dental insurance', 'retirement'];

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function displayDate(iso: string | null): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : DATE.format(date);
}

/** The address of results page `page` of `term` (page 1 has no `page` parameter). */
export function searchPageUrl(term: string, page: number): string {
  return page > 1 ? `${searchResultsUrl(term)}&page=${page}` : searchResultsUrl(term);
}

/**
 * The /search-results page (docs/requirements.md#search, docs/requirements.md#decision-search-results-page): the search form; 'Enter a Keyword' for
 * a blank term; the total, 10 results with their type, date and marked excerpt, and 'Page x of y'
 * with links to the previous and next pages; or, when nothing matched, a clear message with
 * suggestions. Server-rendered: everything but the form's checks works without JavaScript.
 */
export function SearchResultsView({ term, total, page, pages, results, unavailable = false }: SearchResultsViewProps) {
  const blank = term === '';
  return (
    <div className="search-results">
      <h1 className="search-results__heading">{blank ? 'Search' : `Search results for “${term}”`}</h1>
      <LazySearchForm term={term} blank={blank} />
      {blank ? null : unavailable ? (
        <p className="search-results__unavailable" role="status">
          {SEARCH_UNAVAILABLE}
        </p>
      ) : total > 0 ? (
        <>
          <p className="search-results__summary">
            {total === 1 ? '1 result' : `${total.toLocaleString('en-US')} results`} for “{term}”
          </p>
          <ol className="search-results__list" start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
            {results.map((result) => {
              const date = result.type === 'article' ? displayDate(result.date) : undefined;
              return (
                <li key={result.url} className="search-result">
                  <h2 className="search-result__title">
                    <a href={result.url}>{result.title}</a>
                  </h2>
                  <p className="search-result__meta">
                    {result.type === 'article' ? 'Article' : 'Page'}
                    {date && result.date ? (
                      <>
                        {' · '}
                        <time dateTime={result.date}>{date}</time>
                      </>
                    ) : null}
                  </p>
                  <p className="search-result__excerpt">
                    {result.excerpt.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
                  </p>
                </li>
              );
            })}
          </ol>
          <nav className="search-results__pager" aria-label="Search results pages">
            {page > 1 ? (
              <a href={searchPageUrl(term, page - 1)} rel="prev">
                Previous page
              </a>
            ) : null}
            <p className="search-results__page">
              Page {page} of {pages}
            </p>
            {page < pages ? (
              <a href={searchPageUrl(term, page + 1)} rel="next">
                Next page
              </a>
            ) : null}
          </nav>
        </>
      ) : (
        <div className="search-results__none">
          <h2>No results for “{term}”</h2>
          <p>We couldn’t find a page or article with those words. You could:</p>
          <ul>
            <li>check the spelling;</li>
            <li>use fewer words, or more general ones;</li>
            <li>
              try one of these searches:{' '}
              {SUGGESTED_TERMS.map((suggestion, i) => (
                <span key={suggestion}>
                  {i > 0 ? ', ' : null}
                  <a href={searchResultsUrl(suggestion)}>{suggestion}</a>
                </span>
              ))}
              ;
            </li>
            <li>
              or go to the <a href="/">home page</a> and browse from the menu.
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
