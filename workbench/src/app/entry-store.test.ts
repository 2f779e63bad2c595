import type { EntryProps } from 'contentful-management';
import { describe, expect, it } from 'vitest';
import { EntryStore } from './entry-store.js';
import { entryStatus } from './status.js';

function entry(version: number, fields: Record<string, unknown>): EntryProps {
  return {
    sys: { id: 'tagline-1', type: 'Entry', version },
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])),
    metadata: { tags: [] },
  } as unknown as EntryProps;
}

describe('the entry being edited (workbench/README.md)', () => {
  it('given edits, when saved, then the save carries them and they are no longer unsaved', () => {
    const store = new EntryStore(entry(3, { text: 'Owned by our policyholders.', padding: 'Small' }), 'en-US');
    const edits: string[] = [];
    store.onEdit(({ fieldId }) => edits.push(fieldId));
    store.edit('text', 'Owned by our policyholders since 1889.');
    store.edit('padding', undefined);
    expect(store.fieldsToSave()).toEqual({ text: { 'en-US': 'Owned by our policyholders since 1889.' } });
    expect([...store.dirty]).toEqual(['text', 'padding']);
    store.saved(entry(4, { text: 'Owned by our policyholders since 1889.' }), { ...store.values });
    expect(store.dirty.size).toBe(0);
    expect(store.entry.sys.version).toBe(4);
    expect(edits).toEqual(['text', 'padding']);
  });

  it('given a conflict, when the editor keeps their changes, then their edited fields go on top of the other version and the rest is theirs', () => {
    const store = new EntryStore(entry(3, { text: 'A', padding: 'Small' }), 'en-US');
    const shown: unknown[] = [];
    store.onValueChanged('padding', (value) => shown.push(value));
    store.edit('text', 'Mine');
    store.rebase(entry(5, { text: 'Theirs', padding: 'Large' }), store.dirty);
    expect(store.values).toEqual({ text: 'Mine', padding: 'Large' });
    expect(shown).toEqual(['Large']);
    expect(store.entry.sys.version).toBe(5);
    expect(store.fieldsToSave()).toEqual({ text: { 'en-US': 'Mine' }, padding: { 'en-US': 'Large' } });
  });

  it('given validation errors, when the field is edited, then its errors clear', () => {
    const store = new EntryStore(entry(3, { items: ['a'] }), 'en-US');
    const seen: number[] = [];
    store.onErrorsChanged('items', (errors) => seen.push(errors.length));
    store.setAllErrors({
      items: [{ name: 'size', message: 'An accordion group holds at most 10 items.', path: ['fields', 'items', 'en-US'] }],
    });
    expect(store.errorsOf('items')[0]?.message).toBe('An accordion group holds at most 10 items.');
    store.edit('items', []);
    expect(store.errorsOf('items')).toEqual([]);
    expect(seen).toEqual([1, 0]);
  });

  it('given versions, when the status is read, then draft, changed and published as Contentful shows them', () => {
    expect(entryStatus({ version: 3 })).toBe('draft');
    expect(entryStatus({ version: 5, publishedVersion: 4 })).toBe('published');
    expect(entryStatus({ version: 7, publishedVersion: 4 })).toBe('changed');
    expect(entryStatus({ version: 7, publishedVersion: 4, archivedVersion: 6 })).toBe('archived');
  });

  it('given a published version restored, then each changed field is an edit its editor is told of, and unchanged ones are left alone', () => {
    const store = new EntryStore(entry(7, { text: 'New text', padding: 'Small' }), 'en-US');
    const edits: string[] = [];
    const shown: unknown[] = [];
    store.onEdit(({ fieldId }) => edits.push(fieldId));
    store.onValueChanged('text', (value) => shown.push(value));
    store.restore({ text: 'Old text', padding: 'Small' });
    expect(edits).toEqual(['text']);
    expect(shown).toEqual(['Old text']);
    expect(store.fieldsToSave()).toEqual({ text: { 'en-US': 'Old text' }, padding: { 'en-US': 'Small' } });
    store.restore({ text: 'Old text' });
    expect(store.fieldsToSave()).toEqual({ text: { 'en-US': 'Old text' } });
  });
});
