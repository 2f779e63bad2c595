import jsesc from 'jsesc';
import type { StoredAnalyticsEvent } from './collector.js';

/** `text` with every character outside printable ASCII written as an escape (`\x1B`, `\u202E`), through `jsesc`. */
function printable(text: string): string {
  return jsesc(text, { quotes: 'single' });
}

/**
 * One line of `npm run analytics:tail` for an event: time, type, name, and its properties or
 * traits as JSON. Everything a visitor sent is escaped (control characters, ANSI escape sequences,
 * bidirectional overrides, line breaks), so an event cannot move the cursor, recolour the
 * terminal or forge another line (issue 40, item 5).
 */
export function tailLine(e: Pick<StoredAnalyticsEvent, 'receivedAt' | 'type' | 'event' | 'message'>): string {
  const detail = e.message.properties ?? e.message.traits ?? {};
  return `${printable(e.receivedAt)}  ${printable(e.type).padEnd(8)} ${printable(e.event ?? '').padEnd(28)} ${printable(JSON.stringify(detail))}`;
}
