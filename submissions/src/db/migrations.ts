import { Migrator, type Kysely, type Migration } from 'kysely';
import { searchIndexMigration } from '../search/schema.js';

/**
 * The site database's migrations, in order. Names are sortable and never change once shipped;
 * a change to the tables is a new entry. Column types are ones both SQLite and PostgreSQL accept
 * (`bigint` has integer affinity on SQLite).
 */
const MIGRATIONS: Record<string, Migration> = {
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

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limits').execute();
      await db.schema.dropTable('deliveries').execute();
      await db.schema.dropTable('submissions').execute();
    },
  },
  '0002-analytics-events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('analytics_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('event', 'text')
        .addColumn('anonymous_id', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('analytics_events_received').on('analytics_events').column('received_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('analytics_events').execute();
    },
  },
  '0003-search-index': searchIndexMigration,
};

/**
 * Applies every pending migration (Kysely's migrator: a lock table serialises concurrent
 * instances, and a second run is a no-op).
 * @throws Error with the failing migration's name when one fails.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Site database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
