import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import type { SessionUser } from '../shared/sign-in.js';
import { ReviewPanel } from './review-panel.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

// The workbench of these tests acts as the local principal (the local mode); the panel offers
// what the role it is given may do, and the server checks the role again (test/roles.test.ts).
const principal: SessionUser = { id: 'p', email: 'local.principal@lanternfield.example', name: 'Local Principal', role: 'principal' };
const author: SessionUser = { id: 'a', email: 'demo.author@lanternfield.example', name: 'Avery Author', role: 'author' };

const productPage = () =>
  fx.entry('staticPage', {
    title: 'Term life',
    type: 'product',
    complianceNumber: 'LFM-2026-0117 Exp. 12/2999',
    expirationDate: '2999-12-31',
  });

const state = () => screen.getByText((_, element) => element?.classList.contains('review-panel__state') ?? false);
const comment = () => screen.getByRole('textbox', { name: 'Comment' });
/** "Dec 2, 2025, 11:36 AM UTC": a moment as the panel writes it. */
const MOMENT = '[A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M UTC';

describe('the review panel (docs/requirements.md#decision-workbench-roles-and-review)', () => {
  it('given an author on a new product page, then the state is draft and only Submit for review and Add comment are offered; axe finds nothing', async () => {
    const page = await productPage();
    const { container } = render(<ReviewPanel entryId={page.sys.id} user={author} refreshKey={0} />);
    await waitFor(() => expect(state().textContent).toBe('Draft: not submitted for review yet.'), { timeout: 10_000 });
    // Why Publish would be refused, as the server judges it for the caller (here the local principal).
    expect(screen.getByText('This page has no approval: a principal approves it in the review panel before it is published.')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Review and approval' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Submit for review', 'Add comment']);
    expect(screen.getByText('No comments yet.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an empty comment, when Add comment, then the message is at the comment field, which has the focus', async () => {
    const page = await productPage();
    const user = userEvent.setup();
    render(<ReviewPanel entryId={page.sys.id} user={author} refreshKey={0} />);
    await user.click(await screen.findByRole('button', { name: 'Add comment' }, { timeout: 10_000 }));
    expect(comment().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(comment().getAttribute('aria-describedby')!)?.textContent).toBe('Write a comment first.');
    expect(document.activeElement).toBe(comment());
  });

  it('given a page submitted with a comment, when the principal approves it, then the state names the principal, the date, the number and the version; an edit makes it “changed since approval”; a withdrawal needs its reason; axe finds nothing in each state', async () => {
    const page = await productPage();
    const user = userEvent.setup();
    const { container, rerender } = render(<ReviewPanel entryId={page.sys.id} user={principal} refreshKey={0} />);
    await waitFor(() => expect(state().textContent).toBe('Draft: not submitted for review yet.'), { timeout: 10_000 });
    expect(
      within(screen.getByRole('region', { name: 'Review and approval' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Submit for review', 'Add comment', 'Approve']);

    await user.type(comment(), 'Rates as filed in March.');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(state().textContent).toMatch(new RegExp(`^Submitted for review by Local Principal on ${MOMENT}\\.$`)));
    const comments = screen.getByRole('list', { name: 'Comments' });
    expect(
      within(comments)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(new RegExp(`^Local Principal \\(Principal\\) · Submitted for review · ${MOMENT}Rates as filed in March\\.$`)),
    ]);
    expect((comment() as HTMLTextAreaElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(state().textContent).toMatch(
        new RegExp(
          `^Approved by Local Principal on ${MOMENT} \\(compliance number LFM-2026-0117 Exp\\. 12/2999, version ${page.sys.version}\\)\\.$`,
        ),
      ),
    );
    // No site listens in these tests: the panel says the site was not told.
    expect(screen.getByText(/^Approved\. The site was not told \(.+\): it follows once the page is next published\.$/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Review and approval' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Add comment', 'Withdraw approval']);
    expect(await axeViolations(container)).toEqual([]);

    await fx.theirEdit(page.sys.id, { title: 'Term life, new rates' });
    rerender(<ReviewPanel entryId={page.sys.id} user={principal} refreshKey={1} />);
    await waitFor(() =>
      expect(state().textContent).toMatch(
        /^Changed since approval — needs a new approval: approved by Local Principal on .+, changed since\.$/,
      ),
    );
    expect(
      screen.getByText(
        new RegExp(
          `^This page changed after Local Principal approved version ${page.sys.version} on \\d{4}-\\d{2}-\\d{2}: it needs a new approval before it is published\\.$`,
        ),
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Withdraw approval' }));
    expect(document.getElementById(comment().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Give the reason for withdrawing the approval.',
    );
    await user.type(comment(), 'Filed with the wrong rates.');
    await user.click(screen.getByRole('button', { name: 'Withdraw approval' }));
    await waitFor(() => expect(state().textContent).toBe('Draft: not submitted for review yet.'));
    expect(within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });
});
