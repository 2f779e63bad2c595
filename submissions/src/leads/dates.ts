/**
 * The insurer's business time zone: dates sent downstream (lead dates, the web-to-lead submit
 * date, e-mail envelope timestamps) are the US Eastern calendar's, whatever the server's zone.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';

function parts(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const out = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const p of format.formatToParts(at)) if (p.type in out) out[p.type as keyof typeof out] = p.value;
  return out;
}

/** MM{sep}DD{sep}YYYY in the business time zone: '/' for FormSubmitDate__c (docs/requirements.md#dental-network-form), '-' for lead_date (docs/requirements.md#lead-routing). */
export function businessDate(at: Date, separator: '/' | '-'): string {
  const p = parts(at);
  return [p.month, p.day, p.year].join(separator);
}

/** YYYY-MM-DD HH:mm:ss in the business time zone (docs/requirements.md#e-mail-envelope). */
export function businessTimestamp(at: Date): string {
  const p = parts(at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
