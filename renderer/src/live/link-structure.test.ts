import { describe, expect, it } from 'vitest';
import { linkedIds, linkSignature } from './link-structure.js';

const card = (id: string, title: string) => ({
  __typename: 'Card',
  sys: { id },
  title,
  image: { __typename: 'Image', sys: { id: `${id}-image` }, altText: 'A family' },
});
const grid = {
  __typename: 'CardGrid',
  sys: { id: 'grid' },
  title: 'Our cover',
  description: { json: { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [] }] } },
  cardsCollection: { items: [card('card-1', 'Life'), card('card-2', 'Disability')] },
};
const page = {
  __typename: 'StaticPage',
  sys: { id: 'page' },
  title: 'Spring campaign',
  hero: null,
  contentBlocksCollection: {
    items: [
      { __typename: 'RichTextBlock', sys: { id: 'text' } },
      { __typename: 'CardGrid', sys: { id: 'grid' } },
    ],
  },
};

describe('link structure of live-preview data (docs/architecture.md#live-preview)', () => {
  it('given field edits only (text, rich-text paragraphs), when compared, then the structure is the same', () => {
    const edited = {
      ...grid,
      title: 'Our cover, for you',
      description: {
        json: { ...grid.description.json, content: [...grid.description.json.content, { nodeType: 'paragraph', data: {}, content: [] }] },
      },
      cardsCollection: { items: [card('card-1', 'Life insurance'), card('card-2', 'Disability')] },
    };
    expect(linkSignature(edited, grid)).toBe(linkSignature(grid));
  });

  it('given a block added, removed or moved on the page, when compared, then the structure differs', () => {
    const [text, cards] = page.contentBlocksCollection.items;
    const withBlocks = (items: unknown[]) => ({ ...page, contentBlocksCollection: { items } });
    const added = withBlocks([text, cards, { __typename: 'Tagline', sys: { id: 'new' } }]);
    expect(linkSignature(added, page)).not.toBe(linkSignature(page));
    expect(linkSignature(withBlocks([text]), page)).not.toBe(linkSignature(page));
    expect(linkSignature(withBlocks([cards, text]), page)).not.toBe(linkSignature(page));
    expect(linkSignature(withBlocks([text, cards]), page)).toBe(linkSignature(page));
  });

  it('given a card linked to a grid, a hero set or an image swapped, when compared, then the structure differs', () => {
    const moreCards = { ...grid, cardsCollection: { items: [...grid.cardsCollection.items, card('card-3', '')] } };
    expect(linkSignature(moreCards, grid)).not.toBe(linkSignature(grid));
    expect(linkSignature({ ...page, hero: { __typename: 'HeaderBlock', sys: { id: 'hero' } } }, page)).not.toBe(linkSignature(page));
    const swapped = {
      ...grid,
      cardsCollection: { items: [{ ...card('card-1', 'Life'), image: { sys: { id: 'other' } } }, grid.cardsCollection.items[1]] },
    };
    expect(linkSignature(swapped, grid)).not.toBe(linkSignature(grid));
  });

  it('given an entry embedded in rich text, when compared, then the structure differs', () => {
    const embed = {
      nodeType: 'embedded-entry-block',
      data: { target: { sys: { id: 'video', type: 'Link', linkType: 'Entry' } } },
      content: [],
    };
    const edited = { ...grid, description: { json: { ...grid.description.json, content: [...grid.description.json.content, embed] } } };
    expect(linkSignature(edited, grid)).not.toBe(linkSignature(grid));
  });

  it('given the editor sends fields the query did not select (a link the page does not draw), when compared, then they do not count', () => {
    const resolved = {
      ...page,
      seo: { sys: { id: 'seo-entry' } },
      contentBlocksCollection: {
        items: [
          { __typename: 'RichTextBlock', sys: { id: 'text' }, body: { json: {} }, author: { sys: { id: 'someone' } } },
          { __typename: 'CardGrid', sys: { id: 'grid' } },
        ],
      },
    };
    expect(linkSignature(resolved, page)).toBe(linkSignature(page));
  });

  it('given data, when its ids are listed, then every entry, asset and link target shows once in document order', () => {
    expect(linkedIds(page)).toEqual(['page', 'text', 'grid']);
    expect(linkedIds(grid)).toEqual(['grid', 'card-1', 'card-1-image', 'card-2', 'card-2-image']);
  });
});
