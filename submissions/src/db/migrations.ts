import type { Kysely } from 'kysely';
import type { Tenant } from '@insurer/site-db';

/**
 * The forms backend's tables in the site database (`migrateTenant`), in order. Names are sortable
 * and never change once shipped; a change to the tables is a new entry. The per-address limits'
 * table, which the first migration once created too, is the site database's own
 * (`@insurer/site-db`). Column types are ones both SQLite and PostgreSQL accept (`bigint` has
 * integer affinity on SQLite).
 */
export const FORMS_TENANT: Tenant = {
  name: 'forms',
  migrations: {
    '0001-submissions-outbox': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('submissions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('form_id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('values', 'text', (c) => c.notNull())
          .addColumn('tracking', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('submissions_form_created').on('submissions').columns(['form_id', 'created_at']).execute();

        await db.schema
          .createTable('deliveries')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
          .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('lock_token', 'text')
          .addColumn('last_error', 'text')
          .addColumn('delivered_at', 'bigint')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('deliveries_due').on('deliveries').columns(['status', 'next_attempt_at']).execute();
        await db.schema.createIndex('deliveries_submission').on('deliveries').column('submission_id').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('deliveries').execute();
        await db.schema.dropTable('submissions').execute();
      },
    },
    '0002-leads-audit': {
      // The leads-audit record apart from anonymous analytics (docs/requirements.md#decision-leads-audit-event):
      // only the submit route writes it, so no anonymous request can push its rows out.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('leads_audit')
          .addColumn('submission_id', 'text', (c) => c.primaryKey())
          .addColumn('form_id', 'text', (c) => c.notNull())
          .addColumn('audit', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('leads_audit_created').on('leads_audit').column('created_at').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('leads_audit').execute();
      },
    },
    '0003-known-visitors': {
      // The survey lead's known visitors (docs/requirements.md#decision-survey-lead-actions): a hash
      // of the normalised e-mail only, never the address.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('known_visitors')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('known_visitors').execute();
      },
    },
    // The id of the site request a submission arrived with (`X-Request-Id`), so the delivery
    // worker's log lines for it carry the id the site's lines of that request carry. Null for
    // submissions from before it, and when no id was known (plain `next start` with no proxy).
    '0004-submission-request-id': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('submissions').addColumn('request_id', 'text').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('submissions').dropColumn('request_id').execute();
      },
    },
  },
};
