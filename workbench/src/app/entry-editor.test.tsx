import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { EntryProps } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, entryLink, recordEvents, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import { EntryEditor } from './entry-editor.js';
import { CONFLICT_MESSAGE } from './entry-session.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

/** Renders the editor of `entry` as the workbench does, its events recorded. */
async function renderEditor(entry: EntryProps) {
  const recorded = recordEvents();
  const { events } = recorded;
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <EntryEditor
        entryId={entry.sys.id}
        context={fx.context()}
        focusField={undefined}
        onEdit={events.onEdit}
        onSaved={events.onSaved}
        onPreviewSlug={events.onPreviewSlug}
        onGone={events.onGone}
      />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 2 }, { timeout: 10_000 });
  // The field editors draw once their widgets have loaded.
  await waitFor(
    () => expect(view.container.querySelectorAll('.entry-editor__field input, .entry-editor__field textarea').length).toBeGreaterThan(0),
    {
      timeout: 10_000,
    },
  );
  return { ...view, recorded, user: userEvent.setup() };
}

/**
 * The tagline's Text field's input, by its label: "Text (required)" in a browser, where CSS spaces
 * the label's "(required)" part; jsdom computes no styles, so its name there is "Text(required)".
 */
const textInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Text ?\(required\)$/ });

const saved = (version: number) => screen.findByText(`Saved · version ${version}`, undefined, { timeout: 5_000 });

describe('the entry editor (workbench/README.md#what-an-editor-does)', () => {
  it('given an entry, when opened, then its type, title, status, save state and fields show, and axe finds nothing', async () => {
    const tagline = await fx.entry('tagline', { text: 'Owned by our policyholders.' });
    const { container } = await renderEditor(tagline);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Owned by our policyholders.');
    expect(screen.getByText('Tagline')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Saved · version 1');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(textInput().value).toBe('Owned by our policyholders.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given typing, then each keystroke goes to the preview and, shortly after the last, the entry is saved as a new version', async () => {
    const tagline = await fx.entry('tagline', { text: 'Owned' });
    const { user, recorded } = await renderEditor(tagline);
    await user.type(textInput(), ' by us');
    expect(recorded.edits.slice(0, 2)).toEqual([
      [tagline.sys.id, 'text', 'Owned '],
      [tagline.sys.id, 'text', 'Owned b'],
    ]);
    await saved(2);
    expect((await fx.cma.entry.get({ entryId: tagline.sys.id })).fields.text).toEqual({ 'en-US': 'Owned by us' });
    expect(recorded.saved.map((e) => e.sys.version)).toEqual([2]);
  });

  it('given someone else saved first, when the editor types, then the conflict shows and "Keep my changes" saves theirs with mine on top', async () => {
    const tagline = await fx.entry('tagline', { text: 'Original' });
    const { user, container } = await renderEditor(tagline);
    await fx.theirEdit(tagline.sys.id, { text: 'Their text' });
    await user.type(textInput(), ', mine');
    const alert = await screen.findByText(CONFLICT_MESSAGE, undefined, { timeout: 5_000 });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('status').textContent).toBe('Not saved: conflict');
    expect(screen.getByText(/^Their version is 2/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep my changes' }));
    await saved(3);
    expect(screen.queryByText(CONFLICT_MESSAGE)).toBeNull();
    expect((await fx.cma.entry.get({ entryId: tagline.sys.id })).fields.text).toEqual({ 'en-US': 'Original, mine' });
  });

  it('given a conflict, when "Discard mine, use theirs", then their text is in the field and nothing of mine is saved', async () => {
    const tagline = await fx.entry('tagline', { text: 'Original' });
    const { user } = await renderEditor(tagline);
    await fx.theirEdit(tagline.sys.id, { text: 'Their text' });
    await user.type(textInput(), ', mine');
    await screen.findByText(CONFLICT_MESSAGE, undefined, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Discard mine, use theirs' }));
    await saved(2);
    await waitFor(() => expect(textInput().value).toBe('Their text'));
    expect((await fx.cma.entry.get({ entryId: tagline.sys.id })).sys.version).toBe(2);
  });

  it('given too many items, when Publish is clicked, then the alert names the field and the field shows its error, marked invalid', async () => {
    const links = [];
    for (const text of ['First', 'Second', 'Third']) links.push(entryLink((await fx.entry('tagline', { text })).sys.id));
    const accordion = await fx.entry('accordion', { title: 'FAQ', items: links });
    const { user, container } = await renderEditor(accordion);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    // Its three new items go live with it: the Publish list asks first.
    await user.click(await screen.findByRole('button', { name: 'Publish 4 items' }, { timeout: 10_000 }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert.textContent).toBe('The entry was not published: 1 field needs attention (Items).');
    const field = container.querySelector<HTMLElement>('#wb-field-items')!;
    expect(within(field).getByText('An accordion group holds at most 2 items.')).toBeTruthy();
    expect(field.querySelector('[data-test-id="entity-field-controls"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('data-scrolled-into-view')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a valid entry, when published, then the note says so, the button says Published and Unpublish appears', async () => {
    const tagline = await fx.entry('tagline', { text: 'Ready' });
    const { user } = await renderEditor(tagline);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByText('Published. The site shows it once the publish webhook has run.')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Published' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await screen.findByText('Unpublished. The site no longer shows it once the webhook has run.');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('given a published page whose block changed, then the page says which linked entry waits, and Publish lists it with its change before publishing both', async () => {
    const block = await fx.entry('tagline', { text: 'Block as published' });
    await fx.cma.entry.publish({ entryId: block.sys.id }, block);
    const page = await fx.entry('page', { title: 'Page with a changed block', blocks: [entryLink(block.sys.id)] });
    await fx.cma.entry.publish({ entryId: page.sys.id }, page);
    await fx.theirEdit(block.sys.id, { text: 'Block changed since' });
    const { user, container } = await renderEditor(page);
    expect(
      await screen.findByText('Changes not published in 1 linked entry: Tagline “Block changed since”.', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish 2 items?' }, { timeout: 10_000 });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Page “Page with a changed block” · No changes of its own', 'Tagline “Block changed since” · Changed: Text']);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish 2 items' }));
    await screen.findByText('Published with 1 linked entry or asset. The site shows it once the publish webhook has run.', undefined, {
      timeout: 10_000,
    });
    const published = await fx.cma.entry.get({ entryId: block.sys.id });
    expect(published.sys.publishedVersion).toBe(published.sys.version - 1);
    await waitFor(() => expect(screen.queryByText(/^Changes not published/)).toBeNull(), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Published' }).hasAttribute('disabled')).toBe(true);
    expect(container.querySelector('.entry-editor__linked-changes')).toBeNull();
  });

  it('given the Publish list, when Cancel, then nothing is published and the page still says what waits', async () => {
    const block = await fx.entry('tagline', { text: 'Waiting block' });
    const page = await fx.entry('page', { title: 'Page never published', blocks: [entryLink(block.sys.id)] });
    const { user } = await renderEditor(page);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish 2 items?' }, { timeout: 10_000 });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Page “Page never published” · New', 'Tagline “Waiting block” · New']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await fx.cma.entry.get({ entryId: page.sys.id })).sys.publishedVersion).toBeUndefined();
    expect((await fx.cma.entry.get({ entryId: block.sys.id })).sys.publishedVersion).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(false);
  });

  it('given a static page, then the compliance rule is stated above the fields', async () => {
    const page = await fx.entry('staticPage', { title: 'Annuities', type: 'product' });
    await renderEditor(page);
    expect(screen.getByText(/^Compliance: product and tool pages need a compliance number/)).toBeTruthy();
  });

  it('given an entry that does not exist, then the editor says it could not be opened', async () => {
    render(
      <EntryEditor
        entryId="no-such-entry"
        context={fx.context()}
        focusField={undefined}
        onEdit={() => undefined}
        onSaved={() => undefined}
        onPreviewSlug={() => undefined}
        onGone={() => undefined}
      />,
    );
    expect(
      await screen.findByText('The entry could not be opened: The resource could not be found.', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
  });
});
