import type { ContentStore } from '../store.js';
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
export declare function sha256Hex(text: string): string;
export declare function resolvePersistedQuery(store: ContentStore, query: string | undefined, extensions: Record<string, unknown> | undefined): PersistedQueryResult;
