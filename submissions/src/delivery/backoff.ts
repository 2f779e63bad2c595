import type { RandomSource } from '../leads/agency-assist.js';

/**
 * The wait before retry number `attempt` (1 = after the first failure), in ms: exponential,
 * `baseMs · 2^(attempt-1)` capped at `maxMs`, with "equal jitter" (half fixed, half random) so
 * many deliveries that failed together (a downstream outage) do not all retry in the same instant.
 * With base 1 s and max 5 min: ~1 s, 2 s, 4 s, … 256 s, then 300 s.
 */
export function retryDelayMs(attempt: number, options: { baseMs: number; maxMs: number }, random: RandomSource): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const cap = Math.min(options.maxMs, options.baseMs * 2 ** exponent);
  return Math.round(cap / 2 + (cap / 2) * random());
}
