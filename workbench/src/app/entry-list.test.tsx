import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import { EntryList, entryTitle, listQuery, PAGE_SIZE } from './entry-list.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

describe('the entry list’s query (workbench/README.md#what-an-editor-does, step 1)', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('given no filter, then the newest entries that are not archived, of every type but the tools’ own, 50 a page', () => {
    expect(listQuery('', '', '', 2, '', now)).toEqual({
      limit: PAGE_SIZE,
      skip: 100,
      order: '-sys.updatedAt',
      'sys.contentType.sys.id[nin]': 'migrationHistory,seedRecord',
      'sys.archivedVersion[exists]': 'false',
    });
  });

  it('given search, type and status, then each narrows the CMA query; archived asks for archived ones only', () => {
    expect(listQuery('  dental ', 'page', 'draft', 0, '', now)).toMatchObject({
      query: 'dental',
      content_type: 'page',
      'sys.publishedVersion[exists]': 'false',
    });
    expect(listQuery('', '', 'changed', 0, '', now)['sys.publishedVersion[exists]']).toBe('true');
    expect(listQuery('', '', 'archived', 0, '', now)['sys.archivedVersion[exists]']).toBe('true');
  });

  it('given a compliance filter, then static pages whose date falls in the next 30 days, or before today (today’s is not expired)', () => {
    expect(listQuery('', 'page', '', 0, 'expiring', now)).toMatchObject({
      content_type: 'staticPage',
      'fields.expirationDate[gte]': '2026-03-10',
      'fields.expirationDate[lt]': '2026-04-09',
    });
    expect(listQuery('', '', '', 0, 'expired', now)).toMatchObject({
      content_type: 'staticPage',
      'fields.expirationDate[lt]': '2026-03-10',
    });
  });

  it('given an entry, then its title is its display field, else "Untitled"', () => {
    const contentTypes = fx.context().contentTypes;
    const entry = (fields: Record<string, unknown>, type = 'tagline') => ({ sys: { contentType: { sys: { id: type } } }, fields }) as never;
    expect(entryTitle(entry({ text: { 'en-US': 'Owned by you' } }), contentTypes, 'en-US')).toBe('Owned by you');
    expect(entryTitle(entry({ text: { 'en-US': '  ' } }), contentTypes, 'en-US')).toBe('Untitled');
    expect(entryTitle(entry({}, 'unknown'), contentTypes, 'en-US')).toBe('Untitled');
  });
});

describe('the entry list', () => {
  it('given entries, when searched and filtered, then the list shows the matching ones with their type and status, and axe finds nothing', async () => {
    const draft = await fx.entry('tagline', { text: 'Listed draft tagline' });
    const live = await fx.entry('tagline', { text: 'Listed live tagline' });
    await fx.cma.entry.publish({ entryId: live.sys.id }, live);
    const opened: string[] = [];
    const user = userEvent.setup();
    const { container } = render(
      <EntryList
        cma={fx.cma}
        contentTypes={fx.context().contentTypes}
        locale="en-US"
        selectedId={draft.sys.id}
        refreshKey={0}
        onOpen={(id) => opened.push(id)}
      />,
    );
    // The list opens on pages (issue 42); taglines are among any type's.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'Any');
    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'Listed');
    await waitFor(() => expect(screen.getByText('2 matching entries')).toBeTruthy(), { timeout: 5_000 });
    const item = screen.getByRole('button', { name: /^Listed draft tagline/ });
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(within(item).getByText('Tagline')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    await waitFor(() => expect(screen.getByText('1 matching entry')).toBeTruthy(), { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: /^Listed live tagline/ }));
    expect(opened).toEqual([live.sys.id]);
  });

  it('given Create refused (a content type that does not exist), then the list says the entry could not be created', async () => {
    const user = userEvent.setup();
    const ghost = { sys: { id: 'ghost' }, name: 'Ghost type', fields: [] } as never;
    render(<EntryList cma={fx.cma} contentTypes={[ghost]} locale="en-US" selectedId={undefined} refreshKey={0} onOpen={() => undefined} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'New entry of type' }), 'Ghost type');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 5_000 });
    expect(alert.textContent).toMatch(/^The entry could not be created: /);
  });
});

describe('the entry list’s defaults (issue 42: it opened on every entry of every type, internal ones first)', () => {
  it('given pages, blocks and a tool’s record, then the list opens on pages, and no filter nor "New entry of type" offers the tool’s type', async () => {
    if (!fx.context().contentTypes.some((ct) => ct.sys.id === 'migrationHistory'))
      await fx.contentType('migrationHistory', {
        name: 'Migration history',
        displayField: 'name',
        fields: [{ id: 'name', name: 'Name', type: 'Symbol', required: true, localized: false }],
      });
    await fx.entry('migrationHistory', { name: 'Defaults: 0001-recorded' });
    await fx.entry('staticPage', { title: 'Defaults: a page' });
    await fx.entry('tagline', { text: 'Defaults: a tagline' });
    const user = userEvent.setup();
    const { container } = render(
      <EntryList
        cma={fx.cma}
        contentTypes={fx.context().contentTypes}
        locale="en-US"
        selectedId={undefined}
        refreshKey={0}
        onOpen={() => undefined}
      />,
    );
    const typeFilter = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Content type' });
    expect(typeFilter.value).toBe('staticPage');
    expect(await screen.findByRole('button', { name: /^Defaults: a page/ }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Defaults: a tagline/ })).toBeNull();
    const offered = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .queryAllByRole('option')
        .map((o) => o.textContent);
    expect(offered('Content type')).not.toContain('Migration history');
    expect(offered('New entry of type')).not.toContain('Migration history');
    expect(offered('New entry of type')).toContain('Static page');
    await user.selectOptions(typeFilter, 'Any');
    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'Defaults:');
    await waitFor(() => expect(screen.getByText('2 matching entries')).toBeTruthy(), { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: /^Defaults: 0001-recorded/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
