import { hitRateLimit, peekRateLimit, type SiteDb } from '@insurer/site-db';
import { log } from './log';

/**
 * Throttles wrong guesses of the site's secrets (the publish webhook's, draft mode's): after
 * `max` (SECRET_GUESSES_PER_MINUTE, 10 by default) wrong ones from one client address within a
 * minute, that address gets 429 until the minute is over, before its secret is even compared.
 * Right answers are never counted, so a burst of genuine webhooks (an editor publishing a hundred
 * entries) is never slowed. The counts are the site database's fixed-window limits
 * (`@insurer/site-db`, scope `secret-guesses`), so every instance of the site shares them: a
 * guesser spreading requests over the instances behind a load balancer gets no more tries.
 * docs/requirements.md#security
 */
const WINDOW_MS = 60_000;
const SCOPE = 'secret-guesses';

/** Seconds until `address` may guess again after `max` wrong guesses this minute, or 0 when it may now (always 0 when `max` is 0). */
export async function guessBlockedFor(site: Pick<SiteDb, 'db'>, address: string, max: number, now: number = Date.now()): Promise<number> {
  return (await peekRateLimit(site, { scope: SCOPE, address, now, windowMs: WINDOW_MS, max })).retryAfterSeconds;
}

/** Counts one wrong guess from `address` (nothing when `max` is 0: the limit is off). */
export async function recordWrongGuess(site: Pick<SiteDb, 'db'>, address: string, max: number, now: number = Date.now()): Promise<void> {
  await hitRateLimit(site, { scope: SCOPE, address, now, windowMs: WINDOW_MS, max });
}

const TOO_MANY_GUESSES = 'Too many wrong secrets. Try again in a minute.';

/**
 * What a secret-checked route does before it compares the secret: the refusal to answer with
 * (429 `{ message }` with Retry-After when `address` has guessed wrong `max` times this minute;
 * 503 `{ message: unavailable }` when the site database cannot be read, since the limit cannot be
 * checked: docs/requirements.md#decision-secret-throttle-shared), or `countWrong` to call when the
 * secret turns out wrong (a failure to count is logged; the wrong secret is still refused).
 */
export async function checkSecretGuesses(
  site: () => Promise<Pick<SiteDb, 'db'>>,
  address: string,
  max: number,
  unavailable: string,
): Promise<{ refusal: Response } | { refusal?: undefined; countWrong: () => Promise<void> }> {
  let db: Pick<SiteDb, 'db'>;
  let wait: number;
  try {
    db = await site();
    wait = await guessBlockedFor(db, address, max);
  } catch (error) {
    log.error({ err: error }, 'the wrong-secret limit cannot be read from the site database');
    return { refusal: Response.json({ message: unavailable }, { status: 503, headers: { 'Retry-After': '30' } }) };
  }
  if (wait > 0) return { refusal: Response.json({ message: TOO_MANY_GUESSES }, { status: 429, headers: { 'Retry-After': String(wait) } }) };
  return {
    countWrong: () =>
      recordWrongGuess(db, address, max).catch((error: unknown) => log.error({ err: error }, 'a wrong secret could not be counted')),
  };
}
