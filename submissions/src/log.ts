/**
 * The only fields a forms log line may carry: ids, codes, counts. Names, e-mail addresses, phone
 * numbers and form values never reach a log (the type has no place for them).
 */
export interface LogFields {
  form?: string;
  submission?: string;
  delivery?: string;
  kind?: string;
  attempt?: number;
  maxAttempts?: number;
  error?: string;
  retryInMs?: number;
  status?: number;
  audit?: 'blacklisted' | 'valid';
  deliveries?: number;
  reason?: string;
  /** A compliance code (an approval number, not personal data) and the day it expired. */
  code?: string;
  expired?: string;
  /** Which limit or cap refused (e.g. 'recipient', 'network'). */
  scope?: string;
  /** A downstream's answer, reduced to its ids and status words (never a person's data). */
  answer?: string;
}

type Level = 'info' | 'warn' | 'error';

/** Writes `[forms] {message} key=value …` to the console at `level`. */
export function log(level: Level, message: string, fields: LogFields = {}): void {
  const detail = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
  console[level](`[forms] ${message}${detail ? ` ${detail}` : ''}`);
}
