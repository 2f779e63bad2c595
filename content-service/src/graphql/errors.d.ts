import { GraphQLError, type SourceLocation } from 'graphql';
/**
 * Error codes of the GraphQL Content API, as listed in "GraphQL Errors › List of known errors"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/graphql-errors).
 * `GRAPHQL_PARSE_FAILED` / `GRAPHQL_VALIDATION_FAILED` cover documents that do not parse or do
 * not validate against the generated schema; `INTERNAL_SERVER_ERROR` covers unexpected failures.
 */
export type GraphQLErrorCode = 'ACCESS_TOKEN_MISSING' | 'ACCESS_TOKEN_INVALID' | 'COLLIDING_TYPE_NAMES' | 'COLLIDING_FIELD_NAMES' | 'RESERVED_FIELD_NAME' | 'UNKNOWN_ENVIRONMENT' | 'UNKNOWN_SPACE' | 'MISSING_QUERY' | 'QUERY_TOO_BIG' | 'INVALID_QUERY_FORMAT' | 'PERSISTED_QUERY_NOT_FOUND' | 'PERSISTED_QUERY_MISMATCH' | 'INVALID_VARIABLES_FORMAT' | 'TOO_COMPLEX_QUERY' | 'QUERY_OPERATION_NAME_MISMATCH' | 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED' | 'UNKNOWN_LOCALE' | 'UNRESOLVABLE_LINK' | 'UNEXPECTED_LINKED_CONTENT_TYPE' | 'INTERNAL_SERVER_ERROR';
/** The `extensions.contentful` object every error carries ("GraphQL Errors"). */
export interface ContentfulErrorExtension {
    code: GraphQLErrorCode;
    requestId: string;
    details?: unknown;
}
/** One entry of a response's `errors` array. */
export interface GraphQLErrorJson {
    message: string;
    locations?: readonly SourceLocation[];
    path?: readonly (string | number)[];
    extensions: {
        contentful: ContentfulErrorExtension;
    };
}
/** A response body: `data` only when execution started ("Is partial" column of the error list). */
export interface GraphQLResponseBody {
    data?: Record<string, unknown> | null;
    errors?: GraphQLErrorJson[];
    /** `contentSourceMaps` when the query asked for them (see source-maps.ts). */
    extensions?: Record<string, unknown>;
}
/** One error of a failed request, before the request id is attached. */
export interface ErrorSpec {
    code: GraphQLErrorCode;
    message: string;
    details?: unknown;
    locations?: readonly SourceLocation[];
}
/**
 * A failure of the whole request: nothing executes and the body has no `data`. The HTTP status
 * follows the "List of known errors" table: 401 authentication, 422 schema generation, 400
 * validation (404 for `PersistedQueryNotFound`).
 */
export declare class RequestFailure extends Error {
    readonly status: 400 | 401 | 404 | 422 | 500;
    readonly errors: ErrorSpec[];
    constructor(status: 400 | 401 | 404 | 422 | 500, errors: ErrorSpec | ErrorSpec[]);
    toBody(requestId: string): GraphQLResponseBody;
}
/**
 * An error raised while resolving one field: the field answers null and the error is listed
 * beside the data with its `path` ("Query execution" rows of the list of known errors).
 */
export declare function executionError(code: GraphQLErrorCode, message: string, details?: unknown): GraphQLError;
/** `UNKNOWN_LOCALE` for `locale` arguments naming no locale of the environment (Locale handling). */
export declare function unknownLocale(code: string): GraphQLError;
/** Serialises an error of `graphql-js` (execution) with the request id and a code. */
export declare function formatExecutionError(error: GraphQLError, requestId: string): GraphQLErrorJson;
