import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deadPort,
  harness,
  postJson,
  startRecorder,
  tempDir,
  testConfig,
  waitFor,
  type Harness,
  type Recorder,
  submitForm,
} from './helpers.js';
import { captureLogs } from './log-capture.js';

const values = {
  firstName: 'Ada',
  lastName: 'Quinn',
  email: 'ada.quinn@example.com',
  zipCode: '10001',
  phone: '(212) 555-0100',
  bestTimeToCall: 'Morning',
  interested: ['4', '3'],
  customerNote: 'Rolling over a 401(k) next spring',
};

const tracking = {
  LifeCampaignName: 'term-life-2025-spring',
  EmailRouting: 'true',
  CampaignSuccessLocation: '/annuities/thank-you',
  ClientId: 'GA1.1.123456.789',
  SessionId: 'S-42',
  HitTimestamp: '2026-11-21T07:00:00.000Z',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_content: 'rila-banner',
  utm_campaign: 'spring',
};

/** The lead-assignment payload of the submission above, field for field (docs/requirements.md#lead-assignment). */
const expectedPayload = {
  auto_assign_closest_agency: 'false',
  lead: {
    first_name: 'Ada',
    last_name: 'Quinn',
    addresses: [{ postal_code: '10001' }],
    contact_preference: null,
    emails: [{ address: 'ada.quinn@example.com' }],
    phone_numbers: [{ full_number: '2125550100' }],
    best_time_to_call: 'Morning',
    customer_note: 'Rolling over a 401(k) next spring',
  },
  campaign_ids: [2],
  campaigns: [{ name: 'original' }, { name: 'term-life-2025-spring' }],
  service_ids: [3, 4],
  area_of_interest: 'Annuities,Investments',
  send_to_agency_assist: true,
  tracking_info: {
    analytics_id: 'GA1.1.123456.789',
    session_id: 'S-42',
    session_started: '2026-11-21T07:00:00.000Z',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_content: 'rila-banner',
  },
};

describe('a lead submitted while the lead service is down', () => {
  let temp: ReturnType<typeof tempDir>;
  let h: Harness;
  let service: Recorder | undefined;
  let port: number;
  let logs: ReturnType<typeof captureLogs>;

  beforeEach(async () => {
    temp = tempDir();
    port = await deadPort();
    h = await harness(testConfig(temp.dir, { LEAD_ASSIGNMENT_URL: `http://127.0.0.1:${port}/api/lead-assignment/create` }));
    logs = captureLogs();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    await h.close();
    vi.restoreAllMocks();
    await service?.close();
    service = undefined;
    temp.remove();
  });

  it('sends the visitor on at once, keeps retrying, and delivers the exact payload exactly once when the service comes up', async () => {
    // Given the lead-assignment address points at a port nothing listens on
    // When the visitor submits the annuities form
    const response = await submitForm(postJson('annuities-form-hc', values, tracking), 'annuities-form-hc', h.deps);

    // Then the visitor is answered at once and sent to the campaign's success location
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { id: string; redirect: string };
    expect(accepted.redirect).toBe('/annuities/thank-you');

    // And the failed attempts are recorded and logged with the requirements' line, without personal data
    await waitFor(
      () => logs.lines.some((line) => line.level === 'error' && line.msg.startsWith('Error calling lead assignment')),
      5000,
      'a failed attempt',
    );
    const pending = await h.site.forms.selectFrom('deliveries').selectAll().where('submission_id', '=', accepted.id).execute();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ kind: 'lead-assignment', status: 'pending', last_error: 'ECONNREFUSED' });
    expect(pending[0]!.attempts).toBeGreaterThanOrEqual(1);
    for (const line of logs.text) expect(line).not.toMatch(/Ada|Quinn|ada\.quinn|2125550100|10001/);

    // When the lead service comes up on that port
    service = await startRecorder(port);

    // Then the lead is delivered, exactly once, with the exact payload of the seed
    await waitFor(
      async () => {
        const row = await h.site.forms
          .selectFrom('deliveries')
          .select('status')
          .where('submission_id', '=', accepted.id)
          .executeTakeFirstOrThrow();
        return row.status === 'delivered';
      },
      10_000,
      'the delivery',
    );
    await new Promise((r) => setTimeout(r, 300)); // several more polling rounds
    expect(service.received).toHaveLength(1);
    const [request] = service.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/lead-assignment/create?source=annuities_form');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['idempotency-key']).toBe(pending[0]!.id);
    expect(JSON.parse(request!.body)).toStrictEqual(expectedPayload);

    const submission = await h.site.forms.selectFrom('submissions').selectAll().where('id', '=', accepted.id).executeTakeFirstOrThrow();
    expect(submission.status).toBe('delivered');
    const delivered = await h.site.forms
      .selectFrom('deliveries')
      .selectAll()
      .where('submission_id', '=', accepted.id)
      .executeTakeFirstOrThrow();
    expect(delivered.delivered_at).toBeGreaterThan(0);
    expect(delivered.lock_token).toBeNull();
  });

  it('keeps the lead in the database, status stored, when no lead service is configured', async () => {
    // Given nothing downstream is configured (the embedded default)
    const bare = await harness(testConfig(join(temp.dir, 'bare')));
    try {
      // When a lead is submitted
      const response = await submitForm(postJson('annuities-form-hc', values, tracking), 'annuities-form-hc', bare.deps);
      const { id } = (await response.json()) as { id: string };
      // Then it is stored with its values and no delivery
      const row = await bare.site.forms.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.status).toBe('stored');
      expect(JSON.parse(row.values)).toMatchObject({ firstName: 'Ada', interested: ['4', '3'] });
      expect(JSON.parse(row.tracking)).toMatchObject({ LifeCampaignName: 'term-life-2025-spring' });
      expect(await bare.site.forms.selectFrom('deliveries').selectAll().execute()).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});
