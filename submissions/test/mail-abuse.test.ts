import { RILA_REQUEST_FIXTURE } from '@insurer/contracts/testing/rila-result';
import PostalMime, { type Email } from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REJECTIONS } from '../src/guard/request.js';
import { normaliseAddress } from '../src/mail/addresses.js';
import { closeSmtpTransports } from '../src/mail/smtp.js';
import {
  harness,
  postJson,
  startSmtpListener,
  submitForm,
  tempDir,
  testConfig,
  waitFor,
  type Harness,
  type SmtpListener,
} from './helpers.js';

/**
 * Issue 31, finding 1 and 3 (docs/requirements.md#decision-share-flow-e-mails,
 * docs/requirements.md#decision-mail-limits): the share flows cannot be used to send someone
 * else's words in the insurer's name, nor to mail one address or from one network without end.
 * 100 share submissions with hostile text in every field, to 100 typed addresses, from 10 source
 * addresses, through the real route, worker and an SMTP listener.
 */

/** Text an attacker would like to see in an e-mail from the insurer. */
const HOSTILE = [
  'URGENT your policy lapses call 1-900-555-0199',
  'https://verify-policy.evil.example/login',
  '<a href="https://evil.example">Verify your policy</a>',
  'Reply with your SSN: keep your cover',
  '\u202Eexe.yciloP',
  'Bcc: victim@example.org',
];

/** Names that pass the letters-only rule but read as a message: they may appear in a body, never in a subject to a third party. */
const LETTER_NAMES: [string, string][] = [
  ['Verify', 'Your Policy Now'],
  ['Urgent', 'Account Suspended'],
  ['Ann', 'Lee'],
  ['Claim', 'Your Refund Today'],
];

const RETIREMENT_INPUTS = {
  currentAge: '45',
  retirementAge: '67',
  qualifiedSavings: '150000',
  annualQualifiedContributions: '12000',
  annualRetirementIncome: '60000',
  lifeExpectancy: '85',
  nonQualifiedSavings: '2000',
  annualNonQualifiedContributions: '0',
  inflationRate: '2',
  taxBracket: '22',
  preRetirementReturn: '7',
  postRetirementReturn: '5',
};

/** Ten sources: eight addresses of one IPv4 /24 and two of one IPv6 /64. */
const SOURCES = [...Array.from({ length: 8 }, (_, i) => `198.51.100.${i + 1}`), '2001:db8:5:5::1', '2001:db8:5:5::2'];

interface Sent {
  i: number;
  status: number;
  retryAfter: string | null;
  message: string | undefined;
  option: 'myself' | 'otherFP' | 'guardianFP';
  to: string;
  names: [string, string];
}

describe('100 hostile share submissions to 100 addresses from 10 source addresses', () => {
  let temp: ReturnType<typeof tempDir>;
  let smtp: SmtpListener;
  let h: Harness;

  beforeEach(async () => {
    temp = tempDir();
    smtp = await startSmtpListener();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    h = await harness(
      testConfig(temp.dir, {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        FORMS_RATE_LIMIT: '10',
        FORMS_NETWORK_RATE_LIMIT: '60',
        EMAIL_RECIPIENT_DAILY_LIMIT: '3',
        EMAIL_THIRD_PARTY_DAILY_LIMIT: '3',
        EMAIL_THIRD_PARTY_NETWORK_DAILY_LIMIT: '10',
      }),
    );
    h.deps.loadSiteContent = async () => ({ brandName: 'Lanternfield Mutual', supportPhone: '1-800-555-0142' });
  });

  afterEach(async () => {
    await h.close();
    vi.restoreAllMocks();
    closeSmtpTransports();
    await smtp.close();
    temp.remove();
  });

  it('sends no submitted free text, no name in a third party’s subject, and answers the per-recipient and per-network caps with 429 and Retry-After', async () => {
    const sent: Sent[] = [];
    for (let i = 0; i < 100; i++) {
      const hostile = HOSTILE[i % HOSTILE.length]!;
      const option = (['myself', 'otherFP', 'guardianFP'] as const)[i % 3]!;
      // Every fifth submission puts the hostile text in the names themselves; the others use names
      // that pass the letters-only rule but read as a message.
      const names: [string, string] = i % 5 === 0 ? [hostile.slice(0, 40), 'Lee'] : LETTER_NAMES[i % LETTER_NAMES.length]!;
      // 100 typed addresses; the first 40 are ten mailboxes written four ways (case, plus tag, Gmail dots).
      const victim = i < 40 ? variant(i % 10, Math.floor(i / 10)) : `person${i}@example.com`;
      const submitter = option === 'otherFP' ? `sender${i}@example.net` : victim;
      const tool = i % 2 === 0 ? 'rila-tool-share' : 'retirement-calculator-share';
      const results =
        tool === 'rila-tool-share'
          ? {
              ...RILA_REQUEST_FIXTURE,
              note: hostile,
              slots: RILA_REQUEST_FIXTURE.slots.map((slot) => ({
                ...slot,
                outcomesTableRows: [{ title: hostile, copy: hostile, outcome: [hostile, hostile, hostile, hostile] }],
                chartData: [{ label: hostile, indexReturn: 9, yourReturn: 9 }],
                chartImage: Buffer.from(hostile).toString('base64'),
                rates: { cap: 99 },
              })),
            }
          : { tool: 'retirement', inputs: { ...RETIREMENT_INPUTS, note: hostile }, table: [[hostile, hostile]] };
      const values = {
        firstName: names[0],
        lastName: names[1],
        email: submitter,
        emailOption: option,
        ...(option === 'otherFP' ? { fpEmail: victim } : {}),
        ...(option === 'guardianFP' ? { zipCode: '60601' } : {}),
        bestTimeToCall: 'Morning',
        subject: hostile,
        message: hostile,
        results,
      };
      const tracking = {
        utm_source: hostile,
        utm_campaign: hostile,
        pageUrl: `/annuities?x=${encodeURIComponent(hostile)}`,
        LifeCampaignName: hostile,
      };
      const response = await submitForm(postJson(tool, values, tracking, SOURCES[i % SOURCES.length]), tool, h.deps);
      const body = (await response.json()) as { message?: string };
      sent.push({
        i,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        message: body.message,
        option,
        to: victim,
        names,
      });
    }

    // Every answer is accepted, refused by the rules (422) or capped (429): never a 5xx.
    expect(new Set(sent.map((s) => s.status))).toEqual(new Set([202, 422, 429]));
    // A name that is not letters is refused.
    expect(sent.filter((s) => s.i % 5 === 0).every((s) => s.status === 422 || s.status === 429)).toBe(true);
    // The caps answer 429 with Retry-After: per recipient, per network (submissions, and results to third parties).
    const capped = sent.filter((s) => s.status === 429);
    expect(capped.every((s) => Number(s.retryAfter) > 0)).toBe(true);
    const reasons = new Set(capped.map((s) => s.message));
    expect(reasons).toContain(REJECTIONS.recipientCapped);
    expect(reasons).toContain(REJECTIONS.thirdPartyCapped);
    expect(reasons).toContain(REJECTIONS.rateLimited);

    const accepted = sent.filter((s) => s.status === 202);
    await waitFor(() => smtp.received.length === accepted.length, 30_000, 'the accepted submissions’ e-mails');
    const mails = await Promise.all(
      smtp.received.map(async (m) => ({ to: m.to, raw: m.raw.toString('utf8'), email: await PostalMime.parse(m.raw) })),
    );

    // No e-mail carries any of the submitted free text (headers, subject, HTML, text).
    for (const mail of mails) {
      const readable = readableText(mail.email, mail.raw);
      for (const text of HOSTILE) {
        for (const fragment of fragments(text)) expect(readable, `${fragment} in ${mail.to.join()}`).not.toContain(fragment);
      }
      expect(mail.email.replyTo).toBeUndefined();
    }
    // A subject to a third party is one of the specification's: the retirement results name the
    // visitor ('Here are {name}'s results', issue 40), with nothing but the letters a name may hold.
    const thirdParty = new Set(accepted.filter((s) => s.option === 'otherFP').map((s) => s.to));
    for (const mail of mails.filter((m) => m.to.some((to) => thirdParty.has(to)))) {
      expect(mail.email.subject ?? '').toMatch(/^\[local\] (Here are [\p{L} '-]+'s results|Lanternfield Mutual MarketPerform results)$/u);
    }
    expect(mails.some((m) => m.to.some((to) => thirdParty.has(to)))).toBe(true);
    // No mailbox got more than its daily cap, however its address was written.
    const perMailbox = new Map<string, number>();
    for (const mail of mails)
      for (const to of mail.to) perMailbox.set(normaliseAddress(to), (perMailbox.get(normaliseAddress(to)) ?? 0) + 1);
    expect(Math.max(...perMailbox.values())).toBeLessThanOrEqual(3);
    expect(perMailbox.get('victim1@gmail.com')).toBe(3);
  });
});

/** Mailbox `n` written four ways: `victimN@gmail.com`, `Victim.N+2@Gmail.com`, `v.i.c.t.i.m.N+x@googlemail.com`, `VICTIMN@gmail.com`. */
function variant(n: number, way: number): string {
  if (way === 0) return `victim${n}@gmail.com`;
  if (way === 1) return `Victim.${n}+2@Gmail.com`;
  if (way === 2) return `v.i.c.t.i.m.${n}+x@googlemail.com`;
  return `VICTIM${n}@gmail.com`;
}

/** What a reader of the message sees: its decoded subject, HTML, text and headers, and the raw text. */
function readableText(email: Email, raw: string): string {
  return [email.subject ?? '', email.html ?? '', email.text ?? '', ...email.headers.map((header) => header.value), raw].join('\n');
}

/** Distinctive parts of a hostile text, as they could appear escaped or whole. */
function fragments(text: string): string[] {
  return [text, ...text.split(/[\s<>"=]+/).filter((part) => part.length >= 8)];
}
