/**
 * The compliance record in the workbench (issue 41 item 7; docs/requirements.md#decision-workbench-roles-and-review):
 * every archived version of the regulated pages, by page and date range (`listRecords` of
 * `@insurer/compliance`), and their export for an examiner, the ZIP `exportRecords` builds (each
 * version's HTML and images, an index in CSV and JSON).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportRecords, listRecords, type ComplianceStore, type RecordFilter } from '@insurer/compliance';
import { recordsRange, type RecordsAnswer } from '../shared/records.js';
import { json } from './http.js';

/** A Contentful entry id: letters, digits, `.`, `_` and `-`, 1 to 64 characters. */
const ENTRY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's filter, or the message of its first malformed parameter. */
function filterOf(url: URL): RecordFilter | string {
  const entry = url.searchParams.get('entry') || undefined;
  if (entry !== undefined && !ENTRY_ID.test(entry)) return 'entry must be an entry id.';
  const range = recordsRange({ from: url.searchParams.get('from') ?? undefined, to: url.searchParams.get('to') ?? undefined });
  if (range.problem) return range.problem;
  return { ...(entry ? { entryId: entry } : {}), ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
}

/** `compliance-records[-{entry}][-from-{day}][-to-{day}].zip`. */
function exportName(url: URL): string {
  const parts = ['compliance-records'];
  const entry = url.searchParams.get('entry');
  if (entry) parts.push(entry);
  for (const key of ['from', 'to']) if (url.searchParams.get(key)) parts.push(key, url.searchParams.get(key)!);
  return `${parts.join('-')}.zip`;
}

/**
 * `/api/records…` (`rest` is the path after `/api/records`), `GET` only, for any signed-in user:
 * - `?entry=&from=&to=` → `RecordsAnswer`, oldest first as the archive lists them;
 * - `/export?entry=&from=&to=` → the ZIP (`application/zip`, `Content-Disposition: attachment`).
 * 400 with a message for a malformed entry id or day (`YYYY-MM-DD`) or `from` after `to`.
 */
export async function recordsRoute(store: ComplianceStore, req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
  if (rest !== '' && rest !== '/export') return json(res, 404, { message: `No workbench API at /api/records${rest}.` });
  if (req.method !== 'GET') return json(res, 405, { message: `Method ${req.method} is not allowed on /api/records.` }, { Allow: 'GET' });
  const url = new URL(req.url ?? '/', 'http://workbench');
  const filter = filterOf(url);
  if (typeof filter === 'string') return json(res, 400, { message: filter });
  if (rest === '') {
    const records = await listRecords(store, filter);
    return json(res, 200, { records: JSON.parse(JSON.stringify(records)) as RecordsAnswer['records'] } satisfies RecordsAnswer);
  }
  const zip = await exportRecords(store, filter);
  res
    .writeHead(200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${exportName(url)}"`,
      'Content-Length': String(zip.byteLength),
      'Cache-Control': 'no-store',
    })
    .end(Buffer.from(zip));
}
