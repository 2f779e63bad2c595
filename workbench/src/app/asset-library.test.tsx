import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssetProps } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import { AssetEditor } from './asset-editor.js';
import { AssetLibrary, assetQuery } from './asset-library.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

/** A new asset draft titled `title` (no file yet). */
const asset = (title: string) => fx.cma.asset.create({}, { fields: { title: { 'en-US': title } } } as never);

describe('the asset library (workbench/README.md#what-an-editor-does, step 7)', () => {
  it('given a search and a type, then the query asks for that group, newest first, without archived assets', () => {
    expect(assetQuery(' brochure ', 'pdfdocument', 1)).toEqual({
      limit: 24,
      skip: 24,
      order: '-sys.updatedAt',
      'sys.archivedVersion[exists]': 'false',
      query: 'brochure',
      mimetype_group: 'pdfdocument',
    });
  });

  it('given assets, when browsed and searched, then they show by title and a click opens one; axe finds nothing', async () => {
    const first = await asset('Library annuity chart');
    await asset('Library dental brochure');
    const opened: AssetProps[] = [];
    const user = userEvent.setup();
    const { container } = render(
      <AssetLibrary cma={fx.cma} spaceId="testspace" locale="en-US" mode="browse" onOpen={(a) => opened.push(a)} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search assets' }), 'Library');
    await waitFor(() => expect(screen.getByText('2 assets')).toBeTruthy(), { timeout: 5_000 });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Library annuity chart' }));
    expect(opened.map((a) => a.sys.id)).toEqual([first.sys.id]);
  });

  it('given pick-many, when two are ticked, then Insert hands both over', async () => {
    const a = await asset('Pick alpha');
    const b = await asset('Pick beta');
    const picked: string[][] = [];
    const user = userEvent.setup();
    render(
      <AssetLibrary
        cma={fx.cma}
        spaceId="testspace"
        locale="en-US"
        mode="pick-many"
        onPick={(assets) => picked.push(assets.map((x) => x.sys.id))}
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search assets' }), 'Pick');
    await user.click(await screen.findByRole('checkbox', { name: 'Pick alpha' }, { timeout: 5_000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick beta' }));
    await user.click(screen.getByRole('button', { name: 'Insert 2 assets' }));
    expect(picked).toEqual([[a.sys.id, b.sys.id]]);
  });
});

describe('one asset’s editor', () => {
  it('given an asset without a file, then it asks for one, Publish waits for it, and axe finds nothing', async () => {
    const draft = await asset('Needs a file');
    const { container } = render(
      <AssetEditor
        assetId={draft.sys.id}
        cma={fx.cma}
        contentTypes={[]}
        spaceId="testspace"
        locale="en-US"
        onOpenEntry={() => undefined}
        onChanged={() => undefined}
      />,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Needs a file' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('No file yet. Drop a file here or choose one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a new description, when the field is left, then it is saved and the workbench is told', async () => {
    const draft = await asset('Hero image');
    const changed: AssetProps[] = [];
    const user = userEvent.setup();
    render(
      <AssetEditor
        assetId={draft.sys.id}
        cma={fx.cma}
        contentTypes={fx.context().contentTypes}
        spaceId="testspace"
        locale="en-US"
        onOpenEntry={() => undefined}
        onChanged={(a) => changed.push(a)}
      />,
    );
    const description = await screen.findByRole('textbox', { name: 'Description (alternative text)' }, { timeout: 5_000 });
    await user.type(description, 'A family on a porch');
    await user.tab();
    await waitFor(() => expect(changed).toHaveLength(1), { timeout: 5_000 });
    expect((await fx.cma.asset.get({ assetId: draft.sys.id })).fields.description).toEqual({ 'en-US': 'A family on a porch' });
  });

  it('given an asset that does not exist, then the editor says it could not be opened', async () => {
    render(
      <AssetEditor
        assetId="no-such-asset"
        cma={fx.cma}
        contentTypes={[]}
        spaceId="testspace"
        locale="en-US"
        onOpenEntry={() => undefined}
        onChanged={() => undefined}
      />,
    );
    expect(
      await screen.findByText('The asset could not be opened: The resource could not be found.', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
  });
});
