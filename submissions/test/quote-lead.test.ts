import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildQuoteLead, deliverQuoteLead, quoteLeadRequestSchema, type QuoteLeadRequest } from '../src/leads/quote-lead.js';

interface Call {
  path: string;
  body: Record<string, unknown>;
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A real HTTP test lead service: answers per path, records every call. */
async function leadService(answers: Record<string, { status: number; body: unknown }>): Promise<{ url: string; calls: Call[] }> {
  const calls: Call[] = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      calls.push({ path, body: JSON.parse(raw) as Record<string, unknown> });
      const answer = answers[path] ?? { status: 200, body: { ok: true } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/api/lead-route`, calls };
}

const life: QuoteLeadRequest = {
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
    risk_class: 'Preferred',
    tobacco_use: false,
    waiver_of_premium: false,
    income: 90000,
  },
};

const disability: QuoteLeadRequest = {
  ...life,
  quoteData: {
    type: 'di',
    age: 40,
    gender: 'male',
    location: 'NY',
    occupation: 'accountant',
    income: 120000,
    elimination_period: 'EP3',
    benefit_period: 'A65',
    monthly_benefit: 6000,
    riders: [],
    premium: 180,
    quote_link: 'https://www.example.com/disability-insurance/calculator/results?info=x',
  },
};

const at = new Date('2026-03-05T15:00:00Z');
const lead = (request: QuoteLeadRequest) =>
  buildQuoteLead({ request, campaign: undefined, emailRouting: 'true', anonId: 'anon-1', at, random: () => 0.99 });

describe('quote leads (docs/requirements.md#lead-routing)', () => {
  it('validates, creates, then sends the follow-ups keyed by internal lead id with LR_LEADS (life)', async () => {
    const svc = await leadService({
      '/api/lead-route/il-leads/validate': { status: 200, body: { status: 'valid' } },
      '/api/lead-route/il-leads/create': { status: 200, body: { lead_id: 'L1', internal_lead_id: 77 } },
    });
    const outcome = await deliverQuoteLead(svc.url, lead(life));
    expect(outcome).toEqual({ created: true, internalLeadId: '77' });
    expect(svc.calls.map((c) => c.path)).toEqual([
      '/api/lead-route/il-leads/validate',
      '/api/lead-route/il-leads/create',
      '/api/lead-route/quotes/life',
      '/api/lead-route/service-selection',
    ]);
    expect(svc.calls[1]?.body).toMatchObject({
      address: { zip_code: '10001' },
      agency_assist_flag: true,
      campaign_code: 'organic',
      email_address: 'ada@example.com',
      is_inforce: false,
      lead_date: '03-05-2026',
      lead_type: 'medium',
      phone_number: '2125550100',
      quote_data: life.quoteData,
    });
    expect(svc.calls[2]?.body).toEqual({ internal_lead_id: '77', source: 'LR_LEADS', quote: life.quoteData });
    expect(svc.calls[3]?.body).toEqual({ internal_lead_id: '77', source: 'LR_LEADS', service: 'life' });
  });

  it('creates nothing when the validate step gives no status (disability)', async () => {
    const svc = await leadService({ '/api/lead-route/di-leads/validate': { status: 200, body: { errors: [] } } });
    expect(await deliverQuoteLead(svc.url, lead(disability))).toEqual({ created: false });
    expect(svc.calls.map((c) => c.path)).toEqual(['/api/lead-route/di-leads/validate']);
  });

  it("throws the failure lines 'IlLeads API call failed' and 'DiLeads API call failed'", async () => {
    const svc = await leadService({
      '/api/lead-route/il-leads/validate': { status: 503, body: {} },
      '/api/lead-route/di-leads/validate': { status: 200, body: { status: 'ok' } },
      '/api/lead-route/di-leads/create': { status: 500, body: {} },
    });
    await expect(deliverQuoteLead(svc.url, lead(life))).rejects.toThrow('IlLeads API call failed');
    await expect(deliverQuoteLead(svc.url, lead(disability))).rejects.toThrow('DiLeads API call failed');
  });

  it('the form schema gives the messages of bad input', () => {
    const result = quoteLeadRequestSchema.safeParse({ ...life, firstName: 'Ad4', phone: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['First name should be only letters.', 'Enter a 10-digit phone number']);
  });

  it('agency assist: organic odds 1 in 6 when EmailRouting is not true', () => {
    const build = (random: number) =>
      buildQuoteLead({ request: life, campaign: undefined, emailRouting: 'false', anonId: 'a', at, random: () => random })
        .agency_assist_flag;
    expect(build(0.1)).toBe(true);
    expect(build(0.2)).toBe(false);
  });
});
