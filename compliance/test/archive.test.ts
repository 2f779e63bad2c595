import { spawn } from 'node:child_process';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appendRecord,
  approve,
  ComplianceInputError,
  exportRecords,
  GENESIS_HASH,
  listRecords,
  openCompliance,
  recordHtml,
  snapshotHash,
  TRIGGER_MESSAGES,
  verifyArchive,
  type Approval,
  type AppendRecordInput,
  type ComplianceStore,
} from '../src/index.js';
import { addUser, DIALECTS, freshStore, pageOf, type Dialect } from './helpers.js';

const day = (d: number) => new Date(Date.UTC(2026, 2, d, 12));
const PNG_LOGO = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
const PNG_CHART_V1 = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 4, 5, 6]);
const PNG_CHART_V2 = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 7, 8, 9]);
const V1 = pageOf('rila-page', 'RILA v1');
const V2 = pageOf('rila-page', 'RILA v2');
const CHART = {
  entryId: 'cap-chart',
  contentType: 'chartBlock',
  title: 'Cap rates since 2020',
  source: 'Lanternfield Mutual rate history, Dec 2025',
};

const count = async (store: ComplianceStore, table: string) =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(store.site.db)).rows[0]!.n);

/** Drops the archive's guards, as an attacker with the database's owner rights would before editing a row. */
async function dropGuards(store: ComplianceStore): Promise<void> {
  if (store.site.dialect === 'postgres') await sql`drop trigger compliance_archive_guard on compliance_archive`.execute(store.site.db);
  else await sql`drop trigger compliance_archive_no_update`.execute(store.site.db);
}

interface AppendRun {
  seqs: number[];
  startedAt: number;
  endedAt: number;
}

/** Starts compliance/test/append-worker.ts in a process of its own; `go()` lets it append once it is ready. */
function appendingProcess(env: Record<string, string>): { ready: Promise<void>; go(): void; done: Promise<AppendRun> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'compliance/test/append-worker.ts'], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
    if (out.startsWith('ready\n')) markReady();
  });
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const done = new Promise<AppendRun>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.slice('ready\n'.length)) as AppendRun)
        : reject(new Error(`append-worker exited ${code}: ${err}`)),
    ),
  );
  return { ready: Promise.race([ready, done.then(() => undefined)]), go: () => child.stdin.write('go\n'), done };
}

describe.each(DIALECTS)('the compliance archive on $name', (dialect: Dialect) => {
  let store: ComplianceStore;
  let fresh: Awaited<ReturnType<typeof freshStore>>;
  let approvalV1: Approval;
  let approvalV2: Approval;
  beforeAll(() => dialect.start());
  afterAll(() => dialect.stop());
  beforeEach(async () => {
    fresh = await freshStore(dialect);
    store = fresh.store;
    const principal = await addUser(store, 'principal', 'Priya Principal');
    const common = { entryId: 'rila-page', complianceNumber: 'LFM-2026-0117', expirationDate: '2028-12-31', by: principal };
    approvalV1 = await approve(store, { ...common, entryVersion: 3, snapshot: V1, now: day(1) });
    approvalV2 = await approve(store, { ...common, entryVersion: 8, snapshot: V2, now: day(9) });
  });
  afterEach(() => fresh.close());

  const publish = (version: 1 | 2, at: Date): AppendRecordInput => ({
    event: 'publish',
    entryId: 'rila-page',
    url: '/retirement/rila',
    at,
    html: `<!doctype html><h1>RILA v${version}</h1>`,
    images: [
      { url: '/_next/image?url=logo.png', contentType: 'image/png', bytes: PNG_LOGO },
      { url: `/_next/image?url=chart-v${version}.png`, contentType: 'image/png', bytes: version === 1 ? PNG_CHART_V1 : PNG_CHART_V2 },
    ],
    snapshot: version === 1 ? V1 : V2,
    approval: version === 1 ? approvalV1 : approvalV2,
    chartSources: [CHART],
  });

  /** v1 published on the 2nd, v2 on the 10th, unpublished on the 20th. */
  async function history() {
    const a = await appendRecord(store, publish(1, day(2)));
    const b = await appendRecord(store, publish(2, day(10)));
    const c = await appendRecord(store, {
      event: 'unpublish',
      entryId: 'rila-page',
      url: '/retirement/rila',
      at: day(20),
      images: [],
      chartSources: [],
    });
    return [a, b, c];
  }

  it('given two published versions and an unpublish, when listed, then each row has its approval, chart sources, image hashes and first and last use from the chain', async () => {
    const [a, b, c] = await history();
    expect([a!.seq, b!.seq, c!.seq]).toEqual([1, 2, 3]);
    const rows = await listRecords(store, { entryId: 'rila-page' });
    expect(rows.map((r) => [r.seq, r.event, r.firstUse?.toISOString(), r.lastUse?.toISOString()])).toEqual([
      [1, 'publish', day(2).toISOString(), day(10).toISOString()],
      [2, 'publish', day(10).toISOString(), day(20).toISOString()],
      [3, 'unpublish', day(10).toISOString(), day(20).toISOString()],
    ]);
    expect(rows[0]).toMatchObject({
      url: '/retirement/rila',
      contentHash: snapshotHash(V1),
      complianceNumber: 'LFM-2026-0117',
      expirationDate: '2028-12-31',
      entryVersion: 3,
      principalName: 'Priya Principal',
      approvedAt: day(1),
      chartSources: [CHART],
      rowHash: a!.rowHash,
    });
    expect(rows[0]!.imageHashes).toHaveLength(2);
    expect(rows[1]!.imageHashes[0]).toBe(rows[0]!.imageHashes[0]); // the same logo
    expect(await recordHtml(store, 2)).toBe('<!doctype html><h1>RILA v2</h1>');
    expect(await recordHtml(store, 3)).toBeUndefined();
    expect(await recordHtml(store, 99)).toBeUndefined();
    // Three images in all, the logo stored once.
    expect(await count(store, 'compliance_blobs')).toBe(3);
    // A date range picks the versions in use in it: v1 alone on the 5th, v2 open until the unpublish.
    expect((await listRecords(store, { from: day(4), to: day(5) })).map((r) => r.seq)).toEqual([1]);
    expect((await listRecords(store, { from: day(12), to: day(15) })).map((r) => [r.seq, r.lastUse])).toEqual([[2, day(20)]]);
    expect((await listRecords(store, { entryId: 'another-page' })).length).toBe(0);
  });

  it('given a published version still served, when listed, then its last use is open', async () => {
    await appendRecord(store, publish(1, day(2)));
    expect((await listRecords(store, {}))[0]).toMatchObject({ firstUse: day(2) });
    expect((await listRecords(store, {}))[0]!.lastUse).toBeUndefined();
  });

  it('given rows, when verified, then every hash and the chain check out and each row names the one before', async () => {
    const [a, b] = await history();
    const chain = await sql<{
      seq: number;
      prev_hash: string;
      row_hash: string;
    }>`select seq, prev_hash, row_hash from compliance_archive order by seq`.execute(store.site.db);
    expect(chain.rows.map((r) => r.prev_hash)).toEqual([GENESIS_HASH, a!.rowHash, b!.rowHash]);
    expect(await verifyArchive(store)).toEqual({ ok: true, rows: 3, problems: [], head: chain.rows[2]!.row_hash });
  });

  it('given the triggers, when a row is updated or deleted within its retention period, then the database refuses', async () => {
    await history();
    await expect(sql`update compliance_archive set compliance_number = 'LFM-FAKE' where seq = 2`.execute(store.site.db)).rejects.toThrow(
      TRIGGER_MESSAGES.update,
    );
    await expect(sql`delete from compliance_archive where seq = 1`.execute(store.site.db)).rejects.toThrow(TRIGGER_MESSAGES.delete);
    await expect(sql`delete from compliance_archive`.execute(store.site.db)).rejects.toThrow(TRIGGER_MESSAGES.delete);
    await expect(sql`update compliance_blobs set size = 0`.execute(store.site.db)).rejects.toThrow(TRIGGER_MESSAGES.blobUpdate);
    await expect(sql`delete from compliance_blobs`.execute(store.site.db)).rejects.toThrow(TRIGGER_MESSAGES.blobDelete);
    if (dialect.name === 'PostgreSQL') {
      await expect(sql`truncate compliance_archive`.execute(store.site.db)).rejects.toThrow(TRIGGER_MESSAGES.truncate);
    }
    expect(await verifyArchive(store)).toMatchObject({ ok: true, rows: 3 });
  });

  it('given a row past its retention period, when deleted, then the database lets it go, and its image with it', async () => {
    const longAgo = new Date();
    longAgo.setUTCFullYear(longAgo.getUTCFullYear() - 3, longAgo.getUTCMonth(), longAgo.getUTCDate() - 1);
    await appendRecord(store, {
      event: 'publish',
      entryId: 'old-page',
      url: '/old',
      at: longAgo,
      html: '<h1>Old</h1>',
      images: [{ url: '/old.png', contentType: 'image/png', bytes: new Uint8Array([1]) }],
      chartSources: [],
    });
    await appendRecord(store, publish(1, new Date()));
    await sql`delete from compliance_archive where entry_id = 'old-page'`.execute(store.site.db);
    await sql`delete from compliance_blobs where size = 1`.execute(store.site.db);
    expect(await count(store, 'compliance_archive')).toBe(1);
    // The chain starts at the first row kept.
    expect(await verifyArchive(store)).toMatchObject({ ok: true, rows: 1, problems: [] });
  });

  it('given an attacker who drops the trigger and edits a row, when verified, then verification fails naming that row', async () => {
    await history();
    await dropGuards(store);
    await sql`update compliance_archive set html = '<h1>RILA v2, guaranteed 12%</h1>' where seq = 2`.execute(store.site.db);
    expect(await verifyArchive(store)).toEqual({
      ok: false,
      rows: 3,
      problems: ['row 2: its HTML does not match its hash'],
      head: expect.any(String),
    });
  });

  it('given an attacker who also recomputes the edited row hash, when verified, then the next row no longer chains to it', async () => {
    await history();
    await dropGuards(store);
    await sql`update compliance_archive set principal_name = 'Someone Else' where seq = 1`.execute(store.site.db);
    expect((await verifyArchive(store)).problems).toEqual(['row 1: its fields do not match its row hash']);
    const { rowHashOf } = await import('../src/archive.js');
    const row = (await sql`select * from compliance_archive where seq = 1`.execute(store.site.db)).rows[0] as Parameters<
      typeof rowHashOf
    >[0];
    await sql`update compliance_archive set row_hash = ${rowHashOf(row)} where seq = 1`.execute(store.site.db);
    expect((await verifyArchive(store)).problems).toEqual(['row 2: its previous-row hash is not the hash of row 1']);
  });

  it('given a replaced image, when verified, then verification names the row showing it', async () => {
    await history();
    await sql`drop trigger ${sql.raw(dialect.name === 'PostgreSQL' ? 'compliance_blobs_guard on compliance_blobs' : 'compliance_blobs_no_update')}`.execute(
      store.site.db,
    );
    const chart = (await listRecords(store, {}))[1]!.imageHashes[1]!;
    await sql`update compliance_blobs set bytes = ${Buffer.from(PNG_CHART_V1)} where hash = ${chart}`.execute(store.site.db);
    expect((await verifyArchive(store)).problems).toEqual(['row 2: its image /_next/image?url=chart-v2.png does not match its hash']);
  });

  it('given two processes appending at once, when both finish, then the chain has every row once, in one line', async () => {
    const env = { ...fresh.database.env, COUNT: '40' };
    const workers = [appendingProcess({ ...env, WORKER: 'one' }), appendingProcess({ ...env, WORKER: 'two' })];
    await Promise.all(workers.map((w) => w.ready));
    for (const w of workers) w.go();
    const [one, two] = await Promise.all(workers.map((w) => w.done));
    // They did append at the same time.
    expect(one!.startedAt).toBeLessThan(two!.endedAt);
    expect(two!.startedAt).toBeLessThan(one!.endedAt);
    expect([...one!.seqs, ...two!.seqs].sort((x, y) => x - y)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    expect(await verifyArchive(store)).toMatchObject({ ok: true, rows: 80, problems: [] });
  });

  it('given malformed input, when appending, then it is refused with the reason', async () => {
    const bad = (over: Partial<AppendRecordInput>) => appendRecord(store, { ...publish(1, day(2)), ...over });
    await expect(bad({ event: 'delete' as never })).rejects.toThrow(
      new ComplianceInputError('The event must be one of: publish, unpublish, expire'),
    );
    await expect(bad({ url: 'retirement/rila' })).rejects.toThrow("The page's URL must be a path starting with /");
    await expect(bad({ contentHash: snapshotHash(V2) })).rejects.toThrow("The snapshot's hash is not the content hash given");
    await expect(bad({ entryId: 'other-page' })).rejects.toThrow('The approval is of another entry');
    await expect(bad({ chartSources: [{ entryId: 'x' } as never] })).rejects.toThrow(
      'Each chart source needs an entryId, a contentType and a source',
    );
    expect(await count(store, 'compliance_archive')).toBe(0);
  });

  it('given the history, when exported, then the ZIP holds both versions, their images and an index naming the principal', async () => {
    await history();
    const files = unzipSync(await exportRecords(store, { entryId: 'rila-page' }));
    const images = (await listRecords(store, {})).flatMap((r) => r.imageHashes);
    expect(Object.keys(files).sort()).toEqual(
      [
        'index.csv',
        'index.json',
        'retirement-rila/v1.html',
        'retirement-rila/v2.html',
        ...[...new Set(images)].map((hash) => `retirement-rila/images/${hash}.png`),
      ].sort(),
    );
    expect(strFromU8(files['retirement-rila/v1.html']!)).toBe('<!doctype html><h1>RILA v1</h1>');
    expect(files[`retirement-rila/images/${images[0]}.png`]).toEqual(PNG_LOGO);
    const index = JSON.parse(strFromU8(files['index.json']!)) as { verification: unknown; records: Record<string, unknown>[] };
    expect(index.verification).toMatchObject({ ok: true, rows: 3 });
    expect(index.records.map((r) => [r.page, r.version, r.event, r.principal, r.approvalDate, r.firstUse, r.lastUse])).toEqual([
      ['/retirement/rila', 1, 'publish', 'Priya Principal', day(1).toISOString(), day(2).toISOString(), day(10).toISOString()],
      ['/retirement/rila', 2, 'publish', 'Priya Principal', day(9).toISOString(), day(10).toISOString(), day(20).toISOString()],
      ['/retirement/rila', 3, 'unpublish', null, null, day(10).toISOString(), day(20).toISOString()],
    ]);
    const csv = strFromU8(files['index.csv']!).split('\n');
    expect(csv[0]).toBe(
      'page,entryId,version,event,at,entryVersion,contentHash,complianceNumber,expirationDate,principal,principalEmail,approvalDate,firstUse,lastUse,chartSources,htmlFile,images,rowHash',
    );
    expect(csv[1]).toContain(
      `/retirement/rila,rila-page,1,publish,${day(2).toISOString()},3,${snapshotHash(V1)},LFM-2026-0117,2028-12-31,Priya Principal,priya.principal@lanternfield.example,${day(1).toISOString()},${day(2).toISOString()},${day(10).toISOString()},"Cap rates since 2020: Lanternfield Mutual rate history, Dec 2025",retirement-rila/v1.html,`,
    );
  });
});

// PostgreSQL only: better-sqlite3 waits for SQLite's lock synchronously, so one process cannot hold
// two SQLite connections that wait on each other (the two-process test above covers SQLite).
describe('the compliance archive on PostgreSQL with two pools in one process', () => {
  const postgres = DIALECTS.find((d) => d.name === 'PostgreSQL')!;
  beforeAll(() => postgres.start());
  afterAll(() => postgres.stop());

  it('given two connections appending at once in one process, when both finish, then the chain does not fork', async () => {
    const fresh = await freshStore(postgres);
    const store = fresh.store;
    const other = await fresh.database.open();
    const otherStore = await openCompliance(other);
    try {
      const appends = (s: ComplianceStore, page: string) =>
        Array.from({ length: 20 }, (_, i) =>
          appendRecord(s, {
            event: 'publish',
            entryId: page,
            url: `/${page}`,
            at: new Date(),
            html: `${page} ${i}`,
            images: [],
            chartSources: [],
          }),
        );
      const results = await Promise.all([...appends(store, 'a'), ...appends(otherStore, 'b')]);
      expect(results.map((r) => r.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(await verifyArchive(store)).toMatchObject({ ok: true, rows: 40 });
    } finally {
      await other.close();
      await fresh.close();
    }
  });
});
