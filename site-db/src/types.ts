import type { Kysely, Migration } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/**
 * An open site database and the dialect it speaks (some statements differ per dialect). `db` knows
 * no table: each tenant (the forms, the search index, the analytics collector, the limits) types
 * its own with Kysely's `withTables` and creates them with its own migrations (`migrateTenant`).
 */
export interface SiteDb {
  db: Kysely<object>;
  dialect: DialectName;
  close(): Promise<void>;
}

/**
 * One tenant of the site database: its name (its migrations are recorded in a table of its own,
 * `kysely_migration_{name}`) and its migrations by sortable name. Names never change once shipped;
 * a change to the tables is a new entry. Column types are ones both SQLite and PostgreSQL accept
 * (`bigint` has integer affinity on SQLite).
 */
export interface Tenant {
  name: string;
  migrations: Record<string, Migration>;
}
