import type { Context } from 'hono';
/**
 * The parameters of a GraphQL request ("HTTP Methods",
 * https://www.contentful.com/developers/docs/references/graphql/#/introduction/http-methods):
 * POST sends `query`, `variables`, `operationName` (and `extensions`) as a JSON object
 * (`application/json`, or form fields with `application/x-www-form-urlencoded`); GET sends
 * them as URL parameters, `variables` and `extensions` JSON-encoded.
 */
export interface GraphQLParams {
    query?: string;
    variables?: Record<string, unknown>;
    operationName?: string;
    extensions?: Record<string, unknown>;
}
/**
 * Reads the request's GraphQL parameters.
 * @throws RequestFailure INVALID_QUERY_FORMAT (malformed body) or INVALID_VARIABLES_FORMAT.
 */
export declare function readParams(c: Context): Promise<GraphQLParams>;
