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
