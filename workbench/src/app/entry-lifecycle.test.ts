import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, entryLink, openSession, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { appEntryMethod, archive, duplicate, remove } from './entry-lifecycle.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

const open = (entryId: string) => openSession(fx, entryId);

describe('duplicate, archive and delete from the editor (workbench/README.md#what-an-editor-does, step 9)', () => {
  it('given a page with a block, when duplicated, then the copy has its own copy of the block and opens, with a reminder about its URL', async () => {
    const block = await fx.entry('tagline', { text: 'Our block' });
    const page = await fx.entry('page', { title: 'Original page', url: '/original', blocks: [entryLink(block.sys.id)] });
    const { session, recorded, context } = await open(page.sys.id);
    session.store.edit('title', 'Original page, edited');
    await duplicate(session);
    const copyId = recorded.gone[0]!;
    expect(copyId).not.toBe(page.sys.id);
    const copy = await fx.cma.entry.get({ entryId: copyId });
    expect(copy.fields.title).toEqual({ 'en-US': 'Original page, edited' });
    expect(copy.fields.url).toEqual({ 'en-US': '/original' });
    const copiedBlock = (copy.fields.blocks?.['en-US'] as { sys: { id: string } }[])[0]!;
    expect(copiedBlock.sys.id).not.toBe(block.sys.id);
    expect((await fx.cma.entry.get({ entryId: copiedBlock.sys.id })).fields.text).toEqual({ 'en-US': 'Our block' });
    expect(context.notes).toEqual(['Duplicated. This is the copy: change its URL before publishing.']);
    expect((await fx.cma.entry.get({ entryId: page.sys.id })).fields.title).toEqual({ 'en-US': 'Original page, edited' });
  });

  it('given a block a page links to, when archived or deleted, then both are refused naming the page', async () => {
    const block = await fx.entry('tagline', { text: 'Linked block' });
    await fx.entry('page', { title: 'Retirement', url: '/retirement', blocks: [entryLink(block.sys.id)] });
    const { session, recorded } = await open(block.sys.id);
    await archive(session);
    expect(session.state.note).toEqual({
      variant: 'negative',
      text: 'This cannot be archived while an entry links to it: “Retirement”. Remove that link first.',
    });
    await remove(session);
    expect(session.state.note?.text).toBe('This cannot be deleted while an entry links to it: “Retirement”. Remove that link first.');
    expect(recorded.gone).toEqual([]);
    expect(session.state.busy).toBeUndefined();
  });

  it('given a delete, when the editor does not confirm, then nothing is deleted; when they do, it is gone and the editor closes', async () => {
    const tagline = await fx.entry('tagline', { text: 'Short-lived' });
    const { session, recorded, context } = await open(tagline.sys.id);
    recorded.confirmAnswer = false;
    await remove(session);
    expect((await fx.cma.entry.get({ entryId: tagline.sys.id })).sys.id).toBe(tagline.sys.id);
    expect(recorded.gone).toEqual([]);
    recorded.confirmAnswer = true;
    await remove(session);
    expect(recorded.gone).toEqual([undefined]);
    expect(context.notes).toEqual(['Deleted.']);
    await expect(fx.cma.entry.get({ entryId: tagline.sys.id })).rejects.toThrow(/The resource could not be found/);
  });
});

describe('a field app’s entry methods (workbench/README.md#custom-field-apps)', () => {
  it('given save, publish and unpublish, then they are the editor’s own; any other method is refused', async () => {
    const tagline = await fx.entry('tagline', { text: 'From an app' });
    const { session } = await open(tagline.sys.id);
    session.store.edit('text', 'Saved by the app');
    const saved = (await appEntryMethod(session, 'save')) as { sys: { version: number } };
    expect(saved.sys.version).toBe(2);
    const published = (await appEntryMethod(session, 'publish')) as { sys: { publishedVersion?: number } };
    expect(published.sys.publishedVersion).toBe(2);
    const unpublished = (await appEntryMethod(session, 'unpublish')) as { sys: { publishedVersion?: number } };
    expect(unpublished.sys.publishedVersion).toBeUndefined();
    await expect(appEntryMethod(session, 'archive')).rejects.toThrow('entry.archive is not supported by the workbench');
  });
});
