/**
 * Throttles wrong guesses of the site's secrets (the publish webhook's, draft mode's): after
 * `max` (SECRET_GUESSES_PER_MINUTE, 10 by default) wrong ones from one client address within a
 * minute, that address gets 429
 * until the minute is over, before its secret is even compared. Right answers are never counted,
 * so a burst of genuine webhooks (an editor publishing a hundred entries) is never slowed.
 * Counts are kept per site instance, in memory; each minute starts a fresh table, so it holds at
 * most one minute of addresses. docs/requirements.md#security
 */
const WINDOW_MS = 60_000;

let windowStart = 0;
let wrong = new Map<string, number>();

function current(now: number): Map<string, number> {
  const start = now - (now % WINDOW_MS);
  if (start !== windowStart) {
    windowStart = start;
    wrong = new Map();
  }
  return wrong;
}

/** Seconds until `address` may guess again after `max` wrong guesses this minute, or 0 when it may now (always 0 when `max` is 0). */
export function guessBlockedFor(address: string, max: number, now: number = Date.now()): number {
  const count = current(now).get(address) ?? 0;
  return max > 0 && count >= max ? Math.ceil((windowStart + WINDOW_MS - now) / 1000) : 0;
}

/** Counts one wrong guess from `address`. */
export function recordWrongGuess(address: string, now: number = Date.now()): void {
  const table = current(now);
  table.set(address, (table.get(address) ?? 0) + 1);
}
