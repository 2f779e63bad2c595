const SEARCH_PANEL_ID = 'site-search-panel';
const INPUT_ID = 'site-search-input';

/**
 * The header's search (a server component): a 'Search' toggle showing a search form, a plain
 * GET to /search-results (docs/requirements.md#search). Without script the toggle is a native
 * popover toggle and a blank term is refused by the browser (`required`). The header's script
 * (`enhanceHeader`) takes it over: 'Enter a Keyword' for a blank term, the last 3 searches
 * remembered in local storage `terms` and offered as buttons, 'Site Searched' tracked with
 * `{ searchTerm }`, `/search-results?q={term}`, Escape closing it.
 */
export function SiteSearch() {
  return (
    <div className="site-search">
      <button
        type="button"
        className="site-search__toggle"
        aria-controls={SEARCH_PANEL_ID}
        data-state="closed"
        popoverTarget={SEARCH_PANEL_ID}
      >
        <span className="site-search__icon" aria-hidden="true" />
        Search
      </button>
      <div id={SEARCH_PANEL_ID} className="site-search__panel" data-state="closed" hidden popover="auto">
        <form className="site-search__form" role="search" action="/search-results" method="get">
          <label htmlFor={INPUT_ID} className="site-search__label">
            Search the site
          </label>
          <div className="site-search__row">
            <input id={INPUT_ID} className="site-search__input" type="search" name="q" autoComplete="off" required />
            <button type="submit" className="btn btn--primary site-search__submit">
              Search<span className="visually-hidden"> the site</span>
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
