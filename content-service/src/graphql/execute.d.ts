import type { ContentStore } from '../store.js';
import type { EnvRef } from '../types.js';
import { type GraphQLResponseBody } from './errors.js';
import type { GraphQLParams } from './request-params.js';
/**
 * Runs one GraphQL request against an environment, through the phases of "GraphQL Errors"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/graphql-errors):
 * validation (400), schema generation (422), then execution (200, partial data with errors).
 */
/** "Query size limits": 8 kB; 16 kB for automatic persisted queries ("Automatic Persisted Queries"). */
export declare const MAX_QUERY_BYTES: number;
export declare const MAX_PERSISTED_QUERY_BYTES: number;
export interface ExecuteRequest {
    store: ContentStore;
    env: EnvRef;
    /** Which access token authenticated the request. */
    token: 'delivery' | 'preview';
    params: GraphQLParams;
    requestId: string;
    publicUrl: string;
}
export interface ExecuteResult {
    status: 200;
    body: GraphQLResponseBody;
}
/**
 * @throws RequestFailure for every failure that stops the request before execution.
 */
export declare function executeGraphQL(req: ExecuteRequest): Promise<ExecuteResult>;
