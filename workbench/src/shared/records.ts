/**
 * The compliance record as the workbench's Records view reads it (`GET /api/records`), and the
 * filter's rules, shared by the browser and the server (docs/requirements.md#decision-workbench-roles-and-review).
 * Dates are ISO 8601 strings (JSON). No React, no Node.
 */

/** One archived version of a regulated page (`@insurer/compliance`'s `RecordSummary`, as JSON). */
export interface RecordView {
  seq: number;
  event: 'publish' | 'unpublish' | 'expire';
  entryId: string;
  url: string;
  at: string;
  contentHash?: string;
  complianceNumber?: string;
  principalName?: string;
  approvedAt?: string;
  firstUse?: string;
  lastUse?: string;
  chartSources: { entryId: string; contentType: string; title?: string; source: string }[];
  imageHashes: string[];
}

export interface RecordsAnswer {
  records: RecordView[];
}

/** The Records view's filter as the query of `/api/records` and `/api/records/export`: a page's entry id, a first and a last day (`YYYY-MM-DD`, UTC, inclusive). */
export interface RecordsQuery {
  entry?: string;
  from?: string;
  to?: string;
}

/** The filter as a query string (`?entry=…&from=…&to=…`, empty parts left out). */
export function recordsSearch(query: RecordsQuery): string {
  const params = new URLSearchParams();
  for (const key of ['entry', 'from', 'to'] as const) if (query[key]) params.set(key, query[key]);
  return params.size ? `?${params}` : '';
}

/**
 * The filter's days as the instants the archive is asked between: `from` at 00:00 UTC, `to` through
 * its last millisecond. Problems name the parameter: not a day, or `from` after `to` (at `to`).
 */
export function recordsRange(query: RecordsQuery): { from?: Date; to?: Date; problem?: string; problemAt?: 'from' | 'to' } {
  const day = (name: 'from' | 'to'): Date | string | undefined => {
    const value = query[name];
    if (!value) return undefined;
    const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
    if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return `${name} must be a day written YYYY-MM-DD.`;
    return new Date(name === 'to' ? time + 86_400_000 - 1 : time);
  };
  const from = day('from');
  const to = day('to');
  if (typeof from === 'string') return { problem: from, problemAt: 'from' };
  if (typeof to === 'string') return { problem: to, problemAt: 'to' };
  if (from && to && from > to) return { problem: 'from must not be after to.', problemAt: 'to' };
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
