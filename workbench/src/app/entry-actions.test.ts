import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, entryLink, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { duplicateEntry, linksIn, stillUsedMessage, unpublishedReferences, usedOn } from './entry-actions.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

describe('what the editor’s actions read of the links (workbench/README.md#what-an-editor-does)', () => {
  it('given links in fields, lists and rich text, then every entry and asset link is found, and nothing else', () => {
    const richText = { nodeType: 'document', content: [{ nodeType: 'embedded-entry-block', data: { target: entryLink('e2') } }] };
    expect(
      linksIn({
        hero: entryLink('e1'),
        body: richText,
        image: assetLink('a1'),
        tags: [{ sys: { type: 'Link', linkType: 'Tag', id: 't' } }],
        n: 3,
      }),
    ).toEqual([entryLink('e1'), entryLink('e2'), assetLink('a1')]);
  });

  it('given one or several entries still linking, then the refusal names them', () => {
    expect(stillUsedMessage('deleted', ['Home'])).toBe(
      'This cannot be deleted while an entry links to it: “Home”. Remove that link first.',
    );
    expect(stillUsedMessage('archived', ['Home', 'Dental'])).toBe(
      'This cannot be archived while 2 entries link to it: “Home”, “Dental”. Remove those links first.',
    );
  });

  it('given a block on two pages, then "used on" lists both pages', async () => {
    const block = await fx.entry('tagline', { text: 'Shared' });
    const first = await fx.entry('page', { title: 'First', blocks: [entryLink(block.sys.id)] });
    const second = await fx.entry('page', { title: 'Second', blocks: [entryLink(block.sys.id)] });
    expect((await usedOn(fx.cma, 'Entry', block.sys.id)).map((e) => e.sys.id).sort()).toEqual([first.sys.id, second.sys.id].sort());
  });

  it('given a page linking a draft block that links a draft block, then both are listed, the farthest first; published ones are not', async () => {
    const inner = await fx.entry('tagline', { text: 'Inner' });
    const outer = await fx.entry('page', { title: 'Outer block', blocks: [entryLink(inner.sys.id)] });
    const done = await fx.entry('tagline', { text: 'Already published' });
    await fx.cma.entry.publish({ entryId: done.sys.id }, done);
    const page = await fx.entry('page', {
      title: 'Page',
      blocks: [entryLink(outer.sys.id), entryLink(done.sys.id), entryLink('missing-entry')],
    });
    const references = await unpublishedReferences(fx.cma, page);
    expect(references.map((r) => [r.kind, r.entity.sys.id])).toEqual([
      ['Entry', inner.sys.id],
      ['Entry', outer.sys.id],
    ]);
    expect(await unpublishedReferences(fx.cma, page, 1)).toHaveLength(1);
  });

  it('given a page with blocks, when duplicated, then the copy links copies of its blocks and the original keeps its own', async () => {
    const block = await fx.entry('tagline', { text: 'Block text' });
    const page = await fx.entry('page', { title: 'To copy', url: '/to-copy', blocks: [entryLink(block.sys.id)] });
    const copy = await duplicateEntry(fx.cma, page, fx.context().contentTypes);
    expect(copy.sys.id).not.toBe(page.sys.id);
    expect(copy.fields.title).toEqual({ 'en-US': 'To copy' });
    const [copied] = copy.fields.blocks?.['en-US'] as { sys: { id: string } }[];
    expect(copied?.sys.id).not.toBe(block.sys.id);
    expect((await fx.cma.entry.get({ entryId: copied!.sys.id })).fields.text).toEqual({ 'en-US': 'Block text' });
    expect((await fx.cma.entry.get({ entryId: page.sys.id })).fields.blocks).toEqual({ 'en-US': [entryLink(block.sys.id)] });
    const shallow = await duplicateEntry(fx.cma, page, fx.context().contentTypes, 0);
    expect(shallow.fields.blocks).toEqual({ 'en-US': [entryLink(block.sys.id)] });
  });
});
