import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, recordEvents, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { EntryFields, type FocusRequest } from './entry-fields.js';
import { EntrySession, loadEntry } from './entry-session.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

/** The fields of a new page, as the editor draws them (nested: ids prefixed by the entry's). */
async function renderFields(focusField?: (entryId: string) => FocusRequest) {
  const page = await fx.entry('page', { title: 'Group life', url: '/group-life' });
  const context = fx.context();
  const loaded = await loadEntry(context, page.sys.id);
  const recorded = recordEvents();
  const session = new EntrySession(loaded, context, recorded.events);
  const domId = (fieldId: string) => `wb-field-${page.sys.id}-${fieldId}`;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EntryFields session={session} editorInterface={loaded.editorInterface} focusField={focusField?.(page.sys.id)} fieldDomId={domId} />
    </QueryClientProvider>,
  );
  await screen.findByRole('textbox', { name: /^Title ?\(required\)$/ }, { timeout: 10_000 });
  return { page, recorded, domId };
}

describe('the entry’s fields (workbench/README.md#what-an-editor-does, steps 2–4)', () => {
  it('given a page, then every field shows in its default editor inside a frame with the field’s DOM id', async () => {
    const { domId } = await renderFields();
    for (const fieldId of ['title', 'url', 'blocks']) expect(document.getElementById(domId(fieldId))?.dataset.fieldId).toBe(fieldId);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^URL/ }).value).toBe('/group-life');
    expect(await screen.findByRole('button', { name: 'Link existing entries' })).toBeTruthy();
  });

  it('given typing in a text field, then the preview gets every keystroke from the input at once', async () => {
    const { page, recorded } = await renderFields();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), ' plans');
    expect(recorded.edits.slice(0, 3)).toEqual([
      [page.sys.id, 'title', 'Group life '],
      [page.sys.id, 'title', 'Group life p'],
      [page.sys.id, 'title', 'Group life pl'],
    ]);
  });

  it('given a click in the preview on a field, then that field is brought into view and its input focused', async () => {
    const { domId } = await renderFields((entryId) => ({ entryId, fieldId: 'url', nonce: 1 }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^URL/ })));
    expect(document.getElementById(domId('url'))?.getAttribute('data-scrolled-into-view')).toBe('true');
  });

  it('given a focus request for another entry, then nothing here is focused', async () => {
    await renderFields(() => ({ entryId: 'another-entry', fieldId: 'url', nonce: 2 }));
    expect(document.activeElement).toBe(document.body);
  });
});
