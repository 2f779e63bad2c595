import type { SiteDb, Tenant } from '@insurer/site-db';
import type { Kysely } from 'kysely';

/**
 * The collector's table in the site database: one row per Segment message received; `id` is the
 * message's `messageId` (a retry is stored once).
 */
export interface AnalyticsEventsTable {
  id: string;
  received_at: number;
  /** Segment message type: 'track', 'page', 'identify'. */
  type: string;
  /** The track event name, or the page name; null for identify. */
  event: string | null;
  anonymous_id: string | null;
  /**
   * A hash of the client's network (`networkOf`: its IPv4 /24 or IPv6 /64), never the address:
   * pruning trims the networks holding the most events first. '' for events stored before it.
   */
  network: string;
  /** The message as stored (Segment's tracking API shape, with the server's context), JSON. */
  message: string;
}

/**
 * The queue of batches still to deliver to Segment (docs/requirements.md#decision-analytics-transport):
 * one row per batch the collector stored, written in the transaction that stored its events, and
 * deleted once Segment has accepted every message in it. A row whose messages Segment refused for
 * good (a 4xx other than 408 and 429) is kept with status 'failed'.
 */
export interface AnalyticsDeliveriesTable {
  id: string;
  created_at: number;
  /** The messages still to deliver, JSON: an array of stored messages (each with its messageId). */
  messages: string;
  status: 'pending' | 'failed';
  attempts: number;
  /** Epoch ms when the batch may be tried again. */
  next_attempt_at: number;
  /** Epoch ms until which a worker holds it (0: nobody). */
  locked_until: number;
  /** The holding worker's claim token; only its holder may record the outcome. */
  lock_token: string | null;
  /** The last failure: an HTTP status or an error code, never message content. */
  last_error: string | null;
}

export type AnalyticsDatabase = { analytics_events: AnalyticsEventsTable; analytics_deliveries: AnalyticsDeliveriesTable };

/** The collector's tables through the site database's connection. */
export const analyticsDb = (site: Pick<SiteDb, 'db'>): Kysely<AnalyticsDatabase> => site.db.withTables<AnalyticsDatabase>();

/** The collector's tables (`migrateTenant`); the first migration's name is the one it had when every tenant shared one list. */
export const ANALYTICS_TENANT: Tenant = {
  name: 'analytics',
  migrations: {
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
    '0003-analytics-deliveries': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('analytics_deliveries')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('messages', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
          .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('lock_token', 'text')
          .addColumn('last_error', 'text')
          .execute();
        await db.schema.createIndex('analytics_deliveries_due').on('analytics_deliveries').columns(['status', 'next_attempt_at']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('analytics_deliveries').execute();
      },
    },
    '0004-analytics-events-network': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('analytics_events')
          .addColumn('network', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.createIndex('analytics_events_network').on('analytics_events').columns(['network', 'received_at']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex('analytics_events_network').execute();
        await db.schema.alterTable('analytics_events').dropColumn('network').execute();
      },
    },
  },
};
