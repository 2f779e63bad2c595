'use client';

import { useRef, useState, type FormEvent } from 'react';
import { trackThenLeave } from '../analytics.js';
import { readSearchTerms, rememberSearchTerm, SEARCH_REQUIRED_MESSAGE, writeSearchTerms } from '../layout/header/search-terms.js';
import { useHydratedMark } from '../shared/use-hydrated.js';

const INPUT_ID = 'search-results-input';
const ERROR_ID = 'search-results-error';

export interface SearchFormProps {
  /** The term searched, shown in the field. */
  term: string;
  /** True when the page was asked for with a blank term: 'Enter a Keyword' shows from the start. */
  blank: boolean;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage disabled: access itself throws.
  }
}

/**
 * The search form of the results page (an island over a plain GET form to /search-results, which
 * works before the script arrives). A blank term shows 'Enter a Keyword' and stays on the page; a
 * term is remembered among the last 3 searches (local storage `terms`, as the header's search),
 * tracked as 'Site Searched' with `{ searchTerm }`, and submitted once analytics.js has the event
 * (at most 300 ms, `trackThenLeave`; docs/requirements.md#search).
 */
export function SearchForm({ term, blank }: SearchFormProps) {
  const [error, setError] = useState(blank);
  const mark = useHydratedMark();
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const searchTerm = (inputRef.current?.value ?? '').trim();
    if (!searchTerm) {
      event.preventDefault();
      setError(true);
      inputRef.current?.focus();
      return;
    }
    setError(false);
    const storage = localStorageOrUndefined();
    writeSearchTerms(storage, rememberSearchTerm(readSearchTerms(storage), searchTerm));
    // The browser's own submit waits until analytics.js has the event (or 300 ms): sent at once, the
    // navigation could end the page before the event left.
    event.preventDefault();
    const form = event.currentTarget;
    trackThenLeave('Site Searched', { searchTerm }, () => form.submit());
  };

  return (
    <form
      className="search-form"
      role="search"
      aria-label="Site search"
      action="/search-results"
      method="get"
      noValidate
      onSubmit={onSubmit}
      {...mark}
    >
      <label htmlFor={INPUT_ID} className="search-form__label">
        Search the site
      </label>
      <div className="search-form__row">
        <input
          ref={inputRef}
          id={INPUT_ID}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={term}
          autoComplete="off"
          maxLength={200}
          aria-invalid={error || undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          onChange={(event) => {
            if (event.target.value.trim()) setError(false);
          }}
        />
        <button type="submit" className="btn btn--primary search-form__submit">
          Search
        </button>
      </div>
      {error ? (
        <p id={ERROR_ID} className="search-form__error" role="alert">
          {SEARCH_REQUIRED_MESSAGE}
        </p>
      ) : null}
    </form>
  );
}
