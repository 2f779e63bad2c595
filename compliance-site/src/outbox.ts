import type { Kysely } from 'kysely';
import type { DialectName, SiteDb, Tenant } from '@insurer/site-db';

/**
 * What a capture is about: a page (`page:{id}`: record what the site now serves of it), an entry
 * or asset that changed (`entry:{id}`, `asset:{id}`: find the pages that show it), or everything
 * (`all`: an environment alias moved, or a worker started).
 */
export type CaptureSubject = `page:${string}` | `entry:${string}` | `asset:${string}` | 'all';

/** Why a capture was asked for (kept for the log; the capture itself reads the current state). */
export type CaptureReason = 'publish' | 'unpublish' | 'approve' | 'withdraw' | 'expire' | 'alias' | 'start';

/** One row of `compliance_captures`: a subject to capture, at most one row per subject. */
export type CaptureRow = {
  subject: CaptureSubject;
  reason: CaptureReason;
  /** When it was last asked for (ms): a request while a worker holds the row moves it, so the row is captured again. */
  requested_at: number;
  next_attempt_at: number;
  locked_until: number;
  lock_token: string | null;
  attempts: number;
  last_error: string | null;
};

type CaptureTables = {
  compliance_captures: CaptureRow;
};

/**
 * The capture outbox's table in the site database (`migrateTenant`): the publish webhook writes a
 * row, the delivery worker takes it, records what the site serves into the compliance archive, and
 * deletes it. Column types are ones both SQLite and PostgreSQL accept.
 */
export const CAPTURE_TENANT: Tenant = {
  name: 'compliance_capture',
  migrations: {
    '0001-captures': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('compliance_captures')
          .addColumn('subject', 'text', (c) => c.primaryKey())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('requested_at', 'bigint', (c) => c.notNull())
          .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
          .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('lock_token', 'text')
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_error', 'text')
          .execute();
        await db.schema.createIndex('compliance_captures_due').on('compliance_captures').column('next_attempt_at').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('compliance_captures').execute();
      },
    },
  },
};

function captures(site: Pick<SiteDb, 'db'>): Kysely<CaptureTables> {
  return site.db.withTables<CaptureTables>();
}

/** Numbers as numbers: PostgreSQL answers `bigint` columns as strings. */
function rowOf(raw: CaptureRow): CaptureRow {
  return {
    ...raw,
    requested_at: Number(raw.requested_at),
    next_attempt_at: Number(raw.next_attempt_at),
    locked_until: Number(raw.locked_until),
    attempts: Number(raw.attempts),
  };
}

/**
 * Asks for a capture of `subject`, due at `dueAt` (ms): one row per subject, so asking again
 * before it is captured adds nothing but moves `requested_at` (a worker holding the row then
 * captures it once more after its current attempt, seeing the newer state) and makes it due again.
 */
export async function requestCapture(
  site: Pick<SiteDb, 'db'>,
  input: { subject: CaptureSubject; reason: CaptureReason; now: number; dueAt?: number },
): Promise<void> {
  const due = input.dueAt ?? input.now;
  await captures(site)
    .insertInto('compliance_captures')
    .values({
      subject: input.subject,
      reason: input.reason,
      requested_at: input.now,
      next_attempt_at: due,
      locked_until: 0,
      lock_token: null,
      attempts: 0,
      last_error: null,
    })
    .onConflict((oc) =>
      oc
        .column('subject')
        .doUpdateSet({ reason: input.reason, requested_at: input.now, next_attempt_at: due, attempts: 0, last_error: null }),
    )
    .execute();
}

/**
 * Claims up to `limit` due captures for one worker (due, not leased), each leased until
 * `now + leaseMs` under `token` with one more attempt counted. PostgreSQL: `FOR UPDATE SKIP LOCKED`,
 * so competing workers never take the same row; SQLite runs one writer at a time.
 */
export async function claimCaptures(
  site: Pick<SiteDb, 'db' | 'dialect'>,
  options: { now: number; leaseMs: number; limit: number; token: string },
): Promise<CaptureRow[]> {
  return (await claimQuery(captures(site), site.dialect, options).execute()).map(rowOf);
}

function claimQuery(
  db: Kysely<CaptureTables>,
  dialect: DialectName,
  { now, leaseMs, limit, token }: { now: number; leaseMs: number; limit: number; token: string },
) {
  return db
    .updateTable('compliance_captures')
    .set((eb) => ({ locked_until: now + leaseMs, lock_token: token, attempts: eb('attempts', '+', 1) }))
    .where('subject', 'in', (eb) => {
      const due = eb
        .selectFrom('compliance_captures')
        .select('subject')
        .where('next_attempt_at', '<=', now)
        .where('locked_until', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit);
      return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .returningAll();
}

/**
 * Finishes a claimed capture: deletes the row while `token` holds it and nobody asked again since
 * it was claimed; a row asked for again is released instead (due as asked), to be captured once
 * more. Answers false when the lease was lost.
 */
export async function completeCapture(site: Pick<SiteDb, 'db'>, row: CaptureRow, token: string): Promise<boolean> {
  const deleted = await captures(site)
    .deleteFrom('compliance_captures')
    .where('subject', '=', row.subject)
    .where('lock_token', '=', token)
    .where('requested_at', '=', row.requested_at)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return true;
  const released = await captures(site)
    .updateTable('compliance_captures')
    .set({ locked_until: 0, lock_token: null })
    .where('subject', '=', row.subject)
    .where('lock_token', '=', token)
    .executeTakeFirst();
  return Number(released.numUpdatedRows) > 0;
}

/** Records a failed attempt: the row is due again at `retryAt` (captures are retried without end). Answers false when the lease was lost. */
export async function retryCapture(
  site: Pick<SiteDb, 'db'>,
  row: CaptureRow,
  token: string,
  error: string,
  retryAt: number,
): Promise<boolean> {
  const result = await captures(site)
    .updateTable('compliance_captures')
    .set({ locked_until: 0, lock_token: null, next_attempt_at: retryAt, last_error: error.slice(0, 500) })
    .where('subject', '=', row.subject)
    .where('lock_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The captures still waiting (tests, an operator's look): subject, attempts and last error, oldest first. */
export async function pendingCaptures(site: Pick<SiteDb, 'db'>): Promise<CaptureRow[]> {
  return (await captures(site).selectFrom('compliance_captures').selectAll().orderBy('requested_at').execute()).map(rowOf);
}
