import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName, SiteDb } from '@insurer/site-db';
import { formsDb, type DeliveriesTable, type DeliveryKind, type FormsDatabase, type SubmissionStatus } from './schema.js';

export type DeliveryRow = Selectable<DeliveriesTable>;

/** A submission to record, with the deliveries it needs (none: it is only kept, status 'stored'). */
export interface NewSubmission {
  /** A UUID chosen by the caller (payloads may quote it). */
  id: string;
  formId: string;
  values: unknown;
  tracking: unknown;
  deliveries: { kind: DeliveryKind; payload: unknown }[];
  /** The leads-audit event of a submission with an e-mail, recorded with it (docs/requirements.md#decision-leads-audit-event). */
  audit?: 'blacklisted' | 'valid' | undefined;
  /** The id of the site request it arrived with (`X-Request-Id`), for the delivery worker's log lines. */
  requestId?: string | undefined;
}

/**
 * Writes a submission, its deliveries and its leads-audit event in one transaction, so a lead is
 * never stored without its outbox rows or its audit record, or the other way round. Each delivery is due at once (`now`).
 * Answers the delivery ids (each is the idempotency key sent downstream).
 */
export async function recordSubmission(
  db: Kysely<FormsDatabase>,
  submission: NewSubmission,
  now: number,
): Promise<{ deliveryIds: string[] }> {
  const { id } = submission;
  const rows = submission.deliveries.map((d) => ({
    id: randomUUID(),
    submission_id: id,
    kind: d.kind,
    payload: JSON.stringify(d.payload),
    status: 'pending' as const,
    next_attempt_at: now,
    created_at: now,
  }));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('submissions')
      .values({
        id,
        form_id: submission.formId,
        created_at: now,
        values: JSON.stringify(submission.values),
        tracking: JSON.stringify(submission.tracking),
        status: rows.length ? 'accepted' : 'stored',
        request_id: submission.requestId ?? null,
      })
      .execute();
    if (rows.length) await trx.insertInto('deliveries').values(rows).execute();
    if (submission.audit) {
      await trx
        .insertInto('leads_audit')
        .values({ submission_id: id, form_id: submission.formId, audit: submission.audit, created_at: now })
        .execute();
    }
  });
  return { deliveryIds: rows.map((r) => r.id) };
}

const DAY_MS = 86_400_000;
const lastAuditPrune = new WeakMap<object, number>();

/**
 * Deletes leads-audit rows older than `retentionDays` (docs/requirements.md#decision-leads-audit-event),
 * at most once an hour per process; by age only, never by count, so no burst of submissions
 * shortens what is kept.
 */
export async function pruneLeadsAudit(db: Kysely<FormsDatabase>, retentionDays: number, now: number): Promise<void> {
  if ((lastAuditPrune.get(db) ?? 0) > now - DAY_MS / 24) return;
  lastAuditPrune.set(db, now);
  await db
    .deleteFrom('leads_audit')
    .where('created_at', '<', now - retentionDays * DAY_MS)
    .execute();
}

/**
 * Claims up to `limit` due deliveries for one worker: pending, due (`next_attempt_at <= now`) and
 * not leased (`locked_until <= now`). Each claimed row gets `lock_token`, a lease until
 * `now + leaseMs`, and one more attempt counted (so a worker that dies mid-call still uses up an
 * attempt, and the row comes back when the lease ends).
 *
 * PostgreSQL: `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING *`, so competing
 * instances never wait for nor take the same row. SQLite: the same single UPDATE … RETURNING, which
 * is atomic because SQLite runs one writer at a time.
 */
export async function claimDue(
  site: Pick<SiteDb, 'db' | 'dialect'>,
  options: { now: number; leaseMs: number; limit: number; token: string },
): Promise<DeliveryRow[]> {
  return claimQuery(formsDb(site), site.dialect, options).execute();
}

/** The claim statement (exposed for the dialect compilation test). */
export function claimQuery(
  db: Kysely<FormsDatabase>,
  dialect: DialectName,
  { now, leaseMs, limit, token }: { now: number; leaseMs: number; limit: number; token: string },
) {
  return db
    .updateTable('deliveries')
    .set((eb) => ({ locked_until: now + leaseMs, lock_token: token, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where('locked_until', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit);
      return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .returningAll();
}

/**
 * Marks a claimed delivery delivered, only while `token` still holds its lease (a worker whose
 * lease ran out must not overwrite the outcome of the one that took the row over), and adds the
 * `followUps` it calls for (due at once) in the same transaction, so a follow-up is never lost nor
 * added twice. Then sets the submission 'delivered' when none of its deliveries is left pending
 * or failed. Answers false when the lease was lost.
 */
export async function markDelivered(
  db: Kysely<FormsDatabase>,
  row: DeliveryRow,
  token: string,
  now: number,
  followUps: readonly { kind: DeliveryKind; payload: unknown }[] = [],
): Promise<boolean> {
  const deliveredRow = (executor: Kysely<FormsDatabase>) =>
    executor
      .updateTable('deliveries')
      .set({ status: 'delivered', delivered_at: now, locked_until: 0, lock_token: null, last_error: null })
      .where('id', '=', row.id)
      .where('lock_token', '=', token)
      .executeTakeFirst();
  // Without follow-ups one UPDATE suffices; with them, the mark and the new rows commit together.
  const marked = followUps.length
    ? await db.transaction().execute(async (trx) => {
        const result = await deliveredRow(trx);
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx
          .insertInto('deliveries')
          .values(
            followUps.map((d) => ({
              id: randomUUID(),
              submission_id: row.submission_id,
              kind: d.kind,
              payload: JSON.stringify(d.payload),
              status: 'pending' as const,
              next_attempt_at: now,
              created_at: now,
            })),
          )
          .execute();
        return true;
      })
    : Number((await deliveredRow(db)).numUpdatedRows) > 0;
  if (!marked) return false;
  await db
    .updateTable('submissions')
    .set({ status: 'delivered' })
    .where('id', '=', row.submission_id)
    .where('status', '=', 'accepted')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('deliveries')
            .select(sql`1`.as('one'))
            .where('submission_id', '=', row.submission_id)
            .where('status', '!=', 'delivered'),
        ),
      ),
    )
    .execute();
  return true;
}

/**
 * Records a failed attempt: back to 'pending' and due at `retryAt`, or 'failed' for good when
 * `retryAt` is undefined (the submission is then 'failed' too, for an operator to look at).
 * `error` must carry no personal data (a code or an HTTP status). Answers false when the lease was lost.
 */
export async function markAttemptFailed(
  db: Kysely<FormsDatabase>,
  row: DeliveryRow,
  token: string,
  error: string,
  retryAt: number | undefined,
): Promise<boolean> {
  const result = await db
    .updateTable('deliveries')
    .set({
      status: retryAt === undefined ? 'failed' : 'pending',
      next_attempt_at: retryAt ?? row.next_attempt_at,
      locked_until: 0,
      lock_token: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', row.id)
    .where('lock_token', '=', token)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  if (retryAt === undefined) {
    await db.updateTable('submissions').set({ status: 'failed' }).where('id', '=', row.submission_id).execute();
  }
  return true;
}

/**
 * Gives a claimed delivery back unsent, due at `until`, without using up the attempt its claim
 * counted (the e-mail ceiling holds it back; nothing failed). Answers false when the lease was lost.
 */
export async function postponeClaimed(db: Kysely<FormsDatabase>, row: DeliveryRow, token: string, until: number): Promise<boolean> {
  const result = await db
    .updateTable('deliveries')
    .set({ status: 'pending', next_attempt_at: until, locked_until: 0, lock_token: null, attempts: Math.max(0, row.attempts - 1) })
    .where('id', '=', row.id)
    .where('lock_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Puts failed deliveries back in the queue (an operator's action once a downstream is fixed):
 * attempts reset, due at `now`. Answers how many rows were requeued.
 */
export async function requeueFailed(db: Kysely<FormsDatabase>, now: number, submissionId?: string): Promise<number> {
  let query = db
    .updateTable('deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, locked_until: 0, lock_token: null })
    .where('status', '=', 'failed');
  if (submissionId) query = query.where('submission_id', '=', submissionId);
  const result = await query.executeTakeFirst();
  const count = Number(result.numUpdatedRows);
  if (count > 0) {
    let submissions = db
      .updateTable('submissions')
      .set({ status: 'accepted' as SubmissionStatus })
      .where('status', '=', 'failed');
    if (submissionId) submissions = submissions.where('id', '=', submissionId);
    await submissions.execute();
  }
  return count;
}

/** The request id each of `submissionIds` arrived with (`X-Request-Id`), for the worker's log lines; ids without one are left out. */
export async function requestIdsOf(db: Kysely<FormsDatabase>, submissionIds: readonly string[]): Promise<Map<string, string>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('submissions')
    .select(['id', 'request_id'])
    .where('id', 'in', [...new Set(submissionIds)])
    .execute();
  return new Map(rows.flatMap((row) => (row.request_id ? [[row.id, row.request_id] as const] : [])));
}
