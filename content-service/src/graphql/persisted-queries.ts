import { createHash } from 'node:crypto';
import type { ContentStore } from '../store.js';
import { RequestFailure } from './errors.js';

/**
 * "Automatic Persisted Queries" (https://www.contentful.com/developers/docs/references/graphql/#/reference/automatic-persisted-queries):
 * send the query with `extensions.persistedQuery { version: 1, sha256Hash }` to register it,
 * then the hash alone. "If you sent a wrong hash you will get a PersistedQueryMismatch error.
 * If you sent a hash without caching the query first, you will get a PersistedQueryNotFound
 * error" (HTTP 404 and 400 in the list of known errors).
 */
export interface PersistedQueryResult {
  query: string | undefined;
  /** True when the request carried `extensions.persistedQuery`. */
  persisted: boolean;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function resolvePersistedQuery(
  store: ContentStore,
  query: string | undefined,
  extensions: Record<string, unknown> | undefined,
): PersistedQueryResult {
  const pq = extensions?.persistedQuery as { version?: unknown; sha256Hash?: unknown } | undefined;
  if (pq === undefined || pq === null) return { query, persisted: false };
  if (typeof pq !== 'object' || pq.version !== 1 || typeof pq.sha256Hash !== 'string' || !/^[0-9a-fA-F]{64}$/.test(pq.sha256Hash)) {
    throw new RequestFailure(400, {
      code: 'INVALID_QUERY_FORMAT',
      message: 'Query cannot be executed. extensions.persistedQuery must be { "version": 1, "sha256Hash": "<64 hex characters>" }.',
    });
  }
  const hash = pq.sha256Hash.toLowerCase();
  if (query === undefined) {
    const stored = store.getPersistedQuery(hash);
    if (stored === undefined) {
      throw new RequestFailure(404, {
        code: 'PERSISTED_QUERY_NOT_FOUND',
        message: 'PersistedQueryNotFound',
        details: { sha256Hash: hash },
      });
    }
    return { query: stored, persisted: true };
  }
  const actual = sha256Hex(query);
  if (actual !== hash) {
    throw new RequestFailure(400, {
      code: 'PERSISTED_QUERY_MISMATCH',
      message: 'PersistedQueryMismatch',
      details: { sha256Hash: hash, expectedSha256Hash: actual },
    });
  }
  store.putPersistedQuery(hash, query);
  return { query, persisted: true };
}
