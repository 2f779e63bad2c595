import type { Tenant } from '@insurer/site-db';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** True when `db` speaks PostgreSQL (the triggers and the byte column differ per dialect). */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A workbench user (issue 41 item 4). `password_hash` null: cannot sign in with a password (the local principal). */
export interface UsersTable {
  id: string;
  /** Lower case, unique. */
  email: string;
  name: string;
  role: 'author' | 'principal';
  /** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), or null. */
  password_hash: string | null;
  /** Epoch milliseconds. */
  created_at: number;
}

/** A signed-in session: only the sha256 of its token is stored, so a copy of the table signs nobody in. */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  /** Epoch milliseconds. */
  created_at: number;
  expires_at: number;
}

/** What happened in an entry's review, oldest first by `at` (then `id`): submits, comments, approvals and withdrawals. */
export interface ReviewEventsTable {
  id: string;
  entry_id: string;
  kind: 'submit' | 'comment' | 'approve' | 'withdraw';
  user_id: string;
  text: string;
  /** Epoch milliseconds. */
  at: number;
  /** The entry version and content hash submitted or approved; null for comments and withdrawals. */
  entry_version: number | null;
  content_hash: string | null;
}

/** A principal's approval of one exact version of an entry (never changed: a withdrawal is a row of its own). */
export interface ApprovalsTable {
  id: string;
  entry_id: string;
  entry_version: number;
  /** `snapshotHash` of `snapshot`. */
  content_hash: string;
  compliance_number: string;
  /** ISO date, YYYY-MM-DD. */
  expiration_date: string;
  principal_id: string;
  /** Epoch milliseconds. */
  approved_at: number;
  /** The approved `PageSnapshot`, as JSON. */
  snapshot: string;
}

export interface WithdrawalsTable {
  approval_id: string;
  by_id: string;
  /** Epoch milliseconds. */
  at: number;
  reason: string;
}

/**
 * The compliance archive (docs/requirements.md#decision-compliance-archive): one row per publish,
 * unpublish or expiry of a regulated page, never updated, deleted only after `retain_until` (both
 * enforced by triggers), each carrying the hash of the row before it and its own.
 */
export interface ArchiveTable {
  /** 1, 2, 3 … without gaps (given inside the append's lock, not by the database). */
  seq: number;
  event: 'publish' | 'unpublish' | 'expire';
  entry_id: string;
  /** The page's path on the site, e.g. `/retirement/rila`. */
  url: string;
  /** Epoch milliseconds of the event. */
  at: number;
  /** The HTML as served, or null (an unpublish or expiry serves nothing). */
  html: string | null;
  html_hash: string | null;
  /** JSON: `[{ url, contentType, hash, size }]`, the bytes in `compliance_blobs` by hash. */
  images: string;
  /** JSON of the served content's `PageSnapshot`, or null. */
  snapshot: string | null;
  snapshot_hash: string | null;
  content_hash: string | null;
  compliance_number: string | null;
  expiration_date: string | null;
  approval_id: string | null;
  entry_version: number | null;
  principal_name: string | null;
  principal_email: string | null;
  /** Epoch milliseconds of the approval. */
  approved_at: number | null;
  /** JSON: `[{ entryId, contentType, title?, source }]`. */
  chart_sources: string;
  /** Epoch milliseconds before which the row cannot be deleted. */
  retain_until: number;
  prev_hash: string;
  row_hash: string;
}

/** The archive's images by the sha256 of their bytes: each image is stored once however many versions show it. */
export interface BlobsTable {
  hash: string;
  bytes: Uint8Array;
  size: number;
}

// a type, not an interface: Kysely's `withTables` wants an index signature
export type ComplianceDatabase = {
  compliance_users: UsersTable;
  compliance_sessions: SessionsTable;
  compliance_review_events: ReviewEventsTable;
  compliance_approvals: ApprovalsTable;
  compliance_withdrawals: WithdrawalsTable;
  compliance_archive: ArchiveTable;
  compliance_blobs: BlobsTable;
};

/** The messages the triggers refuse with (tests and verify's documentation quote them). */
export const TRIGGER_MESSAGES = {
  update: 'compliance_archive is append-only: a row is never updated',
  delete: 'compliance_archive keeps a row until its retention period ends (retain_until)',
  truncate: 'compliance_archive is append-only: it is never truncated',
  blobUpdate: 'compliance_blobs are content-addressed: a stored image is never changed',
  blobDelete: 'compliance_blobs keeps an image while an archive row refers to it',
} as const;

/** Current time in epoch milliseconds, as each dialect writes it inside a trigger. */
const SQLITE_NOW_MS = `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER compliance_archive_no_update BEFORE UPDATE ON compliance_archive
   BEGIN SELECT RAISE(ABORT, '${TRIGGER_MESSAGES.update}'); END`,
  `CREATE TRIGGER compliance_archive_retention BEFORE DELETE ON compliance_archive
   WHEN old.retain_until > ${SQLITE_NOW_MS}
   BEGIN SELECT RAISE(ABORT, '${TRIGGER_MESSAGES.delete}'); END`,
  `CREATE TRIGGER compliance_blobs_no_update BEFORE UPDATE ON compliance_blobs
   BEGIN SELECT RAISE(ABORT, '${TRIGGER_MESSAGES.blobUpdate}'); END`,
  `CREATE TRIGGER compliance_blobs_referenced BEFORE DELETE ON compliance_blobs
   WHEN EXISTS (SELECT 1 FROM compliance_archive a, json_each(a.images) j WHERE json_extract(j.value, '$.hash') = old.hash)
   BEGIN SELECT RAISE(ABORT, '${TRIGGER_MESSAGES.blobDelete}'); END`,
];

/** PostgreSQL: the same rules as PL/pgSQL trigger functions, plus TRUNCATE, which skips row triggers. */
const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION compliance_archive_guard() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' THEN RAISE EXCEPTION '${TRIGGER_MESSAGES.update}'; END IF;
     IF TG_OP = 'TRUNCATE' THEN RAISE EXCEPTION '${TRIGGER_MESSAGES.truncate}'; END IF;
     IF OLD.retain_until > (extract(epoch from clock_timestamp()) * 1000)::bigint THEN
       RAISE EXCEPTION '${TRIGGER_MESSAGES.delete}';
     END IF;
     RETURN OLD;
   END $$`,
  `CREATE TRIGGER compliance_archive_guard BEFORE UPDATE OR DELETE ON compliance_archive
   FOR EACH ROW EXECUTE FUNCTION compliance_archive_guard()`,
  `CREATE TRIGGER compliance_archive_no_truncate BEFORE TRUNCATE ON compliance_archive
   FOR EACH STATEMENT EXECUTE FUNCTION compliance_archive_guard()`,
  `CREATE FUNCTION compliance_blobs_guard() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' THEN RAISE EXCEPTION '${TRIGGER_MESSAGES.blobUpdate}'; END IF;
     IF TG_OP = 'TRUNCATE' THEN RAISE EXCEPTION '${TRIGGER_MESSAGES.blobDelete}'; END IF;
     IF EXISTS (SELECT 1 FROM compliance_archive a, jsonb_array_elements(a.images::jsonb) j WHERE j->>'hash' = OLD.hash) THEN
       RAISE EXCEPTION '${TRIGGER_MESSAGES.blobDelete}';
     END IF;
     RETURN OLD;
   END $$`,
  `CREATE TRIGGER compliance_blobs_guard BEFORE UPDATE OR DELETE ON compliance_blobs
   FOR EACH ROW EXECUTE FUNCTION compliance_blobs_guard()`,
  `CREATE TRIGGER compliance_blobs_no_truncate BEFORE TRUNCATE ON compliance_blobs
   FOR EACH STATEMENT EXECUTE FUNCTION compliance_blobs_guard()`,
];

/** The compliance tenant of the site database: its tables and the archive's guards, in both dialects. */
export const COMPLIANCE_TENANT: Tenant = {
  name: 'compliance',
  migrations: {
    '0001-compliance': {
      async up(db: Kysely<unknown>) {
        const postgres = isPostgres(db);
        await db.schema
          .createTable('compliance_users')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('author', 'principal')`))
          .addColumn('password_hash', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('compliance_sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('compliance_users.id').onDelete('cascade'))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('compliance_sessions_expires').on('compliance_sessions').column('expires_at').execute();
        await db.schema
          .createTable('compliance_review_events')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('entry_id', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('submit', 'comment', 'approve', 'withdraw')`))
          .addColumn('user_id', 'text', (c) => c.notNull().references('compliance_users.id'))
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addColumn('entry_version', 'integer')
          .addColumn('content_hash', 'text')
          .execute();
        await db.schema.createIndex('compliance_review_events_entry').on('compliance_review_events').columns(['entry_id', 'at']).execute();
        await db.schema
          .createTable('compliance_approvals')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('entry_id', 'text', (c) => c.notNull())
          .addColumn('entry_version', 'integer', (c) => c.notNull())
          .addColumn('content_hash', 'text', (c) => c.notNull())
          .addColumn('compliance_number', 'text', (c) => c.notNull())
          .addColumn('expiration_date', 'text', (c) => c.notNull())
          .addColumn('principal_id', 'text', (c) => c.notNull().references('compliance_users.id'))
          .addColumn('approved_at', 'bigint', (c) => c.notNull())
          .addColumn('snapshot', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('compliance_approvals_entry').on('compliance_approvals').columns(['entry_id', 'approved_at']).execute();
        await db.schema
          .createTable('compliance_withdrawals')
          .addColumn('approval_id', 'text', (c) => c.primaryKey().references('compliance_approvals.id'))
          .addColumn('by_id', 'text', (c) => c.notNull().references('compliance_users.id'))
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('compliance_archive')
          .addColumn('seq', 'bigint', (c) => c.primaryKey())
          .addColumn('event', 'text', (c) => c.notNull().check(sql`event in ('publish', 'unpublish', 'expire')`))
          .addColumn('entry_id', 'text', (c) => c.notNull())
          .addColumn('url', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addColumn('html', 'text')
          .addColumn('html_hash', 'text')
          .addColumn('images', 'text', (c) => c.notNull())
          .addColumn('snapshot', 'text')
          .addColumn('snapshot_hash', 'text')
          .addColumn('content_hash', 'text')
          .addColumn('compliance_number', 'text')
          .addColumn('expiration_date', 'text')
          .addColumn('approval_id', 'text')
          .addColumn('entry_version', 'integer')
          .addColumn('principal_name', 'text')
          .addColumn('principal_email', 'text')
          .addColumn('approved_at', 'bigint')
          .addColumn('chart_sources', 'text', (c) => c.notNull())
          .addColumn('retain_until', 'bigint', (c) => c.notNull())
          // Unique: two rows can never name the same predecessor, so the chain cannot fork.
          .addColumn('prev_hash', 'text', (c) => c.notNull().unique())
          .addColumn('row_hash', 'text', (c) => c.notNull().unique())
          .execute();
        await db.schema.createIndex('compliance_archive_entry').on('compliance_archive').columns(['entry_id', 'seq']).execute();
        await db.schema.createIndex('compliance_archive_at').on('compliance_archive').column('at').execute();
        await db.schema
          .createTable('compliance_blobs')
          .addColumn('hash', 'text', (c) => c.primaryKey())
          .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .execute();
        for (const statement of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
      },
      async down(db: Kysely<unknown>) {
        if (isPostgres(db)) {
          await sql.raw('DROP FUNCTION IF EXISTS compliance_archive_guard() CASCADE').execute(db);
          await sql.raw('DROP FUNCTION IF EXISTS compliance_blobs_guard() CASCADE').execute(db);
        }
        for (const table of [
          'compliance_blobs',
          'compliance_archive',
          'compliance_withdrawals',
          'compliance_approvals',
          'compliance_review_events',
          'compliance_sessions',
          'compliance_users',
        ]) {
          await db.schema.dropTable(table).ifExists().execute();
        }
      },
    },
  },
};
