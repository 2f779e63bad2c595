import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteLeadValues } from '@insurer/contracts/quote';
import { claimDue, markDelivered } from '../src/db/outbox.js';
import { createDeliver } from '../src/delivery/adapters.js';
import { DeliveryWorker } from '../src/delivery/worker.js';
import { buildQuoteLead } from '../src/leads/quote-lead.js';
import { harness, postJson, tempDir, testConfig, waitFor, type Harness, submitForm, openFormsDb } from './helpers.js';
import { captureLogs } from './log-capture.js';

/**
 * Quote leads from the results pages (docs/requirements.md#quote-leads) through the outbox, with a
 * real HTTP lead service: validate, then create only on a status, then the follow-ups keyed by the
 * internal lead id with 'LR_LEADS'; one outbox row per step, so an outage or a lost answer never
 * creates the lead twice and never loses it.
 */

interface Call {
  path: string;
  key: string;
  body: Record<string, unknown>;
}

/**
 * A test lead service like the real routing client: answers validate with `{ status: 'valid' }`
 * (or what `validateAnswer` says), create with a new internal lead id, others `{ ok: true }`. It
 * honours `Idempotency-Key`: a repeated key gets the first answer back and creates nothing new.
 * `dropCreateAnswers` makes it create the lead and then cut the connection without answering (a
 * crash after the commit); `stop()` and `start()` take it down and bring it back on the same port.
 */
class LeadService {
  calls: Call[] = [];
  leads: { internalLeadId: string; body: Record<string, unknown> }[] = [];
  validateAnswer: unknown = { status: 'valid' };
  dropCreateAnswers = 0;
  private answers = new Map<string, unknown>();
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const path = (req.url ?? '').replace(/^\/api\/lead-route/, '');
        const key = String(req.headers['idempotency-key'] ?? '');
        const body = JSON.parse(raw) as Record<string, unknown>;
        this.calls.push({ path, key, body });
        let answer = this.answers.get(`${path} ${key}`);
        if (answer === undefined) {
          if (path.endsWith('/validate')) answer = this.validateAnswer;
          else if (path.endsWith('/create')) {
            const internalLeadId = `IL-${this.leads.length + 1}`;
            this.leads.push({ internalLeadId, body });
            answer = { lead_id: `L-${this.leads.length}`, internal_lead_id: internalLeadId };
          } else answer = { ok: true };
          this.answers.set(`${path} ${key}`, answer);
          if (path.endsWith('/create') && this.dropCreateAnswers > 0) {
            this.dropCreateAnswers -= 1;
            req.socket.destroy();
            return;
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  paths(): string[] {
    return this.calls.map((c) => c.path);
  }
}

const lifeValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(212) 555-0100',
  zipCode: '10001',
  quoteData: {
    type: 'il',
    monthly_premium: 23.5,
    age: 35,
    base_face_amount: 500000,
    extended_conversion_rider: false,
    gender: 'female',
    level_premium_period: 20,
    product: 'Term',
    risk_class: 'Standard',
    tobacco_use: false,
    waiver_of_premium: false,
    income: 90000,
  },
};

const disabilityValues = {
  ...lifeValues,
  phone: '',
  quoteData: {
    type: 'di',
    age: 40,
    gender: 'male',
    location: '10001',
    occupation: 'accountant',
    income: 120000,
    elimination_period: 'EP3',
    benefit_period: 'A65',
    monthly_benefit: 6000,
    riders: [],
    premium: 180,
    quote_link: 'http://localhost:3000/disability-insurance/calculator/results?info=1.x',
  },
};

describe('quote leads through the outbox (docs/requirements.md#quote-leads)', () => {
  let temp: ReturnType<typeof tempDir>;
  let service: LeadService;
  let h: Harness;
  let logs: ReturnType<typeof captureLogs>;
  /** The messages of the error lines logged so far. */
  const errorLines = () => logs.lines.filter((line) => line.level === 'error').map((line) => line.msg);

  beforeEach(async () => {
    temp = tempDir();
    service = new LeadService();
    await service.start();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logs = captureLogs();
    h = await harness(testConfig(temp.dir, { LEAD_ROUTE_URL: `http://127.0.0.1:${service.port}/api/lead-route` }), {
      random: () => 0.99,
      clock: () => Date.parse('2026-03-05T15:00:00Z') + performance.now(),
    });
  });

  afterEach(async () => {
    await h.close();
    await service.stop();
    vi.restoreAllMocks();
    temp.remove();
  });

  const status = async (id: string) =>
    (await h.site.forms.selectFrom('submissions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('given a life lead, then validate, create, the quote and the service selection go out in that order, keyed by the internal lead id', async () => {
    const response = await submitForm(postJson('life-quote-lead', lifeValues, { ClientId: 'anon-7' }), 'life-quote-lead', h.deps);
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { id: string; redirect: string };
    expect(accepted.redirect).toBe('/life-insurance/term/calculator-quote/results');

    await waitFor(async () => (await status(accepted.id)) === 'delivered', 10_000, 'the lead delivered');
    expect(service.paths().slice(0, 2)).toEqual(['/il-leads/validate', '/il-leads/create']);
    expect(service.paths().slice(2).sort()).toEqual(['/quotes/life', '/service-selection']);
    const lead = {
      address: { zip_code: '10001' },
      agency_assist_flag: false,
      campaign_code: 'organic',
      email_address: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      is_inforce: false,
      lead_date: '03-05-2026',
      lead_type: 'medium',
      source: 'life_quote',
      anon_id: 'anon-7',
      phone_number: '2125550100',
      quote_data: lifeValues.quoteData,
    };
    expect(service.calls[0]?.body).toStrictEqual(lead);
    expect(service.calls[1]?.body).toStrictEqual(lead);
    const followUps = Object.fromEntries(service.calls.slice(2).map((c) => [c.path, c.body]));
    expect(followUps['/quotes/life']).toStrictEqual({ internal_lead_id: 'IL-1', source: 'LR_LEADS', quote: lifeValues.quoteData });
    expect(followUps['/service-selection']).toStrictEqual({ internal_lead_id: 'IL-1', source: 'LR_LEADS', service: 'life' });
    // One outbox row per step, each with its own idempotency key
    const rows = await h.site.forms
      .selectFrom('deliveries')
      .select(['kind', 'status', 'id'])
      .where('submission_id', '=', accepted.id)
      .execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['quote-follow-up', 'quote-follow-up', 'quote-lead-create', 'quote-lead-validate']);
    expect(new Set(service.calls.map((c) => c.key))).toEqual(new Set(rows.map((r) => r.id)));
    // The submission keeps the quote_data
    const stored = await h.site.forms.selectFrom('submissions').selectAll().where('id', '=', accepted.id).executeTakeFirstOrThrow();
    expect(stored.form_id).toBe('life-quote-lead');
    expect(JSON.parse(stored.values)).toMatchObject({ lastName: 'Lovelace', quoteData: lifeValues.quoteData });
  });

  it('given compliance codes in content, then the lead carries its product form’s code, an expired one is still carried and logged; a date of birth goes as dob', async () => {
    h.deps.loadSiteContent = async () => ({
      complianceCodes: [
        { formId: 'life-quote-lead', code: 'LFM-TL-2026-0108', expirationDate: '2099-12-31' },
        { formId: 'disability-quote-lead', code: 'LFM-DI-2024-0001', expirationDate: '2025-01-31' },
      ],
    });
    const life = await submitForm(postJson('life-quote-lead', { ...lifeValues, dateOfBirth: '04/09/1980' }), 'life-quote-lead', h.deps);
    const disability = await submitForm(postJson('disability-quote-lead', disabilityValues), 'disability-quote-lead', h.deps);
    expect([life.status, disability.status]).toEqual([202, 202]);
    await waitFor(() => service.paths().filter((p) => p.endsWith('/validate')).length === 2, 10_000, 'two validates');
    const byPath = Object.fromEntries(service.calls.filter((c) => c.path.endsWith('/validate')).map((c) => [c.path, c.body]));
    expect(byPath['/il-leads/validate']).toMatchObject({ compliance_number: 'LFM-TL-2026-0108', dob: '04-09-1980' });
    expect(byPath['/di-leads/validate']).toMatchObject({ compliance_number: 'LFM-DI-2024-0001' });
    expect(byPath['/di-leads/validate']).not.toHaveProperty('dob');
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'Compliance code expired',
        form: 'disability-quote-lead',
        code: 'LFM-DI-2024-0001',
        expired: '2025-01-31',
      }),
    );
    const refused = await submitForm(postJson('life-quote-lead', { ...lifeValues, dateOfBirth: '02/30/1980' }), 'life-quote-lead', h.deps);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      dateOfBirth: 'Enter your date of birth as MM/DD/YYYY (you must be 18 or older).',
    });
  });

  it('given a validate answer without a status, then the disability lead is not created and nothing follows', async () => {
    service.validateAnswer = { errors: ['duplicate'] };
    const response = await submitForm(postJson('disability-quote-lead', disabilityValues), 'disability-quote-lead', h.deps);
    const { id } = (await response.json()) as { id: string };
    await waitFor(async () => (await status(id)) === 'delivered', 10_000, 'the validate step recorded');
    await new Promise((r) => setTimeout(r, 150));
    expect(service.paths()).toEqual(['/di-leads/validate']);
    expect(service.calls[0]?.body).toMatchObject({ source: 'disability_quote', quote_data: disabilityValues.quoteData });
    expect(service.calls[0]?.body).not.toHaveProperty('phone_number');
    expect(service.leads).toEqual([]);
  });

  it('given the lead service down after validate and a lost create answer, then after recovery the lead is created exactly once and nothing is lost', async () => {
    // The first create is taken by the service, which then dies before answering (the answer is lost)…
    service.dropCreateAnswers = 1;
    const response = await submitForm(postJson('disability-quote-lead', disabilityValues), 'disability-quote-lead', h.deps);
    const { id } = (await response.json()) as { id: string };
    await waitFor(() => service.leads.length === 1, 10_000, 'the first create');
    // …and stays down for a while: the create step keeps failing and is retried with backoff.
    await service.stop();
    await waitFor(
      () => errorLines().filter((line) => line.includes('DiLeads API call failed')).length >= 3,
      10_000,
      'failed attempts logged',
    );
    expect(await status(id)).toBe('accepted');
    // Back up: the retry carries the same idempotency key, so the service gives the same lead back.
    await service.start();
    await waitFor(async () => (await status(id)) === 'delivered', 10_000, 'the lead delivered');
    expect(service.leads).toHaveLength(1);
    const creates = service.calls.filter((c) => c.path === '/di-leads/create');
    expect(creates.length).toBeGreaterThanOrEqual(2);
    expect(new Set(creates.map((c) => c.key)).size).toBe(1);
    const followUps = service.calls.filter((c) => c.path === '/quotes/disability' || c.path === '/service-selection');
    expect(followUps.map((c) => c.body)).toEqual(
      expect.arrayContaining([
        { internal_lead_id: 'IL-1', source: 'LR_LEADS', quote: disabilityValues.quoteData },
        { internal_lead_id: 'IL-1', source: 'LR_LEADS', service: 'disability' },
      ]),
    );
    expect(followUps).toHaveLength(2);
    expect(service.paths().filter((p) => p === '/di-leads/validate')).toHaveLength(1);
    const log = logs.text.join('\n');
    expect(log).toContain('DiLeads API call failed');
    expect(log).not.toContain('ada@example.com');
  });

  it('given a lead service that is down from the start, then the life lead waits in the outbox and goes out once it is back', async () => {
    await service.stop();
    const response = await submitForm(postJson('life-quote-lead', lifeValues), 'life-quote-lead', h.deps);
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await waitFor(() => errorLines().some((line) => line.includes('IlLeads API call failed')), 10_000, 'a failed validate logged');
    await service.start();
    await waitFor(async () => (await status(id)) === 'delivered', 10_000, 'the lead delivered');
    expect(service.leads).toHaveLength(1);
    expect(service.paths().slice(0, 2)).toEqual(['/il-leads/validate', '/il-leads/create']);
  });

  it('given the worker dies after the service created the lead, then the next worker re-sends create with the same key and the lead exists once', async () => {
    // A site of its own whose worker is not started: this test plays the worker that dies.
    await h.close();
    const config = testConfig(temp.dir, {
      LEAD_ROUTE_URL: `http://127.0.0.1:${service.port}/api/lead-route`,
      SITE_DATABASE_PATH: `${temp.dir}/crash.sqlite`,
      DELIVERY_LEASE_MS: '5000',
    });
    const site = await openFormsDb({ databaseUrl: undefined, sqlitePath: config.database.sqlitePath });
    const deps = { config, site: async () => site, loadDefinition: async () => undefined, random: () => 0.99 };
    const response = await submitForm(postJson('life-quote-lead', lifeValues), 'life-quote-lead', deps);
    const { id } = (await response.json()) as { id: string };
    const deliver = createDeliver(config);
    const lease = { leaseMs: config.delivery.leaseMs, limit: 10 };
    // The first worker validates (and records it: the create step is added)…
    const [validate] = await claimDue(site, { ...lease, now: Date.now(), token: 'first' });
    const validated = await deliver(validate!, new Date());
    expect(validated.ok).toBe(true);
    await markDelivered(site.forms, validate!, 'first', Date.now(), validated.followUps);
    // …then sends create, which the service commits, and dies before recording the outcome.
    const [create] = await claimDue(site, { ...lease, now: Date.now(), token: 'first' });
    expect(create?.kind).toBe('quote-lead-create');
    expect((await deliver(create!, new Date())).ok).toBe(true);
    expect(service.leads).toHaveLength(1);
    // Another worker, once the lease is over, takes the row back.
    const later = () => Date.now() + config.delivery.leaseMs + 1;
    expect(await claimDue(site, { ...lease, now: Date.now(), token: 'too-early' })).toEqual([]);
    const worker = new DeliveryWorker({ site, deliver, delivery: config.delivery, clock: later });
    worker.start();
    await waitFor(
      async () =>
        (await site.forms.selectFrom('submissions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status === 'delivered',
      10_000,
      'the lead delivered by the second worker',
    );
    await worker.stop();
    await site.close();
    expect(service.leads).toHaveLength(1);
    const creates = service.calls.filter((c) => c.path === '/il-leads/create');
    expect(creates.map((c) => c.key)).toEqual([create!.id, create!.id]);
    expect(
      service.calls
        .filter((c) => c.body.internal_lead_id === 'IL-1')
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/quotes/life', '/service-selection']);
    // afterEach closes `h` again: give it a fresh harness to close.
    h = await harness(testConfig(temp.dir, { SITE_DATABASE_PATH: `${temp.dir}/unused.sqlite` }));
  });

  it('is rate-limited like every form route (429 with Retry-After)', async () => {
    await h.close();
    h = await harness(
      testConfig(temp.dir, { SITE_DATABASE_PATH: `${temp.dir}/limited.sqlite`, FORMS_RATE_LIMIT: '1', FORMS_RATE_WINDOW_MS: '60000' }),
    );
    expect((await submitForm(postJson('life-quote-lead', lifeValues), 'life-quote-lead', h.deps)).status).toBe(202);
    const limited = await submitForm(postJson('life-quote-lead', lifeValues), 'life-quote-lead', h.deps);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 422 with the field messages, 400 for malformed input, and keeps nothing', async () => {
    const bad = await submitForm(
      postJson('life-quote-lead', { ...lifeValues, firstName: 'Ad4', email: 'ada@', zipCode: '123', quoteData: { type: 'di' } }),
      'life-quote-lead',
      h.deps,
    );
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      message: 'Some answers need your attention.',
      errors: {
        firstName: 'First name should be only letters.',
        email: 'Enter valid email address',
        zipCode: 'Enter a valid 5-digit zip code',
        quoteData: "We couldn't read the quote on this page. Please get a new quote and try again.",
      },
    });
    // A disability quote on the life form is refused too
    const swapped = await submitForm(postJson('life-quote-lead', disabilityValues), 'life-quote-lead', h.deps);
    expect(swapped.status).toBe(422);
    const malformed = await submitForm(
      new Request('http://localhost:3000/api/forms/life-quote-lead', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', accept: 'application/json' },
        body: '{"values":',
      }),
      'life-quote-lead',
      h.deps,
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: expect.any(String) });
    expect(await h.site.forms.selectFrom('submissions').selectAll().execute()).toEqual([]);
  });
});

describe('agency assist of quote leads (docs/requirements.md#decision-agency-assist-and-email-routing)', () => {
  const values = lifeValues as unknown as QuoteLeadValues;
  const build = (tracking: Record<string, string>, random: () => number) =>
    buildQuoteLead({ values, tracking, submissionId: 's-1', at: new Date('2026-03-05T15:00:00Z'), random }).agency_assist_flag;

  it("draws with the campaign's odds whatever EmailRouting says (the seed-001 rule; 'true' does not force it)", () => {
    const random = mulberry32(0x1ead);
    const draws = 6_000;
    let hits = 0;
    let routed = 0;
    for (let i = 0; i < draws; i += 1) {
      if (build({ EmailRouting: 'true', LifeCampaignName: 'Term Life 2025' }, random)) routed += 1;
      if (build({ EmailRouting: 'false', LifeCampaignName: 'Term Life 2025' }, random)) hits += 1;
    }
    const p = 1 / 7;
    const sd = 4 * Math.sqrt((p * (1 - p)) / draws);
    expect(Math.abs(routed / draws - p)).toBeLessThan(sd);
    expect(Math.abs(hits / draws - p)).toBeLessThan(sd);
    // No campaign: the organic 1 in 6
    let organic = 0;
    for (let i = 0; i < draws; i += 1) if (build({}, random)) organic += 1;
    expect(Math.abs(organic / draws - 1 / 6)).toBeLessThan(4 * Math.sqrt(((1 / 6) * (5 / 6)) / draws));
  });
});

/** A small seeded PRNG (mulberry32): the same seed gives the same draws on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
