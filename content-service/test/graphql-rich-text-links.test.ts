import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './helpers.js';
import { ContentFixture, en, expectTooComplex, gql, link, type GraphQLAnswer } from './graphql-fixture.js';

// "Query complexity limits", Rich Text (https://www.contentful.com/developers/docs/references/graphql/):
// the complexity of a rich text field's `links` is the sum of the maximum numbers of linked entries
// and assets its validations allow; a field allows 1000 linked entities in all, so without such
// limits `links` costs 1000. A collection costs its limit × (1 + what each item fetches), a single
// linked entity 1, and a query over 11000 is refused with TOO_COMPLEX_QUERY.

/** Five links of each kind: the limits of the field in the issue (5 × 5 = 25 linked entities). */
const FIVE_EACH = {
  nodes: {
    'entry-hyperlink': [{ size: { max: 5 } }],
    'embedded-entry-block': [{ linkContentType: ['author'] }, { size: { max: 5 } }],
    'embedded-entry-inline': [{ size: { max: 5 } }],
    'asset-hyperlink': [{ size: { max: 5 } }],
    'embedded-asset-block': [{ size: { max: 5 } }],
  },
};

const postFields = (body: Record<string, unknown>[]) => [
  { id: 'title', type: 'Symbol' as const },
  { id: 'slug', type: 'Symbol' as const },
  { id: 'author', type: 'Link' as const, linkType: 'Entry' as const, validations: [{ linkContentType: ['author'] }] },
  { id: 'heroImage', type: 'Link' as const, linkType: 'Asset' as const },
  { id: 'related', type: 'Array' as const, items: { type: 'Link' as const, linkType: 'Entry' as const } },
  { id: 'body', type: 'RichText' as const, validations: body },
];

/**
 * The issue's query: a hundred posts with a handful of fields and the body's `json` and `links`.
 * Per post, by the documented rules: the post 1; author 1 and its avatar 1; heroImage 1;
 * relatedCollection(limit: 12) 12 × (1 + 0) = 12; that is 1 + 15, plus the body's `links`
 * (scalars and `sys` of the linked entities fetch nothing more).
 */
const issueQuery = (collection: 'postCollection' | 'openPostCollection', limit = 100): string => `{
  ${collection}(limit: ${limit}) {
    items {
      title
      slug
      author { name avatar { url } }
      heroImage { url }
      relatedCollection(limit: 12) { items { __typename sys { id } } }
      body {
        json
        links {
          entries {
            block { __typename sys { id } ... on Author { name } }
            inline { sys { id } }
            hyperlink { sys { id } }
          }
          assets { block { url title } hyperlink { url } }
        }
      }
    }
  }
}`;

describe('GraphQL complexity of rich text links, from the field’s link limits', () => {
  let service: TestService;

  const expectRuns = (answer: GraphQLAnswer): void => {
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
    fx.contentType('post', postFields([FIVE_EACH]));
    fx.contentType('openPost', postFields([]));
    fx.contentType('note', [
      { id: 'title', type: 'Symbol' },
      // Four kinds limited to 5, asset hyperlinks unlimited: 20 + 1000, over the field's 1000.
      {
        id: 'partlyLimited',
        type: 'RichText',
        validations: [
          { nodes: Object.fromEntries(Object.entries(FIVE_EACH.nodes).filter(([nodeType]) => nodeType !== 'asset-hyperlink')) },
        ],
      },
      // Only inline entries and entry hyperlinks enabled, yet the other kinds carry no limit.
      {
        id: 'enabledOnly',
        type: 'RichText',
        validations: [
          { enabledNodeTypes: ['paragraph', 'embedded-entry-inline', 'entry-hyperlink'] },
          { nodes: { 'embedded-entry-inline': [{ size: { max: 2 } }], 'entry-hyperlink': [{ size: { max: 3 } }] } },
        ],
      },
      // Cross-space links allowed in blocks, at most 3; every other kind at most 1.
      {
        id: 'withResources',
        type: 'RichText',
        validations: [
          {
            nodes: {
              'entry-hyperlink': [{ size: { max: 1 } }],
              'embedded-entry-block': [{ size: { max: 1 } }],
              'embedded-entry-inline': [{ size: { max: 1 } }],
              'asset-hyperlink': [{ size: { max: 1 } }],
              'embedded-asset-block': [{ size: { max: 1 } }],
              'embedded-resource-block': {
                validations: [{ size: { max: 3 } }],
                allowedResources: [{ type: 'Contentful:Entry', source: 'crn:contentful:::content:spaces/other', contentTypes: ['topic'] }],
              },
            },
          },
        ],
      },
    ]);

    fx.asset('img1', { width: 400 });
    fx.entry('a1', 'author', { name: en('Ada'), avatar: en(link('Asset', 'img1')) });
    const body = en({
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'Hello.', marks: [], data: {} }] },
        { nodeType: 'embedded-entry-block', data: { target: link('Entry', 'a1') }, content: [] },
        { nodeType: 'embedded-asset-block', data: { target: link('Asset', 'img1') }, content: [] },
      ],
    });
    for (const type of ['post', 'openPost']) {
      for (const n of [1, 2, 3]) {
        fx.entry(`${type}-${n}`, type, {
          title: en(`${type} ${n}`),
          slug: en(`${type}-${n}`),
          author: en(link('Entry', 'a1')),
          heroImage: en(link('Asset', 'img1')),
          related: en(n > 1 ? [link('Entry', `${type}-1`)] : []),
          body,
        });
      }
    }
    fx.entry('note-1', 'note', { title: en('A note') });
  });

  afterAll(async () => {
    await service?.destroy();
  });

  it('given five links of each kind allowed, when a hundred posts select json and links, then it costs 4,100 and runs', async () => {
    // links: 5 entry hyperlinks + 5 block entries + 5 inline entries + 5 asset hyperlinks + 5 asset blocks = 25.
    // 100 × (1 + 15 + 25) = 100 × 41 = 4,100.
    const answer = await gql(service, issueQuery('postCollection'));
    expectRuns(answer);
    const items = answer.body.data.postCollection.items;
    expect(items).toHaveLength(3);
    expect(items[0].body.links.entries.block).toEqual([{ __typename: 'Author', sys: { id: 'a1' }, name: 'Ada' }]);
    expect(items[0].body.links.assets.block).toEqual([{ url: expect.stringContaining('/img1/'), title: 'Title of img1' }]);
    expect(items[1].relatedCollection.items).toEqual([{ __typename: 'Post', sys: { id: 'post-1' } }]);
  });

  it('given five links of each kind allowed, then each post costs exactly 41: 268 posts run, 269 are refused', async () => {
    // 268 × 41 = 10,988 ≤ 11,000; 269 × 41 = 11,029.
    expectRuns(await gql(service, issueQuery('postCollection', 268)));
    expectTooComplex(await gql(service, issueQuery('postCollection', 269)), 11029);
  });

  it('given a rich text field without link limits, when the same query asks for a hundred posts, then it is refused at 101,600', async () => {
    // Every kind unlimited: 5 × 1000, but a field links at most 1000 entities: links = 1000.
    // 100 × (1 + 15 + 1000) = 100 × 1016 = 101,600.
    expectTooComplex(await gql(service, issueQuery('openPostCollection')), 101600);
    // 10 posts: 10 × 1016 = 10,160, within the limit.
    expectRuns(await gql(service, issueQuery('openPostCollection', 10)));
  });

  it('given what a linked entity fetches, then it counts once per link the kind allows', async () => {
    // With limits: each block entry fetches its avatar (1): 5 × (1 + 1) = 10, the other four kinds
    // 4 × 5 = 20 though not selected (the property costs the field's limits); 31 per post.
    // 354 × (1 + 30) = 10,974 runs; 355 × 31 = 11,005 is refused.
    const nested = (collection: string, limit: number): string =>
      `{ ${collection}(limit: ${limit}) { items { body { links { entries { block { ... on Author { avatar { url } } } } } } } } }`;
    expectRuns(await gql(service, nested('postCollection', 354)));
    expectTooComplex(await gql(service, nested('postCollection', 355)), 11005);
    // Without limits the 1000 links may all be block entries, each with its avatar:
    // 1000 × (1 + 1) = 2000 per post; 5 × (1 + 2000) = 10,005 runs, 6 × 2001 = 12,006 is refused.
    expectRuns(await gql(service, nested('openPostCollection', 5)));
    expectTooComplex(await gql(service, nested('openPostCollection', 6)), 12006);
  });

  it('given one kind without a limit, then the field costs the 1000 it may link in all, not 1020', async () => {
    // 5 + 5 + 5 + 5 + 1000 = 1020, over the field's 1000 linked entities: 1000. 11 × (1 + 1000) = 11,011.
    expectTooComplex(
      await gql(service, '{ noteCollection(limit: 11) { items { partlyLimited { links { assets { hyperlink { url } } } } } } }'),
      11011,
    );
  });

  it('given kinds left out of enabledNodeTypes but not limited, then they still count 1000 in all', async () => {
    // 2 inline + 3 hyperlinks + three unlimited kinds (1000 each) = 3005, at most 1000: 11 × 1001 = 11,011.
    expectTooComplex(
      await gql(service, '{ noteCollection(limit: 11) { items { enabledOnly { links { entries { inline { sys { id } } } } } } } }'),
      11011,
    );
  });

  it('given resource links allowed with a limit, then they count with the entries and assets', async () => {
    // withResources: five kinds × 1 + 3 resource blocks = 8 (the posts' fields, without allowedResources, count no
    // resources: their 25 above). 1000 × (1 + 8) = 9,000 runs; two such links per note: 1000 × (1 + 8 + 8) = 17,000.
    expectRuns(
      await gql(service, '{ noteCollection(limit: 1000) { items { withResources { links { resources { block { sys { urn } } } } } } } }'),
    );
    expectTooComplex(
      await gql(
        service,
        '{ noteCollection(limit: 1000) { items { a: withResources { links { __typename } } b: withResources { links { __typename } } } } }',
      ),
      17000,
    );
  });
});
