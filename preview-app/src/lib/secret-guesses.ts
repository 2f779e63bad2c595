import { failureLockout, recordFailure, type SiteDb } from '@insurer/site-db';
import { networkOf } from '@insurer/submissions';
import { log } from './log';
import { secretMatches } from './secrets';

/**
 * Throttles wrong guesses of the site's secrets (docs/requirements.md#decision-secret-throttle):
 * after `max` (SECRET_GUESSES_PER_MINUTE, 10 by default) wrong ones from one client network (an
 * IPv4 /24 or IPv6 /64, `networkOf`, as the forms count) within the last minute, that network's wrong
 * guesses answer 429 until the oldest of them is a minute old: rotating addresses inside one allocation gains nothing. The secret is
 * compared first, and the right one is never refused, counted or made to wait on the database: a
 * guesser behind the same NAT as the CMS or an editor cannot lock them out. Each secret has its
 * own key (`secret-guesses:webhook`, `secret-guesses:draft`, `secret-guesses:share`), so draft-mode
 * guesses never slow the publish webhook. The counts are the site database's sliding-window failure counts (`recordFailure`,
 * `failureLockout` of `@insurer/site-db`), so every instance of the site shares them: spreading guesses over the instances buys nothing.
 */
const WINDOW_MS = 60_000;

/** Which secret is guessed: each has its own count (`share`: the signature of a shared preview link). */
export type GuessedSecret = 'webhook' | 'draft' | 'share';

const scopeOf = (secret: GuessedSecret) => `secret-guesses:${secret}`;

/** Seconds until `address` (its network) may guess `secret` again after `max` wrong guesses within the last minute, or 0 when it may now (always 0 when `max` is 0). */
export async function guessBlockedFor(
  site: Pick<SiteDb, 'db'>,
  secret: GuessedSecret,
  address: string,
  max: number,
  now: number = Date.now(),
): Promise<number> {
  return (await failureLockout(site, { scope: scopeOf(secret), address: networkOf(address), now, windowMs: WINDOW_MS, max }))
    .retryAfterSeconds;
}

/** Counts one wrong guess of `secret` from `address`'s network (nothing when `max` is 0: the limit is off). */
export async function recordWrongGuess(
  site: Pick<SiteDb, 'db'>,
  secret: GuessedSecret,
  address: string,
  max: number,
  now: number = Date.now(),
): Promise<void> {
  if (max > 0) await recordFailure(site, { scope: scopeOf(secret), address: networkOf(address), now, windowMs: WINDOW_MS });
}

/** The 429's message: the address has sent too many wrong secrets within the last minute. */
export const TOO_MANY_GUESSES = 'Too many wrong secrets. Try again in a minute.';

/**
 * Checks a secret-protected request: `undefined` when `sent` is the `expected` secret (compared in
 * constant time, `secrets.ts`), else the refusal to answer with: 429 `{ message }` with
 * Retry-After once `address` has sent `max` wrong secrets of this kind within the last minute, 401
 * `{ message: wrongMessage }` otherwise (the wrong guess is counted). When the site database
 * cannot be read or written, the wrong secret still answers 401 and the failure is logged.
 */
export async function refuseWrongSecret(options: {
  site: () => Promise<Pick<SiteDb, 'db'>>;
  secret: GuessedSecret;
  sent: string | null;
  expected: string;
  address: string;
  max: number;
  wrongMessage: string;
}): Promise<Response | undefined> {
  if (secretMatches(options.sent, options.expected)) return undefined;
  const wait = await wrongGuess(options);
  if (wait > 0) return Response.json({ message: TOO_MANY_GUESSES }, { status: 429, headers: { 'Retry-After': String(wait) } });
  return Response.json({ message: options.wrongMessage }, { status: 401 });
}

/**
 * One wrong guess of `secret` from `address` (a secret that did not match, a shared preview link
 * whose signature is not genuine): counted unless the network is already blocked.
 * @returns seconds until the network may guess again (answer 429 with Retry-After), or 0 (answer
 *   the refusal: the guess was counted). When the site database cannot be read or written: 0, and
 *   the failure is logged.
 */
export async function wrongGuess(options: {
  site: () => Promise<Pick<SiteDb, 'db'>>;
  secret: GuessedSecret;
  address: string;
  max: number;
}): Promise<number> {
  const { secret, address, max } = options;
  let db: Pick<SiteDb, 'db'>;
  try {
    db = await options.site();
    const wait = await guessBlockedFor(db, secret, address, max);
    if (wait > 0) return wait;
  } catch (error) {
    log.error({ err: error, secret }, 'the wrong-secret limit cannot be read from the site database');
    return 0;
  }
  await recordWrongGuess(db, secret, address, max).catch((error: unknown) =>
    log.error({ err: error, secret }, 'a wrong secret could not be counted'),
  );
  return 0;
}
