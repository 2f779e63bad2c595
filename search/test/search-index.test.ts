import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateTenant, openSiteDb, type SiteDb } from '@insurer/site-db';
import {
  parseSearchParams,
  searchIndexOf,
  searchResponse,
  type SearchDocument,
  type SearchIndex,
  type SearchRequest,
  SEARCH_TENANT,
} from '../src/index.js';
import { startTestPostgres, type TestPostgres } from '@insurer/site-db/testing';

/** PostgreSQL for this suite listens on 5355 (the port set aside for it). */
const PG_PORT = Number(process.env.SEARCH_TEST_PG_PORT || 5355);

const doc = (over: Partial<SearchDocument> & Pick<SearchDocument, 'id' | 'title'>): SearchDocument => ({
  type: 'page',
  url: `/${over.id}`,
  description: '',
  body: '',
  date: '2026-01-01T00:00:00.000Z',
  ...over,
});

const CORPUS: SearchDocument[] = [
  doc({
    id: 'body-heavy',
    title: 'Planning your income',
    description: 'Retirement, retirement and retirement again.',
    body: 'Retirement income, retirement savings and retirement accounts for a long retirement.',
    date: '2026-03-01T00:00:00.000Z',
  }),
  doc({
    id: 'titled',
    title: 'Retirement planning',
    description: 'Plan ahead.',
    body: 'Talk to a representative.',
    date: '2025-01-01T00:00:00.000Z',
  }),
  doc({
    id: 'claims',
    type: 'article',
    url: '/articles/how-to-file-a-claim',
    title: 'How to file a claim',
    description: 'What to send us.',
    body: 'Our team handles claims (fees < $5) for life insurance quickly. Send the form & a certificate.',
    date: '2026-02-15',
  }),
  doc({ id: 'dental', title: 'Dental coverage', body: 'Cleanings, fillings and crowns.' }),
];

const request = (q: string, start = 0, rows = 10): SearchRequest => ({ q, start, rows });

const dialects: { name: string; open: () => Promise<{ site: SiteDb; stop: () => Promise<void> }> }[] = [
  {
    name: 'SQLite FTS5',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'search-'));
      const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: join(dir, 'site.sqlite') });
      await migrateTenant(site, SEARCH_TENANT);
      return { site, stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL full-text search',
    async open() {
      const pg: TestPostgres = await startTestPostgres(PG_PORT);
      const site = await openSiteDb({ databaseUrl: pg.url, sqlitePath: 'unused' });
      await migrateTenant(site, SEARCH_TENANT);
      return { site, stop: () => pg.stop() };
    },
  },
];

describe.each(dialects)('the search index on $name', ({ open }) => {
  let site: SiteDb;
  let stop: () => Promise<void>;
  let index: SearchIndex;

  beforeAll(async () => {
    ({ site, stop } = await open());
    index = searchIndexOf(site);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await stop?.();
  });
  beforeEach(async () => {
    await index.replaceAll(CORPUS);
  });
  const titles = async (q: string) => (await index.search(request(q))).hits.map((h) => h.title);

  it('ranks a document whose title has the term above one that only repeats it in its text', async () => {
    const results = await index.search(request('retirement'));
    expect(results.total).toBe(2);
    expect(results.hits.map((h) => h.url)).toEqual(['/titled', '/body-heavy']);
  });

  it('finds other forms of a word (stemming): "claiming" finds "claims" and "claim"', async () => {
    const results = await index.search(request('claiming'));
    expect(results.hits.map((h) => h.url)).toEqual(['/articles/how-to-file-a-claim']);
    expect(results.hits[0]).toMatchObject({ title: 'How to file a claim', type: 'article', date: '2026-02-15' });
  });

  it('matches the last word as a prefix, also where the stemmer shortens the word ("insura", "retir")', async () => {
    expect((await index.search(request('life insura'))).hits.map((h) => h.url)).toEqual(['/articles/how-to-file-a-claim']);
    expect((await index.search(request('retir'))).total).toBe(2);
    expect((await index.search(request('dent'))).hits.map((h) => h.url)).toEqual(['/dental']);
    // only the last word is a prefix
    expect((await index.search(request('insura life'))).total).toBe(0);
  });

  it('requires every word', async () => {
    expect((await index.search(request('retirement representative'))).hits.map((h) => h.url)).toEqual(['/titled']);
    expect((await index.search(request('dental claims'))).total).toBe(0);
  });

  it('marks the matched words in an excerpt that escapes the content', async () => {
    const [hit] = (await index.search(request('claims certificate'))).hits;
    expect(hit?.excerpt).toContain('<mark>claims</mark>');
    expect(hit?.excerpt).toContain('<mark>certificate</mark>');
    expect(hit?.excerpt).toContain('<mark>claims</mark> (fees &lt; $5) for life');
    expect(hit?.excerpt).toContain('the form &amp; a <mark>certificate</mark>');
    expect(hit?.excerptParts.filter((p) => p.mark).map((p) => p.text)).toEqual(['claims', 'certificate']);
  });

  it('answers an excerpt without the space that joins an empty body to the description', async () => {
    await index.upsert([doc({ id: 'short', title: 'Short page', description: 'About zebrafish riders.' })]);
    const [hit] = (await index.search(request('zebrafish'))).hits;
    expect(hit?.excerpt).toBe('About <mark>zebrafish</mark> riders.');
  });

  it('answers an excerpt from the start of the text when only the title matches', async () => {
    const [hit] = (await index.search(request('coverage'))).hits;
    expect(hit?.excerpt).toBe('Cleanings, fillings and crowns.');
  });

  it('pages through the results: 10 per page, none twice, the total on every page', async () => {
    await index.upsert(
      Array.from({ length: 25 }, (_, n) =>
        doc({
          id: `pension-${n}`,
          title: `Note ${n}`,
          body: `Pension facts number ${n}.`,
          date: `2025-06-${String(n + 1).padStart(2, '0')}`,
        }),
      ),
    );
    const pages = await Promise.all([0, 10, 20].map((start) => index.search(request('pension', start))));
    expect(pages.map((p) => p.total)).toEqual([25, 25, 25]);
    expect(pages.map((p) => p.hits.length)).toEqual([10, 10, 5]);
    const urls = pages.flatMap((p) => p.hits.map((h) => h.url));
    expect(new Set(urls).size).toBe(25);
    expect(urls[0]).toBe('/pension-24'); // equal relevance: newest first
    expect((await index.search(request('pension', 30))).hits).toEqual([]);
    await index.remove(Array.from({ length: 25 }, (_, n) => `pension-${n}`));
  });

  it('finds nothing, without an error, for terms that are query syntax or have no words', async () => {
    for (const q of ['"', 'NEAR(zz yy)', 'zz:* & !yy', '*', '---', "') OR 1=1 --", '{title} : zz']) {
      const results = await index.search(request(q));
      expect(results.hits, q).toEqual([]);
    }
  });

  it('replaces a document by id, removes one, and replaceAll drops what the source no longer has', async () => {
    await index.upsert([doc({ id: 'dental', title: 'Vision coverage', body: 'Eye exams.' })]);
    expect((await index.search(request('dental'))).total).toBe(0);
    expect((await index.search(request('vision'))).hits.map((h) => h.url)).toEqual(['/dental']);
    await index.remove(['dental']);
    expect((await index.search(request('vision'))).total).toBe(0);
    expect(await index.replaceAll(CORPUS.slice(0, 2))).toEqual({ removed: 1 });
    expect(await index.count()).toBe(2);
  });

  it('keeps the latest read: older text never overwrites newer, and a removal beats a write read before it', async () => {
    await index.upsert([doc({ id: 'race', title: 'Newer racing title' })], 2_000);
    expect(await index.upsert([doc({ id: 'race', title: 'Older racing title' })], 1_000)).toEqual({ written: 0 });
    expect(await titles('racing')).toEqual(['Newer racing title']);
    const readBeforeRemoval = Date.now() - 1;
    await index.remove(['race']);
    expect(await index.upsert([doc({ id: 'race', title: 'Newer racing title' })], readBeforeRemoval)).toEqual({ written: 0 });
    expect(await titles('racing')).toEqual([]);
    expect(await index.upsert([doc({ id: 'race', title: 'Republished racing title' })], Date.now() + 1)).toEqual({ written: 1 });
    expect(await titles('racing')).toEqual(['Republished racing title']);
    await index.remove(['race']);
  });

  it('answers the service request as JSON, and 400 with a message for a blank or malformed one', async () => {
    const get = async (query: string) => {
      const response = await searchResponse(
        new URL(`http://site.test/api/searchapi/api/apps/ProjectOne/query/ProjectOne?${query}`),
        async () => index,
      );
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await get('q=file%20a%20claim&rows=10&start=0')).toEqual({
      status: 200,
      body: {
        q: 'file a claim',
        total: 1,
        start: 0,
        rows: 10,
        hits: [
          {
            title: 'How to file a claim',
            url: '/articles/how-to-file-a-claim',
            type: 'article',
            excerpt: expect.stringContaining('<mark>') as unknown,
            date: '2026-02-15',
          },
        ],
      },
    });
    expect(await get('q=%20%20&rows=10&start=0')).toEqual({ status: 400, body: { message: 'Enter a Keyword' } });
    expect(await get('rows=10')).toEqual({ status: 400, body: { message: 'Enter a Keyword' } });
    expect(await get('q=a&rows=ten')).toEqual({ status: 400, body: { message: '"rows" must be a whole number from 1 to 50.' } });
    expect(await get('q=a&start=-1')).toEqual({ status: 400, body: { message: '"start" must be a whole number from 0 to 10000.' } });
    expect(await get(`q=${'a'.repeat(201)}`)).toEqual({
      status: 400,
      body: { message: 'The search term must be at most 200 characters.' },
    });
  });
});

describe('the search parameters', () => {
  const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

  it('defaults rows to 10 and start to 0, and trims the term', () => {
    expect(parse('q=%20life%20')).toEqual({ ok: true, request: { q: 'life', rows: 10, start: 0 } });
    expect(parse('q=life&rows=50&start=10000')).toEqual({ ok: true, request: { q: 'life', rows: 50, start: 10000 } });
  });

  it.each([
    ['q=', 'Enter a Keyword'],
    ['q=a&q=b', 'Give "q" once.'],
    ['q=a&rows=0', '"rows" must be a whole number from 1 to 50.'],
    ['q=a&rows=51', '"rows" must be a whole number from 1 to 50.'],
    ['q=a&rows=1.5', '"rows" must be a whole number from 1 to 50.'],
    ['q=a&rows=1&rows=2', 'Give "rows" once.'],
    ['q=a&start=10001', '"start" must be a whole number from 0 to 10000.'],
    ['q=a&start=1e3', '"start" must be a whole number from 0 to 10000.'],
    ['q=a&start=', '"start" must be a whole number from 0 to 10000.'],
  ])('refuses %s with "%s"', (query, message) => {
    expect(parse(query)).toEqual({ ok: false, message });
  });

  it('counts the 200-character limit in characters, not bytes', () => {
    expect(parse(`q=${encodeURIComponent('é'.repeat(200))}`).ok).toBe(true);
  });
});
