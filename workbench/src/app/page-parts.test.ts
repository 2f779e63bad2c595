import type { EntryProps, SnapshotProps } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, entryLink, openSession, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { publish } from './entry-publishing.js';
import { changedFieldNames, goingLive, pageAtPublish, restoreParts } from './page-parts.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

const types = () => fx.context().contentTypes;
const typeOf = (id: string) => types().find((ct) => ct.sys.id === id)!;

/** Publishes `entry` (its latest version) and answers it as published. */
async function published(entry: EntryProps): Promise<EntryProps> {
  return fx.cma.entry.publish({ entryId: entry.sys.id }, await fx.cma.entry.get({ entryId: entry.sys.id }));
}

/** Saves `fields` over the entry's current draft. */
async function edit(entryId: string, fields: Record<string, unknown>): Promise<EntryProps> {
  const current = await fx.cma.entry.get({ entryId });
  const next = { ...current.fields, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])) };
  return fx.cma.entry.update({ entryId }, { ...current, fields: next });
}

const snapshotsOf = async (entryId: string) => (await fx.cma.snapshot.getManyForEntry({ entryId })).items as SnapshotProps<EntryProps>[];

describe('the page as one thing (issue 42, item 3)', () => {
  it('given a new block and a changed one, then what goes live names each with its change', async () => {
    const fresh = await fx.entry('tagline', { text: 'A new block' });
    const old = await published(await fx.entry('tagline', { text: 'Before' }));
    const changed = await edit(old.sys.id, { text: 'After' });
    expect(await goingLive(fx.cma, { kind: 'Entry', entity: fresh }, types(), 'en-US')).toEqual({
      kind: 'Entry',
      id: fresh.sys.id,
      typeName: 'Tagline',
      title: 'A new block',
      change: 'New',
    });
    expect(await goingLive(fx.cma, { kind: 'Entry', entity: changed }, types(), 'en-US')).toEqual({
      kind: 'Entry',
      id: old.sys.id,
      typeName: 'Tagline',
      title: 'After',
      change: 'Changed: Text',
    });
  });

  it('given two sets of fields, then the changed names are the content type’s, omitted fields left out', () => {
    const page = typeOf('page');
    expect(
      changedFieldNames(page, { title: { 'en-US': 'A' }, url: { 'en-US': '/a' } }, { title: { 'en-US': 'B' }, url: { 'en-US': '/a' } }),
    ).toEqual(['Title']);
    expect(changedFieldNames(page, { title: { 'en-US': 'A' } }, { title: { 'en-US': 'A' }, blocks: { 'en-US': [] } })).toEqual([
      'Content blocks',
    ]);
  });

  it('given a page published twice with its hero changed between, when its first publish is read and restored, then the hero is back as a draft', async () => {
    const hero = await fx.entry('tagline', { text: 'Hero of the first publish' });
    const page = await fx.entry('page', { title: 'Whole page', url: '/whole-page', blocks: [entryLink(hero.sys.id)] });
    const first = await openSession(fx, page.sys.id);
    await publish(first.session);
    await edit(hero.sys.id, { text: 'Hero of the second publish' });
    const second = await openSession(fx, page.sys.id);
    const asked: unknown[] = [];
    second.session.events.confirmPublish = async (items) => {
      asked.push(items);
      return true;
    };
    await publish(second.session);
    // Publish listed the page, then its changed hero, and published both.
    expect(asked).toEqual([
      [
        { kind: 'Entry', id: page.sys.id, typeName: 'Page', title: 'Whole page', change: 'No changes of its own' },
        { kind: 'Entry', id: hero.sys.id, typeName: 'Tagline', title: 'Hero of the second publish', change: 'Changed: Text' },
      ],
    ]);
    expect((await fx.cma.entry.get({ entryId: hero.sys.id })).sys.publishedVersion).toBeGreaterThan(2);

    const [latest, previous] = await snapshotsOf(page.sys.id);
    expect(await pageAtPublish(fx.cma, latest!, types(), 'en-US')).toEqual([
      expect.objectContaining({ entryId: hero.sys.id, changed: [] }),
    ]);
    const parts = await pageAtPublish(fx.cma, previous!, types(), 'en-US');
    expect(parts).toEqual([
      {
        entryId: hero.sys.id,
        typeName: 'Tagline',
        title: 'Hero of the second publish',
        fields: { text: { 'en-US': 'Hero of the first publish' } },
        changed: ['Text'],
      },
    ]);
    const restored = await restoreParts(fx.cma, parts);
    expect(restored.map((e) => e.fields.text)).toEqual([{ 'en-US': 'Hero of the first publish' }]);
    const heroNow = await fx.cma.entry.get({ entryId: hero.sys.id });
    expect(heroNow.fields.text).toEqual({ 'en-US': 'Hero of the first publish' });
    // A draft: the site keeps the second publish's hero until the editor publishes.
    expect(heroNow.sys.version).toBeGreaterThan(heroNow.sys.publishedVersion! + 1);
  });

  it('given the editor cancels the Publish list, then nothing is published', async () => {
    const block = await fx.entry('tagline', { text: 'Not yet' });
    const page = await fx.entry('page', { title: 'Cancelled', blocks: [entryLink(block.sys.id)] });
    const { session } = await openSession(fx, page.sys.id);
    session.events.confirmPublish = async () => false;
    await publish(session);
    expect((await fx.cma.entry.get({ entryId: block.sys.id })).sys.publishedVersion).toBeUndefined();
    expect((await fx.cma.entry.get({ entryId: page.sys.id })).sys.publishedVersion).toBeUndefined();
    expect(session.state).toMatchObject({ busy: undefined, note: undefined, publishCount: 0 });
  });
});
