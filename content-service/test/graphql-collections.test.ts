import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './helpers.js';
import { ContentFixture, en, expectTooComplex, gql, link } from './graphql-fixture.js';

// Collection fields, Collection Order, Default ordering and Query complexity limits:
// https://www.contentful.com/developers/docs/references/graphql/

describe('GraphQL collections: order, pagination and complexity', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
    const fx = new ContentFixture(service);
    fx.contentType('item', [
      { id: 'name', type: 'Symbol' },
      { id: 'rank', type: 'Integer' },
      { id: 'score', type: 'Number' },
      { id: 'day', type: 'Date' },
      { id: 'flag', type: 'Boolean' },
      { id: 'notes', type: 'Text' },
    ]);
    fx.contentType('holder', [
      { id: 'title', type: 'Symbol' },
      { id: 'things', type: 'Array', items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['item'] }] } },
      { id: 'one', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['item'] }] },
      { id: 'body', type: 'RichText' },
      {
        id: 'limitedBody',
        type: 'RichText',
        validations: [
          { enabledNodeTypes: ['paragraph', 'embedded-entry-block', 'entry-hyperlink'] },
          { nodes: { 'embedded-entry-block': [{ size: { max: 5 } }], 'entry-hyperlink': [{ size: { max: 3 } }] } },
        ],
      },
    ]);
    fx.entry(
      'i1',
      'item',
      { name: en('delta'), rank: en(2), score: en(1.5), day: en('2024-01-03'), flag: en(true) },
      { publishedAt: '2024-01-05T00:00:00.000Z', publishedVersion: 3 },
    );
    fx.entry(
      'i2',
      'item',
      { name: en('alpha'), rank: en(1), score: en(9), day: en('2024-01-01'), flag: en(false) },
      { publishedAt: '2024-01-07T00:00:00.000Z' },
    );
    fx.entry('i3', 'item', { name: en('charlie'), rank: en(2), score: en(3), flag: en(true) }, { publishedAt: '2024-01-07T00:00:00.000Z' });
    fx.entry(
      'i4',
      'item',
      { name: en('bravo'), score: en(3), day: en('2024-02-01'), flag: en(false) },
      { publishedAt: '2024-01-01T00:00:00.000Z' },
    );
    fx.entry(
      'i5',
      'item',
      { name: en('echo'), rank: en(5), score: en(0.5), day: en('2023-12-01') },
      { publishedAt: '2024-01-03T00:00:00.000Z' },
    );
    fx.entry('h1', 'holder', { title: en('Zeta'), things: en([link('Entry', 'i1'), link('Entry', 'i2')]), one: en(link('Entry', 'i1')) });
    fx.entry('h2', 'holder', { title: en('Alpha'), things: en([link('Entry', 'i1')]) });
  });

  afterAll(async () => {
    await service.destroy();
  });

  async function itemIds(args: string): Promise<string[]> {
    const res = await gql(service, `{ itemCollection${args} { items { sys { id } } } }`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.itemCollection.items.map((i: any) => i.sys.id);
  }

  describe('order', () => {
    it('given no order, when a root collection is queried, then items are ordered by publication time descending, then sys.id ascending', async () => {
      expect(await itemIds('')).toEqual(['i2', 'i3', 'i1', 'i5', 'i4']);
    });

    it.each([
      ['name_ASC', ['i2', 'i4', 'i3', 'i1', 'i5']],
      ['name_DESC', ['i5', 'i1', 'i3', 'i4', 'i2']],
      ['rank_ASC, name_DESC', ['i2', 'i1', 'i3', 'i5', 'i4']],
      ['rank_DESC', ['i5', 'i1', 'i3', 'i2', 'i4']],
      ['score_DESC', ['i2', 'i3', 'i4', 'i1', 'i5']],
      ['day_DESC', ['i4', 'i1', 'i2', 'i5', 'i3']],
      ['flag_ASC', ['i2', 'i4', 'i1', 'i3', 'i5']],
      ['sys_id_DESC', ['i5', 'i4', 'i3', 'i2', 'i1']],
      ['sys_publishedAt_ASC', ['i4', 'i5', 'i1', 'i2', 'i3']],
      ['sys_firstPublishedAt_DESC', ['i2', 'i3', 'i1', 'i5', 'i4']],
      ['sys_publishedVersion_DESC', ['i1', 'i2', 'i3', 'i4', 'i5']],
    ])('given items, when ordered by [%s], then they sort by those keys with missing values last', async (order, expected) => {
      expect(await itemIds(`(order: [${order}])`)).toEqual(expected);
    });

    it('given a Text field, when ordered by it, then the query fails validation (Text is not orderable)', async () => {
      const res = await gql(service, '{ itemCollection(order: [notes_ASC]) { total } }');
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Value "notes_ASC" does not exist in "ItemOrder" enum\./),
        extensions: { contentful: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      });
    });

    it('given linkedFrom collections, when queried without and with order, then they keep link order or sort', async () => {
      const res = await gql(
        service,
        `{ item(id: "i1") { linkedFrom {
             plain: holderCollection { items { title } }
             sorted: holderCollection(order: [title_ASC]) { items { title } }
             entryCollection { total } } } }`,
      );
      expect(res.body).toEqual({
        data: {
          item: {
            linkedFrom: {
              plain: { items: [{ title: 'Zeta' }, { title: 'Alpha' }] },
              sorted: { items: [{ title: 'Alpha' }, { title: 'Zeta' }] },
              entryCollection: { total: 2 },
            },
          },
        },
      });
    });
  });

  describe('pagination', () => {
    it('given limit and skip, when a collection is queried, then total counts every match and items are the requested page', async () => {
      const res = await gql(
        service,
        `{ first: itemCollection(limit: 2) { total skip limit items { sys { id } } }
           second: itemCollection(skip: 2, limit: 2) { total skip limit items { sys { id } } }
           beyond: itemCollection(skip: 10) { total skip limit items { sys { id } } }
           none: itemCollection(limit: 0) { total skip limit items { sys { id } } }
           nested: holder(id: "h1") { thingsCollection(skip: 1, limit: 1) { total skip limit items { sys { id } } } } }`,
      );
      expect(res.body).toEqual({
        data: {
          first: { total: 5, skip: 0, limit: 2, items: [{ sys: { id: 'i2' } }, { sys: { id: 'i3' } }] },
          second: { total: 5, skip: 2, limit: 2, items: [{ sys: { id: 'i1' } }, { sys: { id: 'i5' } }] },
          beyond: { total: 5, skip: 10, limit: 100, items: [] },
          none: { total: 5, skip: 0, limit: 0, items: [] },
          nested: { thingsCollection: { total: 2, skip: 1, limit: 1, items: [{ sys: { id: 'i2' } }] } },
        },
      });
    });

    it('given limit 1000, when queried, then it is accepted', async () => {
      const res = await gql(service, '{ itemCollection(limit: 1000) { total } }');
      expect(res.body).toEqual({ data: { itemCollection: { total: 5 } } });
    });

    it('given limit above 1000 (literal or variable), when queried, then the request fails with HTTP 400 and no data', async () => {
      for (const call of [
        { query: '{ itemCollection(limit: 1001) { total } }', variables: undefined },
        { query: 'query($l: Int) { holder(id: "h1") { thingsCollection(limit: $l) { total } } }', variables: { l: 1001 } },
      ]) {
        const res = await gql(service, call.query, { variables: call.variables });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          errors: [
            {
              message: "Query cannot be executed. The maximum allowed value for the 'limit' argument is 1000 but it was 1001.",
              extensions: {
                contentful: {
                  code: 'GRAPHQL_VALIDATION_FAILED',
                  requestId: res.headers.get('x-contentful-request-id'),
                  details: { argument: 'limit', value: 1001, maximum: 1000 },
                },
              },
            },
          ],
        });
      }
    });

    it('given a negative skip, when queried, then the request fails with HTTP 400', async () => {
      const res = await gql(service, '{ itemCollection(skip: -1) { total } }');
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe("Query cannot be executed. The 'skip' argument must not be negative but it was -1.");
    });
  });

  describe('query complexity', () => {
    async function tooComplex(query: string, cost: number): Promise<void> {
      expectTooComplex(await gql(service, query), cost);
    }

    it('given nested collections within the limit (default limits of 100), when queried, then the query runs', async () => {
      const res = await gql(service, '{ holderCollection { items { one { name } thingsCollection { items { name } } } } }');
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    });

    it('given nested collection limits multiplying over 11000, when queried, then it fails with TOO_COMPLEX_QUERY and no data', async () => {
      await tooComplex('{ holderCollection(limit: 100) { items { thingsCollection(limit: 200) { items { name } } } } }', 20100);
    });

    it('given aliases and fragments adding up, when queried, then every selection counts', async () => {
      await tooComplex(
        `{ holderCollection { items { ...things b: thingsCollection(limit: 10) { items { name } } } } }
         fragment things on Holder { thingsCollection { items { name } } }`,
        11100,
      );
    });

    it('given rich text links, when queried in a collection, then a field with unlimited kinds costs the 1000 it may link in all', async () => {
      // "Rich Text": links costs the sum of the field's link limits; a field links at most 1000 entities.
      // body has no limits: 20 × (1 + 1000). limitedBody limits block entries (5) and entry hyperlinks (3)
      // but not inline entries nor assets, which its enabledNodeTypes leave out: 5 + 3 + 3 × 1000, at most 1000.
      await tooComplex('{ holderCollection(limit: 20) { items { body { links { entries { block { sys { id } } } } } } } }', 20020);
      await tooComplex('{ holderCollection(limit: 20) { items { limitedBody { links { entries { block { sys { id } } } } } } } }', 20020);
      const ok = await gql(service, '{ holderCollection(limit: 10) { items { body { links { entries { block { sys { id } } } } } } } }');
      expect(ok.status).toBe(200);
    });
  });
});
