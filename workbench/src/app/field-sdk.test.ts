import type { ContentTypeProps, EntryProps } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { EntryStore } from './entry-store.js';
import { createFieldSdk } from './field-sdk.js';

let fx: AppFixture;
let accordion: ContentTypeProps;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
  accordion = fx.context().contentTypes.find((ct) => ct.sys.id === 'accordion')!;
});
afterAll(() => fx?.close());

/** The SDK of `fieldId` of a new accordion, as the editor gives it to the field's editor; what the context was asked, recorded. */
async function sdkFor(fieldId: string, fields: Record<string, unknown> = {}) {
  const entry = await fx.entry('accordion', fields);
  const store = new EntryStore(entry, 'en-US');
  const opened: string[] = [];
  const picks: unknown[] = [];
  const context = fx.context({
    openEntry: (id) => void opened.push(`entry ${id}`),
    openNested: (kind, id) => void opened.push(`nested ${kind} ${id}`),
    pickEntries: async (options) => (picks.push(options), [entry]),
    pickAssets: async (options) => (picks.push(options), null),
  });
  const sdk = createFieldSdk(store, accordion, fieldId, context, { helpText: 'At most two.' });
  return { sdk, store, entry, opened, picks, context };
}

describe('the SDK each field editor gets (workbench/README.md#how-it-works)', () => {
  it('given a field, then its value, definition, ids and locale are the entry’s; a missing field is refused', async () => {
    const { sdk, entry } = await sdkFor('title', { title: 'FAQ' });
    expect(sdk.field.getValue()).toBe('FAQ');
    expect([sdk.field.id, sdk.field.name, sdk.field.type, sdk.field.locale]).toEqual(['title', 'Title', 'Symbol', 'en-US']);
    expect(sdk.ids).toMatchObject({
      space: 'testspace',
      environment: 'master',
      entry: entry.sys.id,
      contentType: 'accordion',
      field: 'title',
    });
    expect(sdk.parameters.instance).toEqual({ helpText: 'At most two.' });
    expect(sdk.locales.default).toBe('en-US');
    expect(sdk.location.is('entry-field')).toBe(true);
    const store = new EntryStore(entry, 'en-US');
    expect(() => createFieldSdk(store, accordion, 'nope', fx.context(), {})).toThrow('The content type accordion has no field nope.');
  });

  it('given setValue and removeValue, then they are edits of the store (autosaved, previewed) and other fields see them', async () => {
    const { sdk, store } = await sdkFor('title', { title: 'FAQ' });
    const edits: unknown[] = [];
    store.onEdit(({ value }) => edits.push(value));
    await sdk.field.setValue('Dental FAQ');
    expect(store.values.title).toBe('Dental FAQ');
    expect(sdk.entry.fields.title!.getValue()).toBe('Dental FAQ');
    await sdk.entry.fields.title!.removeValue();
    expect(edits).toEqual(['Dental FAQ', undefined]);
    expect([...store.dirty]).toEqual(['title']);
  });

  it('given a value changed from outside (a conflict resolved with theirs) and errors set by a publish, then the field editor is told', async () => {
    const { sdk, store, entry } = await sdkFor('items');
    const values: unknown[] = [];
    const errors: unknown[] = [];
    sdk.field.onValueChanged((value) => values.push(value));
    sdk.field.onSchemaErrorsChanged((e) => errors.push(e));
    store.rebase({ ...entry, fields: { items: { 'en-US': [] } } } as EntryProps, new Set());
    store.setAllErrors({ items: [{ name: 'size', message: 'At most 2 items.', path: ['fields', 'items', 'en-US'] }] });
    expect(values).toEqual([[]]);
    expect(sdk.field.getSchemaErrors()).toEqual([expect.objectContaining({ message: 'At most 2 items.' })]);
    expect(errors).toHaveLength(1);
  });

  it('given the space API, then reads go through the proxy and content types come from the context', async () => {
    const { sdk, entry } = await sdkFor('title', { title: 'Read back' });
    expect(((await sdk.space.getEntry(entry.sys.id)) as EntryProps).fields.title).toEqual({ 'en-US': 'Read back' });
    expect(((await sdk.space.getContentType('accordion')) as ContentTypeProps).name).toBe('Accordion');
    expect((await sdk.space.getContentTypes()).items.map((ct) => ct.sys.id)).toEqual(['tagline', 'accordion', 'page', 'staticPage']);
    const created = (await sdk.space.createEntry('tagline', { fields: { text: { 'en-US': 'Made by a field' } } })) as EntryProps;
    expect((await fx.cma.entry.get({ entryId: created.sys.id })).fields.text).toEqual({ 'en-US': 'Made by a field' });
  });

  it('given the dialogs, then the workbench’s pickers answer them: one entry, several, or none', async () => {
    const { sdk, entry, picks } = await sdkFor('items');
    expect(((await sdk.dialogs.selectSingleEntry({ contentTypes: ['tagline'] })) as EntryProps).sys.id).toBe(entry.sys.id);
    expect(((await sdk.dialogs.selectMultipleEntries()) as EntryProps[]).map((e) => e.sys.id)).toEqual([entry.sys.id]);
    expect(await sdk.dialogs.selectSingleAsset({ mimetypeGroups: ['image'] })).toBeNull();
    expect(await sdk.dialogs.selectMultipleAssets()).toEqual([]);
    expect(picks).toEqual([
      { contentTypes: ['tagline'], multiple: false },
      { contentTypes: [], multiple: true },
      { multiple: false, mimetypeGroups: ['image'] },
      { multiple: true, mimetypeGroups: undefined },
    ]);
  });

  it('given the navigator, then a slide-in opens above the page, a plain open replaces it, and new entries and assets open above it', async () => {
    const { sdk, entry, opened } = await sdkFor('items');
    await sdk.navigator.openEntry(entry.sys.id, { slideIn: true });
    await sdk.navigator.openEntry(entry.sys.id);
    const created = await sdk.navigator.openNewEntry('tagline');
    const asset = await sdk.navigator.openNewAsset();
    expect(opened).toEqual([
      `nested Entry ${entry.sys.id}`,
      `entry ${entry.sys.id}`,
      `nested Entry ${(created.entity as EntryProps).sys.id}`,
      `nested Asset ${(asset.entity as { sys: { id: string } }).sys.id}`,
    ]);
    expect(created.slide).toEqual({ id: (created.entity as EntryProps).sys.id, type: 'Entry' });
  });

  it('given the notifier, then its messages go to the workbench’s notifications', async () => {
    const { sdk, context } = await sdkFor('title');
    sdk.notifier.success('Saved the form.');
    sdk.notifier.error('The form is invalid.');
    expect(context.notes).toEqual(['Saved the form.', 'The form is invalid.']);
  });
});
