import type { Context } from 'hono';
import { MAX_JSON_DEPTH, tooDeep } from '../http/json-depth.js';
import { RequestFailure } from './errors.js';

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

function invalidFormat(message: string): RequestFailure {
  return new RequestFailure(400, { code: 'INVALID_QUERY_FORMAT', message });
}

function invalidVariables(message: string): RequestFailure {
  return new RequestFailure(400, { code: 'INVALID_VARIABLES_FORMAT', message });
}

function parseJsonObject(text: string, fail: (message: string) => RequestFailure, what: string): Record<string, unknown> {
  if (tooDeep(text)) throw fail(`Query cannot be executed. The ${what} nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fail(`Query cannot be executed. The ${what} is not valid JSON.`);
  }
  if (parsed === null) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw fail(`Query cannot be executed. The ${what} must be a JSON object.`);
  return parsed as Record<string, unknown>;
}

/** Normalises raw `query`, `variables`, `operationName`, `extensions` values. */
function normalise(raw: Record<string, unknown>): GraphQLParams {
  const params: GraphQLParams = {};
  const { query, variables, operationName, extensions } = raw;
  if (query !== undefined && query !== null) {
    if (typeof query !== 'string') throw invalidFormat('Query cannot be executed. The query must be a string.');
    // graphql-js parses recursively: a query nesting lists or objects thousands deep (within
    // the 8 kB size limit) overflows the stack, so nesting is bounded before parsing.
    if (tooDeep(query)) {
      throw new RequestFailure(400, {
        code: 'GRAPHQL_PARSE_FAILED',
        message: `Query cannot be executed. The query nests selections, lists and objects deeper than ${MAX_JSON_DEPTH} levels.`,
      });
    }
    if (query !== '') params.query = query;
  }
  if (variables !== undefined && variables !== null && variables !== '') {
    if (typeof variables === 'string') params.variables = parseJsonObject(variables, invalidVariables, 'variables parameter');
    else if (typeof variables === 'object' && !Array.isArray(variables)) params.variables = variables as Record<string, unknown>;
    else throw invalidVariables('Query cannot be executed. The variables must be a JSON object.');
  }
  if (operationName !== undefined && operationName !== null && operationName !== '') {
    if (typeof operationName !== 'string') throw invalidFormat('Query cannot be executed. The operationName must be a string.');
    params.operationName = operationName;
  }
  if (extensions !== undefined && extensions !== null && extensions !== '') {
    if (typeof extensions === 'string') params.extensions = parseJsonObject(extensions, invalidFormat, 'extensions parameter');
    else if (typeof extensions === 'object' && !Array.isArray(extensions)) params.extensions = extensions as Record<string, unknown>;
    else throw invalidFormat('Query cannot be executed. The extensions must be a JSON object.');
  }
  return params;
}

/**
 * Reads the request's GraphQL parameters.
 * @throws RequestFailure INVALID_QUERY_FORMAT (malformed body) or INVALID_VARIABLES_FORMAT.
 */
export async function readParams(c: Context): Promise<GraphQLParams> {
  if (c.req.method === 'GET') {
    const url = new URL(c.req.url);
    const get = (name: string): string | undefined => url.searchParams.get(name) ?? undefined;
    return normalise({
      query: get('query'),
      variables: get('variables'),
      operationName: get('operationName'),
      extensions: get('extensions'),
    });
  }
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const text = await c.req.text();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    return normalise({
      query: form.get('query') ?? undefined,
      variables: form.get('variables') ?? undefined,
      operationName: form.get('operationName') ?? undefined,
      extensions: form.get('extensions') ?? undefined,
    });
  }
  if (!text.trim()) return {};
  return normalise(parseJsonObject(text, invalidFormat, 'request body'));
}
