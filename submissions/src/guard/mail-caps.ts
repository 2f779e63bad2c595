import { hitRateLimit, type SiteDb } from '@insurer/site-db';
import type { FormsConfig } from '../config.js';
import type { DeliveryRequest } from '../delivery/payloads.js';
import { log } from '../log.js';
import { normaliseAddress } from '../mail/addresses.js';
import type { MailMessage } from '../mail/contact-emails.js';
import { networkOf } from './networks.js';
import { REJECTIONS, RequestRejected } from './request.js';

const DAY_MS = 86_400_000;

/** The message of an e-mail delivery, or undefined for any other kind. */
function messageOf(delivery: DeliveryRequest): MailMessage | undefined {
  return delivery.kind === 'smtp' || delivery.kind === 'email-envelope' ? delivery.payload.message : undefined;
}

/**
 * Counts a submission's outbound e-mails against the daily caps (docs/requirements.md#decision-mail-limits),
 * in the site database (`hitRateLimit`, shared by every instance; addresses stored as hashes), per UTC day:
 * - every e-mail to an address the request typed (the visitor's thank-you, results or connect
 *   e-mail, or a third party's results) against `EMAIL_RECIPIENT_DAILY_LIMIT` for its normalised
 *   address (`normaliseAddress`: case, plus tags, Gmail's dots) and the submitting network
 *   (`networkOf`: three posts from strangers elsewhere never use up the cap of the address's own);
 * - an e-mail to a third party (otherFP) also against `EMAIL_THIRD_PARTY_DAILY_LIMIT` for the
 *   submitter's normalised e-mail and for the client address, and against
 *   `EMAIL_THIRD_PARTY_NETWORK_DAILY_LIMIT` for the client's network (`networkOf`).
 * Past a cap, the contact thank-you is left out (the inquiry itself must reach the insurer) and
 * anything else refuses the submission.
 * @throws RequestRejected 429 with Retry-After (the seconds left in the day).
 * @returns the deliveries to record (the thank-you left out past its recipient's cap).
 */
export async function applyMailCaps(
  site: Pick<SiteDb, 'db'>,
  deliveries: DeliveryRequest[],
  input: { config: FormsConfig; now: number; clientAddress: string; submitter: string | undefined; form: string; submission: string },
): Promise<DeliveryRequest[]> {
  const caps = input.config.mailCaps;
  const hit = (scope: string, address: string, max: number) =>
    hitRateLimit(site, { scope, address, now: input.now, windowMs: DAY_MS, max, window: 'calendar' });
  const refuse = (scope: string, message: string, retryAfterSeconds: number): never => {
    log('warn', 'Submission refused: daily e-mail cap reached', { form: input.form, scope });
    throw new RequestRejected(429, message, { 'Retry-After': String(retryAfterSeconds) });
  };
  const kept: DeliveryRequest[] = [];
  for (const delivery of deliveries) {
    const message = messageOf(delivery);
    const audience = message?.audience ?? 'visitor';
    if (!message || audience === 'internal') {
      kept.push(delivery);
      continue;
    }
    if (audience === 'third-party') {
      const checks: [string, string, number][] = [
        ['mail-third-party-address', input.clientAddress, caps.thirdPartyPerSubmitter],
        ['mail-third-party-network', networkOf(input.clientAddress), caps.thirdPartyPerNetwork],
        ...(input.submitter
          ? [['mail-third-party-submitter', normaliseAddress(input.submitter), caps.thirdPartyPerSubmitter] as [string, string, number]]
          : []),
      ];
      for (const [scope, key, max] of checks) {
        const result = await hit(scope, key, max);
        if (!result.allowed) refuse(scope, REJECTIONS.thirdPartyCapped, result.retryAfterSeconds);
      }
    }
    let capped: { retryAfterSeconds: number } | undefined;
    for (const to of message.to) {
      // Per submitting network: strangers' posts from elsewhere never use up the cap of a visitor's own.
      const result = await hit('mail-recipient', `${normaliseAddress(to)} from ${networkOf(input.clientAddress)}`, caps.perRecipient);
      if (!result.allowed) capped = result;
    }
    if (!capped) {
      kept.push(delivery);
    } else if (message.communication === 'contact-thank-you') {
      log('warn', 'Thank-you e-mail left out: recipient limit reached', { form: input.form, submission: input.submission });
    } else {
      refuse('mail-recipient', REJECTIONS.recipientCapped, capped.retryAfterSeconds);
    }
  }
  return kept;
}
