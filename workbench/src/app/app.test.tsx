import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestModel, entryLink, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import { App } from './app.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());
beforeEach(() => window.history.replaceState(null, '', '/'));

/** The workbench as main.tsx mounts it, once it has its configuration and content types. */
async function renderApp() {
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <App />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Authoring workbench' }, { timeout: 10_000 });
  return { ...view, user: userEvent.setup() };
}

/** Opens the entry titled `title` from the list (found by search). */
async function openFromList(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'Any');
  await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), title);
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }, { timeout: 5_000 }));
  return screen.findByRole('heading', { level: 2, name: title }, { timeout: 10_000 });
}

describe('the workbench (workbench/README.md#what-an-editor-does)', () => {
  it('given the app, then it shows its space, the views and the entry list, and axe finds nothing', async () => {
    await fx.entry('tagline', { text: 'Listed tagline' });
    const { container, user } = await renderApp();
    expect(screen.getByText('testspace').tagName).toBe('CODE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'Any');
    expect(screen.getByRole('button', { name: 'Entries' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('button', { name: /^Listed tagline/ }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(/^Choose an entry to edit it, or create one\./)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an entry chosen from the list, then it opens in the editor and the address names it; Back closes it', async () => {
    const tagline = await fx.entry('tagline', { text: 'Opened from the list' });
    const { user } = await renderApp();
    await openFromList(user, 'Opened from the list');
    expect(window.location.search).toBe(`?entry=${tagline.sys.id}`);
    expect(screen.getByRole('button', { name: /^Opened from the list/ }).getAttribute('aria-current')).toBe('true');
    window.history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Opened from the list' })).toBeNull());
  });

  it('given a block on a page, when the page’s editor links it, then its page is the preview and the address keeps it', async () => {
    const block = await fx.entry('tagline', { text: 'Block of a page' });
    await fx.entry('page', { title: 'Page with a block', url: '/with-block', blocks: [entryLink(block.sys.id)] });
    const { user } = await renderApp();
    await openFromList(user, 'Block of a page');
    await waitFor(() => expect(window.location.search).toBe(`?entry=${block.sys.id}&slug=%2Fwith-block`));
    const frame = await screen.findByTitle(/preview/i, undefined, { timeout: 5_000 });
    expect(frame.tagName).toBe('IFRAME');
  });

  it('given the address of an entry, when the app opens, then that entry is open', async () => {
    const tagline = await fx.entry('tagline', { text: 'Opened by its address' });
    window.history.replaceState(null, '', `/?entry=${tagline.sys.id}`);
    await renderApp();
    expect(await screen.findByRole('heading', { level: 2, name: 'Opened by its address' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('given Media, then the asset library shows in place of the entries and the address says so', async () => {
    const { user } = await renderApp();
    await user.click(screen.getByRole('button', { name: 'Media' }));
    expect(screen.getByRole('button', { name: 'Media' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('searchbox', { name: 'Search assets' })).toBeTruthy();
    expect(screen.getByText('Choose an asset to edit it, or drop files on the library to upload them.')).toBeTruthy();
    expect(window.location.search).toBe('?view=media');
    await user.click(screen.getByRole('button', { name: 'Entries' }));
    expect(await screen.findByRole('searchbox', { name: 'Search entries' })).toBeTruthy();
  });

  it('given the local mode, then the header names the local principal and offers to sign in as someone else, which shows the sign-in page; Cancel returns', async () => {
    const { user } = await renderApp();
    const who = screen.getByRole('group', { name: 'Signed in' });
    expect(who.textContent).toBe('Local Principal · PrincipalSign in as someone else');
    await user.click(within(who).getByRole('button', { name: 'Sign in as someone else' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the authoring workbench' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Authoring workbench' })).toBeTruthy();
  });

  it('given Records, then the compliance records show with their filters and the address says so; axe finds nothing', async () => {
    const { user, container } = await renderApp();
    await user.click(screen.getByRole('button', { name: 'Records' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Compliance records' })).toBeTruthy();
    expect(window.location.search).toBe('?view=records');
    expect(await screen.findByText('0 records', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Page' })).toBeTruthy();
    await user.type(screen.getByLabelText('From (UTC)'), '2026-03-01');
    await user.type(screen.getByLabelText('To (UTC)'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Show records' }));
    expect(document.getElementById(screen.getByLabelText('To (UTC)').getAttribute('aria-describedby')!)?.textContent).toBe(
      'from must not be after to.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a page in the preview, when a new entry is created, then the preview shows no page instead of the previous one (issue 42)', async () => {
    const page = await fx.entry('page', { title: 'Previewed before', url: '/previewed-before' });
    window.history.replaceState(null, '', `/?entry=${page.sys.id}`);
    const { user } = await renderApp();
    await waitFor(() => expect(window.location.search).toBe(`?entry=${page.sys.id}&slug=%2Fpreviewed-before`), { timeout: 10_000 });
    expect(screen.getByTitle('Live preview of the page')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'New entry of type' }), 'Tagline');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByRole('heading', { level: 2, name: 'Untitled' }, { timeout: 10_000 });
    expect(window.location.search).not.toContain('slug=');
    expect(screen.queryByTitle('Live preview of the page')).toBeNull();
    expect(screen.getByRole('region', { name: 'Live preview' }).textContent).toMatch(/^No page to preview\./);
  });

  it('given Create with a content type, then a new entry of that type opens', async () => {
    const { user } = await renderApp();
    await user.selectOptions(screen.getByRole('combobox', { name: 'New entry of type' }), 'Tagline');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Untitled' }, { timeout: 10_000 });
    const section = heading.closest('section')!;
    expect(within(section).getByText('Tagline')).toBeTruthy();
    const id = new URLSearchParams(window.location.search).get('entry')!;
    expect((await fx.cma.entry.get({ entryId: id })).sys.contentType.sys.id).toBe('tagline');
  });
});
