import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSurveyLead, userExists, type SurveyDeps } from '../src/survey/survey-lead.js';
import { harness, startRecorder, tempDir, testConfig, waitFor, type Harness, type Recorder } from './helpers.js';

/**
 * Issue 34 item 10 (docs/requirements.md#decision-survey-lead-actions): the quote results' two
 * server actions on the forms backend's side, with a real lead service (a recording HTTP server),
 * a real verification service and a real site database.
 */

const lifeQuote = {
  type: 'il' as const,
  monthly_premium: 23.5,
  age: 35,
  base_face_amount: 500000,
  extended_conversion_rider: false,
  gender: 'female' as const,
  level_premium_period: 20,
  product: 'Term',
  risk_class: 'Standard',
  tobacco_use: false,
  waiver_of_premium: false,
  income: 90000,
};

const input = (email: string) => ({
  firstName: 'Ada',
  email,
  source: {
    pageUrl: '/life-insurance/term/calculator-quote/results?info=1.x',
    sourceId: 'Survey',
    tags: ['life', 'google/cpc'],
    utmInfo: { utm_source: 'google', utm_campaign: 'spring' },
  },
  gclid: 'Cj0KCQ',
  quote: lifeQuote,
});

describe('the survey lead and the user-exists check', () => {
  let temp: ReturnType<typeof tempDir>;
  let service: Recorder;
  let verifier: Recorder;
  let h: Harness;
  let deps: SurveyDeps;

  beforeEach(async () => {
    temp = tempDir();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    service = await startRecorder(0, 200, () => '{"internal_lead_id":"IS-4"}');
    verifier = await startRecorder(0, 200, () => '{"valid":false}');
  });

  afterEach(async () => {
    await h.close();
    await service.close();
    await verifier.close();
    vi.restoreAllMocks();
    temp.remove();
  });

  const start = async (env: Record<string, string> = {}) => {
    h = await harness(testConfig(temp.dir, { LEAD_ASSIGNMENT_URL: `http://127.0.0.1:${service.port}/api/lead-assignment`, ...env }));
    deps = {
      config: h.config,
      site: async () => h.site,
      afterRecord: () => void h.worker.nudge(),
      loadSiteContent: async () => ({
        complianceCodes: [{ formId: 'life-quote-lead', code: 'LFM-TL-2026-0108', expirationDate: '2099-12-31' }],
      }),
    };
  };

  it('given a new visitor, then the lead goes to the create call with the survey source, il_quote, location_permalink and service_ids, and the visitor is known afterwards', async () => {
    await start();
    expect(await userExists('ada@example.com', '203.0.113.5', deps)).toBe(false);
    expect(await createSurveyLead(input('ada@example.com'), '203.0.113.5', deps)).toEqual({ ok: true });
    await waitFor(() => service.received.length === 1, 10_000, 'the create call');
    expect(service.received[0]!.url).toBe('/api/lead-assignment/create');
    expect(JSON.parse(service.received[0]!.body)).toStrictEqual({
      first_name: 'Ada',
      emails: [{ address: 'ada@example.com' }],
      source: {
        pageUrl: '/life-insurance/term/calculator-quote/results?info=1.x',
        sourceId: 'Survey',
        tags: ['life', 'google/cpc'],
        utmInfo: { utm_source: 'google', utm_campaign: 'spring' },
      },
      location_permalink: 'http://localhost:3000/life-insurance/term/calculator-quote/results?info=1.x',
      gclid: 'Cj0KCQ',
      il_quote: {
        monthly_premium: 23.5,
        gender: 'female',
        age: 35,
        income: 90000,
        tobacco_use: false,
        level_premium_period: 20,
        base_face_amount: 500000,
        extended_conversion_rider: false,
      },
      service_ids: [1],
      compliance_number: 'LFM-TL-2026-0108',
    });
    // The same mailbox, however it is written, is known now.
    expect(await userExists('ADA+quotes@Example.com', '203.0.113.5', deps)).toBe(true);
    expect(await userExists('not an address', '203.0.113.5', deps)).toBe(false);
  });

  it('given a disability quote, then di_quote carries it and service_ids is disability income', async () => {
    await start();
    const di = {
      type: 'di' as const,
      age: 40,
      gender: 'male' as const,
      location: 'NY',
      occupation: 'accountant',
      income: 120000,
      elimination_period: 'EP3' as const,
      benefit_period: 'A65' as const,
      monthly_benefit: 6000,
      riders: [],
      premium: 180,
      quote_link: 'http://localhost:3000/disability-insurance/calculator/results?info=1.x',
    };
    expect(await createSurveyLead({ ...input('raj@example.com'), quote: di }, '203.0.113.6', deps)).toEqual({ ok: true });
    await waitFor(() => service.received.length === 1, 10_000, 'the create call');
    const { type: _type, ...expected } = di;
    expect(JSON.parse(service.received[0]!.body)).toMatchObject({ di_quote: expected, service_ids: [2] });
  });

  it('given a throwaway address, then the embedded check refuses it: invalid-email and nothing is stored', async () => {
    await start();
    expect(await createSurveyLead(input('someone@mailinator.com'), '203.0.113.7', deps)).toEqual({
      ok: false,
      reason: 'invalid-email',
      message: 'Enter an email address you can receive mail at (not a temporary one).',
    });
    expect(await h.site.forms.selectFrom('submissions').selectAll().execute()).toEqual([]);
    expect(await userExists('someone@mailinator.com', '203.0.113.7', deps)).toBe(false);
  });

  it('given a verification service, then its verdict decides: refused even for an ordinary address', async () => {
    await start({ EMAIL_VERIFICATION_URL: `http://127.0.0.1:${verifier.port}/verify` });
    const result = await createSurveyLead(input('ada@example.com'), '203.0.113.8', deps);
    expect(result).toMatchObject({ ok: false, reason: 'invalid-email' });
    expect(verifier.received.map((r) => [r.url, JSON.parse(r.body)])).toEqual([['/verify', { email: 'ada@example.com' }]]);
  });

  it('given input that is not the contract’s, or too many calls from one network, then refused with a reason', async () => {
    await start({ FORMS_RATE_LIMIT: '2' });
    expect(await createSurveyLead({ ...input('ada@example.com'), firstName: 'Ad4' }, '203.0.113.9', deps)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'First name should be only letters.',
    });
    expect(
      await createSurveyLead({ ...input('ada@example.com'), source: { ...input('x').source, sourceId: 'Other' } }, '203.0.113.9', deps),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    await createSurveyLead(input('a1@example.com'), '203.0.113.10', deps);
    await createSurveyLead(input('a2@example.com'), '203.0.113.10', deps);
    expect(await createSurveyLead(input('a3@example.com'), '203.0.113.10', deps)).toMatchObject({ ok: false, reason: 'rate-limited' });
  });
});
