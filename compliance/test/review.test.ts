import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  approvalFor,
  approve,
  commentOnReview,
  ComplianceForbiddenError,
  ComplianceInputError,
  reviewOf,
  reviewStates,
  snapshotHash,
  submitForReview,
  withdrawApproval,
  type ComplianceStore,
  type WorkbenchUser,
} from '../src/index.js';
import { addUser, DIALECTS, freshStore, pageOf } from './helpers.js';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute));
const V1 = pageOf('rila-page', 'RILA: protect and grow');
const V2 = pageOf('rila-page', 'RILA: protect and grow, now with a 6-year term');

describe.each(DIALECTS)('review and approval on $name', (dialect) => {
  let store: ComplianceStore;
  let fresh: Awaited<ReturnType<typeof freshStore>>;
  let author: WorkbenchUser;
  let principal: WorkbenchUser;
  beforeAll(() => dialect.start());
  afterAll(() => dialect.stop());
  beforeEach(async () => {
    fresh = await freshStore(dialect);
    store = fresh.store;
    author = await addUser(store, 'author', 'Avery Author');
    principal = await addUser(store, 'principal', 'Priya Principal');
  });
  afterEach(() => fresh.close());

  const approveV1 = (over: Record<string, unknown> = {}) =>
    approve(store, {
      entryId: 'rila-page',
      entryVersion: 7,
      snapshot: V1,
      complianceNumber: 'LFM-2026-0117',
      expirationDate: '2028-12-31',
      by: principal,
      comment: 'Approved for first use.',
      now: at(10),
      ...over,
    });

  it('given a draft, when an author submits, others comment and a principal approves, then the state follows and the thread is kept in order', async () => {
    expect(await reviewOf(store, { entryId: 'rila-page' })).toEqual({ state: 'draft', comments: [] });
    await submitForReview(store, {
      entryId: 'rila-page',
      entryVersion: 7,
      contentHash: snapshotHash(V1),
      by: author,
      comment: 'Ready for review',
      now: at(1),
    });
    const question = await commentOnReview(store, { entryId: 'rila-page', by: principal, text: 'Is the cap rate current?', now: at(2) });
    expect(question).toEqual({ id: expect.any(String), by: principal, text: 'Is the cap rate current?', at: at(2), kind: 'comment' });
    expect(await reviewOf(store, { entryId: 'rila-page', currentHash: snapshotHash(V1) })).toMatchObject({
      state: 'submitted',
      submittedBy: author,
      submittedAt: at(1),
    });

    const approval = await approveV1();
    expect(approval).toEqual({
      id: expect.any(String),
      entryId: 'rila-page',
      entryVersion: 7,
      contentHash: snapshotHash(V1),
      complianceNumber: 'LFM-2026-0117',
      expirationDate: '2028-12-31',
      principal,
      approvedAt: at(10),
    });
    const review = await reviewOf(store, { entryId: 'rila-page', currentHash: snapshotHash(V1) });
    expect(review.state).toBe('approved');
    expect(review.approval).toEqual(approval);
    expect(review.comments.map((c) => [c.kind, c.by.name, c.text])).toEqual([
      ['submit', 'Avery Author', 'Ready for review'],
      ['comment', 'Priya Principal', 'Is the cap rate current?'],
      ['approve', 'Priya Principal', 'Approved for first use.'],
    ]);
    expect(await approvalFor(store, { entryId: 'rila-page', contentHash: snapshotHash(V1) })).toEqual(approval);
    expect(await approvalFor(store, { entryId: 'rila-page', contentHash: snapshotHash(V2) })).toBeUndefined();
    expect(await reviewStates(store, ['rila-page', 'other-page'])).toEqual(
      new Map([
        ['rila-page', 'approved'],
        ['other-page', 'draft'],
      ]),
    );
  });

  it('given an approved page, when the draft changes, then it is changed-since-approval until it is submitted and approved again', async () => {
    const first = await approveV1();
    expect((await reviewOf(store, { entryId: 'rila-page', currentHash: snapshotHash(V2) })).state).toBe('changed-since-approval');
    await submitForReview(store, { entryId: 'rila-page', entryVersion: 9, contentHash: snapshotHash(V2), by: author, now: at(20) });
    expect((await reviewOf(store, { entryId: 'rila-page', currentHash: snapshotHash(V2) })).state).toBe('submitted');
    expect((await reviewStates(store, ['rila-page'])).get('rila-page')).toBe('submitted');
    // The first approval still covers the content it approved (the version the site serves).
    expect(await approvalFor(store, { entryId: 'rila-page', contentHash: snapshotHash(V1) })).toEqual(first);
    const second = await approveV1({ entryVersion: 9, snapshot: V2, now: at(30) });
    expect((await reviewOf(store, { entryId: 'rila-page', currentHash: snapshotHash(V2) })).approval).toEqual(second);
  });

  it('given an author, when approving or withdrawing, then it is forbidden', async () => {
    await expect(approveV1({ by: author })).rejects.toThrow(new ComplianceForbiddenError('Only a principal can approve a page'));
    await approveV1();
    await expect(withdrawApproval(store, { entryId: 'rila-page', by: author, reason: 'no', now: at(11) })).rejects.toThrow(
      new ComplianceForbiddenError('Only a principal can withdraw an approval'),
    );
  });

  it('given a principal, when the compliance number or expiration is missing or wrong, then the approval is refused with the reason', async () => {
    await expect(approveV1({ complianceNumber: '  ' })).rejects.toThrow(new ComplianceInputError('The compliance number is required'));
    await expect(approveV1({ expirationDate: '' })).rejects.toThrow(new ComplianceInputError('The expiration date is required'));
    await expect(approveV1({ expirationDate: '2028-02-30' })).rejects.toThrow('The expiration date must be a date written YYYY-MM-DD');
    await expect(approveV1({ expirationDate: '2026-03-02' })).rejects.toThrow('The expiration date must be after the day of the approval');
    await expect(approveV1({ snapshot: pageOf('another-page', 'x') })).rejects.toThrow('The snapshot is not of this entry');
    expect(await reviewOf(store, { entryId: 'rila-page' })).toEqual({ state: 'draft', comments: [] });
  });

  it('given an approval, when a principal withdraws it, then the site no longer finds it and the page is a draft again', async () => {
    await submitForReview(store, { entryId: 'rila-page', entryVersion: 7, contentHash: snapshotHash(V1), by: author, now: at(1) });
    const approval = await approveV1();
    const withdrawn = await withdrawApproval(store, { entryId: 'rila-page', by: principal, reason: 'The cap rate changed', now: at(40) });
    expect(withdrawn).toEqual({ ...approval, withdrawnAt: at(40), withdrawnBy: principal, withdrawReason: 'The cap rate changed' });
    expect(await approvalFor(store, { entryId: 'rila-page', contentHash: snapshotHash(V1) })).toBeUndefined();
    const review = await reviewOf(store, { entryId: 'rila-page', currentHash: snapshotHash(V1) });
    expect(review.state).toBe('draft');
    expect(review.approval).toBeUndefined();
    expect(review.comments.at(-1)).toMatchObject({ kind: 'withdraw', text: 'The cap rate changed', by: principal });
    await expect(withdrawApproval(store, { entryId: 'rila-page', by: principal, reason: 'again', now: at(41) })).rejects.toThrow(
      new ComplianceInputError('This page has no approval to withdraw'),
    );
    await expect(withdrawApproval(store, { entryId: 'rila-page', by: principal, reason: ' ', now: at(41) })).rejects.toThrow(
      'The reason is required',
    );
  });

  it('given malformed input, when submitting or commenting, then it is refused with the reason', async () => {
    const submit = (over: Record<string, unknown>) =>
      submitForReview(store, { entryId: 'rila-page', entryVersion: 7, contentHash: snapshotHash(V1), by: author, now: at(1), ...over });
    await expect(submit({ entryVersion: 0 })).rejects.toThrow('The entry version must be a whole number of at least 1');
    await expect(submit({ contentHash: 'ABC' })).rejects.toThrow('The content hash must be a lowercase sha256 hex digest');
    await expect(submit({ entryId: '../x' })).rejects.toThrow('The entry id is not valid');
    await expect(commentOnReview(store, { entryId: 'rila-page', by: author, text: ' ', now: at(1) })).rejects.toThrow(
      'The comment is required',
    );
    await expect(commentOnReview(store, { entryId: 'rila-page', by: author, text: 'x'.repeat(4001), now: at(1) })).rejects.toThrow(
      'The comment must have at most 4000 characters',
    );
  });
});
