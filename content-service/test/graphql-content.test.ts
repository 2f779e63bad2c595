import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';
import { ContentFixture, en, gql, link } from './graphql-fixture.js';

// Reference: https://www.contentful.com/developers/docs/references/graphql/ (Locale handling,
// Previewing content, Schema generation › Rich text / Assets, GraphQL Errors › UNRESOLVABLE_LINK).

const BODY = {
  nodeType: 'document',
  data: {},
  content: [
    { nodeType: 'embedded-entry-block', data: { target: link('Entry', 'banner1') }, content: [] },
    {
      nodeType: 'paragraph',
      data: {},
      content: [
        { nodeType: 'text', value: 'By ', marks: [], data: {} },
        { nodeType: 'embedded-entry-inline', data: { target: link('Entry', 'author1') }, content: [] },
        {
          nodeType: 'entry-hyperlink',
          data: { target: link('Entry', 'author2') },
          content: [{ nodeType: 'text', value: 'Dan', marks: [], data: {} }],
        },
        {
          nodeType: 'entry-hyperlink',
          data: { target: link('Entry', 'ghost') },
          content: [{ nodeType: 'text', value: 'ghost', marks: [], data: {} }],
        },
        {
          nodeType: 'asset-hyperlink',
          data: { target: link('Asset', 'img1') },
          content: [{ nodeType: 'text', value: 'image', marks: [], data: {} }],
        },
      ],
    },
    { nodeType: 'embedded-asset-block', data: { target: link('Asset', 'img1') }, content: [] },
    { nodeType: 'embedded-entry-block', data: { target: link('Entry', 'banner1') }, content: [] },
  ],
};

describe('GraphQL content: locales, preview, links, rich text and assets', () => {
  let service: TestService;
  let origin: string;

  beforeAll(async () => {
    service = await startTestService();
    origin = service.httpUrl;
    const fx = new ContentFixture(service);
    fx.locale('de-DE', 'en-US');
    fx.locale('de-CH', 'de-DE');
    fx.locale('fr-FR', null);
    fx.tag('news', 'News');
    fx.tag('internal', 'Internal', 'private');
    fx.contentType('author', [{ id: 'name', type: 'Symbol', localized: true }]);
    fx.contentType('banner', [{ id: 'headline', type: 'Symbol' }]);
    fx.contentType('promo', [{ id: 'code', type: 'Symbol' }]);
    fx.contentType('article', [
      { id: 'title', type: 'Symbol', localized: true },
      { id: 'body', type: 'RichText' },
      { id: 'author', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['author'] }] },
      { id: 'hero', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['banner', 'promo'] }] },
      { id: 'related', type: 'Array', items: { type: 'Link', linkType: 'Entry' } },
      { id: 'cover', type: 'Link', linkType: 'Asset' },
      { id: 'publishDate', type: 'Date' },
    ]);
    fx.contentType('card', [{ id: 'target', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['promo'] }] }]);
    fx.asset('img1', {
      title: { 'en-US': 'Photo', 'de-DE': 'Foto' },
      description: en('A photo'),
      fileName: 'photo.jpg',
      contentType: 'image/jpeg',
      width: 1200,
      height: 800,
      size: 54321,
    });
    fx.asset('img2', { state: 'draft' });
    fx.asset('pdf1', { fileName: 'terms.pdf', contentType: 'application/pdf', size: 100 });
    fx.entry('author1', 'author', { name: { 'en-US': 'Ann', 'de-DE': 'Anna' } });
    fx.entry('author2', 'author', { name: en('Draft Dan') }, { state: 'draft' });
    fx.entry('banner1', 'banner', { headline: en('Big news') });
    fx.entry('promo1', 'promo', { code: en('SAVE10') });
    fx.entry('card1', 'card', { target: en(link('Entry', 'banner1')) });
    fx.entry(
      'a1',
      'article',
      {
        title: { 'en-US': 'Hello', 'de-DE': 'Hallo' },
        body: en(BODY),
        author: en(link('Entry', 'author1')),
        hero: en(link('Entry', 'banner1')),
        related: en([link('Entry', 'author1'), link('Entry', 'ghost'), link('Entry', 'author2'), link('Entry', 'banner1')]),
        cover: en(link('Asset', 'img1')),
        publishDate: en('2024-05-01'),
      },
      {
        tags: ['news', 'internal'],
        publishedAt: '2024-03-01T10:00:00.000Z',
        firstPublishedAt: '2024-01-01T10:00:00.000Z',
        publishedVersion: 7,
      },
    );
    fx.entry(
      'a2',
      'article',
      { title: en('Old title') },
      {
        state: 'changed',
        draftFields: { title: en('New title'), author: en(link('Entry', 'author2')) },
        publishedAt: '2024-03-02T10:00:00.000Z',
      },
    );
    fx.entry('a3', 'article', { title: en('Draft article') }, { state: 'draft' });
    fx.entry('a4', 'article', { title: en('Archived') }, { state: 'archived' });
    fx.entry(
      'a5',
      'article',
      {
        title: en('Broken links'),
        author: en(link('Entry', 'author2')),
        hero: en(link('Entry', 'promo1')),
        cover: en(link('Asset', 'img2')),
      },
      { publishedAt: '2024-03-03T10:00:00.000Z' },
    );
  });

  afterAll(async () => {
    await service.destroy();
  });

  const requestId = (res: { headers: Headers }): string | null => res.headers.get('x-contentful-request-id');

  describe('delivery and preview', () => {
    it('given published, changed, draft and archived entries, when queried with the delivery token, then only published snapshots answer', async () => {
      const res = await gql(service, '{ articleCollection { total items { sys { id } title } } }');
      expect(res.body).toEqual({
        data: {
          articleCollection: {
            total: 3,
            items: [
              { sys: { id: 'a5' }, title: 'Broken links' },
              { sys: { id: 'a2' }, title: 'Old title' },
              { sys: { id: 'a1' }, title: 'Hello' },
            ],
          },
        },
      });
    });

    it('given the preview token and preview: true, when queried, then drafts answer and archived entries stay hidden', async () => {
      const res = await gql(
        service,
        '{ articleCollection(preview: true, order: [sys_id_ASC]) { total items { sys { id publishedVersion } title } } }',
        {
          token: PREVIEW_TOKEN,
        },
      );
      expect(res.body).toEqual({
        data: {
          articleCollection: {
            total: 4,
            items: [
              { sys: { id: 'a1', publishedVersion: 7 }, title: 'Hello' },
              { sys: { id: 'a2', publishedVersion: 1 }, title: 'New title' },
              { sys: { id: 'a3', publishedVersion: null }, title: 'Draft article' },
              { sys: { id: 'a5', publishedVersion: 1 }, title: 'Broken links' },
            ],
          },
        },
      });
    });

    it('given the preview token without preview: true, when queried, then published content answers', async () => {
      const res = await gql(service, '{ article(id: "a2") { title } draft: article(id: "a3") { title } }', { token: PREVIEW_TOKEN });
      expect(res.body).toEqual({ data: { article: { title: 'Old title' }, draft: null } });
    });

    it('given the delivery token, when preview: true is asked (literal, variable or nested), then the request is rejected with 401', async () => {
      for (const [query, variables] of [
        ['{ article(id: "a3", preview: true) { title } }', undefined],
        ['query($p: Boolean) { articleCollection(preview: $p) { total } }', { p: true }],
        ['{ article(id: "a1") { author(preview: true) { name } } }', undefined],
      ] as const) {
        const res = await gql(service, query, { variables });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({
          errors: [
            {
              message:
                'Query cannot be executed. The preview argument requires a Content Preview API access token; the access token you sent is a Content Delivery API token.',
              extensions: { contentful: { code: 'ACCESS_TOKEN_INVALID', requestId: requestId(res) } },
            },
          ],
        });
      }
    });

    it('given preview: false with the delivery token, when queried, then published content answers', async () => {
      const res = await gql(service, '{ article(id: "a2", preview: false) { title } }');
      expect(res.body).toEqual({ data: { article: { title: 'Old title' } } });
    });

    it('given preview: true at the root, when links are followed, then nested fields inherit preview', async () => {
      const res = await gql(service, '{ article(id: "a2", preview: true) { title author { name } } }', { token: PREVIEW_TOKEN });
      expect(res.body).toEqual({ data: { article: { title: 'New title', author: { name: 'Draft Dan' } } } });
    });

    it('given entries, when sys is queried, then it answers the snapshot sys (null publication data for never-published drafts)', async () => {
      const res = await gql(
        service,
        `{ published: article(id: "a1") { sys { id spaceId environmentId publishedAt firstPublishedAt publishedVersion } _id }
           draft: article(id: "a3", preview: true) { sys { id publishedAt firstPublishedAt publishedVersion } } }`,
        { token: PREVIEW_TOKEN },
      );
      expect(res.body).toEqual({
        data: {
          published: {
            sys: {
              id: 'a1',
              spaceId: SPACE,
              environmentId: 'master',
              publishedAt: '2024-03-01T10:00:00.000Z',
              firstPublishedAt: '2024-01-01T10:00:00.000Z',
              publishedVersion: 7,
            },
            _id: 'a1',
          },
          draft: { sys: { id: 'a3', publishedAt: null, firstPublishedAt: null, publishedVersion: null } },
        },
      });
    });

    it('given tags on an entry, when contentfulMetadata is queried, then public tags answer with their names', async () => {
      const res = await gql(service, '{ article(id: "a1") { contentfulMetadata { tags { id name } } publishDate } }');
      expect(res.body).toEqual({
        data: { article: { contentfulMetadata: { tags: [{ id: 'news', name: 'News' }] }, publishDate: '2024-05-01T00:00:00.000Z' } },
      });
    });
  });

  describe('locales', () => {
    it('given a locale argument, when a localized field is read, then it follows the fallback chain', async () => {
      const res = await gql(
        service,
        `{ en: article(id: "a1") { title }
           de: article(id: "a1", locale: "de-DE") { title }
           ch: article(id: "a1", locale: "de-CH") { title }
           fr: article(id: "a1", locale: "fr-FR") { title }
           deFallback: article(id: "a2", locale: "de-DE") { title } }`,
      );
      expect(res.body).toEqual({
        data: {
          en: { title: 'Hello' },
          de: { title: 'Hallo' },
          ch: { title: 'Hallo' },
          fr: { title: null },
          deFallback: { title: 'Old title' },
        },
      });
    });

    it('given a locale on a parent, when links are followed, then the locale cascades unless a field overrides it', async () => {
      const res = await gql(
        service,
        `{ article(id: "a1", locale: "de-DE") {
             title
             english: title(locale: "en-US")
             author { name }
             englishAuthor: author(locale: "en-US") { name }
             relatedCollection(limit: 1) { items { ... on Author { name } } } } }`,
      );
      expect(res.body).toEqual({
        data: {
          article: {
            title: 'Hallo',
            english: 'Hello',
            author: { name: 'Anna' },
            englishAuthor: { name: 'Ann' },
            relatedCollection: { items: [{ name: 'Anna' }] },
          },
        },
      });
    });

    it('given an unknown locale, when queried, then the field answers null with UNKNOWN_LOCALE at its path', async () => {
      const res = await gql(
        service,
        '{ article(id: "a1", locale: "xx-XX") { title } ok: article(id: "a1") { title bad: title(locale: "yy") } }',
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: { article: null, ok: { title: 'Hello', bad: null } },
        errors: [
          {
            message: "Query execution error. Requested locale 'xx-XX' does not exist in the space",
            locations: [{ line: 1, column: 3 }],
            path: ['article'],
            extensions: { contentful: { code: 'UNKNOWN_LOCALE', requestId: requestId(res), details: { locale: 'xx-XX' } } },
          },
          {
            message: "Query execution error. Requested locale 'yy' does not exist in the space",
            locations: [{ line: 1, column: 78 }],
            path: ['ok', 'bad'],
            extensions: { contentful: { code: 'UNKNOWN_LOCALE', requestId: requestId(res), details: { locale: 'yy' } } },
          },
        ],
      });
    });
  });

  describe('links', () => {
    it('given links to an unpublished entry and asset, when read with the delivery token, then they answer null with UNRESOLVABLE_LINK', async () => {
      const res = await gql(service, '{ article(id: "a5") { title author { name } cover { url } } }');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: { article: { title: 'Broken links', author: null, cover: null } },
        errors: [
          {
            message: "Query execution error. Link to entry 'author2' on field 'author' within type 'Article' cannot be resolved",
            locations: [{ line: 1, column: 29 }],
            path: ['article', 'author'],
            extensions: {
              contentful: {
                code: 'UNRESOLVABLE_LINK',
                requestId: requestId(res),
                details: { type: 'Link', linkType: 'Entry', id: 'author2' },
              },
            },
          },
          {
            message: "Query execution error. Link to asset 'img2' on field 'cover' within type 'Article' cannot be resolved",
            locations: [{ line: 1, column: 45 }],
            path: ['article', 'cover'],
            extensions: {
              contentful: {
                code: 'UNRESOLVABLE_LINK',
                requestId: requestId(res),
                details: { type: 'Link', linkType: 'Asset', id: 'img2' },
              },
            },
          },
        ],
      });
    });

    it('given the same links in preview, when read, then the drafts resolve', async () => {
      const res = await gql(service, '{ article(id: "a5", preview: true) { author { name } cover { fileName } } }', {
        token: PREVIEW_TOKEN,
      });
      expect(res.body).toEqual({ data: { article: { author: { name: 'Draft Dan' }, cover: { fileName: 'img2.png' } } } });
    });

    it('given a collection with missing and unpublished items, when read, then those items are null with errors at their index', async () => {
      const res = await gql(service, '{ article(id: "a1") { relatedCollection { total items { __typename sys { id } } } } }');
      expect(res.body.data).toEqual({
        article: {
          relatedCollection: {
            total: 4,
            items: [{ __typename: 'Author', sys: { id: 'author1' } }, null, null, { __typename: 'Banner', sys: { id: 'banner1' } }],
          },
        },
      });
      expect(res.body.errors.map((e: any) => [e.path, e.extensions.contentful.code, e.extensions.contentful.details])).toEqual([
        [['article', 'relatedCollection', 'items', 1], 'UNRESOLVABLE_LINK', { type: 'Link', linkType: 'Entry', id: 'ghost' }],
        [['article', 'relatedCollection', 'items', 2], 'UNRESOLVABLE_LINK', { type: 'Link', linkType: 'Entry', id: 'author2' }],
      ]);
    });

    it('given a link accepting several content types, when read, then the union resolves to the linked type', async () => {
      const res = await gql(
        service,
        `{ articleCollection(order: [sys_id_ASC]) { items { sys { id } hero { __typename ... on Banner { headline } ... on Promo { code } } } } }`,
      );
      expect(res.body).toEqual({
        data: {
          articleCollection: {
            items: [
              { sys: { id: 'a1' }, hero: { __typename: 'Banner', headline: 'Big news' } },
              { sys: { id: 'a2' }, hero: null },
              { sys: { id: 'a5' }, hero: { __typename: 'Promo', code: 'SAVE10' } },
            ],
          },
        },
      });
    });

    it('given entries linking to an entry, when linkedFrom is queried, then the linking entries answer', async () => {
      const res = await gql(
        service,
        `{ author(id: "author1") { linkedFrom { entryCollection { total items { sys { id } } } articleCollection { total items { title } } } }
           draftAuthor: author(id: "author2", preview: true) { linkedFrom { articleCollection { items { sys { id } } } } }
           asset(id: "img1") { linkedFrom { entryCollection { items { sys { id } } } articleCollection { total } } } }`,
        { token: PREVIEW_TOKEN },
      );
      expect(res.body).toEqual({
        data: {
          author: {
            linkedFrom: {
              entryCollection: { total: 1, items: [{ sys: { id: 'a1' } }] },
              articleCollection: { total: 1, items: [{ title: 'Hello' }] },
            },
          },
          draftAuthor: {
            linkedFrom: { articleCollection: { items: [{ sys: { id: 'a1' } }, { sys: { id: 'a2' } }, { sys: { id: 'a5' } }] } },
          },
          asset: { linkedFrom: { entryCollection: { items: [{ sys: { id: 'a1' } }] }, articleCollection: { total: 1 } } },
        },
      });
    });

    it('given a link to an entry of a content type the field does not accept, when read, then it answers UNEXPECTED_LINKED_CONTENT_TYPE', async () => {
      const res = await gql(service, '{ card(id: "card1") { target { code } } }');
      expect(res.body).toEqual({
        data: { card: { target: null } },
        errors: [
          {
            message:
              "Query execution error. Link from entry 'card1' to entry 'banner1' on field 'target' within type 'Card' returned an unexpected content type: 'banner'. Expected one of: 'promo'",
            locations: [{ line: 1, column: 23 }],
            path: ['card', 'target'],
            extensions: {
              contentful: {
                code: 'UNEXPECTED_LINKED_CONTENT_TYPE',
                requestId: requestId(res),
                details: { type: 'Link', linkType: 'Entry', id: 'banner1', contentTypeId: 'banner', allowedContentTypeIds: ['promo'] },
              },
            },
          },
        ],
      });
    });

    it('given entry ids, when _nodes is queried, then it fails validation: Contentful has only _node', async () => {
      const res = await gql(service, '{ _nodes(ids: ["a1", "nope", "promo1"]) { __typename _id } }');
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Cannot query field "_nodes" on type "Query". Did you mean "_node"?');
    });

    it('given an entry id, when _node is queried, then it answers the entry through the _Node interface', async () => {
      const res = await gql(service, '{ _node(id: "a1") { _id ... on Article { title } } missing: _node(id: "nope") { _id } }');
      expect(res.body).toEqual({ data: { _node: { _id: 'a1', title: 'Hello' }, missing: null } });
    });
  });

  describe('rich text', () => {
    const query = `query($preview: Boolean) { article(id: "a1", preview: $preview) { body {
        json
        links {
          entries { block { __typename sys { id } } inline { ... on Author { name } } hyperlink { sys { id } } }
          assets { block { fileName } hyperlink { sys { id } } }
          resources { block { sys { urn } } }
        } } } }`;

    it('given a rich text document, when json and links are queried with the delivery token, then embedded published entities resolve', async () => {
      const res = await gql(service, query);
      expect(res.body).toEqual({
        data: {
          article: {
            body: {
              json: BODY,
              links: {
                entries: { block: [{ __typename: 'Banner', sys: { id: 'banner1' } }], inline: [{ name: 'Ann' }], hyperlink: [] },
                assets: { block: [{ fileName: 'photo.jpg' }], hyperlink: [{ sys: { id: 'img1' } }] },
                resources: { block: [] },
              },
            },
          },
        },
      });
    });

    it('given the same document in preview, when links are queried, then draft entries resolve too', async () => {
      const res = await gql(service, query, { token: PREVIEW_TOKEN, variables: { preview: true } });
      expect(res.body.data.article.body.links.entries.hyperlink).toEqual([{ sys: { id: 'author2' } }]);
    });
  });

  describe('assets', () => {
    it('given an asset, when its fields are queried, then file properties and an absolute url answer', async () => {
      const res = await gql(
        service,
        `{ asset(id: "img1") { sys { id publishedVersion } title description contentType fileName size width height url deTitle: title(locale: "de-DE") }
           german: asset(id: "img1", locale: "de-DE") { title } }`,
      );
      expect(res.body).toEqual({
        data: {
          asset: {
            sys: { id: 'img1', publishedVersion: 1 },
            title: 'Photo',
            description: 'A photo',
            contentType: 'image/jpeg',
            fileName: 'photo.jpg',
            size: 54321,
            width: 1200,
            height: 800,
            url: `${origin}/images/${SPACE}/img1/token/photo.jpg`,
            deTitle: 'Foto',
          },
          german: { title: 'Foto' },
        },
      });
    });

    it('given transform options, when url is queried, then Images API parameters are appended', async () => {
      const res = await gql(
        service,
        `{ asset(id: "img1") {
             all: url(transform: { width: 100, height: 50, quality: 80, cornerRadius: 5, resizeStrategy: FILL, resizeFocus: FACE, backgroundColor: "rgb:ff0000", format: JPG_PROGRESSIVE })
             png8: url(transform: { format: PNG8 })
             webp: url(transform: { width: 300, format: WEBP })
             avif: url(transform: { format: AVIF, resizeStrategy: THUMB, resizeFocus: TOP_LEFT }) }
           pdf: asset(id: "pdf1") { url(transform: { width: 100 }) } }`,
      );
      const base = `${origin}/images/${SPACE}/img1/token/photo.jpg`;
      expect(res.body).toEqual({
        data: {
          asset: {
            all: `${base}?w=100&h=50&q=80&r=5&fit=fill&f=face&bg=rgb:ff0000&fm=jpg&fl=progressive`,
            png8: `${base}?fm=png&fl=png8`,
            webp: `${base}?w=300&fm=webp`,
            avif: `${base}?fit=thumb&f=top_left&fm=avif`,
          },
          pdf: { url: `${origin}/images/${SPACE}/pdf1/token/terms.pdf` },
        },
      });
    });

    it('given out-of-range transform values, when sent, then the query fails validation', async () => {
      const res = await gql(service, '{ asset(id: "img1") { url(transform: { width: 5000, quality: 0, backgroundColor: "red" }) } }');
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: any) => e.extensions.contentful.code)).toEqual([
        'GRAPHQL_VALIDATION_FAILED',
        'GRAPHQL_VALIDATION_FAILED',
        'GRAPHQL_VALIDATION_FAILED',
      ]);
      expect(res.body.errors[0].message).toBe('Dimension must be an integer between 1 and 4000, got 5000.');
    });

    it('given a draft asset, when queried with and without preview, then only preview answers it', async () => {
      const res = await gql(
        service,
        '{ delivery: asset(id: "img2") { fileName } preview: asset(id: "img2", preview: true) { fileName } }',
        { token: PREVIEW_TOKEN },
      );
      expect(res.body).toEqual({ data: { delivery: null, preview: { fileName: 'img2.png' } } });
    });
  });
});
