/**
 * How the workbench writes a moment of the compliance record and the reviews: in UTC, the zone the
 * record and the expiration dates are kept in, "Dec 2, 2025, 11:36 AM UTC"; a day alone as "Dec 2,
 * 2025". A plain module: no React.
 */
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `iso` (an ISO 8601 instant) as "Dec 2, 2025, 11:36 AM UTC". */
export function formatMoment(iso: string): string {
  return `${MOMENT.format(new Date(iso))} UTC`;
}

/** `iso` (an instant or a `YYYY-MM-DD` day) as its day in UTC, "Dec 2, 2025". */
export function formatDay(iso: string): string {
  return DAY.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso));
}

/** `iso` (an instant) in `timeZone` (an IANA name, the browser's by default) as "Dec 2, 2026, 10:30 PM". */
export function formatLocalMoment(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}
