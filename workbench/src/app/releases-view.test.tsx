import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntryProps } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import { releaseOutcome, ReleasesView } from './releases-view.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

/** Renders the view as the workbench does; "Add pages" answers `picked` (the entry picker's choice). */
function renderView(picked: () => EntryProps[]) {
  const published: number[] = [];
  const view = render(
    <ReleasesView context={{ ...fx.context(), pickEntries: async () => picked() }} onPublished={() => published.push(1)} />,
  );
  return { ...view, published, user: userEvent.setup() };
}

async function newRelease(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.type(screen.getByLabelText('Release title'), title);
  await user.click(screen.getByRole('button', { name: 'New release' }));
  return screen.findByRole('region', { name: title }, { timeout: 5_000 });
}

describe('releases in the workbench (issue 42, item 4)', () => {
  it('given two pages, when gathered in a release and published, then both are published in one action and the view says so', async () => {
    const pages = [await fx.entry('staticPage', { title: 'Campaign home' }), await fx.entry('staticPage', { title: 'Campaign offer' })];
    const { user, container, published } = renderView(() => pages);
    const release = await newRelease(user, 'Spring campaign');
    await user.click(within(release).getByRole('button', { name: 'Add pages' }));
    const list = await within(release).findByRole('list', { name: 'Pages in Spring campaign' }, { timeout: 5_000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Campaign home Static page draft Remove', 'Campaign offer Static page draft Remove']);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(release).getByRole('button', { name: 'Publish release' }));
    expect((await within(release).findByRole('status', undefined, { timeout: 5_000 })).textContent).toBe(
      'Published 2 entries in one action. The site shows them once the publish webhook has run.',
    );
    for (const page of pages) expect((await fx.cma.entry.get({ entryId: page.sys.id })).sys.publishedVersion).toBeGreaterThan(0);
    expect(published).toHaveLength(1);
  });

  it('given a release holding a product page, when published, then nothing is published and the reason shows', async () => {
    const plain = await fx.entry('staticPage', { title: 'Plain page' });
    const product = await fx.entry('staticPage', {
      title: 'Annuity',
      type: 'product',
      complianceNumber: 'LFM-3 Exp. 12/2999',
      expirationDate: '2999-12-31',
    });
    const { user } = renderView(() => [plain, product]);
    const release = await newRelease(user, 'Mixed');
    await user.click(within(release).getByRole('button', { name: 'Add pages' }));
    await within(release).findByRole('list', { name: 'Pages in Mixed' }, { timeout: 5_000 });
    await user.click(within(release).getByRole('button', { name: 'Publish release' }));
    expect((await within(release).findByRole('alert', undefined, { timeout: 5_000 })).textContent).toBe(
      'Nothing was published: A release cannot hold a product or tool page: a principal publishes each of those, as approved, on its own. Remove it from the release.',
    );
    expect((await fx.cma.entry.get({ entryId: plain.sys.id })).sys.publishedVersion).toBeUndefined();
    await user.click(within(release).getByRole('button', { name: 'Remove Annuity from the release' }));
    await waitFor(() => expect(within(release).queryByText('Annuity')).toBeNull(), { timeout: 5_000 });
    expect(within(release).getByText('Plain page')).toBeTruthy();
  });

  it('given a failed release action, then the outcome names the reason and how many entries failed', () => {
    expect(releaseOutcome({ sys: { status: 'failed' }, error: { message: 'Validation error', details: { errors: [{}, {}] } } }, 3)).toEqual(
      { variant: 'negative', text: 'Nothing was published: Validation error (2 entries could not be published).' },
    );
  });
});
