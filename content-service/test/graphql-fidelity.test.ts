import { decode, encodeGraphQLResponse, type GraphQLResponse } from '@contentful/content-source-maps';
import { generate } from '@graphql-codegen/cli';
import { buildClientSchema, getIntrospectionQuery, introspectionFromSchema, type IntrospectionQuery } from 'graphql';
import {
  buildClientSchema as buildClientSchema1613,
  getIntrospectionQuery as getIntrospectionQuery1613,
  introspectionFromSchema as introspectionFromSchema1613,
  printSchema as printSchema1613,
  version as version1613,
} from 'graphql-16-13';
import {
  buildClientSchema as buildClientSchema15,
  getIntrospectionQuery as getIntrospectionQuery15,
  introspectionFromSchema as introspectionFromSchema15,
  version as version15,
} from 'graphql-15';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TOKEN, MANAGEMENT_TOKEN, PREVIEW_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';
import { ContentFixture, en, expectTooComplex, gql, link, type GraphQLAnswer } from './graphql-fixture.js';

// Fidelity to Contentful's GraphQL Content API for a model shaped like Contentful's own blog
// starter (pages, posts, authors, SEO, rich text with embedded entries and assets). Rules cited
// from https://www.contentful.com/developers/docs/references/graphql/ (sections named in each
// test), the "Link Filtering" page, the "Rich Text links resolution in GraphQL Content API"
// changelog entry and the Content Source Maps guide.

const paragraph = (text: string): unknown => ({
  nodeType: 'paragraph',
  data: {},
  content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
});

/** The blog starter's article query: every post with its rich text links. */
const starterCollectionQuery = (limit: number): string => `query {
  pageBlogPostCollection(limit: ${limit}) {
    items {
      slug title shortDescription publishedDate
      author { name avatar { url } }
      featuredImage { url width height }
      seoFields { pageTitle pageDescription }
      content {
        json
        links {
          entries { block { __typename sys { id } ... on ComponentRichImage { caption fullWidth image { url } } } }
          assets { block { sys { id } url title } }
        }
      }
    }
  }
}`;

type Field = { name: string; type: { name: string | null; kind: string; ofType?: unknown } };

describe('GraphQL fidelity to Contentful for a blog-starter-shaped model', () => {
  let service: TestService;
  let introspection: IntrospectionQuery;
  const url = (): string => `${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`;

  const typeOf = (
    name: string,
  ): {
    name: string;
    description: string | null;
    fields: Field[] | null;
    inputFields: Field[] | null;
    interfaces: { name: string }[] | null;
  } => {
    const type = introspection.__schema.types.find((t) => t.name === name);
    if (!type) throw new Error(`no type ${name}`);
    return type as never;
  };
  const fieldOf = (type: string, field: string): { args: Field[]; type: Field['type'] } => {
    const f = (typeOf(type).fields as unknown as { name: string; args: Field[]; type: Field['type'] }[]).find((x) => x.name === field);
    if (!f) throw new Error(`no field ${type}.${field}`);
    return f;
  };

  const expectAccepted = (answer: GraphQLAnswer): void => {
    expect(answer.body.errors).toBeUndefined();
    expect(answer.status).toBe(200);
  };

  beforeAll(async () => {
    service = await startTestService();
    const fx = new ContentFixture(service);
    fx.contentType('author', [
      { id: 'name', type: 'Symbol' },
      { id: 'avatar', type: 'Link', linkType: 'Asset' },
    ]);
    fx.contentType('componentSeo', [
      { id: 'pageTitle', type: 'Symbol' },
      { id: 'pageDescription', type: 'Text' },
      { id: 'nofollow', type: 'Boolean' },
      { id: 'shareImages', type: 'Array', items: { type: 'Link', linkType: 'Asset' } },
    ]);
    fx.contentType('componentRichImage', [
      { id: 'internalName', type: 'Symbol' },
      { id: 'image', type: 'Link', linkType: 'Asset' },
      { id: 'caption', type: 'Symbol' },
      { id: 'fullWidth', type: 'Boolean' },
    ]);
    fx.contentType(
      'pageBlogPost',
      [
        { id: 'internalName', type: 'Symbol' },
        { id: 'seoFields', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['componentSeo'] }] },
        { id: 'slug', type: 'Symbol' },
        { id: 'author', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['author'] }] },
        { id: 'publishedDate', type: 'Date' },
        { id: 'title', type: 'Symbol' },
        { id: 'shortDescription', type: 'Text' },
        { id: 'featuredImage', type: 'Link', linkType: 'Asset' },
        {
          id: 'content',
          type: 'RichText',
          // The starter's link limits: at most 10 links of each kind (its migration's `nodes` validation).
          validations: [
            {
              nodes: {
                'asset-hyperlink': [{ size: { max: 10 } }],
                'embedded-asset-block': [{ size: { max: 10 } }],
                'embedded-entry-block': [{ linkContentType: ['componentRichImage'] }, { size: { max: 10 } }],
                'embedded-entry-inline': [{ linkContentType: ['componentRichImage'] }, { size: { max: 10 } }],
                'entry-hyperlink': [{ linkContentType: ['pageBlogPost'] }, { size: { max: 10 } }],
              },
            },
          ],
        },
        {
          id: 'relatedBlogPosts',
          type: 'Array',
          items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['pageBlogPost'] }] },
        },
        { id: 'tags', type: 'Array', items: { type: 'Symbol' } },
      ],
      { description: 'A blog post' },
    );
    fx.contentType('pageLanding', [
      { id: 'internalName', type: 'Symbol' },
      { id: 'seoFields', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['componentSeo'] }] },
      { id: 'featuredBlogPost', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['pageBlogPost'] }] },
    ]);
    fx.asset('img1', { width: 800 });
    fx.entry('a1', 'author', { name: en('Ada Lovelace'), avatar: en(link('Asset', 'img1')) });
    fx.entry('seo1', 'componentSeo', { pageTitle: en('Hello, world'), pageDescription: en('The first post') });
    fx.entry('ri1', 'componentRichImage', { internalName: en('Picture'), image: en(link('Asset', 'img1')), caption: en('A caption') });
    fx.entry('p1', 'pageBlogPost', {
      slug: en('hello-world'),
      title: en('Hello, world'),
      shortDescription: en('The first post'),
      author: en(link('Entry', 'a1')),
      seoFields: en(link('Entry', 'seo1')),
      featuredImage: en(link('Asset', 'img1')),
      tags: en(['news', 'intro']),
      content: en({
        nodeType: 'document',
        data: {},
        content: [
          paragraph('Opening words.'),
          { nodeType: 'embedded-entry-block', data: { target: link('Entry', 'ri1') }, content: [] },
          { nodeType: 'embedded-asset-block', data: { target: link('Asset', 'img1') }, content: [] },
          paragraph('Closing words.'),
        ],
      }),
    });
    fx.entry('l1', 'pageLanding', {
      internalName: en('Home'),
      featuredBlogPost: en(link('Entry', 'p1')),
      seoFields: en(link('Entry', 'seo1')),
    });
    const answer = await gql(service, getIntrospectionQuery());
    expect(answer.status).toBe(200);
    introspection = answer.body.data as IntrospectionQuery;
  });

  afterAll(async () => {
    await service?.destroy();
  });

  describe('introspection', () => {
    it('given the schema, when introspected, then it declares Contentful’s directives in their classic locations', () => {
      const directives = introspection.__schema.directives.map((d) => [d.name, [...d.locations]]);
      expect(directives).toEqual([
        ['include', ['FIELD', 'FRAGMENT_SPREAD', 'INLINE_FRAGMENT']],
        ['skip', ['FIELD', 'FRAGMENT_SPREAD', 'INLINE_FRAGMENT']],
        ['deprecated', ['FIELD_DEFINITION', 'ARGUMENT_DEFINITION', 'INPUT_FIELD_DEFINITION', 'ENUM_VALUE']],
        ['specifiedBy', ['SCALAR']],
        ['contentSourceMaps', ['QUERY']],
      ]);
    });

    it(`given graphql-js ${version1613}, when it introspects the service and re-introspects the client schema, then both succeed`, async () => {
      const answer = await gql(service, getIntrospectionQuery1613());
      expect(answer.status).toBe(200);
      const schema = buildClientSchema1613(answer.body.data);
      // The step that failed with `Enum "__DirectiveLocation" cannot represent value: "DIRECTIVE_DEFINITION"`.
      const again = introspectionFromSchema1613(schema);
      expect(again.__schema.directives.map((d) => d.name)).toContain('contentSourceMaps');
      expect(printSchema1613(schema)).toContain('directive @contentSourceMaps on QUERY');
    });

    it(`given graphql-js ${version15}, when it introspects the service and re-introspects the client schema, then both succeed`, async () => {
      const answer = await gql(service, getIntrospectionQuery15());
      expect(answer.status).toBe(200);
      const schema = buildClientSchema15(answer.body.data);
      expect(introspectionFromSchema15(schema).__schema.directives.map((d) => d.name)).toContain('contentSourceMaps');
    });

    it('given the newest graphql-js, when it introspects the service, then the client schema round-trips', () => {
      const schema = buildClientSchema(introspection);
      expect(introspectionFromSchema(schema).__schema.queryType.name).toBe('Query');
    });

    it('given GraphQL Code Generator, when it generates TypeScript types from the service, then the output has the model’s types', async () => {
      const outputs = await generate(
        {
          schema: { [url()]: { headers: { Authorization: `Bearer ${DELIVERY_TOKEN}` } } },
          generates: { 'types.generated.ts': { plugins: ['typescript'] } },
          silent: true,
        },
        false,
      );
      const content = outputs[0]?.content ?? '';
      expect(content).toContain('export type PageBlogPost = ');
      expect(content).toContain('export type CfAuthorNestedFilter = ');
      expect(content).toContain('export type PageBlogPostContentResourcesBlock = ResourceLink & ');
    });
  });

  describe('schema naming (Schema generation, Link Filtering)', () => {
    it('given a reference restricted to one type, then the nested filter is named cf{Type}NestedFilter (lower-case cf)', () => {
      const filter = typeOf('PageBlogPostFilter');
      expect(filter.inputFields?.find((f) => f.name === 'author')?.type.name).toBe('cfAuthorNestedFilter');
      expect(introspection.__schema.types.some((t) => t.name.startsWith('Cf'))).toBe(false);
    });

    it('given a single reference restricted to one type, then it takes where: the linked type’s own {Type}Filter, as Contentful generates it', () => {
      // Contentful's generated schema for its blog starter: `PageBlogPostAuthorArgs.where: ComponentAuthorFilter`,
      // `PageBlogPostSeoFieldsArgs.where: ComponentSeoFilter`, `PageLandingFeaturedBlogPostArgs.where: PageBlogPostFilter`,
      // `PageLandingSeoFieldsArgs.where: ComponentSeoFilter` (here the author type is `author`).
      const args = (type: string, field: string): (string | null)[][] => fieldOf(type, field).args.map((a) => [a.name, a.type.name]);
      expect(args('PageBlogPost', 'author')).toEqual([
        ['preview', 'Boolean'],
        ['locale', 'String'],
        ['where', 'AuthorFilter'],
      ]);
      expect(args('PageBlogPost', 'seoFields')).toContainEqual(['where', 'ComponentSeoFilter']);
      expect(args('PageLanding', 'featuredBlogPost')).toContainEqual(['where', 'PageBlogPostFilter']);
      expect(args('PageLanding', 'seoFields')).toContainEqual(['where', 'ComponentSeoFilter']);
      expect(fieldOf('PageBlogPost', 'featuredImage').args.map((a) => a.name)).toEqual(['preview', 'locale']);
    });

    it('given a collection filter, then its single and multiple references keep cf{Type}NestedFilter, one level deep', () => {
      const inputs = (type: string): Record<string, string | null> =>
        Object.fromEntries((typeOf(type).inputFields ?? []).map((f) => [f.name, f.type.name]));
      expect(inputs('PageLandingFilter')).toMatchObject({
        featuredBlogPost: 'cfPageBlogPostNestedFilter',
        seoFields: 'cfComponentSeoNestedFilter',
      });
      expect(inputs('PageBlogPostFilter')).toMatchObject({
        author: 'cfAuthorNestedFilter',
        relatedBlogPosts: 'cfPageBlogPostNestedFilter',
      });
      expect(Object.keys(inputs('cfPageBlogPostNestedFilter'))).not.toContain('author');
    });

    it('given an asset linked from entries, then its linkedFrom collections have no order argument', () => {
      expect(fieldOf('AssetLinkingCollections', 'authorCollection').args.map((a) => a.name)).toEqual([
        'skip',
        'limit',
        'preview',
        'locale',
      ]);
      expect(fieldOf('AuthorLinkingCollections', 'pageBlogPostCollection').args.map((a) => a.name)).toContain('order');
    });

    it('given Sys, then it has locale, the locale the entity resolves in', async () => {
      expect(typeOf('Sys').fields?.map((f) => f.name)).toContain('locale');
      const answer = await gql(service, '{ pageBlogPost(id: "p1", locale: "en-US") { sys { locale } featuredImage { sys { locale } } } }');
      expect(answer.body).toEqual({ data: { pageBlogPost: { sys: { locale: 'en-US' }, featuredImage: { sys: { locale: 'en-US' } } } } });
    });

    it('given a rich text field, then links.resources has per-field Block, Hyperlink and Inline types implementing ResourceLink', () => {
      const resources = typeOf('PageBlogPostContentResources');
      expect(resources.fields?.map((f) => f.name)).toEqual(['block', 'hyperlink', 'inline']);
      for (const kind of ['Block', 'Hyperlink', 'Inline']) {
        expect(typeOf(`PageBlogPostContentResources${kind}`).interfaces?.map((i) => i.name)).toEqual(['ResourceLink']);
      }
    });

    it('given the Query type, then it has _node but not _nodes', () => {
      const names = typeOf('Query').fields?.map((f) => f.name) ?? [];
      expect(names).toContain('_node');
      expect(names).not.toContain('_nodes');
    });

    it('given a content type, then its type description is Contentful’s: the description and a link to the type definition', () => {
      expect(typeOf('PageBlogPost').description).toBe(
        `A blog post [See type definition](https://app.contentful.com/spaces/${SPACE}/content_types/pageBlogPost)`,
      );
      expect(typeOf('Author').description).toBe(`[See type definition](https://app.contentful.com/spaces/${SPACE}/content_types/author)`);
    });
  });

  describe('Link Filtering on single references', () => {
    it('given where on a single link, when the linked entry matches, then it is returned, else null', async () => {
      const answer = await gql(
        service,
        '{ pageBlogPost(id: "p1") { hit: author(where: { name: "Ada Lovelace" }) { name } miss: author(where: { name: "Someone else" }) { name } } }',
      );
      expect(answer.body).toEqual({ data: { pageBlogPost: { hit: { name: 'Ada Lovelace' }, miss: null } } });
    });

    it('given where on a single link, when it filters on the linked entry’s own references, then they are followed as in its collection filter', async () => {
      const answer = await gql(
        service,
        '{ pageLanding(id: "l1") { hit: featuredBlogPost(where: { author: { name: "Ada Lovelace" } }) { title } miss: featuredBlogPost(where: { author: { name: "Nobody" } }) { title } } }',
      );
      expect(answer.body).toEqual({ data: { pageLanding: { hit: { title: 'Hello, world' }, miss: null } } });
    });
  });

  describe('query complexity (Query complexity limits)', () => {
    it('given a collection, then it costs its limit times one plus what each item fetches, and 11000 is allowed', async () => {
      expectAccepted(
        await gql(
          service,
          '{ pageBlogPostCollection(limit: 1000) { items { relatedBlogPostsCollection(limit: 10) { items { title } } } } }',
        ),
      );
      // 1000 × (1 + 11) = 12000
      expectTooComplex(
        await gql(
          service,
          '{ pageBlogPostCollection(limit: 1000) { items { relatedBlogPostsCollection(limit: 11) { items { title } } } } }',
        ),
        12000,
      );
    });

    it('given collections without limit, then each counts the default limit of 100', async () => {
      // 100 × (1 + 100 × (1 + 1)) = 20100
      expectTooComplex(
        await gql(service, '{ pageBlogPostCollection { items { relatedBlogPostsCollection { items { author { name } } } } } }'),
        20100,
      );
    });

    it('given single links, then each linked entry or asset costs 1', async () => {
      // 1000 × (1 + author 1 + seoFields 1 + featuredImage 1 + 8 × 1) = 12000
      expectTooComplex(
        await gql(
          service,
          '{ pageBlogPostCollection(limit: 1000) { items { author { name } seoFields { pageTitle } featuredImage { url } relatedBlogPostsCollection(limit: 8) { items { title } } } } }',
        ),
        12000,
      );
    });

    it('given rich text links, then links costs the sum of the field’s link limits, whatever is selected of them', async () => {
      // "Rich Text": the sum of the maximum numbers of linked entries and assets the validations allow:
      // 5 kinds × 10 = 50. 215 × (1 + 50) = 10,965 runs; 216 × 51 = 11,016 is refused.
      expectAccepted(
        await gql(service, '{ pageBlogPostCollection(limit: 215) { items { content { links { entries { block { sys { id } } } } } } } }'),
      );
      expectTooComplex(
        await gql(
          service,
          '{ pageBlogPostCollection(limit: 216) { items { content { links { entries { block { sys { id } } inline { sys { id } } } assets { block { url } } } } } } }',
        ),
        11016,
      );
      // What a linked entry fetches counts once per link of its kind: 10 block entries × (1 + image 1) + 40 = 60.
      // 181 × (1 + 60) = 11,041
      expectTooComplex(
        await gql(
          service,
          '{ pageBlogPostCollection(limit: 181) { items { content { links { entries { block { ... on ComponentRichImage { image { url } } } } } } } } }',
        ),
        11041,
      );
    });

    it('given the starter’s collection query with rich text links, then its link limits let 100 posts run: 100 × 65 = 6500', async () => {
      // per post: the item 1, author 1, author.avatar 1, featuredImage 1, seoFields 1, and content.links:
      // 10 rich images × (1 + image 1) = 20 plus 10 for each of the other four kinds = 60 → 65.
      const answer = await gql(service, starterCollectionQuery(100));
      expectAccepted(answer);
      expect(answer.body.data.pageBlogPostCollection.items[0].content.links.entries.block).toEqual([
        { __typename: 'ComponentRichImage', sys: { id: 'ri1' }, caption: 'A caption', fullWidth: null, image: { url: expect.any(String) } },
      ]);
      // 169 × 65 = 10,985 runs; 170 × 65 = 11,050 is refused.
      expectAccepted(await gql(service, starterCollectionQuery(169)));
      expectTooComplex(await gql(service, starterCollectionQuery(170)), 11050);
    });

    it('given the starter’s landing page query, then it costs 1 + 1 + 1 + 1 + 50 and is accepted', async () => {
      const answer = await gql(
        service,
        '{ pageLanding(id: "l1") { seoFields { pageTitle } featuredBlogPost { title author { name } content { json links { entries { block { sys { id } } } assets { block { url } } } } } } }',
      );
      expectAccepted(answer);
      expect(answer.body.data.pageLanding.featuredBlogPost.title).toBe('Hello, world');
    });
  });

  describe('Content Source Maps', () => {
    const csmQuery = `query Post @contentSourceMaps {
      pageBlogPost(id: "p1", preview: true) { title shortDescription tags slug content { json } featuredImage { title } }
    }`;

    it('given @contentSourceMaps, when queried, then extensions.contentSourceMaps maps each text value to its entity, field and locale', async () => {
      const answer = await gql(service, csmQuery, { token: PREVIEW_TOKEN });
      expectAccepted(answer);
      const maps = answer.body.extensions.contentSourceMaps;
      expect(maps.spaces).toEqual([SPACE]);
      expect(maps.environments).toEqual(['master']);
      expect(maps.locales).toEqual(['en-US']);
      expect(maps.entries).toEqual([{ space: 0, environment: 0, id: 'p1' }]);
      expect(maps.assets).toEqual([{ space: 0, environment: 0, id: 'img1' }]);
      expect(Object.keys(maps.mappings).sort()).toEqual([
        '/data/pageBlogPost/content/json',
        '/data/pageBlogPost/featuredImage/title',
        '/data/pageBlogPost/shortDescription',
        '/data/pageBlogPost/slug',
        '/data/pageBlogPost/tags',
        '/data/pageBlogPost/title',
      ]);
      const title = maps.mappings['/data/pageBlogPost/title'].source;
      expect(maps.fields[title.field]).toBe('title');
      expect(maps.fieldTypes[title.fieldType]).toBe('Symbol');
      expect(maps.editorInterfaces[title.editorInterface]).toEqual({ widgetId: 'singleLine', widgetNamespace: 'builtin' });
    });

    it('given the response, when @contentful/content-source-maps encodes it, then the strings decode to the entry editor links', async () => {
      const answer = await gql(service, csmQuery, { token: PREVIEW_TOKEN });
      const encoded = encodeGraphQLResponse(answer.body as GraphQLResponse);
      const post = encoded.data.pageBlogPost;
      expect(decode(post.title)?.href).toBe(
        `https://app.contentful.com/spaces/${SPACE}/environments/master/entries/p1/?focusedField=title&focusedLocale=en-US&source=vercel-content-link`,
      );
      expect(decode(post.tags[0])?.href).toContain('/entries/p1/?focusedField=tags&');
      expect(decode(post.content.json.content[0].content[0].value)?.href).toContain('/entries/p1/?focusedField=content&');
      expect(decode(post.featuredImage.title)?.href).toContain('/assets/img1/?focusedField=title&');
      // Text with the default markdown editor is not a widget the package tags.
      expect(decode(post.shortDescription)).toBeUndefined();
    });

    it('given a query without the directive, then no source maps are sent', async () => {
      const answer = await gql(service, '{ pageBlogPost(id: "p1") { title } }');
      expect(answer.body.extensions).toBeUndefined();
    });
  });

  describe('CMA errors', () => {
    it('given a CMA error, then its body carries the X-Contentful-Request-Id and is typed as a CMA response', async () => {
      const res = await fetch(`${service.httpUrl}/spaces/${SPACE}/environments/master/entries/nope`, {
        headers: { Authorization: `Bearer ${MANAGEMENT_TOKEN}` },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/vnd.contentful.management.v1+json');
      const body = (await res.json()) as { requestId: string };
      expect(body.requestId).toBe(res.headers.get('x-contentful-request-id'));
    });
  });
});
