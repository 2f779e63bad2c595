import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyEnvironment } from '../src/bootstrap.js';
import { startTestService, SPACE, type TestService } from './helpers.js';
import { codes, ContentFixture, gql, type FieldSpec } from './graphql-fixture.js';

// Schema generation rules: https://www.contentful.com/developers/docs/references/graphql/#/reference/schema-generation

const PAGE_FIELDS: FieldSpec[] = [
  { id: 'title', type: 'Symbol', localized: true },
  { id: 'description', type: 'Text' },
  { id: 'body', type: 'RichText' },
  { id: 'hero', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['heroBanner', 'promo'] }] },
  { id: 'author', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['person'] }] },
  { id: 'seo', type: 'Link', linkType: 'Entry' },
  { id: 'sections', type: 'Array', items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['section'] }] } },
  { id: 'related', type: 'Array', items: { type: 'Link', linkType: 'Entry' } },
  { id: 'mixed', type: 'Array', items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['section', 'promo'] }] } },
  { id: 'image', type: 'Link', linkType: 'Asset' },
  { id: 'gallery', type: 'Array', items: { type: 'Link', linkType: 'Asset' } },
  { id: 'rating', type: 'Integer' },
  { id: 'price', type: 'Number' },
  { id: 'launchDate', type: 'Date' },
  { id: 'featured', type: 'Boolean' },
  { id: 'specs', type: 'Object' },
  { id: 'location', type: 'Location' },
  { id: 'keywords', type: 'Array', items: { type: 'Symbol' } },
  { id: 'hidden', type: 'Symbol', omitted: true },
];

async function introspectType(service: TestService, name: string, path?: string): Promise<any> {
  const res = await gql(
    service,
    `query($name: String!) { __type(name: $name) { name kind
       fields { name type { kind name ofType { kind name ofType { kind name } } } args { name type { kind name ofType { kind name } } } }
       inputFields { name type { kind name ofType { kind name } } }
       enumValues { name }
       possibleTypes { name }
       interfaces { name } } }`,
    { variables: { name }, path },
  );
  expect(res.status).toBe(200);
  return res.body.data.__type;
}

function fieldOf(type: any, name: string): any {
  return type.fields.find((f: any) => f.name === name);
}

describe('GraphQL schema generation', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
    const fx = new ContentFixture(service);
    fx.contentType('page', PAGE_FIELDS, { description: 'A web page' });
    fx.contentType('person', [{ id: 'name', type: 'Symbol' }]);
    fx.contentType('section', [
      { id: 'title', type: 'Symbol' },
      { id: 'order', type: 'Integer' },
    ]);
    fx.contentType('heroBanner', [{ id: 'headline', type: 'Symbol' }]);
    fx.contentType('promo', [{ id: 'code', type: 'Symbol' }]);
    fx.contentType('my-2content-type', [{ id: 'name', type: 'Symbol' }]);
    fx.contentType('Location', [{ id: 'name', type: 'Symbol' }]);
    fx.contentType('5TbTQ4S6xqSeAU6WGQmQ2e', [{ id: 'name', type: 'Symbol' }]);
    fx.contentType('draftOnly', [{ id: 'name', type: 'Symbol' }], { published: false });
  });

  afterAll(async () => {
    await service.destroy();
  });

  it('given content type ids, when the schema is generated, then type names are their PascalCase, prefixed with ContentType when reserved or starting with a digit', async () => {
    const res = await gql(service, '{ __schema { queryType { fields { name } } } }');
    const rootFields = res.body.data.__schema.queryType.fields.map((f: any) => f.name);
    expect(rootFields).toEqual(
      expect.arrayContaining([
        'page',
        'pageCollection',
        'my2ContentType',
        'my2ContentTypeCollection',
        'contentTypeLocation',
        'contentTypeLocationCollection',
        'contentType5TbTQ4S6xqSeAU6WGQmQ2e',
        'asset',
        'assetCollection',
        'entryCollection',
        '_node',
      ]),
    );
    expect(rootFields).not.toContain('draftOnly');
    for (const name of ['My2ContentType', 'ContentTypeLocation', 'ContentType5TbTQ4S6xqSeAU6WGQmQ2e', 'HeroBanner']) {
      const type = await introspectType(service, name);
      expect(type).toMatchObject({ name, kind: 'OBJECT', interfaces: [{ name: 'Entry' }, { name: '_Node' }] });
    }
  });

  it('given a link restricted to several content types, when introspected, then it is the union {Type}{Field}', async () => {
    const page = await introspectType(service, 'Page');
    expect(fieldOf(page, 'hero').type).toEqual({ kind: 'UNION', name: 'PageHero', ofType: null });
    const union = await introspectType(service, 'PageHero');
    expect(union.possibleTypes.map((t: any) => t.name).sort()).toEqual(['HeroBanner', 'Promo']);
    expect(fieldOf(page, 'hero').args.map((a: any) => a.name)).toEqual(['preview', 'locale']);
  });

  it('given a link restricted to one content type, when introspected, then it is that type; without restriction it is the Entry interface', async () => {
    const page = await introspectType(service, 'Page');
    expect(fieldOf(page, 'author').type).toEqual({ kind: 'OBJECT', name: 'Person', ofType: null });
    expect(fieldOf(page, 'seo').type).toEqual({ kind: 'INTERFACE', name: 'Entry', ofType: null });
    expect(fieldOf(page, 'image').type).toEqual({ kind: 'OBJECT', name: 'Asset', ofType: null });
  });

  it('given arrays of links, when introspected, then they are {field}Collection fields with where/order only for a single content type', async () => {
    const page = await introspectType(service, 'Page');
    const sections = fieldOf(page, 'sectionsCollection');
    expect(sections.type.name).toBe('PageSectionsCollection');
    expect(sections.args.map((a: any) => [a.name, a.type.name ?? a.type.ofType.name])).toEqual([
      ['skip', 'Int'],
      ['limit', 'Int'],
      ['preview', 'Boolean'],
      ['locale', 'String'],
      ['where', 'SectionFilter'],
      ['order', 'PageSectionsCollectionOrder'],
    ]);
    expect(fieldOf(page, 'relatedCollection').args.map((a: any) => a.name)).toEqual(['skip', 'limit', 'preview', 'locale']);
    expect(fieldOf(page, 'galleryCollection').type.name).toBe('AssetCollection');

    const sectionsType = await introspectType(service, 'PageSectionsCollection');
    expect(sectionsType.fields.map((f: any) => f.name)).toEqual(['total', 'skip', 'limit', 'items']);
    expect(fieldOf(sectionsType, 'items').type).toEqual({
      kind: 'NON_NULL',
      name: null,
      ofType: { kind: 'LIST', name: null, ofType: { kind: 'OBJECT', name: 'Section' } },
    });
    const related = await introspectType(service, 'PageRelatedCollection');
    expect(fieldOf(related, 'items').type.ofType.ofType).toEqual({ kind: 'INTERFACE', name: 'Entry' });
    const mixed = await introspectType(service, 'PageMixedCollection');
    expect(fieldOf(mixed, 'items').type.ofType.ofType).toEqual({ kind: 'UNION', name: 'PageMixedItem' });
  });

  it('given scalar fields, when introspected, then each maps to its GraphQL type and omitted fields are left out', async () => {
    const page = await introspectType(service, 'Page');
    const typeOf = (name: string): string => {
      const t = fieldOf(page, name).type;
      return t.kind === 'LIST' ? `[${t.ofType.name}]` : t.name;
    };
    expect({
      title: typeOf('title'),
      description: typeOf('description'),
      rating: typeOf('rating'),
      price: typeOf('price'),
      launchDate: typeOf('launchDate'),
      featured: typeOf('featured'),
      specs: typeOf('specs'),
      location: typeOf('location'),
      keywords: typeOf('keywords'),
      body: typeOf('body'),
    }).toEqual({
      title: 'String',
      description: 'String',
      rating: 'Int',
      price: 'Float',
      launchDate: 'DateTime',
      featured: 'Boolean',
      specs: 'JSON',
      location: 'Location',
      keywords: '[String]',
      body: 'PageBody',
    });
    expect(fieldOf(page, 'hidden')).toBeUndefined();
    expect(page.fields.slice(0, 4).map((f: any) => f.name)).toEqual(['sys', 'contentfulMetadata', 'linkedFrom', '_id']);
    expect(fieldOf(page, 'title').args.map((a: any) => a.name)).toEqual(['locale']);
  });

  it('given a rich text field, when introspected, then it has json and links with entries and assets', async () => {
    const body = await introspectType(service, 'PageBody');
    expect(body.fields.map((f: any) => f.name)).toEqual(['json', 'links']);
    const links = await introspectType(service, 'PageBodyLinks');
    expect(links.fields.map((f: any) => f.name)).toEqual(['entries', 'assets', 'resources']);
    const entries = await introspectType(service, 'PageBodyEntries');
    expect(entries.fields.map((f: any) => f.name)).toEqual(['inline', 'hyperlink', 'block']);
    const assets = await introspectType(service, 'PageBodyAssets');
    expect(assets.fields.map((f: any) => f.name)).toEqual(['hyperlink', 'block']);
  });

  it('given field types, when the order enum is introspected, then it lists orderable fields and sys properties', async () => {
    const order = await introspectType(service, 'PageOrder');
    expect(order.enumValues.map((v: any) => v.name)).toEqual([
      'title_ASC',
      'title_DESC',
      'rating_ASC',
      'rating_DESC',
      'price_ASC',
      'price_DESC',
      'launchDate_ASC',
      'launchDate_DESC',
      'featured_ASC',
      'featured_DESC',
      'sys_id_ASC',
      'sys_id_DESC',
      'sys_publishedAt_ASC',
      'sys_publishedAt_DESC',
      'sys_firstPublishedAt_ASC',
      'sys_firstPublishedAt_DESC',
      'sys_publishedVersion_ASC',
      'sys_publishedVersion_DESC',
    ]);
  });

  it('given field types, when the filter input is introspected, then each field has the operators of its type', async () => {
    const filter = await introspectType(service, 'PageFilter');
    const names = filter.inputFields.map((f: any) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'sys',
        'contentfulMetadata',
        'title',
        'title_not',
        'title_exists',
        'title_in',
        'title_not_in',
        'title_contains',
        'title_not_contains',
        'description_contains',
        'body_exists',
        'body_contains',
        'body_not_contains',
        'hero_exists',
        'author_exists',
        'author',
        'sectionsCollection_exists',
        'sections',
        'relatedCollection_exists',
        'image_exists',
        'galleryCollection_exists',
        'rating_gt',
        'rating_gte',
        'rating_lt',
        'rating_lte',
        'price_in',
        'launchDate_lte',
        'featured',
        'featured_not',
        'featured_exists',
        'specs_exists',
        'location_exists',
        'location_within_circle',
        'location_within_rectangle',
        'keywords_exists',
        'keywords_contains_all',
        'keywords_contains_some',
        'keywords_contains_none',
        'AND',
        'OR',
      ]),
    );
    for (const absent of ['hero', 'seo', 'related', 'body', 'specs', 'featured_in', 'title_gt', 'keywords', 'location'])
      expect(names).not.toContain(absent);
    expect(filter.inputFields.find((f: any) => f.name === 'author').type.name).toBe('cfPersonNestedFilter');
    expect(filter.inputFields.find((f: any) => f.name === 'rating_in').type).toEqual({
      kind: 'LIST',
      name: null,
      ofType: { kind: 'SCALAR', name: 'Int' },
    });
    const nested = await introspectType(service, 'cfSectionNestedFilter');
    expect(nested.inputFields.map((f: any) => f.name)).toEqual(
      expect.arrayContaining(['sys', 'contentfulMetadata', 'title', 'order_gt', 'AND', 'OR']),
    );
  });

  it('given a query for an unpublished content type, when sent, then it fails validation with HTTP 400', async () => {
    const res = await gql(service, '{ draftOnlyCollection { total } }');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [
        {
          message:
            'Cannot query field "draftOnlyCollection" on type "Query". Did you mean "entryCollection", "personCollection", "promoCollection", "sectionCollection", or "assetCollection"?',
          locations: [{ line: 1, column: 3 }],
          extensions: { contentful: { code: 'GRAPHQL_VALIDATION_FAILED', requestId: res.headers.get('x-contentful-request-id') } },
        },
      ],
    });
  });

  it('given a content type published later, when queried again, then the schema includes it', async () => {
    const before = await gql(service, '{ laterCollection { total } }');
    expect(before.status).toBe(400);
    new ContentFixture(service).contentType('later', [{ id: 'name', type: 'Symbol' }]);
    const after = await gql(service, '{ laterCollection { total } }');
    expect(after.body).toEqual({ data: { laterCollection: { total: 0 } } });
  });

  describe('schema generation failures', () => {
    async function environmentWith(id: string, build: (fx: ContentFixture) => void): Promise<string> {
      const env = { spaceId: SPACE, environmentId: id };
      createEmptyEnvironment(service.ctx.store, env);
      build(new ContentFixture(service, env));
      return `/environments/${id}`;
    }

    it('given two content type ids with the same type name, when any query is sent, then it answers COLLIDING_TYPE_NAMES with HTTP 422', async () => {
      const path = await environmentWith('colliding', (fx) => {
        fx.contentType('A_car', [{ id: 'name', type: 'Symbol' }]);
        fx.contentType('a_car_', [{ id: 'name', type: 'Symbol' }]);
      });
      const res = await gql(service, '{ __typename }', { path });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        errors: [
          {
            message:
              "Schema generation failed. Type name generated for the content types 'A_car', 'a_car_' would be the same for all of them: 'ACar'",
            extensions: {
              contentful: {
                code: 'COLLIDING_TYPE_NAMES',
                requestId: res.headers.get('x-contentful-request-id'),
                details: { collidingContentTypeIds: ['A_car', 'a_car_'], resultingTypeName: 'ACar' },
              },
            },
          },
        ],
      });
    });

    it('given a union type named like another content type, when queried, then it answers COLLIDING_TYPE_NAMES', async () => {
      const path = await environmentWith('colliding-derived', (fx) => {
        fx.contentType('a', [{ id: 'x', type: 'Symbol' }]);
        fx.contentType('b', [{ id: 'x', type: 'Symbol' }]);
        fx.contentType('page', [{ id: 'hero', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['a', 'b'] }] }]);
        fx.contentType('pageHero', [{ id: 'x', type: 'Symbol' }]);
      });
      const res = await gql(service, '{ __typename }', { path });
      expect(res.status).toBe(422);
      expect(codes(res)).toEqual(['COLLIDING_TYPE_NAMES']);
      expect(res.body.errors[0].extensions.contentful.details).toEqual({
        collidingContentTypeIds: ['pageHero', 'page'],
        resultingTypeName: 'PageHero',
      });
    });

    it('given a field named sys, when queried, then it answers RESERVED_FIELD_NAME with HTTP 422', async () => {
      const path = await environmentWith('reserved', (fx) => fx.contentType('thing', [{ id: 'sys', type: 'Symbol' }]));
      const res = await gql(service, '{ __typename }', { path });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({
        message: "Schema generation failed. Field name 'sys' generated for the field 'sys' in the content type 'thing' is reserved.",
        extensions: { contentful: { code: 'RESERVED_FIELD_NAME', details: { contentTypeId: 'thing', fieldId: 'sys', fieldName: 'sys' } } },
      });
    });

    it('given an array of links next to a field named like its collection field, when queried, then it answers COLLIDING_FIELD_NAMES', async () => {
      const path = await environmentWith('colliding-fields', (fx) =>
        fx.contentType('thing', [
          { id: 'items', type: 'Array', items: { type: 'Link', linkType: 'Entry' } },
          { id: 'itemsCollection', type: 'Symbol' },
        ]),
      );
      const res = await gql(service, '{ __typename }', { path });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({
        message:
          "Schema generation failed. Field name generated for the fields 'items', 'itemsCollection' of the content type 'thing' would be the same for all of them: 'itemsCollection'",
        extensions: { contentful: { code: 'COLLIDING_FIELD_NAMES' } },
      });
    });
  });
});
