import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { logLevelOf } from './config.js';

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
  /** The id of the site request the line is about (`X-Request-Id`): the submit's, or for a delivery the one its submission arrived with. */
  requestId?: string;
}

type Level = 'info' | 'warn' | 'error';

/** What every line written inside `withLogContext` carries besides its own fields. */
const scope = new AsyncLocalStorage<Pick<LogFields, 'requestId' | 'submission' | 'delivery'>>();

/**
 * One JSON object a line on standard output (pino), as the site's own logs: `level`, `time`,
 * `name: "forms"`, `msg`, then the fields. LOG_LEVEL (default `info`) sets the level.
 */
const logger = pino(
  {
    name: 'forms',
    level: logLevelOf(process.env),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => scope.getStore() ?? {},
  },
  process.stdout,
);

/** Writes `{"level":…,"name":"forms","msg":message,…fields}` at `level`. */
export function log(level: Level, message: string, fields: LogFields = {}): void {
  logger[level](fields, message);
}

/**
 * Runs `run` so that every line it writes, however deep, carries `fields` (a line's own fields
 * win): the site's request id around a submission, a delivery's ids (and its submission's request
 * id) around the downstream call.
 */
export function withLogContext<T>(fields: Pick<LogFields, 'requestId' | 'submission' | 'delivery'>, run: () => T): T {
  return scope.run({ ...scope.getStore(), ...fields }, run);
}
