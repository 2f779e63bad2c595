import { metrics } from '@opentelemetry/api';
import { AggregationTemporality, InMemoryMetricExporter, MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_METRIC } from '../src/guard/mail-ceiling.js';
import { closeSmtpTransports } from '../src/mail/smtp.js';
import {
  captureLogs,
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
 * Issue 40, item 2 (docs/requirements.md#decision-mail-limits): a flood from many networks, each a
 * fresh bucket for the per-network limits, cannot make the site e-mail submitted addresses without
 * end: past a site-wide hourly ceiling those e-mails wait in the outbox for the next hour, logged
 * and counted, while every lead is taken and reaches the insurer. And a recipient's daily cap
 * counts per submitting network, so strangers elsewhere cannot use up a visitor's own.
 */

const INBOX = 'inquiries@lanternfield.example';
const HOUR = 3_600_000;

const contact = (email: string) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email,
  phoneNumber: '2125550100',
  contactPreference: 'Email',
  howCanWeHelpYou: 'Hello',
});

describe('e-mails to submitted addresses', () => {
  let temp: ReturnType<typeof tempDir>;
  let smtp: SmtpListener;
  let h: Harness | undefined;
  let now: number;

  beforeEach(async () => {
    temp = tempDir();
    smtp = await startSmtpListener();
    // Ten minutes into a clock hour.
    now = 1_800_000_000_000 - (1_800_000_000_000 % HOUR) + 600_000;
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    await h?.close();
    vi.restoreAllMocks();
    metrics.disable();
    closeSmtpTransports();
    await smtp.close();
    temp.remove();
  });

  const thankYous = () => smtp.received.filter((m) => !m.to.includes(INBOX));
  const inquiries = () => smtp.received.filter((m) => m.to.includes(INBOX));

  it('given a ceiling of 2 an hour and 5 contact posts from 5 networks, then 5 inquiries reach the insurer at once, 2 thank-yous go, 3 wait (logged and counted) and go in the next hour', async () => {
    const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
    const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 60_000 });
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
    const logs = captureLogs();
    h = await harness(
      testConfig(temp.dir, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, EMAIL_SUBMITTED_HOURLY_LIMIT: '2', CONTACT_INBOX_EMAIL: INBOX }),
      { clock: () => now },
    );
    for (let i = 0; i < 5; i++) {
      const response = await submitForm(
        postJson('gl-contact-us-hc', contact(`visitor${i}@example.com`), {}, `198.51.${100 + i}.7`),
        'gl-contact-us-hc',
        h.deps,
      );
      expect(response.status).toBe(202);
    }
    await waitFor(() => inquiries().length === 5 && thankYous().length === 2, 15_000, 'five inquiries and two thank-yous');
    await waitFor(
      () => logs.lines.filter((l) => l.msg === 'Delivery held back by the e-mail ceiling').length >= 3,
      5_000,
      'three held back',
    );
    // Nothing more goes this hour.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(thankYous()).toHaveLength(2);
    const reached = logs.lines.filter((l) => l.msg === 'E-mail ceiling reached: e-mails to submitted addresses wait');
    expect(reached).toHaveLength(1);
    expect(reached[0]).toMatchObject({ level: 'warn', scope: 'mail-submitted-hourly', retryInMs: 50 * 60_000 });
    const pending = await h.site.forms
      .selectFrom('deliveries')
      .select(['status', 'next_attempt_at', 'attempts'])
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual(Array.from({ length: 3 }, () => ({ status: 'pending', next_attempt_at: now + 50 * 60_000, attempts: 0 })));
    await reader.forceFlush();
    const counted = exporter
      .getMetrics()
      .flatMap((m) => m.scopeMetrics.flatMap((s) => s.metrics))
      .filter((m) => m.descriptor.name === DEFERRED_METRIC);
    expect(counted.at(-1)?.dataPoints[0]?.value).toBe(3);

    // The next hour: the three that waited go (within that hour's ceiling of 2, then the third the hour after).
    now += 50 * 60_000;
    void h.worker.nudge();
    await waitFor(() => thankYous().length === 4, 15_000, 'two more thank-yous the next hour');
    now += HOUR;
    void h.worker.nudge();
    await waitFor(() => thankYous().length === 5, 15_000, 'the last thank-you the hour after');
    expect(new Set(thankYous().flatMap((m) => m.to))).toEqual(new Set(Array.from({ length: 5 }, (_, i) => `visitor${i}@example.com`)));
  });

  it('given three posts from strangers’ network naming a visitor’s address, then the visitor’s own post from another network still gets its thank-you', async () => {
    h = await harness(
      testConfig(temp.dir, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, EMAIL_RECIPIENT_DAILY_LIMIT: '3', CONTACT_INBOX_EMAIL: INBOX }),
      { clock: () => now },
    );
    const post = (ip: string) =>
      submitForm(postJson('gl-contact-us-hc', contact('ann.lee@example.com'), {}, ip), 'gl-contact-us-hc', h!.deps);
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await post(ip)).status).toBe(202);
    await waitFor(() => thankYous().length === 3, 15_000, 'the strangers’ three thank-yous');
    // A fourth from the strangers' network is past the cap there: its inquiry goes, its thank-you does not.
    expect((await post('198.51.100.4')).status).toBe(202);
    // The visitor's own post, from their own network.
    expect((await post('203.0.113.9')).status).toBe(202);
    await waitFor(() => inquiries().length === 5 && thankYous().length === 4, 15_000, 'five inquiries and the visitor’s own thank-you');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(thankYous()).toHaveLength(4);
  });
});
