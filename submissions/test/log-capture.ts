import { vi } from 'vitest';

/** One line of the forms log as written: pino's JSON. */
export interface LogLine {
  level: 'info' | 'warn' | 'error';
  name: string;
  msg: string;
  [field: string]: unknown;
}

/**
 * Captures the JSON log lines written to standard output by `name` (the forms log,
 * submissions/src/log.ts; the site's, preview-app/logging.mjs) from now until the test's mocks are
 * restored (`vi.restoreAllMocks()`); `lines` grows as they are written, and `text` is every line as
 * written, for tests that look for what must never be there.
 */
export function captureLogs(name = 'forms'): { lines: LogLine[]; text: string[] } {
  const lines: LogLine[] = [];
  const text: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    for (const row of String(chunk).split('\n')) {
      if (!row) continue;
      text.push(row);
      try {
        const parsed = JSON.parse(row) as LogLine;
        if (parsed.name === name) lines.push(parsed);
      } catch {
        // not a log line
      }
    }
    return true;
  }) as typeof process.stdout.write);
  return { lines, text };
}
