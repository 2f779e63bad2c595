import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, entryLink, openSession, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { cmaError } from './cma.js';
import { AUTOSAVE_DELAY_MS, type EntrySession, loadEntry, previewSlugOf } from './entry-session.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

const open = (entryId: string) => openSession(fx, entryId);

/** Resolves once the session's save state is `kind` (the autosave runs on real timers). */
function until(session: EntrySession, kind: string): Promise<void> {
  return new Promise((resolve) => {
    if (session.state.save.kind === kind) return resolve();
    const stop = session.subscribe(() => {
      if (session.state.save.kind !== kind) return;
      stop();
      resolve();
    });
  });
}

const textOf = async (entryId: string) => (await fx.cma.entry.get({ entryId })).fields.text?.['en-US'];

describe('the entry session: loading and autosave (workbench/README.md#what-an-editor-does)', () => {
  it('given an entry, when opened, then its content type comes from the context and its editor interface from the API, saved at its version', async () => {
    const tagline = await fx.entry('tagline', { text: 'Owned by our policyholders.' });
    const { session, loaded } = await open(tagline.sys.id);
    expect(loaded.contentType.sys.id).toBe('tagline');
    expect(loaded.editorInterface?.sys.type).toBe('EditorInterface');
    expect(session.state).toEqual({
      save: { kind: 'saved', version: 1 },
      sys: tagline.sys,
      note: undefined,
      busy: undefined,
      publishCount: 0,
    });
    expect(session.store.values).toEqual({ text: 'Owned by our policyholders.' });
  });

  it('given an entry that does not exist, when opened, then the Management API’s 404 is thrown', async () => {
    const error = await loadEntry(fx.context(), 'no-such-entry').then(() => undefined, cmaError);
    expect(error).toMatchObject({ status: 404, message: 'The resource could not be found.' });
  });

  it('given an edit, when the autosave delay passes, then the entry is saved as a new version and the workbench is told', async () => {
    const tagline = await fx.entry('tagline', { text: 'Owned by our policyholders.' });
    const { session, recorded } = await open(tagline.sys.id);
    session.store.edit('text', 'Owned by our policyholders since 1889.');
    expect(session.state.save).toEqual({ kind: 'unsaved' });
    expect(recorded.edits).toEqual([[tagline.sys.id, 'text', 'Owned by our policyholders since 1889.']]);
    const started = Date.now();
    await until(session, 'saved');
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTOSAVE_DELAY_MS - 20);
    expect(session.state.save).toEqual({ kind: 'saved', version: 2 });
    expect(recorded.saved.map((e) => e.sys.version)).toEqual([2]);
    expect(await textOf(tagline.sys.id)).toBe('Owned by our policyholders since 1889.');
    expect(session.store.dirty.size).toBe(0);
  });

  it('given a link edit (a block added to a page), when made, then it is saved at once, not after the autosave delay (issue 42)', async () => {
    const tagline = await fx.entry('tagline', { text: 'Owned by our policyholders.' });
    const page = await fx.entry('page', { title: 'Spring campaign' });
    const { session, recorded } = await open(page.sys.id);
    session.store.edit('blocks', [entryLink(tagline.sys.id)]);
    // The next task after the edit's: the save has started (a text edit would wait AUTOSAVE_DELAY_MS).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.state.save).toEqual({ kind: 'saving' });
    await until(session, 'saved');
    expect(recorded.saved.map((e) => e.fields.blocks?.['en-US'])).toEqual([[entryLink(tagline.sys.id)]]);
  });

  it('given edits while a save is under way, when saved again, then each save goes over the version the last one answered', async () => {
    const tagline = await fx.entry('tagline', { text: 'A' });
    const { session } = await open(tagline.sys.id);
    session.cancelAutosave();
    session.store.edit('text', 'B');
    const first = session.saveNow();
    session.store.edit('text', 'C');
    const second = session.saveNow();
    await Promise.all([first, second]);
    expect(session.state.save).toEqual({ kind: 'saved', version: 3 });
    expect(await textOf(tagline.sys.id)).toBe('C');
  });

  it('given a page given its URL, when saved, then the preview is sent to that page; a protocol-relative URL is not', async () => {
    const page = await fx.entry('page', { title: 'Dental coverage' });
    const { session, recorded } = await open(page.sys.id);
    session.store.edit('url', '//evil.example');
    await session.saveNow();
    session.store.edit('url', '/dental');
    await session.saveNow();
    expect(recorded.slugs).toEqual(['/dental']);
  });

  it('given a block on a page, then its preview is the page’s URL; an entry on no page has none', async () => {
    const block = await fx.entry('tagline', { text: 'On a page' });
    await fx.entry('page', { title: 'Life insurance', url: '/life', blocks: [entryLink(block.sys.id)] });
    const alone = await fx.entry('tagline', { text: 'Alone' });
    expect(await previewSlugOf(fx.context(), block)).toBe('/life');
    expect(await previewSlugOf(fx.context(), alone)).toBeUndefined();
  });

  it('given unsaved edits, when the editor closes, then they are saved at once and the autosave stops', async () => {
    const tagline = await fx.entry('tagline', { text: 'Before' });
    const { session, recorded } = await open(tagline.sys.id);
    session.store.edit('text', 'Closed with this');
    session.close();
    await until(session, 'saved');
    expect(await textOf(tagline.sys.id)).toBe('Closed with this');
    session.store.edit('text', 'After closing');
    expect(recorded.edits).toHaveLength(1);
    expect(session.state.save).toEqual({ kind: 'saved', version: 2 });
  });

  it('given an entry deleted meanwhile, when saved, then the error says the changes could not be saved (a PUT of a missing entry would create one)', async () => {
    const tagline = await fx.entry('tagline', { text: 'Soon gone' });
    const { session } = await open(tagline.sys.id);
    await fx.cma.entry.delete({ entryId: tagline.sys.id });
    session.store.edit('text', 'Too late');
    await session.saveNow();
    expect(session.state.save).toEqual({
      kind: 'error',
      message: 'Your changes could not be saved: The X-Contentful-Content-Type header is required to create an entry.',
    });
  });
});

describe('the entry session: conflicts (HTTP 409 from the Management API)', () => {
  it('given someone else saved first, when the editor’s edit is saved, then the conflict holds their version and the autosave stops', async () => {
    const tagline = await fx.entry('tagline', { text: 'Original' });
    const { session, recorded } = await open(tagline.sys.id);
    const theirs = await fx.theirEdit(tagline.sys.id, { text: 'Their text' });
    session.store.edit('text', 'My text');
    await session.saveNow();
    expect(session.state.save).toEqual({
      kind: 'conflict',
      theirs: expect.objectContaining({ sys: expect.objectContaining({ version: theirs.sys.version }) }),
    });
    expect(session.conflicted).toBe(true);
    session.store.edit('text', 'Still typing');
    expect(session.state.save.kind).toBe('conflict');
    await new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DELAY_MS + 200));
    expect(await textOf(tagline.sys.id)).toBe('Their text');
    expect(session.store.values.text).toBe('Still typing');
    expect(recorded.edits.map(([, , value]) => value)).toEqual(['My text', 'Still typing']);
  });

  it('given a conflict, when the editor keeps their changes, then their edited fields go on top of the other version and save', async () => {
    const item = await fx.entry('tagline', { text: 'An item' });
    const accordion = await fx.entry('accordion', { title: 'FAQ', items: [entryLink(item.sys.id)] });
    const { session } = await open(accordion.sys.id);
    await fx.theirEdit(accordion.sys.id, { title: 'Their FAQ' });
    session.store.edit('items', [entryLink(item.sys.id), entryLink(item.sys.id)]);
    await session.saveNow();
    expect(session.state.save.kind).toBe('conflict');
    await session.keepMine();
    expect(session.state.save).toEqual({ kind: 'saved', version: 3 });
    const saved = await fx.cma.entry.get({ entryId: accordion.sys.id });
    expect(saved.fields).toEqual({ title: { 'en-US': 'Their FAQ' }, items: { 'en-US': [entryLink(item.sys.id), entryLink(item.sys.id)] } });
  });

  it('given a conflict, when the editor uses theirs, then their values replace the edits, the preview gets them and nothing is saved', async () => {
    const tagline = await fx.entry('tagline', { text: 'Original' });
    const { session, recorded } = await open(tagline.sys.id);
    const theirs = await fx.theirEdit(tagline.sys.id, { text: 'Their text' });
    session.store.edit('text', 'My text');
    await session.saveNow();
    await session.takeTheirs();
    expect(session.state.save).toEqual({ kind: 'saved', version: theirs.sys.version });
    expect(session.state.sys.version).toBe(theirs.sys.version);
    expect(session.store.values).toEqual({ text: 'Their text' });
    expect(session.store.dirty.size).toBe(0);
    expect(recorded.edits.at(-1)).toEqual([tagline.sys.id, 'text', 'Their text']);
    expect(session.conflicted).toBe(false);
    expect(recorded.saved).toEqual([]);
  });

  it('given no conflict, when keep or use theirs is asked, then nothing happens', async () => {
    const tagline = await fx.entry('tagline', { text: 'Calm' });
    const { session } = await open(tagline.sys.id);
    await session.keepMine();
    await session.takeTheirs();
    expect(session.state.save).toEqual({ kind: 'saved', version: 1 });
  });
});
