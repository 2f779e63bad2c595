import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { imageBytes, listRecords, recordHtml, verifyArchive, type RecordFilter, type RecordSummary } from './archive.js';
import type { ComplianceStore } from './store.js';

/** A page's folder in the export: its path as one lower-case slug ('/retirement/rila' → 'retirement-rila', '/' → 'home'). */
export function urlSlug(url: string): string {
  const slug = url
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'home';
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** One version in the export's index (index.json; index.csv has the same columns, lists joined with '; '). */
export interface ExportIndexRow {
  page: string;
  entryId: string;
  version: number;
  event: RecordSummary['event'];
  at: string;
  entryVersion: number | null;
  contentHash: string | null;
  complianceNumber: string | null;
  expirationDate: string | null;
  principal: string | null;
  principalEmail: string | null;
  approvalDate: string | null;
  firstUse: string | null;
  lastUse: string | null;
  chartSources: { entryId: string; contentType: string; title: string | null; source: string }[];
  htmlFile: string | null;
  images: { url: string; contentType: string; sha256: string; file: string }[];
  rowHash: string;
}

const iso = (date: Date | undefined) => (date ? date.toISOString() : null);

/**
 * The examiner's export (issue 41 item 7): a ZIP holding, for each archived version in `filter`,
 * `<url-slug>/v<seq>.html` (the HTML as served) and its images (`<url-slug>/images/<sha256>.<ext>`,
 * each once), and `index.csv` and `index.json` with the page, version (the archive's seq), event,
 * compliance number, principal, approval date, first and last use and chart sources of each;
 * `index.json` also has the archive's verification when exported (`verification`: ok, rows, head
 * hash). CSV cells that a spreadsheet would run as a formula are escaped.
 */
export async function exportRecords(store: ComplianceStore, filter: RecordFilter): Promise<Uint8Array> {
  const records = await listRecords(store, filter);
  const files: Zippable = {};
  const index: ExportIndexRow[] = [];
  for (const record of records) {
    const folder = urlSlug(record.url);
    let htmlFile: string | null = null;
    if (record.hasHtml) {
      const html = await recordHtml(store, record.seq);
      if (html !== undefined) {
        htmlFile = `${folder}/v${record.seq}.html`;
        files[htmlFile] = strToU8(html);
      }
    }
    const images: ExportIndexRow['images'] = [];
    for (const image of record.images) {
      const file = `${folder}/images/${image.hash}.${EXTENSIONS[image.contentType.split(';')[0]!.trim()] ?? 'bin'}`;
      if (!files[file]) {
        const bytes = await imageBytes(store, image.hash);
        if (bytes) files[file] = [bytes, { level: 0 }];
      }
      images.push({ url: image.url, contentType: image.contentType, sha256: image.hash, file });
    }
    index.push({
      page: record.url,
      entryId: record.entryId,
      version: record.seq,
      event: record.event,
      at: record.at.toISOString(),
      entryVersion: record.entryVersion ?? null,
      contentHash: record.contentHash ?? null,
      complianceNumber: record.complianceNumber ?? null,
      expirationDate: record.expirationDate ?? null,
      principal: record.principalName ?? null,
      principalEmail: record.principalEmail ?? null,
      approvalDate: iso(record.approvedAt),
      firstUse: iso(record.firstUse),
      lastUse: iso(record.lastUse),
      chartSources: record.chartSources.map((s) => ({
        entryId: s.entryId,
        contentType: s.contentType,
        title: s.title ?? null,
        source: s.source,
      })),
      htmlFile,
      images,
      rowHash: record.rowHash,
    });
  }
  const verification = await verifyArchive(store);
  const exported = {
    exportedAt: new Date().toISOString(),
    filter: { entryId: filter.entryId ?? null, from: iso(filter.from), to: iso(filter.to) },
    verification: { ok: verification.ok, rows: verification.rows, head: verification.head ?? null, problems: verification.problems },
    records: index,
  };
  files['index.json'] = strToU8(`${JSON.stringify(exported, null, 2)}\n`);
  files['index.csv'] = strToU8(
    stringify(
      index.map((row) => ({
        ...row,
        chartSources: row.chartSources.map((s) => `${s.title ?? s.entryId}: ${s.source}`).join('; '),
        images: row.images.map((i) => i.file).join('; '),
      })),
      {
        header: true,
        escape_formulas: true,
        columns: [
          'page',
          'entryId',
          'version',
          'event',
          'at',
          'entryVersion',
          'contentHash',
          'complianceNumber',
          'expirationDate',
          'principal',
          'principalEmail',
          'approvalDate',
          'firstUse',
          'lastUse',
          'chartSources',
          'htmlFile',
          'images',
          'rowHash',
        ],
      },
    ),
  );
  return zipSync(files, { level: 6 });
}
