'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { track } from '../../analytics.js';
import { useHeaderPanel } from './header-frame.js';
import { readSearchTerms, rememberSearchTerm, SEARCH_REQUIRED_MESSAGE, searchResultsUrl, writeSearchTerms } from './search-terms.js';

const SEARCH_PANEL_ID = 'site-search-panel';
const INPUT_ID = 'site-search-input';
const ERROR_ID = 'site-search-error';
const RECENT_ID = 'site-search-recent';

export interface SiteSearchProps {
  /** Goes to a URL; `window.location.assign` unless given (tests). Not passed from the server. */
  navigate?: (url: string) => void;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage disabled: access itself throws.
  }
}

/**
 * The header's search (an island): a 'Search' toggle showing a search form. A blank term shows
 * 'Enter a Keyword' (docs/requirements.md#search); a term is remembered first among the last 3 searches in
 * local storage key `terms` (no duplicates), tracked as 'Site Searched' with `{ searchTerm }`,
 * and the visitor goes to `/search-results?q={term}` (docs/requirements.md#search). The recent searches are
 * offered as buttons under the field. Without JavaScript the form is a plain GET to
 * /search-results. Escape closes the form and returns focus to the toggle.
 */
export function SiteSearch({ navigate = (url) => window.location.assign(url) }: SiteSearchProps) {
  const [open, setOpen] = useHeaderPanel('search');
  const [term, setTerm] = useState('');
  const [error, setError] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  const search = (value: string) => {
    const searchTerm = value.trim();
    if (!searchTerm) {
      setError(true);
      inputRef.current?.focus();
      return;
    }
    setError(false);
    const storage = localStorageOrUndefined();
    const terms = rememberSearchTerm(readSearchTerms(storage), searchTerm);
    writeSearchTerms(storage, terms);
    setRecent(terms);
    track('Site Searched', { searchTerm });
    navigate(searchResultsUrl(searchTerm));
  };

  const state = open ? 'open' : 'closed';
  return (
    <div className="site-search">
      <button
        ref={toggleRef}
        type="button"
        className="site-search__toggle"
        aria-expanded={open}
        aria-controls={SEARCH_PANEL_ID}
        data-state={state}
        onClick={() => {
          if (!open) setRecent(readSearchTerms(localStorageOrUndefined()));
          setOpen(!open);
        }}
      >
        <span className="site-search__icon" aria-hidden="true" />
        Search
      </button>
      <div id={SEARCH_PANEL_ID} className="site-search__panel" data-state={state} hidden={!open}>
        <form
          className="site-search__form"
          role="search"
          action="/search-results"
          method="get"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            search(term);
          }}
        >
          <label htmlFor={INPUT_ID} className="site-search__label">
            Search the site
          </label>
          <div className="site-search__row">
            <input
              ref={inputRef}
              id={INPUT_ID}
              className="site-search__input"
              type="search"
              name="q"
              autoComplete="off"
              value={term}
              aria-invalid={error || undefined}
              aria-describedby={error ? ERROR_ID : undefined}
              onChange={(event) => {
                setTerm(event.target.value);
                if (event.target.value.trim()) setError(false);
              }}
            />
            <button type="submit" className="btn btn--primary site-search__submit">
              Search<span className="visually-hidden"> the site</span>
            </button>
          </div>
          {error ? (
            <p id={ERROR_ID} className="site-search__error" role="alert">
              {SEARCH_REQUIRED_MESSAGE}
            </p>
          ) : null}
          {recent.length ? (
            <div className="site-search__recent">
              <p id={RECENT_ID} className="site-search__recent-label">
                Recent searches
              </p>
              <ul aria-labelledby={RECENT_ID}>
                {recent.map((recentTerm) => (
                  <li key={recentTerm}>
                    <button
                      type="button"
                      className="site-search__recent-term"
                      onClick={() => {
                        setTerm(recentTerm);
                        search(recentTerm);
                      }}
                    >
                      {recentTerm}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </form>
      </div>
    </div>
  );
}
