/**
 * The search service's query string (docs/requirements.md#search): `q` (the term), `rows` (page
 * size, 10 by default) and `start` (the offset of the first hit, 0 by default).
 */

/** Longest term accepted, in characters; a longer one answers 400. */
export const MAX_TERM_LENGTH = 200;
/** Largest page size. */
export const MAX_ROWS = 50;
/** Largest offset: beyond it no visitor is paging (1,000 pages of 10). */
export const MAX_START = 10_000;
/** Default page size (docs/requirements.md#search "rows=10"). */
export const DEFAULT_ROWS = 10;

/** The message of a blank term, as the search box shows it (docs/requirements.md#search). */
export const BLANK_TERM = 'Enter a Keyword';

export interface SearchRequest {
  /** The term as typed, trimmed; never blank. */
  q: string;
  rows: number;
  start: number;
}

export type ParsedSearch = { ok: true; request: SearchRequest } | { ok: false; message: string };

const INTEGER = /^\d{1,6}$/;

function single(params: URLSearchParams, name: string): { value: string | undefined } | { message: string } {
  const values = params.getAll(name);
  if (values.length > 1) return { message: `Give "${name}" once.` };
  return { value: values[0] };
}

/**
 * Reads and checks `q`, `rows` and `start`. Answers a message (for a 400) when `q` is missing or
 * blank ('Enter a Keyword'), longer than 200 characters or given twice, or when `rows` is not an
 * integer from 1 to 50 or `start` not an integer from 0 to 10,000. Other parameters are ignored.
 */
export function parseSearchParams(params: URLSearchParams): ParsedSearch {
  const q = single(params, 'q');
  if ('message' in q) return { ok: false, message: q.message };
  const term = (q.value ?? '').trim();
  if (!term) return { ok: false, message: BLANK_TERM };
  if ([...term].length > MAX_TERM_LENGTH) return { ok: false, message: `The search term must be at most ${MAX_TERM_LENGTH} characters.` };

  const rows = single(params, 'rows');
  if ('message' in rows) return { ok: false, message: rows.message };
  const start = single(params, 'start');
  if ('message' in start) return { ok: false, message: start.message };
  const rowCount = rows.value === undefined ? DEFAULT_ROWS : INTEGER.test(rows.value) ? Number(rows.value) : NaN;
  if (!(rowCount >= 1 && rowCount <= MAX_ROWS)) return { ok: false, message: `"rows" must be a whole number from 1 to ${MAX_ROWS}.` };
  const offset = start.value === undefined ? 0 : INTEGER.test(start.value) ? Number(start.value) : NaN;
  if (!(offset >= 0 && offset <= MAX_START)) return { ok: false, message: `"start" must be a whole number from 0 to ${MAX_START}.` };
  return { ok: true, request: { q: term, rows: rowCount, start: offset } };
}
