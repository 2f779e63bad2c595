import type { LogFields } from '@insurer/submissions/log';

/**
 * Writes `[analytics] {message} key=value …` to the console at `level`. The fields are the forms'
 * (ids, codes, counts): no event's content, id or visitor ever reaches a log.
 */
export function analyticsLog(level: 'info' | 'warn' | 'error', message: string, fields: LogFields = {}): void {
  const detail = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
  console[level](`[analytics] ${message}${detail ? ` ${detail}` : ''}`);
}
