import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type SqliteDatabase = Database.Database;

/**
 * Opens (creating when missing) the content service's SQLite file `content.sqlite` in
 * `dataDir`, in WAL mode, and brings its schema up to date. Pass `':memory:'` for a throwaway
 * database in tests.
 */
export function openDatabase(dataDir: string): SqliteDatabase {
  let db: SqliteDatabase;
  if (dataDir === ':memory:') {
    db = new Database(':memory:');
  } else {
    mkdirSync(dataDir, { recursive: true });
    db = new Database(join(dataDir, 'content.sqlite'));
    db.pragma('journal_mode = WAL');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  return db;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS spaces (
  id TEXT PRIMARY KEY,
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS environments (
  space_id TEXT NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (space_id, id)
);
CREATE TABLE IF NOT EXISTS entities (
  space_id TEXT NOT NULL,
  env_id TEXT NOT NULL,
  type TEXT NOT NULL,
  id TEXT NOT NULL,
  draft TEXT NOT NULL,
  published TEXT,
  PRIMARY KEY (space_id, env_id, type, id)
);
CREATE TABLE IF NOT EXISTS uploads (
  space_id TEXT NOT NULL,
  id TEXT NOT NULL,
  content_type TEXT NOT NULL,
  data BLOB NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (space_id, id)
);
CREATE TABLE IF NOT EXISTS files (
  token TEXT PRIMARY KEY,
  space_id TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  data BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS app_definitions (
  organization_id TEXT NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (organization_id, id)
);
CREATE TABLE IF NOT EXISTS snapshots (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  space_id TEXT NOT NULL,
  env_id TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS snapshots_by_entity ON snapshots (space_id, env_id, entity_id);
CREATE TABLE IF NOT EXISTS environment_aliases (
  space_id TEXT NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (space_id, id)
);
CREATE TABLE IF NOT EXISTS persisted_queries (
  hash TEXT PRIMARY KEY,
  query TEXT NOT NULL
);
`;
