import { describe, expect, it } from 'vitest';
import { mergeFieldEdit, showsFieldLive } from './live-merge.js';

const heading = {
  __typename: 'HeaderBlock',
  sys: { __typename: 'Sys', id: 'header-home' },
  heading: 'Protect what matters',
  body: { json: { nodeType: 'document' }, links: { entries: [] } },
};
const data = {
  __typename: 'StaticPage',
  sys: { id: 'page-home' },
  title: 'Home',
  hero: heading,
  contentBlocksCollection: { items: [heading] },
};

describe('the editor side of the live-preview protocol (docs/architecture.md#live-preview)', () => {
  it('given a field edit, when merged, then every object of that entry shows it and the rest is the same object', () => {
    const merged = mergeFieldEdit(data, 'header-home', 'heading', 'Protect what matters most');
    expect(merged.hero.heading).toBe('Protect what matters most');
    expect(merged.contentBlocksCollection.items[0]!.heading).toBe('Protect what matters most');
    expect(merged.title).toBe('Home');
    expect(merged).not.toBe(data);
    expect(data.hero.heading).toBe('Protect what matters');
  });

  it('given a rich-text edit, when merged, then the document replaces json and the links stay', () => {
    const doc = { nodeType: 'document', content: [{ nodeType: 'paragraph', content: [] }] };
    const merged = mergeFieldEdit(data, 'header-home', 'body', doc);
    expect(merged.hero.body).toEqual({ json: doc, links: { entries: [] } });
  });

  it('given an edit of an entry or field the data does not show, or a link, when merged, then the data is unchanged', () => {
    expect(mergeFieldEdit(data, 'other', 'heading', 'x')).toBe(data);
    expect(mergeFieldEdit(data, 'header-home', 'unselected', 'x')).toBe(data);
    expect(mergeFieldEdit(data, 'page-home', 'hero', { sys: { type: 'Link', linkType: 'Entry', id: 'x' } })).toBe(data);
  });

  it('given rich text typed into a block drawn while its body was empty, when merged, then GraphQL shows it as { json }', () => {
    const doc = { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [] }] };
    const merged = mergeFieldEdit({ sys: { id: 'text' }, body: null }, 'text', 'body', doc);
    expect(merged.body).toEqual({ json: doc });
  });

  it('given a field cleared, when merged, then GraphQL shows null', () => {
    expect(mergeFieldEdit(data, 'page-home', 'title', undefined).title).toBeNull();
  });
});

describe('showsFieldLive (what a save need not refresh)', () => {
  const data = { sys: { id: 'page' }, title: 'Old', hero: { sys: { id: 'hero' }, heading: 'Hi' } };
  it('given a field the subscribed data draws, when its value is text, then it shows live', () => {
    expect(showsFieldLive(data, 'page', 'title', 'New')).toBe(true);
    expect(showsFieldLive(data, 'hero', 'heading', 'Hello')).toBe(true);
  });
  it('given a field the data does not draw, or a value with links, then it does not', () => {
    expect(showsFieldLive(data, 'page', 'url', '/x')).toBe(false);
    expect(showsFieldLive(data, 'other', 'title', 'New')).toBe(false);
    expect(showsFieldLive(data, 'page', 'title', [{ sys: { type: 'Link', linkType: 'Entry', id: 'x' } }])).toBe(false);
    // A JSON object on a field drawn empty: the server draws it first.
    expect(showsFieldLive({ sys: { id: 'chart' }, config: null }, 'chart', 'config', { bars: [] })).toBe(false);
    // Rich text on a block drawn while its body was empty (null) shows live too (issue 42).
    const document = { nodeType: 'document', data: {}, content: [] };
    expect(showsFieldLive({ sys: { id: 'text' }, body: null }, 'text', 'body', document)).toBe(true);
    expect(showsFieldLive({ sys: { id: 'text' }, body: { json: document, links: {} } }, 'text', 'body', document)).toBe(true);
  });
});
