import { randomUUID } from 'node:crypto';
import { ComplianceForbiddenError, ComplianceInputError } from './errors.js';
import type { ApprovalsTable, ReviewEventsTable, WithdrawalsTable } from './schema.js';
import { snapshotHash, type PageSnapshot } from './snapshot.js';
import { tables, type ComplianceStore } from './store.js';
import { userOf, type WorkbenchUser } from './users.js';

/**
 * Where an entry is in its review (issue 41 item 5): 'draft' (nothing pending), 'submitted' (for
 * review, since its last approval or withdrawal), 'approved' (the latest approval is unwithdrawn
 * and newer than the last submit, and the content is still what was approved), or
 * 'changed-since-approval' (approved, but the draft's hash is no longer the approved one: a new
 * approval is needed before it is published).
 */
export type ReviewState = 'draft' | 'submitted' | 'approved' | 'changed-since-approval';

/** A principal's approval of one exact version of an entry. */
export interface Approval {
  id: string;
  entryId: string;
  /** The entry's `sys.version` that was approved. */
  entryVersion: number;
  /** `snapshotHash` of the approved snapshot. */
  contentHash: string;
  complianceNumber: string;
  /** ISO date, YYYY-MM-DD. */
  expirationDate: string;
  principal: WorkbenchUser;
  approvedAt: Date;
  withdrawnAt?: Date;
  withdrawnBy?: WorkbenchUser;
  withdrawReason?: string;
}

/** One line of an entry's review thread: a submit, a comment, an approval or a withdrawal, with its text (possibly empty). */
export interface ReviewComment {
  id: string;
  by: WorkbenchUser;
  text: string;
  at: Date;
  kind: 'submit' | 'comment' | 'approve' | 'withdraw';
}

/** An entry's review: what `reviewOf` answers. */
export interface Review {
  state: ReviewState;
  submittedBy?: WorkbenchUser;
  submittedAt?: Date;
  comments: ReviewComment[];
  approval?: Approval;
}

/** Longest comment, withdrawal reason or compliance number the review keeps (characters). */
export const TEXT_MAX = 4000;
export const COMPLIANCE_NUMBER_MAX = 100;

function checkUser(by: WorkbenchUser): WorkbenchUser {
  if (!by || typeof by.id !== 'string') throw new ComplianceInputError('The user is required');
  return by;
}

function checkEntry(entryId: unknown): string {
  if (typeof entryId !== 'string' || !/^[A-Za-z0-9._-]{1,64}$/.test(entryId)) throw new ComplianceInputError('The entry id is not valid');
  return entryId;
}

function checkVersion(version: unknown): number {
  if (!Number.isInteger(version) || (version as number) < 1)
    throw new ComplianceInputError('The entry version must be a whole number of at least 1');
  return version as number;
}

function checkHash(hash: unknown): string {
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash))
    throw new ComplianceInputError('The content hash must be a lowercase sha256 hex digest');
  return hash;
}

function checkText(text: unknown, what: string, required: boolean): string {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (required && !trimmed) throw new ComplianceInputError(`The ${what} is required`);
  if (trimmed.length > TEXT_MAX) throw new ComplianceInputError(`The ${what} must have at most ${TEXT_MAX} characters`);
  return trimmed;
}

/** A real calendar date written YYYY-MM-DD. */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

type EventRow = ReviewEventsTable & { user_email: string; user_name: string; user_role: WorkbenchUser['role'] };

async function events(store: ComplianceStore, entryIds: readonly string[]): Promise<EventRow[]> {
  if (entryIds.length === 0) return [];
  return tables(store)
    .selectFrom('compliance_review_events as e')
    .innerJoin('compliance_users as u', 'u.id', 'e.user_id')
    .selectAll('e')
    .select(['u.email as user_email', 'u.name as user_name', 'u.role as user_role'])
    .where('e.entry_id', 'in', [...entryIds])
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();
}

function commentOf(row: EventRow): ReviewComment {
  return {
    id: row.id,
    by: userOf({ id: row.user_id, email: row.user_email, name: row.user_name, role: row.user_role }),
    text: row.text,
    at: new Date(Number(row.at)),
    kind: row.kind,
  };
}

type ApprovalRow = Omit<ApprovalsTable, 'snapshot'> &
  Partial<Pick<WithdrawalsTable, 'at' | 'reason' | 'by_id'>> & {
    p_email: string;
    p_name: string;
    p_role: WorkbenchUser['role'];
    w_email: string | null;
    w_name: string | null;
    w_role: WorkbenchUser['role'] | null;
  };

/** Approvals of `entryIds` (and, given, of `contentHash`), newest first, with their withdrawals. */
async function approvals(store: ComplianceStore, entryIds: readonly string[], contentHash?: string): Promise<Approval[]> {
  if (entryIds.length === 0) return [];
  let query = tables(store)
    .selectFrom('compliance_approvals as a')
    .innerJoin('compliance_users as p', 'p.id', 'a.principal_id')
    .leftJoin('compliance_withdrawals as w', 'w.approval_id', 'a.id')
    .leftJoin('compliance_users as wu', 'wu.id', 'w.by_id')
    .select([
      'a.id',
      'a.entry_id',
      'a.entry_version',
      'a.content_hash',
      'a.compliance_number',
      'a.expiration_date',
      'a.principal_id',
      'a.approved_at',
      'p.email as p_email',
      'p.name as p_name',
      'p.role as p_role',
      'w.at',
      'w.reason',
      'w.by_id',
      'wu.email as w_email',
      'wu.name as w_name',
      'wu.role as w_role',
    ])
    .where('a.entry_id', 'in', [...entryIds]);
  if (contentHash !== undefined) query = query.where('a.content_hash', '=', contentHash);
  const rows = (await query.orderBy('a.approved_at', 'desc').orderBy('a.id', 'desc').execute()) as ApprovalRow[];
  return rows.map(approvalOf);
}

function approvalOf(row: ApprovalRow): Approval {
  const approval: Approval = {
    id: row.id,
    entryId: row.entry_id,
    entryVersion: Number(row.entry_version),
    contentHash: row.content_hash,
    complianceNumber: row.compliance_number,
    expirationDate: row.expiration_date,
    principal: userOf({ id: row.principal_id, email: row.p_email, name: row.p_name, role: row.p_role }),
    approvedAt: new Date(Number(row.approved_at)),
  };
  if (row.at !== null && row.at !== undefined && row.by_id) {
    approval.withdrawnAt = new Date(Number(row.at));
    approval.withdrawnBy = userOf({ id: row.by_id, email: row.w_email ?? '', name: row.w_name ?? '', role: row.w_role ?? 'principal' });
    approval.withdrawReason = row.reason ?? '';
  }
  return approval;
}

async function addEvent(
  store: ComplianceStore,
  row: Omit<ReviewEventsTable, 'id' | 'entry_version' | 'content_hash'> &
    Partial<Pick<ReviewEventsTable, 'entry_version' | 'content_hash'>>,
  by: WorkbenchUser,
): Promise<ReviewComment> {
  const id = randomUUID();
  await tables(store)
    .insertInto('compliance_review_events')
    .values({ id, entry_version: null, content_hash: null, ...row })
    .execute();
  return { id, by, text: row.text, at: new Date(row.at), kind: row.kind };
}

/**
 * Submits an entry's version for review (issue 41 item 5): by an author or a principal, with an
 * optional comment, recording the version and its content hash. A later submit replaces the
 * pending one.
 * @throws ComplianceInputError for a malformed entry id, version or hash, or a comment over TEXT_MAX.
 */
export async function submitForReview(
  store: ComplianceStore,
  input: { entryId: string; entryVersion: number; contentHash: string; by: WorkbenchUser; comment?: string; now: Date },
): Promise<void> {
  const by = checkUser(input.by);
  await addEvent(
    store,
    {
      entry_id: checkEntry(input.entryId),
      kind: 'submit',
      user_id: by.id,
      text: checkText(input.comment, 'comment', false),
      at: input.now.getTime(),
      entry_version: checkVersion(input.entryVersion),
      content_hash: checkHash(input.contentHash),
    },
    by,
  );
}

/**
 * Adds a comment to an entry's review thread (anyone signed in).
 * @throws ComplianceInputError for an empty comment or one over TEXT_MAX characters.
 */
export async function commentOnReview(
  store: ComplianceStore,
  input: { entryId: string; by: WorkbenchUser; text: string; now: Date },
): Promise<ReviewComment> {
  const by = checkUser(input.by);
  const entryId = checkEntry(input.entryId);
  return addEvent(
    store,
    { entry_id: entryId, kind: 'comment', user_id: by.id, text: checkText(input.text, 'comment', true), at: input.now.getTime() },
    by,
  );
}

/**
 * A principal approves an exact version of an entry (issue 41 item 5; FINRA Rule 2210(b)(1)):
 * records the principal, the date, the compliance number and expiration date, the entry version
 * and the snapshot's hash, and keeps the snapshot. The snapshot must be of this entry.
 * @throws ComplianceForbiddenError when `by` is not a principal.
 * @throws ComplianceInputError for an empty compliance number, an expiration date that is not a
 * YYYY-MM-DD date after the approval's day, a snapshot of another entry, or malformed input.
 */
export async function approve(
  store: ComplianceStore,
  input: {
    entryId: string;
    entryVersion: number;
    snapshot: PageSnapshot;
    complianceNumber: string;
    expirationDate: string;
    by: WorkbenchUser;
    comment?: string;
    now: Date;
  },
): Promise<Approval> {
  const by = checkUser(input.by);
  if (by.role !== 'principal') throw new ComplianceForbiddenError('Only a principal can approve a page');
  const entryId = checkEntry(input.entryId);
  const entryVersion = checkVersion(input.entryVersion);
  const complianceNumber = typeof input.complianceNumber === 'string' ? input.complianceNumber.trim() : '';
  if (!complianceNumber) throw new ComplianceInputError('The compliance number is required');
  if (complianceNumber.length > COMPLIANCE_NUMBER_MAX)
    throw new ComplianceInputError(`The compliance number must have at most ${COMPLIANCE_NUMBER_MAX} characters`);
  const expirationDate = typeof input.expirationDate === 'string' ? input.expirationDate.trim() : '';
  if (!expirationDate) throw new ComplianceInputError('The expiration date is required');
  if (!isIsoDate(expirationDate)) throw new ComplianceInputError('The expiration date must be a date written YYYY-MM-DD');
  if (expirationDate <= input.now.toISOString().slice(0, 10))
    throw new ComplianceInputError('The expiration date must be after the day of the approval');
  if (!input.snapshot || input.snapshot.rootId !== entryId) throw new ComplianceInputError('The snapshot is not of this entry');
  const comment = checkText(input.comment, 'comment', false);
  const contentHash = snapshotHash(input.snapshot);
  const id = randomUUID();
  const at = input.now.getTime();
  await tables(store)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('compliance_approvals')
        .values({
          id,
          entry_id: entryId,
          entry_version: entryVersion,
          content_hash: contentHash,
          compliance_number: complianceNumber,
          expiration_date: expirationDate,
          principal_id: by.id,
          approved_at: at,
          snapshot: JSON.stringify(input.snapshot),
        })
        .execute();
      await trx
        .insertInto('compliance_review_events')
        .values({
          id: randomUUID(),
          entry_id: entryId,
          kind: 'approve',
          user_id: by.id,
          text: comment,
          at,
          entry_version: entryVersion,
          content_hash: contentHash,
        })
        .execute();
    });
  return { id, entryId, entryVersion, contentHash, complianceNumber, expirationDate, principal: by, approvedAt: new Date(at) };
}

/**
 * A principal withdraws the entry's current approval (the latest unwithdrawn one), with a reason:
 * the site stops serving the content it approved.
 * @throws ComplianceForbiddenError when `by` is not a principal.
 * @throws ComplianceInputError for an empty reason, or when the entry has no approval to withdraw.
 */
export async function withdrawApproval(
  store: ComplianceStore,
  input: { entryId: string; by: WorkbenchUser; reason: string; now: Date },
): Promise<Approval> {
  const by = checkUser(input.by);
  if (by.role !== 'principal') throw new ComplianceForbiddenError('Only a principal can withdraw an approval');
  const entryId = checkEntry(input.entryId);
  const reason = checkText(input.reason, 'reason', true);
  const current = (await approvals(store, [entryId])).find((a) => !a.withdrawnAt);
  if (!current) throw new ComplianceInputError('This page has no approval to withdraw');
  const at = input.now.getTime();
  try {
    await tables(store)
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('compliance_withdrawals').values({ approval_id: current.id, by_id: by.id, at, reason }).execute();
        await trx
          .insertInto('compliance_review_events')
          .values({
            id: randomUUID(),
            entry_id: entryId,
            kind: 'withdraw',
            user_id: by.id,
            text: reason,
            at,
            entry_version: null,
            content_hash: null,
          })
          .execute();
      });
  } catch (error) {
    // Two principals withdrawing at once: the approval's withdrawal is its primary key.
    const again = (await approvals(store, [entryId])).find((a) => a.id === current.id);
    if (again?.withdrawnAt) throw new ComplianceInputError('This approval was withdrawn already');
    throw error;
  }
  return { ...current, withdrawnAt: new Date(at), withdrawnBy: by, withdrawReason: reason };
}

/** The list state of one entry from its events and its latest unwithdrawn approval (see ReviewState). */
function listState(entryEvents: readonly EventRow[], approval: Approval | undefined): 'draft' | 'submitted' | 'approved' {
  const lastSubmit = entryEvents.filter((e) => e.kind === 'submit').at(-1);
  const lastDecision = entryEvents.filter((e) => e.kind === 'approve' || e.kind === 'withdraw').at(-1);
  const submittedAt = lastSubmit ? Number(lastSubmit.at) : undefined;
  if (approval && (submittedAt === undefined || approval.approvedAt.getTime() >= submittedAt)) return 'approved';
  if (submittedAt !== undefined && (!lastDecision || Number(lastDecision.at) <= submittedAt)) return 'submitted';
  return 'draft';
}

/**
 * An entry's review: its state (judged against `currentHash`, the draft's `snapshotHash`, when
 * given: an approval of other content is 'changed-since-approval'), who submitted it and when,
 * the thread oldest first, and the latest unwithdrawn approval.
 */
export async function reviewOf(store: ComplianceStore, input: { entryId: string; currentHash?: string }): Promise<Review> {
  const entryId = checkEntry(input.entryId);
  const [entryEvents, entryApprovals] = await Promise.all([events(store, [entryId]), approvals(store, [entryId])]);
  const approval = entryApprovals.find((a) => !a.withdrawnAt);
  const listed = listState(entryEvents, approval);
  const state: ReviewState =
    listed === 'approved' && input.currentHash !== undefined && approval && input.currentHash !== approval.contentHash
      ? 'changed-since-approval'
      : listed;
  const review: Review = { state, comments: entryEvents.map(commentOf) };
  const lastSubmit = entryEvents.filter((e) => e.kind === 'submit').at(-1);
  if (lastSubmit) {
    const submit = commentOf(lastSubmit);
    review.submittedBy = submit.by;
    review.submittedAt = submit.at;
  }
  if (approval) review.approval = approval;
  return review;
}

/** Review states for the entry list, without hashes: 'submitted', 'approved' (latest approval unwithdrawn and newer than the last submit) or 'draft'. */
export async function reviewStates(store: ComplianceStore, entryIds: string[]): Promise<Map<string, 'draft' | 'submitted' | 'approved'>> {
  const ids = [...new Set(entryIds.map(checkEntry))];
  const states = new Map<string, 'draft' | 'submitted' | 'approved'>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const [allEvents, allApprovals] = await Promise.all([events(store, chunk), approvals(store, chunk)]);
    for (const id of chunk) {
      states.set(
        id,
        listState(
          allEvents.filter((e) => e.entry_id === id),
          allApprovals.find((a) => a.entryId === id && !a.withdrawnAt),
        ),
      );
    }
  }
  return states;
}

/**
 * The unwithdrawn approval of exactly this content of the entry (the newest when there are
 * several): what the site asks before it serves a regulated page (issue 41 item 1).
 */
export async function approvalFor(store: ComplianceStore, input: { entryId: string; contentHash: string }): Promise<Approval | undefined> {
  if (typeof input.entryId !== 'string' || typeof input.contentHash !== 'string') return undefined;
  return (await approvals(store, [input.entryId], input.contentHash)).find((a) => !a.withdrawnAt);
}

/** The snapshot an approval kept, or undefined for an unknown id. */
export async function approvedSnapshot(store: ComplianceStore, approvalId: string): Promise<PageSnapshot | undefined> {
  const row = await tables(store).selectFrom('compliance_approvals').select('snapshot').where('id', '=', approvalId).executeTakeFirst();
  return row ? (JSON.parse(row.snapshot) as PageSnapshot) : undefined;
}
