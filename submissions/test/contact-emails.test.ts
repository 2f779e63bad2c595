import PostalMime, { type Email } from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFormsConfig } from '../src/config.js';
import { buildContactEmails } from '../src/mail/contact-emails.js';
import { closeSmtpTransports } from '../src/mail/smtp.js';
import {
  harness,
  postJson,
  startRecorder,
  startSmtpListener,
  tempDir,
  testConfig,
  waitFor,
  type Harness,
  type SmtpListener,
  submitForm,
} from './helpers.js';

const visitor = {
  firstName: 'María',
  lastName: 'O’Neil',
  email: 'maria.oneil@example.com',
  phoneNumber: '212-555-0199',
  policyNumber: 'LM-000123',
  contactPreference: 'Phone',
  bestTimeToCall: 'Afternoon',
  howCanWeHelpYou: 'Is <b>my claim</b> & policy "active"?\nThanks',
};

const address = (email: Email, field: 'to' | 'replyTo') => (email[field] ?? []).map((a) => a.address);

describe('the contact e-mails over SMTP', () => {
  let temp: ReturnType<typeof tempDir>;
  let smtp: SmtpListener;
  let h: Harness;

  beforeEach(async () => {
    temp = tempDir();
    smtp = await startSmtpListener();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    await h.close();
    vi.restoreAllMocks();
    closeSmtpTransports();
    await smtp.close();
    temp.remove();
  });

  it('sends the internal inquiry and the visitor’s thank-you to a real SMTP listener', async () => {
    // Given a uat site whose gEmail is set, sending through a real SMTP listener, whose site
    // settings name the brand and the support phone
    h = await harness(
      testConfig(temp.dir, {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        APP_ENV: 'uat',
        CONTACT_INBOX_EMAIL: 'gemail@lanternfield.example',
      }),
    );
    h.deps.loadSiteContent = async () => ({ brandName: 'Harborview Life', supportPhone: '1-888-555-0199' });

    // When the visitor submits the contact form
    const response = await submitForm(postJson('gl-contact-us-hc', visitor), 'gl-contact-us-hc', h.deps);

    // Then they go to the contact thank-you page
    expect(response.status).toBe(202);
    const { id, redirect } = (await response.json()) as { id: string; redirect: string };
    expect(redirect).toBe('/contact-us/thankyou');

    // And two messages arrive
    await waitFor(() => smtp.received.length === 2, 10_000, 'two e-mails');
    const parsed = await Promise.all(smtp.received.map(async (m) => ({ envelope: m, email: await PostalMime.parse(m.raw) })));
    const inquiry = parsed.find((p) => p.envelope.to.includes('gemail@lanternfield.example'));
    const thankYou = parsed.find((p) => p.envelope.to.includes('maria.oneil@example.com'));

    // The internal inquiry: to gEmail, the requirements' subject with the name, prefixed with the environment
    expect(inquiry).toBeDefined();
    expect(inquiry!.envelope.to).toEqual(['gemail@lanternfield.example']);
    expect(inquiry!.envelope.from).toBe('no-reply@lanternfield.example');
    expect(inquiry!.email.subject).toBe('[uat] A New Inquiry! - Contact us María O’Neil');
    expect(address(inquiry!.email, 'to')).toEqual(['gemail@lanternfield.example']);
    expect(address(inquiry!.email, 'replyTo')).toEqual(['maria.oneil@example.com']);
    const inquiryHtml = inquiry!.email.html ?? '';
    for (const answer of ['María', 'O’Neil', 'maria.oneil@example.com', '212-555-0199', 'LM-000123', 'Phone', 'Afternoon', id]) {
      expect(inquiryHtml).toContain(answer);
    }
    // the visitor's words are escaped, never markup
    expect(inquiryHtml).toContain('Is &lt;b&gt;my claim&lt;/b&gt; &amp; policy &quot;active&quot;?<br>Thanks');
    expect(inquiryHtml).not.toContain('<b>my claim</b>');
    expect(inquiry!.email.text).toContain('How can we help you?: Is <b>my claim</b> & policy "active"?\nThanks');

    // The thank-you: to the visitor, thanking them, 1-2 business days and the toll-free number, the
    // brand and the phone from content (docs/requirements.md#contact-e-mails)
    expect(thankYou).toBeDefined();
    expect(thankYou!.envelope.to).toEqual(['maria.oneil@example.com']);
    expect(thankYou!.email.subject).toBe('[uat] Thank you for contacting Harborview Life');
    const thanksHtml = thankYou!.email.html ?? '';
    expect(thanksHtml).toContain('Dear María,');
    expect(thanksHtml).toContain('within 1-2 business days');
    expect(thanksHtml).toContain('toll-free at 1-888-555-0199');
    expect(thankYou!.email.text).toContain('within 1-2 business days');
    expect(thankYou!.email.text).toContain('Thank you for contacting Harborview Life.');
    expect(thankYou!.email.text).toContain('1-888-555-0199');
    for (const html of [inquiryHtml, thanksHtml]) {
      expect(html).not.toContain('Lanternfield Mutual');
      expect(html).not.toContain('1-800-555-0142');
    }
    // The thank-you names how to stop such e-mails; the internal inquiry does not
    expect(thankYou!.email.headers.find((h) => h.key === 'list-unsubscribe')?.value).toBe('<http://localhost:3000/privacy-choices>');
    expect(inquiry!.email.headers.some((h) => h.key === 'list-unsubscribe')).toBe(false);

    // Both HTML bodies are at most 600 px wide
    for (const html of [inquiryHtml, thanksHtml]) {
      expect(html).toContain('max-width:600px');
      const widths = [...html.matchAll(/width="(\d+)"|width:(\d+)px/g)].map((m) => Number(m[1] ?? m[2]));
      expect(Math.max(...widths)).toBeLessThanOrEqual(600);
    }

    // And the deliveries are recorded as delivered
    await waitFor(
      async () =>
        (await h.site.forms.selectFrom('submissions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status ===
        'delivered',
    );
  });

  it('retries the e-mails while the SMTP server is down and sends them once it is back', async () => {
    // Given the SMTP server is down
    const port = smtp.port;
    await smtp.close();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    h = await harness(testConfig(temp.dir, { SMTP_URL: `smtp://127.0.0.1:${port}` }));

    // When the contact form is submitted, the visitor still goes on
    const response = await submitForm(postJson('gl-contact-us-hc', visitor), 'gl-contact-us-hc', h.deps);
    expect(response.status).toBe(202);
    await waitFor(async () =>
      (await h.site.forms.selectFrom('deliveries').select('last_error').execute()).every((r) => r.last_error !== null),
    );
    const failed = await h.site.forms.selectFrom('deliveries').select(['status', 'last_error']).execute();
    expect(failed).toEqual([
      { status: 'pending', last_error: 'ESOCKET' },
      { status: 'pending', last_error: 'ESOCKET' },
    ]);

    // Then once it is back both messages are delivered, once each
    smtp = await startSmtpListener(port);
    await waitFor(() => smtp.received.length === 2, 10_000, 'two e-mails');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(2);
    const subjects = await Promise.all(smtp.received.map(async (m) => (await PostalMime.parse(m.raw)).subject));
    expect(subjects.sort()).toEqual([
      '[local] A New Inquiry! - Contact us María O’Neil',
      '[local] Thank you for contacting Lanternfield Mutual',
    ]);
  });
});

describe('the contact e-mails through the envelope API', () => {
  it('posts the envelope of docs/requirements.md#e-mail-envelope for each message, with the delivery id as request id', async () => {
    const temp = tempDir();
    const api = await startRecorder();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const h = await harness(testConfig(temp.dir, { EMAIL_ENVELOPE_URL: `http://127.0.0.1:${api.port}/api/cdxapi`, APP_ENV: 'production' }));
    try {
      const response = await submitForm(postJson('gl-contact-us-hc', visitor), 'gl-contact-us-hc', h.deps);
      const { id } = (await response.json()) as { id: string };
      await waitFor(() => api.received.length === 2, 10_000, 'two envelopes');
      const deliveries = await h.site.forms.selectFrom('deliveries').select(['id', 'kind']).where('submission_id', '=', id).execute();
      expect(deliveries.every((d) => d.kind === 'email-envelope')).toBe(true);
      for (const request of api.received) {
        expect(request.url).toBe('/api/cdxapi');
        const envelope = JSON.parse(request.body) as Record<string, unknown> & { attributes: Record<string, string>; to: string[] };
        expect(Object.keys(envelope).sort()).toEqual(
          [
            'applicationCode',
            'attributes',
            'businessArea',
            'channel',
            'communicationName',
            'requestId',
            'senderName',
            'timestamp',
            'to',
          ].sort(),
        );
        expect(deliveries.map((d) => d.id)).toContain(envelope.requestId);
        expect(request.headers['idempotency-key']).toBe(envelope.requestId);
        expect(envelope.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(envelope).toMatchObject({
          senderName: 'Lanternfield Mutual',
          applicationCode: 'MKTSITE',
          businessArea: 'Marketing',
          channel: 'Email',
        });
        expect(envelope.attributes.body).toContain('max-width:600px');
        expect(envelope.attributes).toMatchObject({ fromName: 'Lanternfield Mutual', complianceNumber: 'CONTACT-US-EMAIL' });
        // docs/requirements.md#e-mail-envelope: the visitor's e-mail carries the terms and unsubscribe link as template attributes.
        if (envelope.to[0] === 'maria.oneil@example.com') {
          expect(envelope.attributes).toMatchObject({
            terms: 'http://localhost:3000/terms-of-use',
            unsubscribeLink: 'http://localhost:3000/privacy-choices',
          });
        } else {
          expect(envelope.attributes).not.toHaveProperty('terms');
          expect(envelope.attributes).not.toHaveProperty('unsubscribeLink');
        }
      }
      const byRecipient = Object.fromEntries(
        api.received
          .map((r) => JSON.parse(r.body) as { to: string[]; communicationName: string; attributes: { subject: string } })
          .map((e) => [e.to[0], e]),
      );
      // production: no environment prefix; gEmail defaults to the inquiries address
      expect(byRecipient['inquiries@lanternfield.example']).toMatchObject({
        communicationName: 'CONTACT-US-EMAIL-contact-inquiry',
        attributes: { subject: 'A New Inquiry! - Contact us María O’Neil', replyTo: 'maria.oneil@example.com' },
      });
      expect(byRecipient['maria.oneil@example.com']).toMatchObject({
        communicationName: 'CONTACT-US-EMAIL-contact-thank-you',
        attributes: { subject: 'Thank you for contacting Lanternfield Mutual' },
      });
    } finally {
      vi.restoreAllMocks();
      await h.close();
      await api.close();
      temp.remove();
    }
  });
});

describe('buildContactEmails', () => {
  const identity = { brand: 'Lanternfield Mutual', supportPhone: '1-800-555-0142' };

  it('prefixes subjects with the environment name outside production only', () => {
    const build = (appEnv: string) =>
      buildContactEmails({
        values: { ...visitor, firstName: 'Ann', lastName: 'Lee' },
        inbox: 'in@example.com',
        appEnv,
        reference: 'r',
        identity,
      }).map((m) => m.subject);
    expect(build('production')).toEqual(['A New Inquiry! - Contact us Ann Lee', 'Thank you for contacting Lanternfield Mutual']);
    expect(build('dev')).toEqual(['[dev] A New Inquiry! - Contact us Ann Lee', '[dev] Thank you for contacting Lanternfield Mutual']);
  });

  it('leaves unanswered optional questions out of the inquiry', () => {
    const [inquiry] = buildContactEmails({
      values: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'a@example.com',
        phoneNumber: '2125550100',
        contactPreference: 'Email',
        howCanWeHelpYou: 'Hi',
      },
      inbox: 'in@example.com',
      appEnv: 'production',
      reference: 'r',
      identity,
    });
    expect(inquiry.text).not.toContain('Policy number');
    expect(inquiry.text).not.toContain('Claim number');
    expect(inquiry.text).toContain('Phone number: 2125550100');
  });

  it('defaults gEmail to the corporate inquiries address', () => {
    expect(parseFormsConfig({}).contactInboxEmail).toBe('inquiries@lanternfield.example');
    expect(parseFormsConfig({}).smtpUrl).toBe('smtp://localhost:2525');
    expect(parseFormsConfig({ MAILBOX_PORT: '2600' }).smtpUrl).toBe('smtp://localhost:2600');
  });
});
