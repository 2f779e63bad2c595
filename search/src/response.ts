import { parseSearchParams } from './params.js';
import type { SearchIndex, SearchResults } from './store.js';

/** The search service's JSON answer (docs/requirements.md#search). */
export interface SearchAnswer {
  q: string;
  total: number;
  start: number;
  rows: number;
  hits: { title: string; url: string; type: 'page' | 'article'; excerpt: string; date: string | null }[];
}

/** The JSON shape of one page of results: each hit's title, URL, type, excerpt (HTML, escaped, `<mark>`) and date. */
export function searchAnswer(q: string, results: SearchResults): SearchAnswer {
  return {
    q,
    total: results.total,
    start: results.start,
    rows: results.rows,
    hits: results.hits.map((h) => ({ title: h.title, url: h.url, type: h.type, excerpt: h.excerpt, date: h.date })),
  };
}

/**
 * `GET /api/searchapi/api/apps/ProjectOne/query/ProjectOne?q=&rows=&start=`: 200 with
 * `SearchAnswer`, or 400 `{ message }` for a blank, oversized or malformed parameter
 * (`parseSearchParams`). Not cached by shared caches (the index changes on publish).
 * @throws what the database throws (the route answers 503).
 */
export async function searchResponse(url: URL, index: () => Promise<SearchIndex>): Promise<Response> {
  const parsed = parseSearchParams(url.searchParams);
  const headers = { 'Cache-Control': 'no-store' };
  if (!parsed.ok) return Response.json({ message: parsed.message }, { status: 400, headers });
  const results = await (await index()).search(parsed.request);
  return Response.json(searchAnswer(parsed.request.q, results), { headers });
}
