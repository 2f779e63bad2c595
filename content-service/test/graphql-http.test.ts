import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TOKEN, MANAGEMENT_TOKEN, PREVIEW_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';
import { codes, ContentFixture, en, gql } from './graphql-fixture.js';

// HTTP methods, Authentication, Automatic Persisted Queries and GraphQL Errors:
// https://www.contentful.com/developers/docs/references/graphql/

/** sha256 of `{__typename}`, the example of "Automatic Persisted Queries". */
const TYPENAME_HASH = 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38';

describe('GraphQL over HTTP', () => {
  let service: TestService;
  let endpoint: string;

  beforeAll(async () => {
    service = await startTestService();
    endpoint = `${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`;
    const fx = new ContentFixture(service);
    fx.contentType('note', [{ id: 'text', type: 'Symbol' }]);
    fx.entry('n1', 'note', { text: en('first') });
  });

  afterAll(async () => {
    await service.destroy();
  });

  function error(res: { headers: Headers }, code: string, message: string, details?: unknown): unknown {
    const contentful: Record<string, unknown> = { code, requestId: res.headers.get('x-contentful-request-id') };
    if (details !== undefined) contentful.details = details;
    return { errors: [{ message, extensions: { contentful } }] };
  }

  describe('authentication', () => {
    it('given no access token, when a query is sent, then it answers 401 ACCESS_TOKEN_MISSING', async () => {
      const res = await gql(service, '{ __typename }', { token: null });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual(
        error(
          res,
          'ACCESS_TOKEN_MISSING',
          'Query cannot be executed. The access token is missing: send it as "Authorization: Bearer <token>" or the access_token URL parameter.',
        ),
      );
    });

    it('given a wrong token (or the management token), when a query is sent, then it answers 401 ACCESS_TOKEN_INVALID', async () => {
      for (const token of ['nope', MANAGEMENT_TOKEN]) {
        const res = await gql(service, '{ __typename }', { token });
        expect(res.status).toBe(401);
        expect(res.body).toEqual(error(res, 'ACCESS_TOKEN_INVALID', 'The access token you sent could not be found or is invalid.'));
      }
    });

    it('given the token as access_token URL parameter or a lower-case bearer scheme, when sent, then it is accepted', async () => {
      const viaQuery = await fetch(
        `${endpoint}?access_token=${DELIVERY_TOKEN}&query=${encodeURIComponent('{ noteCollection { total } }')}`,
      );
      expect(await viaQuery.json()).toEqual({ data: { noteCollection: { total: 1 } } });
      const lower = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `bearer ${PREVIEW_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ noteCollection { total } }' }),
      });
      expect(lower.status).toBe(200);
    });

    it('given an unknown space or environment, when a query is sent, then it answers 400 UNKNOWN_SPACE / UNKNOWN_ENVIRONMENT', async () => {
      const space = await fetch(`${service.httpUrl}/content/v1/spaces/nospace/environments/master`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${DELIVERY_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(space.status).toBe(400);
      expect(await space.json()).toEqual(
        error(
          space,
          'UNKNOWN_SPACE',
          "Query cannot be executed. The space 'nospace' does not exist or the access token has no access to it.",
          { spaceId: 'nospace' },
        ),
      );
      const env = await gql(service, '{ __typename }', { path: '/environments/staging' });
      expect(env.status).toBe(400);
      expect(env.body).toEqual(
        error(env, 'UNKNOWN_ENVIRONMENT', "Query cannot be executed. The environment 'staging' does not exist in the space 'testspace'.", {
          spaceId: SPACE,
          environmentId: 'staging',
        }),
      );
    });

    it('given the space URL without an environment, when queried, then master answers', async () => {
      const res = await gql(service, '{ noteCollection { items { text } } }', { path: '' });
      expect(res.body).toEqual({ data: { noteCollection: { items: [{ text: 'first' }] } } });
    });
  });

  describe('request formats', () => {
    it('given GET with query, variables and operationName parameters, when sent, then the named operation runs', async () => {
      const res = await gql(service, 'query A { __typename } query B($id: String!) { note(id: $id) { text } }', {
        method: 'GET',
        variables: { id: 'n1' },
        operationName: 'B',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { note: { text: 'first' } } });
      expect(res.headers.get('x-contentful-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('given a form-urlencoded POST, when sent, then its fields are read', async () => {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${DELIVERY_TOKEN}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          query: 'query($id: String!) { note(id: $id) { text } }',
          variables: JSON.stringify({ id: 'n1' }),
        }).toString(),
      });
      expect(await res.json()).toEqual({ data: { note: { text: 'first' } } });
    });

    it('given a malformed JSON body, when posted, then it answers 400 INVALID_QUERY_FORMAT (not 500)', async () => {
      for (const body of ['{"query": ', '[{"query": "{ __typename }"}]']) {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { Authorization: `Bearer ${DELIVERY_TOKEN}`, 'Content-Type': 'application/json' },
          body,
        });
        expect(res.status).toBe(400);
        const expected = body.startsWith('[')
          ? 'Query cannot be executed. The request body must be a JSON object.'
          : 'Query cannot be executed. The request body is not valid JSON.';
        expect(await res.json()).toEqual(error(res, 'INVALID_QUERY_FORMAT', expected));
      }
    });

    it('given variables that are not a JSON object, when sent, then it answers 400 INVALID_VARIABLES_FORMAT', async () => {
      const res = await fetch(`${endpoint}?query=${encodeURIComponent('{ __typename }')}&variables=%7Bnope`, {
        headers: { Authorization: `Bearer ${DELIVERY_TOKEN}` },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(
        error(res, 'INVALID_VARIABLES_FORMAT', 'Query cannot be executed. The variables parameter is not valid JSON.'),
      );
    });

    it('given variables of the wrong type, when sent, then it answers 400 INVALID_VARIABLES_FORMAT with the location', async () => {
      const res = await gql(service, 'query($id: String!) { note(id: $id) { text } }', { variables: { id: 5 } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        {
          message: 'Variable "$id" got invalid value 5; String cannot represent a non string value: 5',
          locations: [{ line: 1, column: 7 }],
          extensions: { contentful: { code: 'INVALID_VARIABLES_FORMAT', requestId: res.headers.get('x-contentful-request-id') } },
        },
      ]);
    });

    it('given no query, when sent, then it answers 400 MISSING_QUERY', async () => {
      const res = await gql(service, undefined);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(error(res, 'MISSING_QUERY', 'Query cannot be executed. The request does not contain a query.'));
    });

    it('given a query over 8 kB, when sent, then it answers 400 QUERY_TOO_BIG', async () => {
      const query = `{ __typename ${' '.repeat(8200)}}`;
      const res = await gql(service, query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        error(
          res,
          'QUERY_TOO_BIG',
          `Query cannot be executed. The maximum allowed size for a query is 8192 bytes but it was ${query.length} bytes.`,
          {
            size: query.length,
            maximumSize: 8192,
          },
        ),
      );
    });
  });

  describe('invalid GraphQL', () => {
    it('given a syntax error, when sent, then it answers 400 GRAPHQL_PARSE_FAILED with the location', async () => {
      const res = await gql(service, '{ noteCollection { total }');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        errors: [
          {
            message: 'Syntax Error: Expected Name, found <EOF>.',
            locations: [{ line: 1, column: 27 }],
            extensions: { contentful: { code: 'GRAPHQL_PARSE_FAILED', requestId: res.headers.get('x-contentful-request-id') } },
          },
        ],
      });
    });

    it('given unknown fields or a mutation, when sent, then it answers 400 GRAPHQL_VALIDATION_FAILED listing every error', async () => {
      const res = await gql(service, '{ noteCollection { nope } note(id: "n1") { text(foo: 1) } }');
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: any) => e.message)).toEqual([
        'Cannot query field "nope" on type "NoteCollection".',
        'Unknown argument "foo" on field "Note.text".',
      ]);
      expect(codes(res)).toEqual(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_VALIDATION_FAILED']);
      const mutation = await gql(service, 'mutation { x }');
      expect(mutation.status).toBe(400);
      expect(mutation.body.errors[0].message).toBe('Schema is not configured to execute mutation operation.');
    });

    it('given an operationName matching no operation, or several operations without one, when sent, then it answers 400 QUERY_OPERATION_NAME_MISMATCH', async () => {
      const wrong = await gql(service, 'query A { __typename }', { operationName: 'B' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual(
        error(
          wrong,
          'QUERY_OPERATION_NAME_MISMATCH',
          "Query cannot be executed. The operation name 'B' does not match any operation in the query.",
        ),
      );
      const ambiguous = await gql(service, 'query A { __typename } query B { __typename }');
      expect(ambiguous.status).toBe(400);
      expect(codes(ambiguous)).toEqual(['QUERY_OPERATION_NAME_MISMATCH']);
    });
  });

  describe('automatic persisted queries', () => {
    it('given an unknown hash without a query, when sent, then it answers 404 PersistedQueryNotFound', async () => {
      const hash = 'a'.repeat(64);
      const res = await gql(service, undefined, { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(error(res, 'PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound', { sha256Hash: hash }));
    });

    it('given a query with its hash, when sent, then it runs and the hash alone runs it afterwards (POST and GET)', async () => {
      const extensions = { persistedQuery: { version: 1, sha256Hash: TYPENAME_HASH } };
      const register = await gql(service, '{__typename}', { extensions });
      expect(register.status).toBe(200);
      expect(register.body).toEqual({ data: { __typename: 'Query' } });
      const post = await gql(service, undefined, { extensions });
      expect(post.body).toEqual({ data: { __typename: 'Query' } });
      const get = await gql(service, undefined, { extensions, method: 'GET' });
      expect(get.body).toEqual({ data: { __typename: 'Query' } });
    });

    it('given a query with a hash that does not match it, when sent, then it answers 400 PersistedQueryMismatch', async () => {
      const res = await gql(service, '{ noteCollection { total } }', {
        extensions: { persistedQuery: { version: 1, sha256Hash: TYPENAME_HASH } },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({
        message: 'PersistedQueryMismatch',
        extensions: { contentful: { code: 'PERSISTED_QUERY_MISMATCH' } },
      });
    });

    it('given an unsupported persisted query version, when sent, then it answers 400 INVALID_QUERY_FORMAT', async () => {
      const res = await gql(service, undefined, { extensions: { persistedQuery: { version: 2, sha256Hash: TYPENAME_HASH } } });
      expect(res.status).toBe(400);
      expect(codes(res)).toEqual(['INVALID_QUERY_FORMAT']);
    });
  });
});
