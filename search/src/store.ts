import { sql, type Kysely } from 'kysely';
import type { SiteDb } from '@insurer/site-db';
import { excerptHtml, excerptParts, indexableText, leadingWords, MARK_END, MARK_START, type ExcerptPart } from './excerpt.js';
import type { SearchRequest } from './params.js';
import type { SearchDatabase } from './schema.js';
import { fts5Expression, queryWords, tsqueryText } from './terms.js';

/** What the index holds of one published page or article. */
export interface SearchDocument {
  /** The entry's id in the CMS. */
  id: string;
  type: 'page' | 'article';
  /** The site path, e.g. `/individuals-families/life-insurance`. */
  url: string;
  title: string;
  description: string;
  /** Rich text and block text as plain text. */
  body: string;
  /** ISO 8601 date or date-time: an article's post date, a page's publish time. */
  date: string | null;
}

/** One search result. */
export interface SearchHit {
  title: string;
  url: string;
  type: 'page' | 'article';
  /** The excerpt as runs: plain text and matched words (render each run as text). */
  excerptParts: ExcerptPart[];
  /** The same excerpt as HTML: escaped text, matched words in `<mark>`. */
  excerpt: string;
  date: string | null;
}

/** One page of results. */
export interface SearchResults {
  /** How many documents match in all. */
  total: number;
  start: number;
  rows: number;
  hits: SearchHit[];
}

/** The index over the site database (SQLite FTS5 or PostgreSQL full-text search), one query layer for both. */
export interface SearchIndex {
  /**
   * Adds or replaces documents by id, as read from the CMS at `readAt` (epoch ms, default now).
   * A stored row read later than `readAt`, or a removal after `readAt`, wins: an instance that
   * read older text never overwrites newer text or brings back a removed page. Answers how many
   * rows it wrote.
   */
  upsert(documents: readonly SearchDocument[], readAt?: number): Promise<{ written: number }>;
  /** Removes documents by id (unknown ids are ignored) and remembers the removal (`search_removed`) for an hour. */
  remove(ids: readonly string[]): Promise<void>;
  /**
   * Makes the index hold exactly `documents`: upserts them (as read at `readSince`, epoch ms,
   * default now) and removes every other written before `readSince`, so a document another
   * instance indexed from a webhook meanwhile stays. Answers how many were removed.
   */
  replaceAll(documents: readonly SearchDocument[], readSince?: number): Promise<{ removed: number }>;
  /**
   * One page of results for a checked request (`parseSearchParams`): documents containing every
   * word of the term (stemmed, the last word also as a prefix), those whose title contains them
   * first, then by relevance, then newest first.
   */
  search(request: SearchRequest): Promise<SearchResults>;
  /** How many documents the index holds. */
  count(): Promise<number>;
}

/** How long a removal is remembered, in ms: longer than any rebuild reads. */
const REMOVAL_MEMORY_MS = 3_600_000;

/** Rows per insert statement (8 parameters each: under SQLite's and PostgreSQL's limits). */
const CHUNK = 500;
/** Tokens of an excerpt (FTS5 `snippet`; `ts_headline` MaxWords). */
const EXCERPT_TOKENS = 30;

/** The site database with the index's table. */
type IndexDb = Kysely<SearchDatabase>;

type Row = { id: string; type: 'page' | 'article'; url: string; title: string; description: string; body: string; date: string | null };

/** The search index in the open site database `site` (its tables migrated: `SEARCH_TENANT`). */
export function searchIndexOf(site: SiteDb): SearchIndex {
  // the index reads and writes only its own tables
  const db: IndexDb = site.db.withTables<SearchDatabase>();
  const run = site.dialect === 'postgres' ? searchPostgres : searchSqlite;

  const upsert = async (documents: readonly SearchDocument[], readAt = Date.now()) => {
    let written = 0;
    for (let i = 0; i < documents.length; i += CHUNK) {
      const chunk = documents.slice(i, i + CHUNK);
      // a removal after this text was read wins (another instance unpublished the page meanwhile)
      const removed = await db
        .selectFrom('search_removed')
        .select('id')
        .where(
          'id',
          'in',
          chunk.map((d) => d.id),
        )
        .where('removed_at', '>', readAt)
        .execute();
      const gone = new Set(removed.map((r) => r.id));
      const values = chunk
        .filter((d) => !gone.has(d.id))
        .map((d) => ({
          id: d.id,
          type: d.type,
          url: d.url,
          title: indexableText(d.title),
          description: indexableText(d.description),
          body: indexableText(d.body),
          date: d.date,
          indexed_at: readAt,
        }));
      if (values.length === 0) continue;
      const result = await db
        .insertInto('search_documents')
        .values(values)
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({
              type: eb.ref('excluded.type'),
              url: eb.ref('excluded.url'),
              title: eb.ref('excluded.title'),
              description: eb.ref('excluded.description'),
              body: eb.ref('excluded.body'),
              date: eb.ref('excluded.date'),
              indexed_at: eb.ref('excluded.indexed_at'),
            }))
            // the later read wins
            .where('search_documents.indexed_at', '<=', readAt),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return { written };
  };
  const remove = async (ids: readonly string[]) => {
    const now = Date.now();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      await db.deleteFrom('search_documents').where('id', 'in', chunk).execute();
      await db
        .insertInto('search_removed')
        .values(chunk.map((id) => ({ id, removed_at: now })))
        .onConflict((oc) => oc.column('id').doUpdateSet({ removed_at: now }))
        .execute();
    }
    if (ids.length)
      await db
        .deleteFrom('search_removed')
        .where('removed_at', '<', now - REMOVAL_MEMORY_MS)
        .execute();
  };

  return {
    upsert,
    remove,
    async replaceAll(documents, readSince = Date.now()) {
      await upsert(documents, readSince);
      const keep = new Set(documents.map((d) => d.id));
      const written = await db.selectFrom('search_documents').select('id').where('indexed_at', '<', readSince).execute();
      const stale = written.map((r) => r.id).filter((id) => !keep.has(id));
      await remove(stale);
      return { removed: stale.length };
    },
    async search(request) {
      const words = queryWords(request.q);
      if (words.length === 0) return { total: 0, start: request.start, rows: request.rows, hits: [] };
      return run(db, words, request);
    },
    async count() {
      const row = await db
        .selectFrom('search_documents')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

function hit(row: Row, marked: string | null | undefined): SearchHit {
  const parts =
    marked && marked.includes(MARK_START)
      ? excerptParts(marked.trim())
      : [{ text: leadingWords(row.description || row.body), mark: false }];
  return { title: row.title, url: row.url, type: row.type, excerptParts: parts, excerpt: excerptHtml(parts), date: row.date };
}

/**
 * SQLite: a document matches when the stemmed table matches every word (the last as a prefix of
 * its stem) or the unstemmed table does (the last as a prefix of the word as written). bm25
 * weighs the title 10 to 1; the excerpt is FTS5's `snippet` of the description and body.
 * https://www.sqlite.org/fts5.html#the_bm25_function
 */
async function searchSqlite(db: IndexDb, words: string[], request: SearchRequest): Promise<SearchResults> {
  const all = fts5Expression(words);
  const inTitle = fts5Expression(words, 'title');
  const matches = sql`
    SELECT rowid AS seq, bm25(search_stemmed, 10.0, 1.0) AS score FROM search_stemmed WHERE search_stemmed MATCH ${all}
    UNION ALL
    SELECT rowid AS seq, bm25(search_words, 10.0, 1.0) AS score FROM search_words WHERE search_words MATCH ${all}`;
  const titled = sql`
    SELECT rowid FROM search_stemmed WHERE search_stemmed MATCH ${inTitle}
    UNION SELECT rowid FROM search_words WHERE search_words MATCH ${inTitle}`;
  // ordered and cut on the keys alone; the text is read for the page's rows only
  const page = await sql<Row & { seq: number; total: number }>`
    WITH m AS (SELECT seq, min(score) AS score FROM (${matches}) GROUP BY seq),
    p AS (
      SELECT m.seq, (m.seq IN (${titled})) AS in_title, m.score, d.date AS date, d.id AS id, count(*) OVER () AS total
      FROM m JOIN search_documents d ON d.seq = m.seq
      ORDER BY in_title DESC, m.score ASC, d.date DESC, d.id
      LIMIT ${request.rows} OFFSET ${request.start})
    SELECT p.total, d.seq, d.id, d.type, d.url, d.title, d.description, d.body, d.date
    FROM p JOIN search_documents d ON d.seq = p.seq
    ORDER BY p.in_title DESC, p.score ASC, p.date DESC, p.id`.execute(db);
  const total =
    page.rows[0]?.total ??
    Number((await sql<{ n: number }>`SELECT count(DISTINCT seq) AS n FROM (${matches})`.execute(db)).rows[0]?.n ?? 0);
  if (page.rows.length === 0) return { total, start: request.start, rows: request.rows, hits: [] };
  const seqs = page.rows.map((r) => r.seq);
  const excerpts = new Map<number, string>();
  for (const table of ['search_words', 'search_stemmed'] as const) {
    // the stemmed table's excerpt wins: it marks 'claims' for 'claiming'
    const found = await sql<{ seq: number; excerpt: string }>`
      SELECT rowid AS seq, snippet(${sql.table(table)}, 1, ${MARK_START}, ${MARK_END}, '…', ${EXCERPT_TOKENS}) AS excerpt
      FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${all} AND rowid IN (${sql.join(seqs)})`.execute(db);
    for (const row of found.rows) if (row.excerpt.includes(MARK_START)) excerpts.set(row.seq, row.excerpt);
  }
  return { total, start: request.start, rows: request.rows, hits: page.rows.map((row) => hit(row, excerpts.get(row.seq))) };
}

/**
 * PostgreSQL: the same rules over the generated `tsvector` columns: `english` (stemmed) or
 * `simple` (as written), the title as weight A; `ts_rank` orders, `ts_headline` makes the
 * excerpt. https://www.postgresql.org/docs/current/textsearch-controls.html
 */
async function searchPostgres(db: IndexDb, words: string[], request: SearchRequest): Promise<SearchResults> {
  const all = tsqueryText(words);
  const inTitle = tsqueryText(words, 'A');
  const stem = sql`to_tsquery('english', ${all})`;
  const plain = sql`to_tsquery('simple', ${all})`;
  const matching = sql`(d.stemmed @@ ${stem} OR d.words @@ ${plain})`;
  const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=${EXCERPT_TOKENS}, MinWords=12, ShortWord=2`;
  // ordered and cut on the keys alone; the text is read and excerpted for the page's rows only
  const page = await sql<Row & { excerpt: string; total: number | string }>`
    SELECT p.total, d.id, d.type, d.url, d.title, d.description, d.body, d.date,
      CASE WHEN p.stem_match
        THEN ts_headline('english', d.description || ' ' || d.body, ${stem}, ${options})
        ELSE ts_headline('simple', d.description || ' ' || d.body, ${plain}, ${options}) END AS excerpt
    FROM (
      SELECT d.id, d.date, d.stemmed @@ ${stem} AS stem_match,
        (d.stemmed @@ to_tsquery('english', ${inTitle}) OR d.words @@ to_tsquery('simple', ${inTitle})) AS in_title,
        greatest(ts_rank(d.stemmed, ${stem}), ts_rank(d.words, ${plain})) AS score,
        count(*) OVER () AS total
      FROM search_documents d WHERE ${matching}
      ORDER BY in_title DESC, score DESC, d.date DESC NULLS LAST, d.id
      LIMIT ${request.rows} OFFSET ${request.start}) p
    JOIN search_documents d ON d.id = p.id
    ORDER BY p.in_title DESC, p.score DESC, p.date DESC NULLS LAST, p.id`.execute(db);
  const first = page.rows[0];
  const total = first
    ? Number(first.total)
    : Number(
        (await sql<{ n: number | string }>`SELECT count(*) AS n FROM search_documents d WHERE ${matching}`.execute(db)).rows[0]?.n ?? 0,
      );
  if (page.rows.length === 0) return { total, start: request.start, rows: request.rows, hits: [] };
  return { total, start: request.start, rows: request.rows, hits: page.rows.map((row) => hit(row, row.excerpt)) };
}
