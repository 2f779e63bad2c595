import { execute, getOperationAST, getVariableValues, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import type { ContentStore } from '../store.js';
import type { EnvRef } from '../types.js';
import { analyzeQuery, MAX_COMPLEXITY, tooComplex } from './analysis.js';
import { SchemaGenerationError } from './content-model.js';
import type { GraphQLContext } from './context.js';
import { environmentView } from './entity-index.js';
import { formatExecutionError, RequestFailure, type ErrorSpec, type GraphQLResponseBody } from './errors.js';
import { environmentLocales } from './locales.js';
import { resolvePersistedQuery } from './persisted-queries.js';
import type { GraphQLParams } from './request-params.js';
import { environmentSchema, type SchemaBundle } from './schema-cache.js';
import { SourceMapCollector, wantsSourceMaps } from './source-maps.js';

/**
 * Runs one GraphQL request against an environment, through the phases of "GraphQL Errors"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/graphql-errors):
 * validation (400), schema generation (422), then execution (200, partial data with errors).
 */

/** "Query size limits": 8 kB; 16 kB for automatic persisted queries ("Automatic Persisted Queries"). */
export const MAX_QUERY_BYTES = 8 * 1024;
export const MAX_PERSISTED_QUERY_BYTES = 16 * 1024;

const DOCUMENT_CACHE_SIZE = 200;

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
export async function executeGraphQL(req: ExecuteRequest): Promise<ExecuteResult> {
  const { query, persisted } = resolvePersistedQuery(req.store, req.params.query, req.params.extensions);
  if (query === undefined || query.trim() === '') {
    throw new RequestFailure(400, { code: 'MISSING_QUERY', message: 'Query cannot be executed. The request does not contain a query.' });
  }
  const size = Buffer.byteLength(query, 'utf8');
  const maxSize = persisted ? MAX_PERSISTED_QUERY_BYTES : MAX_QUERY_BYTES;
  if (size > maxSize) {
    throw new RequestFailure(400, {
      code: 'QUERY_TOO_BIG',
      message: `Query cannot be executed. The maximum allowed size for a query is ${maxSize} bytes but it was ${size} bytes.`,
      details: { size, maximumSize: maxSize },
    });
  }

  let bundle: SchemaBundle;
  try {
    bundle = environmentSchema(req.store, req.env);
  } catch (err) {
    if (err instanceof SchemaGenerationError) throw new RequestFailure(422, { code: err.code, message: err.message, details: err.details });
    throw err;
  }

  const document = parsedDocument(bundle, query);
  const operation = getOperationAST(document, req.params.operationName);
  if (!operation) {
    throw new RequestFailure(400, {
      code: 'QUERY_OPERATION_NAME_MISMATCH',
      message: req.params.operationName
        ? `Query cannot be executed. The operation name '${req.params.operationName}' does not match any operation in the query.`
        : 'Query cannot be executed. The query contains several operations; operationName must name one of them.',
    });
  }

  if (operation.operation !== 'query') {
    // "This is a read-only API" (Basic API Information): the schema has no mutation or subscription root.
    throw new RequestFailure(400, {
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: `Schema is not configured to execute ${operation.operation} operation.`,
      locations: operation.loc ? [{ line: operation.loc.startToken.line, column: operation.loc.startToken.column }] : undefined,
    });
  }

  const coerced = getVariableValues(bundle.schema, operation.variableDefinitions ?? [], req.params.variables ?? {});
  if (coerced.errors) {
    throw new RequestFailure(
      400,
      coerced.errors.map((e) => ({ code: 'INVALID_VARIABLES_FORMAT', message: e.message, locations: e.locations }) satisfies ErrorSpec),
    );
  }

  let analysis;
  try {
    analysis = analyzeQuery(bundle, document, operation, coerced.coerced);
  } catch (err) {
    if (err instanceof GraphQLError)
      throw new RequestFailure(400, { code: 'GRAPHQL_VALIDATION_FAILED', message: err.message, locations: err.locations });
    throw err;
  }
  if (analysis.usesPreview && req.token !== 'preview') {
    throw new RequestFailure(401, {
      code: 'ACCESS_TOKEN_INVALID',
      message:
        'Query cannot be executed. The preview argument requires a Content Preview API access token; the access token you sent is a Content Delivery API token.',
    });
  }
  if (analysis.cost > MAX_COMPLEXITY) throw tooComplex(analysis.cost);

  const views = new Map<boolean, ReturnType<typeof environmentView>>();
  const sourceMaps = wantsSourceMaps(operation) ? new SourceMapCollector(req.store, req.env) : undefined;
  const contextValue: GraphQLContext = {
    sourceMaps,
    env: req.env,
    store: req.store,
    model: bundle.model,
    locales: environmentLocales(req.store, req.env),
    requestId: req.requestId,
    publicUrl: req.publicUrl,
    view(preview) {
      let view = views.get(preview);
      if (!view) views.set(preview, (view = environmentView(req.store, req.env, preview)));
      return view;
    },
  };

  const result = await execute({
    schema: bundle.schema,
    document,
    operationName: req.params.operationName,
    variableValues: req.params.variables ?? {},
    contextValue,
  });
  const body: GraphQLResponseBody = { data: (result.data ?? null) as Record<string, unknown> | null };
  if (result.errors?.length) {
    for (const e of result.errors) {
      if (!e.extensions?.contentful) console.error('[content-service] GraphQL execution error', e.originalError ?? e);
    }
    body.errors = result.errors.map((e) => formatExecutionError(e, req.requestId));
  }
  if (sourceMaps) body.extensions = { ...body.extensions, contentSourceMaps: sourceMaps.toJSON() };
  return { status: 200, body };
}

/**
 * The parsed and validated document of `query` (cached per schema).
 * @throws RequestFailure GRAPHQL_PARSE_FAILED or GRAPHQL_VALIDATION_FAILED (HTTP 400).
 */
function parsedDocument(bundle: SchemaBundle, query: string): DocumentNode {
  let cached = bundle.documents.get(query);
  if (cached) {
    bundle.documents.delete(query);
    bundle.documents.set(query, cached);
  } else {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (err) {
      if (!(err instanceof GraphQLError)) throw err;
      throw new RequestFailure(400, { code: 'GRAPHQL_PARSE_FAILED', message: err.message, locations: err.locations });
    }
    cached = { document, errors: validate(bundle.schema, document) };
    bundle.documents.set(query, cached);
    if (bundle.documents.size > DOCUMENT_CACHE_SIZE) bundle.documents.delete(bundle.documents.keys().next().value!);
  }
  if (cached.errors.length) {
    throw new RequestFailure(
      400,
      cached.errors.map((e) => ({ code: 'GRAPHQL_VALIDATION_FAILED', message: e.message, locations: e.locations }) satisfies ErrorSpec),
    );
  }
  return cached.document;
}
