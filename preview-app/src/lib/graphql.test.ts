import { parse, print } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { withTypenames } from './graphql';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));

describe('draft queries select __typename (docs/architecture.md#live-preview)', () => {
  it('given a block query, when prepared for draft mode, then every object selection names its type and the root does not', () => {
    const document = parse(`
      fragment TaglineBlock on Tagline { sys { id } text }
      query TaglineBlocks($ids: [String]!) { taglineCollection(where: { sys: { id_in: $ids } }) { items { ...TaglineBlock } } }
    `);
    expect(print(withTypenames(document))).toBe(
      [
        'fragment TaglineBlock on Tagline {',
        '  sys {',
        '    id',
        '    __typename',
        '  }',
        '  text',
        '  __typename',
        '}',
        '',
        'query TaglineBlocks($ids: [String]!) {',
        '  taglineCollection(where: {sys: {id_in: $ids}}) {',
        '    items {',
        '      ...TaglineBlock',
        '      __typename',
        '    }',
        '    __typename',
        '  }',
        '}',
      ].join('\n'),
    );
  });

  it('given a selection that already names its type, when prepared, then it is not repeated', () => {
    const document = parse('query Q { pageCollection { __typename items { __typename url } } }');
    expect(print(withTypenames(document))).toBe(
      ['query Q {', '  pageCollection {', '    __typename', '    items {', '      __typename', '      url', '    }', '  }', '}'].join('\n'),
    );
  });
});
