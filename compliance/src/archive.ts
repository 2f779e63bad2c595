import { sql, type Kysely } from 'kysely';
import { ComplianceInputError } from './errors.js';
import type { Approval } from './review.js';
import type { ArchiveTable, ComplianceDatabase } from './schema.js';
import { canonicalJson, sha256, snapshotHash, type PageSnapshot } from './snapshot.js';
import { tables, type ComplianceStore } from './store.js';

/** What happened to a regulated page: published (a version is served from then on), unpublished, or expired (its approval's date passed). */
export type ArchiveEvent = 'publish' | 'unpublish' | 'expire';

export const ARCHIVE_EVENTS: readonly ArchiveEvent[] = ['publish', 'unpublish', 'expire'];

/** An image of the page as served: where it was served from, its type and its bytes. */
export interface ArchiveImage {
  url: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The source of a chart or statistical table on the page (FINRA Rule 2210(b)(4)(A)): the block's entry, type, title and `source` field. */
export interface ChartSource {
  entryId: string;
  contentType: string;
  title?: string;
  source: string;
}

export interface AppendRecordInput {
  event: ArchiveEvent;
  entryId: string;
  /** The page's path on the site, e.g. `/retirement/rila`. */
  url: string;
  at: Date;
  /** The HTML as served (a publish); none for an unpublish or expiry. */
  html?: string;
  images: ArchiveImage[];
  /** The served content's snapshot (the Delivery API's); its hash must be `contentHash` when both are given. */
  snapshot?: PageSnapshot;
  contentHash?: string;
  complianceNumber?: string;
  expirationDate?: string;
  approval?: Approval;
  chartSources: ChartSource[];
}

/** One archive row as listed: no HTML, no snapshot, no bytes (`recordHtml`, `exportRecords`). */
export interface RecordSummary {
  seq: number;
  event: ArchiveEvent;
  entryId: string;
  url: string;
  at: Date;
  contentHash?: string;
  complianceNumber?: string;
  principalName?: string;
  approvedAt?: Date;
  /** A publish: its own date. An unpublish or expiry: the date of the publish it ended. */
  firstUse?: Date;
  /** A publish: the page's next archived event (unpublish, expiry or the next publish); absent while it is served. An unpublish or expiry: its own date. */
  lastUse?: Date;
  chartSources: ChartSource[];
  imageHashes: string[];
  /** Added to the agreed API: the row's place in the chain, and the served images' URLs and types. */
  rowHash: string;
  entryVersion?: number;
  expirationDate?: string;
  principalEmail?: string;
  images: { url: string; contentType: string; hash: string; size: number }[];
  hasHtml: boolean;
}

/** Which rows `listRecords` and `exportRecords` answer: of one page, and in use at some time from `from` to `to` (inclusive). */
export interface RecordFilter {
  entryId?: string;
  from?: Date;
  to?: Date;
}

/** The `prev_hash` of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

type StoredImage = { url: string; contentType: string; hash: string; size: number };

/** Everything a row's hash covers: every column but the HTML and snapshot themselves (their hashes stand for them) and the row hash. */
function hashedFields(row: Omit<ArchiveTable, 'row_hash'>): Record<string, unknown> {
  return {
    seq: Number(row.seq),
    event: row.event,
    entryId: row.entry_id,
    url: row.url,
    at: Number(row.at),
    htmlHash: row.html_hash,
    images: JSON.parse(row.images) as unknown,
    snapshotHash: row.snapshot_hash,
    contentHash: row.content_hash,
    complianceNumber: row.compliance_number,
    expirationDate: row.expiration_date,
    approvalId: row.approval_id,
    entryVersion: row.entry_version === null ? null : Number(row.entry_version),
    principalName: row.principal_name,
    principalEmail: row.principal_email,
    approvedAt: row.approved_at === null ? null : Number(row.approved_at),
    chartSources: JSON.parse(row.chart_sources) as unknown,
    retainUntil: Number(row.retain_until),
    prevHash: row.prev_hash,
  };
}

/** A row's hash: lowercase hex sha256 of the canonical JSON (RFC 8785) of `hashedFields`. */
export function rowHashOf(row: Omit<ArchiveTable, 'row_hash'>): string {
  return sha256(canonicalJson(hashedFields(row)));
}

function addYears(at: Date, years: number): number {
  const until = new Date(at.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until.getTime();
}

function optionalText(value: unknown, what: string, max = 4000): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ComplianceInputError(`The ${what} must be text`);
  if (value.length > max) throw new ComplianceInputError(`The ${what} must have at most ${max} characters`);
  return value;
}

function checkChartSources(sources: unknown): ChartSource[] {
  if (!Array.isArray(sources)) throw new ComplianceInputError('The chart sources must be a list');
  return sources.map((s: Partial<ChartSource>) => {
    if (typeof s?.entryId !== 'string' || typeof s.contentType !== 'string' || typeof s.source !== 'string') {
      throw new ComplianceInputError('Each chart source needs an entryId, a contentType and a source');
    }
    return { entryId: s.entryId, contentType: s.contentType, ...(typeof s.title === 'string' ? { title: s.title } : {}), source: s.source };
  });
}

/**
 * Runs `work` with the archive to itself: on PostgreSQL a transaction holding the table in
 * EXCLUSIVE mode (appends wait for each other; reads go on), on SQLite a `BEGIN IMMEDIATE`
 * transaction (the database's one writer, waited for up to site-db's busy timeout). So two
 * processes appending at once each read the true last row, and the chain never forks (the unique
 * `prev_hash` would refuse a fork anyway).
 */
async function withArchiveLock<T>(store: ComplianceStore, work: (db: Kysely<ComplianceDatabase>) => Promise<T>): Promise<T> {
  const db = tables(store);
  if (store.site.dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`lock table compliance_archive in exclusive mode`.execute(trx);
      return work(trx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/**
 * Appends one event of a regulated page to the compliance archive (issue 41 item 6): the HTML as
 * served and its hash, its images (bytes stored once per sha256 in `compliance_blobs`), the
 * content snapshot, the approving principal and date, the compliance number and expiration date,
 * the chart sources, the retention deadline (`at` plus the store's retention years), the hash of
 * the row before and its own hash. Appends are serialised (see withArchiveLock).
 * @throws ComplianceInputError for an unknown event, an empty entry id or URL, a snapshot whose
 * hash is not `contentHash`, an approval of another entry, or malformed images or chart sources.
 */
export async function appendRecord(store: ComplianceStore, input: AppendRecordInput): Promise<{ seq: number; rowHash: string }> {
  if (!ARCHIVE_EVENTS.includes(input.event)) throw new ComplianceInputError(`The event must be one of: ${ARCHIVE_EVENTS.join(', ')}`);
  if (typeof input.entryId !== 'string' || !input.entryId) throw new ComplianceInputError('The entry id is required');
  if (typeof input.url !== 'string' || !input.url.startsWith('/'))
    throw new ComplianceInputError("The page's URL must be a path starting with /");
  if (!(input.at instanceof Date) || Number.isNaN(input.at.getTime())) throw new ComplianceInputError('The event date is not valid');
  const html = input.html === undefined ? null : optionalText(input.html, 'HTML', 50_000_000);
  const snapshotText = input.snapshot ? JSON.stringify(input.snapshot) : null;
  const snapshotDigest = input.snapshot ? snapshotHash(input.snapshot) : null;
  const contentHash = input.contentHash ?? snapshotDigest;
  if (snapshotDigest && contentHash !== snapshotDigest) throw new ComplianceInputError("The snapshot's hash is not the content hash given");
  if (input.approval && input.approval.entryId !== input.entryId) throw new ComplianceInputError('The approval is of another entry');
  if (!Array.isArray(input.images)) throw new ComplianceInputError('The images must be a list');
  const images: (StoredImage & { bytes: Uint8Array })[] = input.images.map((image) => {
    if (typeof image?.url !== 'string' || typeof image.contentType !== 'string' || !(image.bytes instanceof Uint8Array)) {
      throw new ComplianceInputError('Each image needs a url, a contentType and its bytes');
    }
    return { url: image.url, contentType: image.contentType, hash: sha256(image.bytes), size: image.bytes.byteLength, bytes: image.bytes };
  });
  const chartSources = checkChartSources(input.chartSources);
  const fields = {
    event: input.event,
    entry_id: input.entryId,
    url: input.url,
    at: input.at.getTime(),
    html,
    html_hash: html === null ? null : sha256(html),
    images: JSON.stringify(images.map(({ url, contentType, hash, size }) => ({ url, contentType, hash, size }))),
    snapshot: snapshotText,
    snapshot_hash: snapshotDigest,
    content_hash: contentHash,
    compliance_number: optionalText(input.complianceNumber ?? input.approval?.complianceNumber, 'compliance number', 100),
    expiration_date: optionalText(input.expirationDate ?? input.approval?.expirationDate, 'expiration date', 100),
    approval_id: input.approval?.id ?? null,
    entry_version: input.approval?.entryVersion ?? null,
    principal_name: input.approval?.principal.name ?? null,
    principal_email: input.approval?.principal.email ?? null,
    approved_at: input.approval ? input.approval.approvedAt.getTime() : null,
    chart_sources: JSON.stringify(chartSources),
    retain_until: addYears(input.at, store.retentionYears),
  };
  return withArchiveLock(store, async (db) => {
    for (const image of images) {
      await db
        .insertInto('compliance_blobs')
        .values({ hash: image.hash, bytes: Buffer.from(image.bytes), size: image.size })
        .onConflict((oc) => oc.column('hash').doNothing())
        .execute();
    }
    const last = await db.selectFrom('compliance_archive').select(['seq', 'row_hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    const row = { ...fields, seq: last ? Number(last.seq) + 1 : 1, prev_hash: last?.row_hash ?? GENESIS_HASH };
    const rowHash = rowHashOf(row);
    await db
      .insertInto('compliance_archive')
      .values({ ...row, row_hash: rowHash })
      .execute();
    return { seq: row.seq, rowHash };
  });
}

const SUMMARY_COLUMNS = [
  'seq',
  'event',
  'entry_id',
  'url',
  'at',
  'html_hash',
  'images',
  'content_hash',
  'compliance_number',
  'expiration_date',
  'entry_version',
  'principal_name',
  'principal_email',
  'approved_at',
  'chart_sources',
  'row_hash',
] as const;

type SummaryRow = Pick<ArchiveTable, (typeof SUMMARY_COLUMNS)[number]>;

/**
 * Archive rows by page and date range (issue 41 item 7), oldest first, each with its first and
 * last use derived from the chain (rows are never updated): a publish is in use from its own
 * date until the page's next archived event (its unpublish, expiry or next publish), open while
 * it is served; an unpublish or expiry ends the publish before it. A row is in the range when
 * its use overlaps `from`–`to` (an unpublish or expiry: when its date is in it).
 */
export async function listRecords(store: ComplianceStore, filter: RecordFilter): Promise<RecordSummary[]> {
  const from = filter.from?.getTime();
  const to = filter.to?.getTime();
  if ((from !== undefined && Number.isNaN(from)) || (to !== undefined && Number.isNaN(to)))
    throw new ComplianceInputError('The date range is not valid');
  let query = tables(store).selectFrom('compliance_archive').select(SUMMARY_COLUMNS);
  if (filter.entryId !== undefined) query = query.where('entry_id', '=', filter.entryId);
  // Rows after the range cannot be in it; rows before it may still be in use, so they are read.
  if (to !== undefined) query = query.where('at', '<=', to);
  const rows = (await query.orderBy('seq').execute()) as SummaryRow[];
  // The next event of each page after the last row read (a publish's last use may lie after `to`).
  const next = new Map<string, number>();
  if (to !== undefined) {
    const pages = [...new Set(rows.map((r) => r.entry_id))];
    for (let i = 0; i < pages.length; i += 500) {
      const after = await tables(store)
        .selectFrom('compliance_archive')
        .select(['entry_id', (eb) => eb.fn.min('at').as('at')])
        .where('entry_id', 'in', pages.slice(i, i + 500))
        .where('at', '>', to)
        .groupBy('entry_id')
        .execute();
      for (const row of after) next.set(row.entry_id, Number(row.at));
    }
  }
  const summaries: RecordSummary[] = [];
  const lastOfPage = new Map<string, RecordSummary>();
  for (const row of rows) {
    const summary = summaryOf(row);
    const previous = lastOfPage.get(row.entry_id);
    if (previous?.event === 'publish' && previous.lastUse === undefined) previous.lastUse = summary.at;
    if (summary.event === 'publish') summary.firstUse = summary.at;
    else {
      if (previous?.event === 'publish') summary.firstUse = previous.firstUse;
      summary.lastUse = summary.at;
    }
    lastOfPage.set(row.entry_id, summary);
    summaries.push(summary);
  }
  for (const [page, summary] of lastOfPage) {
    const later = next.get(page);
    if (summary.event === 'publish' && summary.lastUse === undefined && later !== undefined) summary.lastUse = new Date(later);
  }
  return summaries.filter((s) => {
    const start = (s.event === 'publish' ? s.firstUse : s.at)!.getTime();
    const end = s.event === 'publish' ? (s.lastUse?.getTime() ?? Infinity) : s.at.getTime();
    return (from === undefined || end >= from) && (to === undefined || start <= to);
  });
}

function summaryOf(row: SummaryRow): RecordSummary {
  const images = JSON.parse(row.images) as StoredImage[];
  const summary: RecordSummary = {
    seq: Number(row.seq),
    event: row.event,
    entryId: row.entry_id,
    url: row.url,
    at: new Date(Number(row.at)),
    chartSources: JSON.parse(row.chart_sources) as ChartSource[],
    imageHashes: images.map((i) => i.hash),
    images,
    rowHash: row.row_hash,
    hasHtml: row.html_hash !== null,
  };
  if (row.content_hash !== null) summary.contentHash = row.content_hash;
  if (row.compliance_number !== null) summary.complianceNumber = row.compliance_number;
  if (row.expiration_date !== null) summary.expirationDate = row.expiration_date;
  if (row.entry_version !== null) summary.entryVersion = Number(row.entry_version);
  if (row.principal_name !== null) summary.principalName = row.principal_name;
  if (row.principal_email !== null) summary.principalEmail = row.principal_email;
  if (row.approved_at !== null) summary.approvedAt = new Date(Number(row.approved_at));
  return summary;
}

/** The HTML of row `seq` as it was served, or undefined (no such row, or an event that served none). */
export async function recordHtml(store: ComplianceStore, seq: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(seq) || seq < 1) return undefined;
  const row = await tables(store).selectFrom('compliance_archive').select('html').where('seq', '=', seq).executeTakeFirst();
  return row?.html ?? undefined;
}

/** The bytes of a stored image by its sha256, or undefined. */
export async function imageBytes(store: ComplianceStore, hash: string): Promise<Uint8Array | undefined> {
  const row = await tables(store).selectFrom('compliance_blobs').select('bytes').where('hash', '=', hash).executeTakeFirst();
  return row ? new Uint8Array(row.bytes) : undefined;
}

/** The result of `verifyArchive`; `head` (added to the agreed API) is the last row's hash, to note down outside the database. */
export interface VerifyResult {
  ok: boolean;
  rows: number;
  problems: string[];
  head?: string;
}

const VERIFY_BATCH = 200;
const PROBLEMS_MAX = 100;

/**
 * Recomputes the whole archive (issue 41 item 6; `npm run compliance:verify`): each row's HTML,
 * snapshot and image hashes from what is stored, its row hash from its fields, and the chain (each
 * `prev_hash` the row hash of the row before, seq without gaps). Answers ok, the rows checked and
 * the problems, the first naming the first bad row (`row 7: …`); at most 100 problems. Rows
 * before the first are accepted as deleted after their retention period.
 */
export async function verifyArchive(store: ComplianceStore): Promise<VerifyResult> {
  const db = tables(store);
  const problems: string[] = [];
  const goodBlobs = new Set<string>();
  let previous: { seq: number; rowHash: string } | undefined;
  let rows = 0;
  for (;;) {
    let query = db.selectFrom('compliance_archive').selectAll().orderBy('seq').limit(VERIFY_BATCH);
    if (previous) query = query.where('seq', '>', previous.seq);
    const batch = await query.execute();
    for (const row of batch) {
      rows++;
      const seq = Number(row.seq);
      const problem = (text: string) => problems.length < PROBLEMS_MAX && problems.push(`row ${seq}: ${text}`);
      if (previous && seq !== previous.seq + 1) problem(`rows ${previous.seq + 1} to ${seq - 1} are missing`);
      if (previous && row.prev_hash !== previous.rowHash) problem(`its previous-row hash is not the hash of row ${previous.seq}`);
      if (!previous && seq === 1 && row.prev_hash !== GENESIS_HASH) problem('the first row does not start the chain');
      if ((row.html === null) !== (row.html_hash === null) || (row.html !== null && sha256(row.html) !== row.html_hash)) {
        problem('its HTML does not match its hash');
      }
      if (
        (row.snapshot === null) !== (row.snapshot_hash === null) ||
        (row.snapshot !== null && snapshotHash(JSON.parse(row.snapshot) as PageSnapshot) !== row.snapshot_hash)
      ) {
        problem('its snapshot does not match its hash');
      }
      let images: StoredImage[] = [];
      try {
        images = JSON.parse(row.images) as StoredImage[];
        JSON.parse(row.chart_sources);
      } catch {
        problem('its images or chart sources are not readable');
      }
      for (const image of images) {
        if (goodBlobs.has(image.hash)) continue;
        const bytes = await imageBytes(store, image.hash);
        if (!bytes) problem(`its image ${image.url} (${image.hash}) is missing`);
        else if (sha256(bytes) !== image.hash || bytes.byteLength !== image.size) problem(`its image ${image.url} does not match its hash`);
        else goodBlobs.add(image.hash);
      }
      try {
        if (rowHashOf(row) !== row.row_hash) problem('its fields do not match its row hash');
      } catch {
        problem('its fields are not readable');
      }
      previous = { seq, rowHash: row.row_hash };
    }
    if (batch.length < VERIFY_BATCH) break;
  }
  const result: VerifyResult = { ok: problems.length === 0, rows, problems };
  if (previous) result.head = previous.rowHash;
  return result;
}
