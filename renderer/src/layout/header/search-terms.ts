/** Local-storage key of the recent searches (docs/requirements.md#search "Local storage: key terms (the last 3 searches)"). */
export const SEARCH_TERMS_KEY = 'terms';
/** How many recent searches are remembered (docs/requirements.md#search). */
export const RECENT_SEARCHES = 3;
/** The message of a blank search (docs/requirements.md#search, docs/requirements.md#error-catalogue). */
export const SEARCH_REQUIRED_MESSAGE = 'Enter a Keyword';

/** The search results address of a term (docs/requirements.md#search "/search-results?q={term}"). */
export function searchResultsUrl(term: string): string {
  return `/search-results?q=${encodeURIComponent(term)}`;
}

/**
 * The recent searches after searching `term`: `term` first, then the earlier ones without any
 * equal to it (ignoring case), at most 3.
 */
export function rememberSearchTerm(previous: readonly string[], term: string): string[] {
  const key = term.toLocaleLowerCase();
  return [term, ...previous.filter((t) => t.toLocaleLowerCase() !== key)].slice(0, RECENT_SEARCHES);
}

/**
 * The recent searches stored under `terms` (a JSON array of strings, most recent first); an
 * empty list when storage is unavailable or holds anything else.
 */
export function readSearchTerms(storage: Storage | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SEARCH_TERMS_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((t): t is string => typeof t === 'string' && t.trim() !== '').slice(0, RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** Stores the recent searches; storage that refuses (private mode, quota) is ignored. */
export function writeSearchTerms(storage: Storage | undefined, terms: readonly string[]): void {
  try {
    storage?.setItem(SEARCH_TERMS_KEY, JSON.stringify(terms.slice(0, RECENT_SEARCHES)));
  } catch {
    // Remembering searches is a convenience; searching still works.
  }
}
