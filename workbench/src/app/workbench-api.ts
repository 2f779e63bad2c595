import type { RecordsAnswer, RecordsQuery } from '../shared/records.js';
import { recordsSearch } from '../shared/records.js';
import type { ReviewAction, ReviewAnswer, ReviewStatesAnswer } from '../shared/reviews.js';
import type { SessionAnswer, SignInInput } from '../shared/sign-in.js';
import { sessionHeaders } from './cma.js';

/**
 * The workbench server's own API as the app calls it (besides the Management API proxy): the
 * session (`/api/session`), reviews (`/api/reviews`) and the compliance record (`/api/records`).
 * Every call carries the session secret; the browser sends the session cookie itself. A plain
 * module: no React.
 */

/** A refused call: its status, the server's message, and the messages per field when it gave them. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const answer = await fetch(new URL(path, window.location.href), {
    method: init.method ?? 'GET',
    headers: { ...sessionHeaders(), ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    credentials: 'same-origin',
  });
  const body = (await answer.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (!answer.ok) throw new ApiError(answer.status, body.message ?? `The workbench answered ${answer.status}.`, body.errors ?? {});
  return body as T;
}

/** Who the workbench acts for. */
export const fetchSession = (): Promise<SessionAnswer> => call('/api/session');
/** Signs in. @throws ApiError 422 or 401 with messages per field, 429 past the limit. */
export const signIn = (input: SignInInput): Promise<SessionAnswer> => call('/api/session', { method: 'POST', body: input });
/** Signs out (the local principal acts again in the local mode). */
export const signOut = (): Promise<SessionAnswer> => call('/api/session', { method: 'DELETE' });

/** The review of an entry (`regulated: false` for one that needs no approval). */
export const fetchReview = (entryId: string): Promise<ReviewAnswer> => call(`/api/reviews/${encodeURIComponent(entryId)}`);
/** Submits, comments, approves or withdraws. @throws ApiError 422 (at `errors.comment` or the compliance fields), 403. */
export const actOnReview = (entryId: string, action: ReviewAction, comment: string): Promise<ReviewAnswer> =>
  call(`/api/reviews/${encodeURIComponent(entryId)}`, { method: 'POST', body: { action, comment } });
/** The review states of up to 100 entries, for the entry list. */
export const fetchReviewStates = (entryIds: readonly string[]): Promise<ReviewStatesAnswer> =>
  call(`/api/reviews?entries=${entryIds.map(encodeURIComponent).join(',')}`);

/** The archived versions matching `query`. */
export const fetchRecords = (query: RecordsQuery): Promise<RecordsAnswer> => call(`/api/records${recordsSearch(query)}`);

/**
 * Downloads the export of `query` (the ZIP the server names in `Content-Disposition`) as the browser
 * saves a file: fetched with the session secret (a plain link could not send it), then handed to
 * the browser through an object URL.
 * @throws ApiError when the server refuses it.
 */
export async function downloadRecords(query: RecordsQuery): Promise<string> {
  const answer = await fetch(new URL(`/api/records/export${recordsSearch(query)}`, window.location.href), {
    headers: sessionHeaders(),
    credentials: 'same-origin',
  });
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(answer.status, body.message ?? `The workbench answered ${answer.status}.`);
  }
  const name = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? 'compliance-records.zip';
  const url = URL.createObjectURL(await answer.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
