/**
 * Benchmark of the site search (docs/requirements.md#decision-search-backend): builds an index of
 * 10,000 generated documents (title, description, a body of 300 words; see `corpus`) in the site
 * database, on SQLite (FTS5) and on PostgreSQL, then answers searches of one to three words (the
 * last a prefix half the time, as typed) one after another and prints the latency p50/p95 of a
 * page of 10 results, and the indexing rate. Prints figures; asserts nothing.
 *
 *   npm run bench:search    (DOCUMENTS=10000 QUERIES=400 by default)
 *
 * PostgreSQL is the DATABASE_URL given to the command when set (a real server: the index in it
 * is replaced by the generated documents), else PGlite (PostgreSQL compiled to WebAssembly,
 * single-threaded, so slower than a server) on port 5356 through the `pg` driver.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateTenant, openSiteDb, type SiteDb } from '@insurer/site-db';
import { SEARCH_TENANT, searchIndexOf, type SearchDocument } from '@insurer/search';
import { startTestPostgres } from '@insurer/site-db/testing';

const DOCUMENTS = Number(process.env.DOCUMENTS ?? 10_000);
const QUERIES = Number(process.env.QUERIES ?? 400);
const PGLITE_PORT = Number(process.env.BENCH_PG_PORT ?? 5356);

const VOCABULARY = (
  'life insurance term whole universal disability income retirement annuity pension savings dental vision ' +
  'accident critical illness hospital coverage benefit beneficiary claim premium policy rider employer employee ' +
  'broker agent representative quote enrollment wellness family children spouse health plan network provider ' +
  'cleaning filling crown exam glasses lenses protection paycheck leave absence return work injury recovery ' +
  'planning advice investment market index cap floor buffer growth tax estate trust will legacy mortgage debt'
).split(' ');
const FILLER = 'the a of and to in for with on your our you we is are be can that this it as at by from or an'.split(' ');

/** A small deterministic random generator (mulberry32), so every run indexes the same corpus. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Made-up words (syllable pairs and triples): the long tail of a real site's vocabulary. */
function lexicon(size: number, next: () => number): string[] {
  const syllables = 'ba ce di fo gu ha je ki lo mu na pe ri so tu va we xi yo zu an el in or us'.split(' ');
  const pick = () => syllables[Math.floor(next() * syllables.length)]!;
  return Array.from({ length: size }, () => pick() + pick() + (next() < 0.5 ? pick() : ''));
}

/**
 * Documents written like a site's pages: about 45% short function words, 7% the insurer's own
 * vocabulary (what visitors search for), the rest from a long tail of 5,000 other words; so a
 * one-word search matches about a fifth of the documents and three words a few percent.
 */
function corpus(count: number): SearchDocument[] {
  const next = random(13);
  const tail = lexicon(5000, next);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const word = () => {
    const r = next();
    return r < 0.45 ? pick(FILLER) : r < 0.52 ? pick(VOCABULARY) : pick(tail);
  };
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  return Array.from({ length: count }, (_, i) => ({
    id: `doc-${i}`,
    type: i % 3 === 0 ? 'article' : 'page',
    url: `/generated/${i}`,
    title: `${pick(VOCABULARY)} ${pick(tail)} ${pick(VOCABULARY)}`,
    description: words(25),
    body: words(300),
    date: new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 5 * 365) * 86_400_000).toISOString(),
  }));
}

function queries(count: number): string[] {
  const next = random(29);
  const pick = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;
  return Array.from({ length: count }, () => {
    const words = Array.from({ length: 1 + Math.floor(next() * 3) }, pick);
    const last = words[words.length - 1]!;
    if (next() < 0.5 && last.length > 4) words[words.length - 1] = last.slice(0, 3 + Math.floor(next() * (last.length - 3)));
    return words.join(' ');
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function bench(name: string, site: SiteDb, documents: SearchDocument[], terms: string[]): Promise<void> {
  const index = searchIndexOf(site);
  const buildStart = performance.now();
  await index.replaceAll(documents);
  const buildMs = performance.now() - buildStart;
  for (const q of terms.slice(0, 20)) await index.search({ q, rows: 10, start: 0 }); // warm-up
  const times: number[] = [];
  let hits = 0;
  for (const q of terms) {
    const start = performance.now();
    const results = await index.search({ q, rows: 10, start: 0 });
    times.push(performance.now() - start);
    hits += results.total;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} indexed ${documents.length} in ${(buildMs / 1000).toFixed(1)} s (${Math.round(documents.length / (buildMs / 1000))}/s)  ` +
      `search p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ` +
      `(${terms.length} searches, ${Math.round(hits / terms.length)} matches on average)`,
  );
}

const documents = corpus(DOCUMENTS);
const terms = queries(QUERIES);
console.log(`[bench:search] ${DOCUMENTS} documents, ${QUERIES} searches of a page of 10, one at a time`);

const dir = mkdtempSync(join(tmpdir(), 'search-bench-'));
try {
  const sqlite = await openSiteDb({ databaseUrl: undefined, sqlitePath: join(dir, 'site.sqlite') });
  await migrateTenant(sqlite, SEARCH_TENANT);
  await bench('SQLite FTS5', sqlite, documents, terms);
  await sqlite.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const external = process.env.DATABASE_URL;
const pglite = external ? undefined : await startTestPostgres(PGLITE_PORT);
try {
  const postgres = await openSiteDb({ databaseUrl: external ?? pglite!.url, sqlitePath: 'unused' });
  await migrateTenant(postgres, SEARCH_TENANT);
  await bench(external ? 'PostgreSQL (DATABASE_URL)' : 'PostgreSQL (PGlite, WebAssembly)', postgres, documents, terms);
  await postgres.close();
} finally {
  await pglite?.stop();
}
