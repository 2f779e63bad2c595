import { NextResponse, type NextRequest } from 'next/server';
import { searchResponse } from '@insurer/search';
import { siteSearch } from '../../../../../../../../lib/search';
import { methodNotAllowed } from '../../../../../../../../lib/method-not-allowed';
import { log } from '../../../../../../../../lib/log';

/** Answered when the site database cannot be read. */
const UNAVAILABLE = 'Search is unavailable right now. Please try again in a moment.';

/**
 * The search service (docs/requirements.md#search, docs/requirements.md#decision-search-backend):
 * `?q={term}&rows=10&start={offset}` answers `{ q, total, start, rows, hits: [{ title, url, type,
 * excerpt, date }] }` from the site's full-text index; 400 `{ message }` for a blank, oversized or
 * malformed parameter; 503 `{ message }` when the database cannot be read.
 */
export async function GET(request: NextRequest): Promise<Response> {
  try {
    return await searchResponse(new URL(request.url), () => siteSearch().index);
  } catch (error) {
    log.error({ err: error }, 'search unavailable');
    return NextResponse.json({ message: UNAVAILABLE }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
}

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
