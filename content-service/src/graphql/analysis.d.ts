import { type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { RequestFailure } from './errors.js';
import type { SchemaBundle } from './schema-cache.js';
/**
 * What is checked before a query runs:
 *
 * - "Query complexity limits" (https://www.contentful.com/developers/docs/references/graphql/#/introduction/query-complexity-limits):
 *   complexity is the number of entries and assets a query can return. A collection costs its
 *   `limit` (default 100) times one plus what each item fetches; a single linked entity costs
 *   1; a query over 11000 fails with TOO_COMPLEX_QUERY before anything executes.
 * - Rich text `links`: "The new links property currently has a complexity of 1000, as it can
 *   return up to 1000 entities" (changelog, "Rich Text links resolution in GraphQL Content
 *   API"). The 1000 covers the linked entries and assets themselves, whatever is selected of
 *   them; collections and links selected inside them add their own cost once.
 * - `limit` at most 1000 and `skip` not negative ("Collection fields › Arguments").
 * - whether any field asks for `preview: true` (only a Content Preview API token may).
 */
export declare const MAX_COMPLEXITY = 11000;
/** The complexity of a rich text field's `links` (changelog, Rich Text links resolution). */
export declare const RICH_TEXT_LINKS_COMPLEXITY = 1000;
export interface QueryAnalysis {
    cost: number;
    usesPreview: boolean;
}
export declare function analyzeQuery(bundle: SchemaBundle, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): QueryAnalysis;
/** The TOO_COMPLEX_QUERY failure ("GraphQL Errors", HTTP 400, no data). */
export declare function tooComplex(cost: number): RequestFailure;
