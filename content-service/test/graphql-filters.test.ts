import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './helpers.js';
import { ContentFixture, en, gql, link } from './graphql-fixture.js';

// Collection filters: https://www.contentful.com/developers/docs/references/graphql/#/reference/collection-filters

function richText(text: string): unknown {
  return {
    nodeType: 'document',
    data: {},
    content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
  };
}

const ALL = ['p1', 'p2', 'p3', 'p4', 'p5'];

describe('GraphQL collection filters', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
    const fx = new ContentFixture(service);
    fx.locale('de-DE', 'en-US');
    fx.tag('featured', 'Featured');
    fx.tag('promo', 'Promotion');
    fx.contentType('maker', [
      { id: 'name', type: 'Symbol' },
      { id: 'country', type: 'Symbol' },
    ]);
    fx.contentType('part', [
      { id: 'name', type: 'Symbol' },
      { id: 'weight', type: 'Integer' },
    ]);
    fx.contentType('product', [
      { id: 'name', type: 'Symbol', localized: true },
      { id: 'description', type: 'Text' },
      { id: 'price', type: 'Number' },
      { id: 'stock', type: 'Integer' },
      { id: 'launched', type: 'Date' },
      { id: 'active', type: 'Boolean' },
      { id: 'labels', type: 'Array', items: { type: 'Symbol' } },
      { id: 'geo', type: 'Location' },
      { id: 'specs', type: 'Object' },
      { id: 'body', type: 'RichText' },
      { id: 'maker', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['maker'] }] },
      { id: 'parts', type: 'Array', items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['part'] }] } },
      { id: 'image', type: 'Link', linkType: 'Asset' },
    ]);
    fx.entry('m1', 'maker', { name: en('Acme'), country: en('DE') });
    fx.entry('m2', 'maker', { name: en('Globex'), country: en('FR') });
    fx.entry('m3', 'maker', { name: en('Hidden'), country: en('DE') }, { state: 'draft' });
    fx.entry('pt1', 'part', { name: en('Bolt'), weight: en(5) });
    fx.entry('pt2', 'part', { name: en('Nut'), weight: en(1) });
    fx.entry('pt3', 'part', { name: en('Gear'), weight: en(20) });
    fx.asset('a1', { title: en('Logo'), fileName: 'logo.png', contentType: 'image/png', width: 100, size: 500 });
    fx.asset('a2', { title: en('Terms'), fileName: 'terms.pdf', contentType: 'application/pdf', size: 9000 });
    fx.asset('a3', { title: en('Banner'), fileName: 'banner.jpg', contentType: 'image/jpeg', width: 800, height: 200, size: 4000 });
    fx.entry(
      'p1',
      'product',
      {
        name: { 'en-US': 'Home Shield', 'de-DE': 'Hausschutz' },
        description: en('Covers your home against fire'),
        price: en(10.5),
        stock: en(5),
        launched: en('2024-01-10'),
        active: en(true),
        labels: en(['home', 'fire']),
        geo: en({ lat: 52.52, lon: 13.405 }),
        specs: en({ cover: 'full' }),
        body: en(richText('Hello world')),
        maker: en(link('Entry', 'm1')),
        parts: en([link('Entry', 'pt1'), link('Entry', 'pt2')]),
        image: en(link('Asset', 'a1')),
      },
      { tags: ['featured'], publishedAt: '2024-02-01T00:00:00.000Z' },
    );
    fx.entry(
      'p2',
      'product',
      {
        name: en('Car Guard'),
        description: en('Protects your car'),
        price: en(20),
        stock: en(0),
        launched: en('2024-03-01T12:00:00Z'),
        active: en(false),
        labels: en(['car']),
        geo: en({ lat: 48.8566, lon: 2.3522 }),
        maker: en(link('Entry', 'm2')),
        parts: en([link('Entry', 'pt2')]),
      },
      { tags: ['featured', 'promo'], publishedAt: '2024-02-02T00:00:00.000Z' },
    );
    fx.entry(
      'p3',
      'product',
      {
        name: en('Travel Safe'),
        price: en(5),
        stock: en(12),
        launched: en('2023-12-31'),
        active: en(true),
        labels: en(['travel', 'home']),
        maker: en(link('Entry', 'm1')),
      },
      { publishedAt: '2024-02-03T00:00:00.000Z', publishedVersion: 3 },
    );
    fx.entry(
      'p4',
      'product',
      { name: en('pet care'), description: en('For HOME pets'), stock: en(3), labels: en([]), parts: en([link('Entry', 'pt3')]) },
      { publishedAt: '2024-02-04T00:00:00.000Z' },
    );
    fx.entry(
      'p5',
      'product',
      {
        name: en('Life Plus'),
        price: en(100),
        stock: en(7),
        launched: en('2025-06-01'),
        active: en(true),
        labels: en(['life']),
        geo: en({ lat: 40.7128, lon: -74.006 }),
        maker: en(link('Entry', 'm3')),
      },
      { publishedAt: '2024-02-05T00:00:00.000Z' },
    );
  });

  afterAll(async () => {
    await service.destroy();
  });

  async function productIds(where: unknown, locale?: string): Promise<string[]> {
    const res = await gql(
      service,
      'query($where: ProductFilter, $locale: String) { productCollection(where: $where, locale: $locale, order: [sys_id_ASC]) { total items { sys { id } } } }',
      { variables: { where, locale } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const ids = res.body.data.productCollection.items.map((i: any) => i.sys.id);
    expect(res.body.data.productCollection.total).toBe(ids.length);
    return ids;
  }

  const cases: [string, unknown, string[]][] = [
    // Symbol (String)
    ['equality', { name: 'Car Guard' }, ['p2']],
    ['_not', { name_not: 'Car Guard' }, ['p1', 'p3', 'p4', 'p5']],
    ['_in', { name_in: ['Car Guard', 'Life Plus'] }, ['p2', 'p5']],
    ['_not_in', { name_not_in: ['Car Guard', 'Life Plus'] }, ['p1', 'p3', 'p4']],
    ['_exists: true', { name_exists: true }, ALL],
    ['_exists: false on a missing value', { description_exists: false }, ['p3', 'p5']],
    ['_contains (case-insensitive)', { name_contains: 'CAR' }, ['p2', 'p4']],
    ['_not_contains', { name_not_contains: 'e' }, ['p2']],
    // Text
    ['Text _contains', { description_contains: 'home' }, ['p1', 'p4']],
    ['Text _not_contains (missing values match)', { description_not_contains: 'home' }, ['p2', 'p3', 'p5']],
    // Number
    ['Number equality', { price: 20 }, ['p2']],
    ['Number _not', { price_not: 20 }, ['p1', 'p3', 'p4', 'p5']],
    ['Number _gt', { price_gt: 10 }, ['p1', 'p2', 'p5']],
    ['Number _gte', { price_gte: 10.5 }, ['p1', 'p2', 'p5']],
    ['Number _lt', { price_lt: 10.5 }, ['p3']],
    ['Number _lte', { price_lte: 10.5 }, ['p1', 'p3']],
    ['Number _in', { price_in: [5, 100] }, ['p3', 'p5']],
    ['Number _not_in', { price_not_in: [5, 100] }, ['p1', 'p2', 'p4']],
    ['Number _exists: false', { price_exists: false }, ['p4']],
    // Integer
    ['Integer equality', { stock: 0 }, ['p2']],
    ['Integer _gt', { stock_gt: 4 }, ['p1', 'p3', 'p5']],
    ['Integer _lte', { stock_lte: 3 }, ['p2', 'p4']],
    // Date
    ['Date equality', { launched: '2024-01-10T00:00:00.000Z' }, ['p1']],
    ['Date _gt', { launched_gt: '2024-01-01T00:00:00Z' }, ['p1', 'p2', 'p5']],
    ['Date _gte', { launched_gte: '2024-03-01T12:00:00Z' }, ['p2', 'p5']],
    ['Date _lt', { launched_lt: '2024-01-01' }, ['p3']],
    ['Date _lte', { launched_lte: '2024-01-10' }, ['p1', 'p3']],
    ['Date _in', { launched_in: ['2023-12-31T00:00:00Z'] }, ['p3']],
    ['Date _not_in', { launched_not_in: ['2023-12-31T00:00:00Z'] }, ['p1', 'p2', 'p4', 'p5']],
    // Boolean
    ['Boolean equality true', { active: true }, ['p1', 'p3', 'p5']],
    ['Boolean equality false', { active: false }, ['p2']],
    ['Boolean _not', { active_not: true }, ['p2', 'p4']],
    ['Boolean _exists: false', { active_exists: false }, ['p4']],
    // Array of Symbols
    ['Array _contains_all', { labels_contains_all: ['home', 'fire'] }, ['p1']],
    ['Array _contains_some', { labels_contains_some: ['home', 'car'] }, ['p1', 'p2', 'p3']],
    ['Array _contains_none', { labels_contains_none: ['home'] }, ['p2', 'p4', 'p5']],
    ['Array _exists: false (empty array)', { labels_exists: false }, ['p4']],
    // Location
    ['Location _within_circle', { geo_within_circle: [52.5, 13.4, 10] }, ['p1']],
    ['Location _within_rectangle', { geo_within_rectangle: [55, 0, 45, 20] }, ['p1', 'p2']],
    ['Location _exists: false', { geo_exists: false }, ['p3', 'p4']],
    // JSON object and rich text
    ['Object _exists', { specs_exists: true }, ['p1']],
    ['RichText _exists', { body_exists: true }, ['p1']],
    ['RichText _contains', { body_contains: 'WORLD' }, ['p1']],
    ['RichText _not_contains', { body_not_contains: 'world' }, ['p2', 'p3', 'p4', 'p5']],
    // References
    ['single reference _exists', { maker_exists: true }, ['p1', 'p2', 'p3', 'p5']],
    ['nested filter on a single reference', { maker: { name: 'Acme' } }, ['p1', 'p3']],
    ['nested filter with _in', { maker: { country_in: ['FR'] } }, ['p2']],
    ['nested filter does not see unpublished entries', { maker: { name: 'Hidden' } }, []],
    ['nested filter with AND', { maker: { AND: [{ name: 'Acme' }, { country: 'DE' }] } }, ['p1', 'p3']],
    ['nested filter on sys', { maker: { sys: { id: 'm2' } } }, ['p2']],
    ['collection _exists: false', { partsCollection_exists: false }, ['p3', 'p5']],
    ['nested filter on a collection (any item)', { parts: { weight_gt: 4 } }, ['p1', 'p4']],
    ['nested collection filter equality', { parts: { name: 'Nut' } }, ['p1', 'p2']],
    ['asset link _exists', { image_exists: true }, ['p1']],
    // sys
    ['sys.id', { sys: { id: 'p2' } }, ['p2']],
    ['sys.id_in', { sys: { id_in: ['p1', 'p5'] } }, ['p1', 'p5']],
    ['sys.id_not', { sys: { id_not: 'p1' } }, ['p2', 'p3', 'p4', 'p5']],
    ['sys.id_not_in', { sys: { id_not_in: ['p1', 'p2'] } }, ['p3', 'p4', 'p5']],
    ['sys.id_contains', { sys: { id_contains: '4' } }, ['p4']],
    ['sys.publishedAt_gt', { sys: { publishedAt_gt: '2024-02-03T00:00:00Z' } }, ['p4', 'p5']],
    ['sys.firstPublishedAt_lte', { sys: { firstPublishedAt_lte: '2024-02-02T00:00:00Z' } }, ['p1', 'p2']],
    ['sys.publishedVersion_gte', { sys: { publishedVersion_gte: 2 } }, ['p3']],
    ['sys.publishedAt_exists', { sys: { publishedAt_exists: true } }, ALL],
    // contentfulMetadata
    ['tags_exists: true', { contentfulMetadata: { tags_exists: true } }, ['p1', 'p2']],
    ['tags_exists: false', { contentfulMetadata: { tags_exists: false } }, ['p3', 'p4', 'p5']],
    ['tags id_contains_all', { contentfulMetadata: { tags: { id_contains_all: ['featured', 'promo'] } } }, ['p2']],
    ['tags id_contains_some', { contentfulMetadata: { tags: { id_contains_some: ['promo', 'other'] } } }, ['p2']],
    ['tags id_contains_none', { contentfulMetadata: { tags: { id_contains_none: ['promo'] } } }, ['p1', 'p3', 'p4', 'p5']],
    // Logical connectives
    ['several keys (AND)', { active: true, price_gt: 50 }, ['p5']],
    ['AND', { AND: [{ price_gt: 5 }, { active: true }] }, ['p1', 'p5']],
    ['OR', { OR: [{ name: 'Car Guard' }, { stock_gt: 10 }] }, ['p2', 'p3']],
    ['OR of AND', { OR: [{ AND: [{ active: true }, { price_lt: 10 }] }, { labels_contains_some: ['car'] }] }, ['p2', 'p3']],
    ['null values are ignored', { name: null }, ALL],
  ];

  it.each(cases)('given products, when filtering with %s, then the expected entries match', async (_name, where, expected) => {
    expect(await productIds(where)).toEqual(expected);
  });

  it('given a localized field, when filtering in another locale, then values of that locale (with fallback) are compared', async () => {
    expect(await productIds({ name: 'Hausschutz' }, 'de-DE')).toEqual(['p1']);
    expect(await productIds({ name: 'Car Guard' }, 'de-DE')).toEqual(['p2']);
    expect(await productIds({ name: 'Hausschutz' })).toEqual([]);
  });

  it('given entries of several types, when entryCollection is filtered by sys and tags, then matching entries of every type answer', async () => {
    const res = await gql(
      service,
      `{ bySys: entryCollection(where: { sys: { id_in: ["p1", "m1", "m3"] } }, order: [sys_id_ASC]) { total items { __typename sys { id } } }
         byTag: entryCollection(where: { contentfulMetadata: { tags: { id_contains_some: ["promo"] } } }) { items { sys { id } } } }`,
    );
    expect(res.body).toEqual({
      data: {
        bySys: {
          total: 2,
          items: [
            { __typename: 'Maker', sys: { id: 'm1' } },
            { __typename: 'Product', sys: { id: 'p1' } },
          ],
        },
        byTag: { items: [{ sys: { id: 'p2' } }] },
      },
    });
  });

  it('given assets, when assetCollection is filtered, then file properties are compared', async () => {
    const ids = async (where: unknown): Promise<string[]> => {
      const res = await gql(
        service,
        'query($where: AssetFilter) { assetCollection(where: $where, order: [sys_id_ASC]) { items { sys { id } } } }',
        {
          variables: { where },
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.assetCollection.items.map((i: any) => i.sys.id);
    };
    expect(await ids({ contentType_contains: 'image' })).toEqual(['a1', 'a3']);
    expect(await ids({ width_gt: 200 })).toEqual(['a3']);
    expect(await ids({ width_exists: false })).toEqual(['a2']);
    expect(await ids({ title: 'Terms' })).toEqual(['a2']);
    expect(await ids({ fileName_in: ['logo.png', 'banner.jpg'] })).toEqual(['a1', 'a3']);
    expect(await ids({ size_lte: 4000, OR: [{ height: 200 }, { title_contains: 'logo' }] })).toEqual(['a1', 'a3']);
    expect(await ids({ url_contains: '/images/' })).toEqual(['a1', 'a2', 'a3']);
  });

  it('given a collection restricted to one content type, when where and order are passed, then its items are filtered and sorted', async () => {
    const res = await gql(
      service,
      `{ product(id: "p1") {
           heavy: partsCollection(where: { weight_gt: 2 }) { total items { name } }
           sorted: partsCollection(order: [weight_ASC]) { total items { name weight } }
           all: partsCollection { total items { name } } } }`,
    );
    expect(res.body).toEqual({
      data: {
        product: {
          heavy: { total: 1, items: [{ name: 'Bolt' }] },
          sorted: {
            total: 2,
            items: [
              { name: 'Nut', weight: 1 },
              { name: 'Bolt', weight: 5 },
            ],
          },
          all: { total: 2, items: [{ name: 'Bolt' }, { name: 'Nut' }] },
        },
      },
    });
  });

  it('given a filter on a field of the wrong type, when sent, then it fails validation', async () => {
    const res = await gql(service, '{ productCollection(where: { price_contains: "x" }) { total } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.contentful.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toMatch(/^Field "price_contains" is not defined by type "ProductFilter"\./);
  });
});
