import type { Tenant } from '@insurer/site-db';
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/** True when `db` speaks PostgreSQL (the index's statements differ per dialect). */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The search index's table: one row per published page or article
 * (docs/requirements.md#decision-search-backend). `text` of the full-text columns is the
 * description and the body together; the title is its own column so title matches rank first.
 */
export interface SearchDocumentsTable {
  /** The entry's id in the CMS. */
  id: string;
  type: 'page' | 'article';
  url: string;
  title: string;
  description: string;
  /** Rich text and block text, plain, whitespace collapsed. */
  body: string;
  /** ISO 8601: an article's post date, else when the entry was published; null when unknown. */
  date: string | null;
  /**
   * Epoch milliseconds when the written text was read from the CMS: a write only replaces a row
   * read earlier, so of two instances indexing the same page the later read wins.
   */
  indexed_at: number;
}

/**
 * Documents removed (unpublished, archived, deleted, noindex) and when: a write of text read
 * before the removal is dropped, so a rebuild on another instance cannot bring a removed page
 * back. Rows older than an hour are pruned.
 */
export interface SearchRemovedTable {
  id: string;
  /** Epoch milliseconds of the removal. */
  removed_at: number;
}

// a type, not an interface: Kysely's `withTables` wants an index signature
export type SearchDatabase = {
  search_documents: SearchDocumentsTable;
  search_removed: SearchRemovedTable;
};

/**
 * SQLite: the documents table and two FTS5 tables kept in step by triggers (rowid = `seq`):
 * `search_stemmed` (Porter stemmer: 'claiming' finds 'claims') and `search_words` (unstemmed,
 * with prefix indexes: 'insura' finds 'insurance', which the stemmer stores as 'insur').
 * https://www.sqlite.org/fts5.html#tokenizers
 */
const SQLITE = [
  `CREATE TABLE search_documents (
     seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, url TEXT NOT NULL,
     title TEXT NOT NULL, description TEXT NOT NULL, body TEXT NOT NULL, date TEXT, indexed_at INTEGER NOT NULL)`,
  `CREATE VIRTUAL TABLE search_stemmed USING fts5(title, text, tokenize = 'porter unicode61 remove_diacritics 2')`,
  `CREATE VIRTUAL TABLE search_words USING fts5(title, text, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`,
  `CREATE TRIGGER search_documents_ai AFTER INSERT ON search_documents BEGIN
     INSERT INTO search_stemmed (rowid, title, text) VALUES (new.seq, new.title, new.description || ' ' || new.body);
     INSERT INTO search_words (rowid, title, text) VALUES (new.seq, new.title, new.description || ' ' || new.body);
   END`,
  `CREATE TRIGGER search_documents_ad AFTER DELETE ON search_documents BEGIN
     DELETE FROM search_stemmed WHERE rowid = old.seq;
     DELETE FROM search_words WHERE rowid = old.seq;
   END`,
  `CREATE TRIGGER search_documents_au AFTER UPDATE ON search_documents BEGIN
     DELETE FROM search_stemmed WHERE rowid = old.seq;
     DELETE FROM search_words WHERE rowid = old.seq;
     INSERT INTO search_stemmed (rowid, title, text) VALUES (new.seq, new.title, new.description || ' ' || new.body);
     INSERT INTO search_words (rowid, title, text) VALUES (new.seq, new.title, new.description || ' ' || new.body);
   END`,
];

/**
 * PostgreSQL: generated `tsvector` columns with GIN indexes, the title weighted A: `stemmed`
 * (the `english` configuration: stemming, stop words) and `words` (`simple`: unstemmed, for
 * prefixes of words the stemmer shortens).
 * https://www.postgresql.org/docs/current/textsearch-tables.html
 */
const POSTGRES = [
  `CREATE TABLE search_documents (
     id text PRIMARY KEY, type text NOT NULL, url text NOT NULL, title text NOT NULL, description text NOT NULL,
     body text NOT NULL, date text, indexed_at bigint NOT NULL,
     stemmed tsvector GENERATED ALWAYS AS (
       setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description || ' ' || body), 'D')) STORED,
     words tsvector GENERATED ALWAYS AS (
       setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description || ' ' || body), 'D')) STORED)`,
  `CREATE INDEX search_documents_stemmed ON search_documents USING gin (stemmed)`,
  `CREATE INDEX search_documents_words ON search_documents USING gin (words)`,
];

/** The migration that creates the search index, per dialect. */
const searchIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of isPostgres(db) ? POSTGRES : SQLITE) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!isPostgres(db)) {
      await sql.raw('DROP TABLE search_words').execute(db);
      await sql.raw('DROP TABLE search_stemmed').execute(db);
    }
    await sql.raw('DROP TABLE search_documents').execute(db);
  },
};

/** The removals' table (`SearchRemovedTable`), the same on both dialects. */
const searchRemovedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw('CREATE TABLE search_removed (id text PRIMARY KEY, removed_at bigint NOT NULL)').execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('DROP TABLE search_removed').execute(db);
  },
};

/**
 * The search index's tables in the site database (`migrateTenant`); the first migration's name
 * is the one it had when every tenant shared one list.
 */
export const SEARCH_TENANT: Tenant = {
  name: 'search',
  migrations: { '0003-search-index': searchIndexMigration, '0004-search-removed': searchRemovedMigration },
};
