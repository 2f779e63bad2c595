import { metrics } from '@opentelemetry/api';
import { hitRateLimit, type SiteDb } from '@insurer/site-db';
import type { DeliveryRow } from '../db/outbox.js';
import { log } from '../log.js';

const HOUR_MS = 3_600_000;
/** The one counter every instance and worker shares (the site database's limits, per clock hour). */
const SCOPE = 'mail-submitted-hourly';
const SITE_KEY = 'site';

/** The OpenTelemetry counter of e-mails held back by the ceiling (no-op without a meter provider). */
export const DEFERRED_METRIC = 'submissions.mail.deferred';

const loggedWindows = new WeakMap<object, number>();

/**
 * Whether an outbox row is an e-mail to an address a visitor typed (the contact thank-you, the
 * share flows' results and connect e-mails, a third party's results): audience 'visitor' or
 * 'third-party'. E-mails to the insurer's own inboxes ('internal') are never held back.
 */
export function mailsSubmittedAddress(row: Pick<DeliveryRow, 'kind' | 'payload'>): boolean {
  if (row.kind !== 'smtp' && row.kind !== 'email-envelope') return false;
  const audience = (JSON.parse(row.payload) as { message?: { audience?: string } }).message?.audience ?? 'visitor';
  return audience !== 'internal';
}

/**
 * The site-wide hourly ceiling on e-mails to submitted addresses
 * (`EMAIL_SUBMITTED_HOURLY_LIMIT`, docs/requirements.md#decision-mail-limits): counts one send of
 * `row` in the current clock hour, in the site database, shared by every worker. Answers undefined
 * when it may go now, else the epoch ms the next hour starts, when it is due again: the e-mail
 * waits in the outbox (the submission was accepted and its lead delivered; nothing is refused or
 * lost). Each e-mail held back adds one to the `submissions.mail.deferred` counter; the first in an
 * hour logs 'E-mail ceiling reached: e-mails to submitted addresses wait' (once per process).
 * `max` 0 turns the ceiling off.
 */
export async function heldBackUntil(
  site: Pick<SiteDb, 'db'>,
  row: Pick<DeliveryRow, 'kind' | 'payload' | 'submission_id'>,
  max: number,
  now: number,
): Promise<number | undefined> {
  if (max <= 0 || !mailsSubmittedAddress(row)) return undefined;
  const { allowed } = await hitRateLimit(site, { scope: SCOPE, address: SITE_KEY, now, windowMs: HOUR_MS, max, window: 'calendar' });
  if (allowed) return undefined;
  const nextHour = now - (now % HOUR_MS) + HOUR_MS;
  metrics
    .getMeter('@insurer/submissions')
    .createCounter(DEFERRED_METRIC, { description: 'E-mails to submitted addresses held back by the hourly ceiling' })
    .add(1);
  if ((loggedWindows.get(site.db) ?? 0) < nextHour) {
    loggedWindows.set(site.db, nextHour);
    log('warn', 'E-mail ceiling reached: e-mails to submitted addresses wait', { scope: SCOPE, retryInMs: nextHour - now });
  }
  return nextHour;
}
