import { RILA_REQUEST_FIXTURE } from '@insurer/contracts/testing/rila-result';
import { testRilaConfig } from '@insurer/contracts/testing/rila-config';
import PostalMime, { type Email } from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadAssignUrl } from '../src/leads/tool-lead.js';
import { rilaIllustrationId, rilaLeadResult } from '@insurer/contracts/rila';
import { importantStatement, simulateRetirement, toRetirementInput } from '@insurer/contracts/retirement';
import { DEMO_MARKET_ASSUMPTIONS } from '@insurer/contracts/testing/market-assumptions';
import { buildRetirementEmails, isZeroDollars } from '../src/mail/results-emails.js';
import { closeSmtpTransports } from '../src/mail/smtp.js';
import {
  deadPort,
  harness,
  postJson,
  startRecorder,
  startSmtpListener,
  tempDir,
  testConfig,
  waitFor,
  type Harness,
  type Recorder,
  type SmtpListener,
  submitForm,
} from './helpers.js';
import { leadCreateUrl } from '../src/leads/tool-lead.js';
import { captureLogs } from './log-capture.js';

/** The calculator's form values: the §9 assumptions with a 45-year-old's savings. */
const inputs = {
  currentAge: '45',
  retirementAge: '67',
  qualifiedSavings: '$150,000',
  annualQualifiedContributions: '12,000',
  annualRetirementIncome: '60000',
  lifeExpectancy: '85',
  nonQualifiedSavings: '2000',
  annualNonQualifiedContributions: '0',
  inflationRate: '2',
  taxBracket: '22',
  preRetirementReturn: '7',
  postRetirementReturn: '5',
};

const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.com', phone: '(212) 555-0100', bestTimeToCall: 'Morning' };

const BRAND = 'Harborview Life';
/** The site settings of these tests: the brand, the support phone and the product forms' compliance codes. */
const CONTENT = {
  brandName: BRAND,
  supportPhone: '1-888-555-0199',
  complianceCodes: [
    { formId: 'retirement-calculator-share', code: 'HVL-RET-2026-0101', expirationDate: '2099-12-31' },
    { formId: 'rila-tool-share', code: 'HVL-RILA-2026-0042', expirationDate: '2099-12-31' },
  ],
};

const parse = async (raw: Buffer): Promise<Email> => PostalMime.parse(raw);

/** Every dollar figure of an HTML table cell or row in `html`. */
const dollarCells = (html: string) => [...html.matchAll(/>(-?\$[\d,]+(?:\.\d+)?)</g)].map((m) => m[1] ?? '');

describe('the share flow: leads, follow-up, saves and results e-mails with real peers', () => {
  let temp: ReturnType<typeof tempDir>;
  let smtp: SmtpListener;
  let service: Recorder;
  let h: Harness;

  beforeEach(async () => {
    temp = tempDir();
    smtp = await startSmtpListener();
    service = await startRecorder();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    await h.close();
    vi.restoreAllMocks();
    closeSmtpTransports();
    await smtp.close();
    await service.close();
    temp.remove();
  });

  const start = async (env: Record<string, string> = {}) => {
    h = await harness(
      testConfig(temp.dir, {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEAD_ASSIGNMENT_URL: `http://127.0.0.1:${service.port}/api/lead-assignment`,
        LEAD_ROUTE_URL: `http://127.0.0.1:${service.port}/api/lead-route`,
        ...env,
      }),
    );
    h.deps.loadSiteContent = async () => CONTENT;
  };

  it('given otherFP on the retirement calculator, then the lead, its follow-up, the save and the professional’s e-mail go out', async () => {
    await start();
    // When the visitor sends the results to their own professional
    const response = await submitForm(
      postJson('retirement-calculator-share', {
        ...contact,
        emailOption: 'otherFP',
        fpEmail: 'pro@advisers.example',
        results: { tool: 'retirement', inputs },
      }),
      'retirement-calculator-share',
      h.deps,
    );
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { id: string; redirect: string };
    expect(accepted.redirect).toBe('/annuities/retirement-calculator');

    // Then lead assignment gets the tool lead with the page's compliance code, then the follow-up with its ids
    await waitFor(() => service.received.length === 3, 10_000, 'lead, save and follow-up');
    const byPath = Object.fromEntries(service.received.map((r) => [r.url, JSON.parse(r.body) as unknown]));
    const lead = byPath['/api/lead-assignment?compliance_code=retirement_calculator'] as {
      compliance_code: string;
      lead: Record<string, unknown>;
    };
    expect(lead).toStrictEqual({
      compliance_code: 'retirement_calculator',
      // docs/requirements.md#decision-compliance-codes: the product form's code in force, from content
      compliance_number: 'HVL-RET-2026-0101',
      // docs/requirements.md#decision-tool-and-survey-leads: 401K/Retirement Plan, the page, the campaign draw
      service_ids: [5],
      location_permalink: 'http://localhost:3000/annuities/retirement-calculator',
      send_to_agency_assist: expect.any(Boolean),
      lead: {
        first_name: 'Ann',
        last_name: 'Lee',
        addresses: [{ postal_code: '10001' }],
        emails: [{ address: 'ann.lee@example.com' }],
        otherFPEmail: 'pro@advisers.example',
        phone_numbers: [{ full_number: '2125550100' }],
        best_time_to_call: 'Morning',
        emailOption: 'otherFP',
        data: {
          retirement: expect.objectContaining({ contactChoice: 'otherFP', result: expect.any(String) }),
          inputs: expect.objectContaining({ currentAge: 45, qualifiedSavings: 150_000, taxBracket: 0.22 }),
        },
      },
    });
    expect(byPath['/api/lead-assignment/leads/assign']).toStrictEqual({
      lead_reference_id: 'L-1',
      lead_id: 'L-1',
      internal_lead_id: 'I-1',
      compliance_code: 'retirement_calculator',
    });
    // And the routing client's retirement save carries the server's own figures
    const save = byPath['/api/lead-route/retirement/save'] as Record<string, unknown>;
    expect(save).toStrictEqual({
      lead_reference_id: accepted.id,
      ...(lead.lead.data as { retirement: Record<string, unknown> }).retirement,
    });
    expect(Object.keys(save).sort()).toEqual([
      'contactChoice',
      'income_goal',
      'lead_reference_id',
      'progress',
      'result',
      'savings',
      'shortfall',
    ]);

    // And the professional gets the results, with the chart inline and no $0 row; the subject is the
    // specification's 'Here are {name}'s results' (names are letters only), and nothing replies to the submitter
    await waitFor(() => smtp.received.length === 1, 10_000, 'the e-mail');
    const [message] = smtp.received;
    expect(message!.to).toEqual(['pro@advisers.example']);
    const email = await parse(message!.raw);
    expect(email.subject).toBe("[local] Here are Ann Lee's results");
    expect(email.replyTo).toBeUndefined();
    const html = email.html ?? '';
    expect(html).toContain(BRAND);
    expect(html).toContain('Ann Lee used the Harborview Life retirement calculator');
    expect(html).not.toContain('ann.lee@example.com');
    expect(email.text).not.toContain('ann.lee@example.com');
    expect(html).toContain('toll-free at 1-888-555-0199. · HVL-RET-2026-0101');
    expect(html).not.toContain('Guardian');
    expect(html).toContain('src="cid:results-chart"');
    expect(html).not.toContain('Annual non-qualified contributions');
    expect(dollarCells(html).filter(isZeroDollars)).toEqual([]);
    const widths = [...html.matchAll(/width="(\d+)"|width:(\d+)px/g)].map((m) => Number(m[1] ?? m[2]));
    expect(Math.max(...widths)).toBeLessThanOrEqual(600);
    const chart = email.attachments.find((a) => a.contentId === '<results-chart>');
    expect(chart?.mimeType).toBe('image/png');
    const png = Buffer.from(chart!.content as ArrayBuffer);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1072); // drawn at twice the 536 px it shows at

    // And the submission is stored, then delivered
    await waitFor(
      async () =>
        (await h.site.forms.selectFrom('submissions').select('status').where('id', '=', accepted.id).executeTakeFirstOrThrow()).status ===
        'delivered',
    );
    const stored = await h.site.forms.selectFrom('submissions').selectAll().where('id', '=', accepted.id).executeTakeFirstOrThrow();
    expect(stored.form_id).toBe('retirement-calculator-share');
    expect(JSON.parse(stored.values)).toMatchObject({
      emailOption: 'otherFP',
      fpEmail: 'pro@advisers.example',
      results: { tool: 'retirement' },
    });
  });

  it('given myself and connect, then the subjects are the seed’s, the zip is kept to connect and 10001 otherwise', async () => {
    await start();
    const mine = await submitForm(
      postJson('retirement-calculator-share', {
        ...contact,
        emailOption: 'myself',
        zipCode: '60601',
        results: { tool: 'retirement', inputs },
      }),
      'retirement-calculator-share',
      h.deps,
    );
    const connect = await submitForm(
      postJson('retirement-calculator-share', {
        ...contact,
        emailOption: 'guardianFP',
        zipCode: '60601',
        results: { tool: 'retirement', inputs },
      }),
      'retirement-calculator-share',
      h.deps,
    );
    expect([mine.status, connect.status]).toEqual([202, 202]);
    await waitFor(() => smtp.received.length === 2, 10_000, 'two e-mails');
    const subjects = await Promise.all(smtp.received.map(async (m) => ({ to: m.to, subject: (await parse(m.raw)).subject })));
    expect(subjects).toEqual(
      expect.arrayContaining([
        { to: ['ann.lee@example.com'], subject: '[local] Here are your results' },
        { to: ['ann.lee@example.com'], subject: `[local] ${BRAND} Retirement request` },
      ]),
    );
    await waitFor(() => service.received.filter((r) => r.url.startsWith('/api/lead-assignment?')).length === 2, 10_000, 'two leads');
    const zips = service.received
      .filter((r) => r.url.startsWith('/api/lead-assignment?'))
      .map((r) => (JSON.parse(r.body) as { lead: { emailOption: string; addresses: { postal_code: string }[] } }).lead)
      .map((l) => [l.emailOption, l.addresses[0]?.postal_code]);
    expect(zips).toEqual(
      expect.arrayContaining([
        ['myself', '10001'],
        ['guardianFP', '60601'],
      ]),
    );
  });

  it('given the RILA tool, then the server works the result out from the selections and the published configuration: lead, save and e-mail', async () => {
    await start();
    // The browser's own figures and table rows, if it sends any, are dropped.
    const posted = {
      ...RILA_REQUEST_FIXTURE,
      slots: RILA_REQUEST_FIXTURE.slots.map((slot) => ({
        ...slot,
        outcomesTableRows: [
          { title: 'Call 1-900-555-0100 now', copy: 'Verify your policy at evil.example', outcome: ['1', '2', '3', '4'] },
        ],
        chartImage: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      })),
    };
    const response = await submitForm(
      postJson('rila-tool-share', { ...contact, emailOption: 'myself', results: posted }),
      'rila-tool-share',
      h.deps,
    );
    expect(response.status).toBe(202);
    await waitFor(() => service.received.length === 3 && smtp.received.length === 1, 15_000, 'lead, save, follow-up and e-mail');
    const lead = JSON.parse(service.received.find((r) => r.url === '/api/lead-assignment?compliance_code=rila_tool')!.body) as {
      compliance_number: string;
      service_ids: number[];
      lead: { data: { rila: { slots: Record<string, unknown>[] }; illustrationId: string }; addresses: unknown };
    };
    expect(lead.lead.addresses).toEqual([{ postal_code: '10001' }]);
    // The id of the illustration of the same selections today, worked out by the server
    expect(lead.lead.data.illustrationId).toBe(rilaIllustrationId(RILA_REQUEST_FIXTURE, new Date()));
    expect(lead.compliance_number).toBe('HVL-RILA-2026-0042');
    expect(lead.service_ids).toEqual([3]);
    // The page's own arithmetic on the page's own configuration, each slot with its chart options and a PNG the server drew
    const expected = rilaLeadResult(testRilaConfig(), 'v3', RILA_REQUEST_FIXTURE);
    if (!expected.ok) throw new Error(expected.message);
    const slots = lead.lead.data.rila.slots;
    expect(slots.map(({ chartImage: _image, ...rest }) => rest)).toStrictEqual(expected.result.slots);
    expect(slots[0]).toMatchObject({ chartOptions: { keys: ['index', 'yours'], indexBy: 'outcome' } });
    for (const slot of slots) expect(Buffer.from(String(slot.chartImage), 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    const save = JSON.parse(service.received.find((r) => r.url === '/api/lead-route/rila/save')!.body) as Record<string, unknown>;
    expect(save).toMatchObject({
      investmentAmount: 100_000,
      strategyTerm: '1',
      protectionLevel: '10B',
      indicesIndex: 'SPX',
      capRate: 0.1,
      contactChoice: 'myself',
    });

    const email = await parse(smtp.received[0]!.raw);
    expect(smtp.received[0]!.to).toEqual(['ann.lee@example.com']);
    expect(email.subject).toBe(`[local] ${BRAND} MarketPerform results`);
    const html = email.html ?? '';
    // Labels, not codes (docs/requirements.md#results-e-mails)
    for (const label of [
      '1-year',
      '-10% Buffer',
      'S&amp;P 500',
      'Cap with Par',
      '6-year',
      '-20% Buffer',
      'Nasdaq-100',
      'Step-Up Trigger',
    ]) {
      expect(html).toContain(`>${label}<`);
    }
    for (const code of ['>10B<', '>SPX<', '>C<', '>20B<', '>NDX<', '>T<']) expect(html).not.toContain(code);
    expect(html).toContain('Strategy 2');
    expect(html).toContain('Outcome A: Strong market');
    expect(html).not.toContain('1-900');
    expect(html).not.toContain('evil.example');
    expect(email.attachments.map((a) => a.contentId)).toEqual(['<results-chart>']);
  });

  it('given the calculator’s probability content, then the e-mail states the page’s probability (the same simulation, same seed) with the four disclosures', async () => {
    await start();
    h.deps.loadSiteContent = async () => ({
      ...CONTENT,
      retirementProbability: {
        probabilityToolName: 'the Harborview Retirement Calculator',
        marketAssumptions: DEMO_MARKET_ASSUMPTIONS,
        methodologyDisclosure: 'Methodology paragraph.',
        limitationsDisclosure: 'Limitations paragraph.',
        resultsMayVaryDisclosure: 'Results may vary with each use and over time.',
      },
    });
    const answer = await submitForm(
      postJson('retirement-calculator-share', { ...contact, emailOption: 'myself', results: { tool: 'retirement', inputs } }),
      'retirement-calculator-share',
      h.deps,
    );
    expect(answer.status).toBe(202);
    await waitFor(() => smtp.received.length === 1, 10_000, 'the e-mail');
    const mail = await parse(smtp.received[0]!.raw);
    const expected = simulateRetirement(toRetirementInput(inputs), DEMO_MARKET_ASSUMPTIONS);
    const percent = `${Math.round(expected.probability * 100)}%`;
    const sentence = `In ${expected.successes.toLocaleString('en-US')} of 10,000 simulated markets your savings lasted to 85.`;
    expect(mail.text).toContain(`Probability of success: ${percent}\n${sentence}`);
    expect(mail.html).toContain(sentence);
    for (const paragraph of [
      'Methodology paragraph.',
      'Limitations paragraph.',
      'Results may vary with each use and over time.',
      importantStatement('the Harborview Retirement Calculator'),
    ]) {
      expect(mail.text).toContain(paragraph);
      expect(mail.html).toContain(paragraph);
    }
  });

  it('given probability content without a disclosure, then the e-mail states no probability', async () => {
    await start();
    h.deps.loadSiteContent = async () => ({
      ...CONTENT,
      retirementProbability: { probabilityToolName: 'the Harborview Retirement Calculator', marketAssumptions: DEMO_MARKET_ASSUMPTIONS },
    });
    await submitForm(
      postJson('retirement-calculator-share', { ...contact, emailOption: 'myself', results: { tool: 'retirement', inputs } }),
      'retirement-calculator-share',
      h.deps,
    );
    await waitFor(() => smtp.received.length === 1, 10_000, 'the e-mail');
    const mail = await parse(smtp.received[0]!.raw);
    expect(mail.text).toContain('Progress toward your goal');
    expect(mail.text).not.toContain('Probability of success');
    expect(mail.text).not.toContain('IMPORTANT:');
  });

  it('given RILA selections the configuration does not offer, an amount out of range or an unknown widget, then 422 and nothing stored', async () => {
    await start();
    const send = (results: unknown) =>
      submitForm(postJson('rila-tool-share', { ...contact, emailOption: 'myself', results }), 'rila-tool-share', h.deps);
    const unknownTerm = await send({
      ...RILA_REQUEST_FIXTURE,
      slots: [{ slot: 'ipcs1', selections: { strategyTerm: '9', buffer: '10B', index: 'SPX', creditingStrategy: 'C' } }],
    });
    expect(unknownTerm.status).toBe(422);
    expect(((await unknownTerm.json()) as { errors: Record<string, string> }).errors).toEqual({
      results: 'These choices are not offered any more. Choose again in the tool and send your results again.',
    });
    const tooLittle = await send({ ...RILA_REQUEST_FIXTURE, investmentAmount: 1000 });
    expect(((await tooLittle.json()) as { errors: Record<string, string> }).errors).toEqual({
      results: 'Enter an investment amount between $25,000 and $1,000,000',
    });
    const unknownWidget = await send({ ...RILA_REQUEST_FIXTURE, widgetId: 'no-such-widget' });
    expect(unknownWidget.status).toBe(422);
    expect(await h.site.forms.selectFrom('submissions').selectAll().execute()).toEqual([]);
  });

  it('given a published RILA configuration the server cannot work out, then the visitor is still accepted, the lead goes without figures and the failure is only logged', async () => {
    const logs = captureLogs();
    await start();
    // A configuration whose buffer code is not {n}B: the arithmetic throws (the site's defect, not the visitor's).
    const broken = testRilaConfig();
    broken.rates = broken.rates.map((rate) => (rate.buffer === '10B' ? { ...rate, buffer: 'B10' } : rate));
    broken.buffers = broken.buffers.map((b) => (b.code === '10B' ? { ...b, code: 'B10' } : b));
    h.deps.loadRilaTool = async () => ({ config: broken, variant: 'v3' });
    const response = await submitForm(
      postJson('rila-tool-share', {
        ...contact,
        emailOption: 'myself',
        results: {
          ...RILA_REQUEST_FIXTURE,
          slots: [{ slot: 'ipcs1', selections: { strategyTerm: '1', buffer: 'B10', index: 'SPX', creditingStrategy: 'C' } }],
        },
      }),
      'rila-tool-share',
      h.deps,
    );
    expect(response.status).toBe(202);
    await waitFor(() => service.received.length === 2, 10_000, 'the lead and its follow-up');
    const lead = JSON.parse(service.received.find((r) => r.url === '/api/lead-assignment?compliance_code=rila_tool')!.body) as {
      lead: { data: Record<string, unknown> };
    };
    expect(lead.lead.data).toEqual({});
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'RILA results could not be worked out; the lead goes without them' }),
    );
    expect(smtp.received).toEqual([]);
  });

  it('given a lead-assignment answer without an internal id, then the create call gives one and the assign call’s JSON answer is logged', async () => {
    const logs = captureLogs();
    await service.close();
    service = await startRecorder(0, 200, (url) =>
      url.startsWith('/api/lead-assignment/create')
        ? '{"internal_lead_id":"I-9"}'
        : url.startsWith('/api/lead-assignment/leads/assign')
          ? '{"status":"assigned","agency_id":"AG-7","note":"Ann Lee, 212-555-0100"}'
          : '{"lead_id":"L-9"}',
    );
    await start({ LEAD_ROUTE_URL: '' });
    const response = await submitForm(
      postJson('retirement-calculator-share', { ...contact, emailOption: 'myself', results: { tool: 'retirement', inputs } }),
      'retirement-calculator-share',
      h.deps,
    );
    expect(response.status).toBe(202);
    await waitFor(() => service.received.length === 3, 10_000, 'lead, create and assign');
    expect(service.received.map((r) => r.url)).toEqual([
      '/api/lead-assignment?compliance_code=retirement_calculator',
      '/api/lead-assignment/create',
      '/api/lead-assignment/leads/assign',
    ]);
    expect(JSON.parse(service.received[1]!.body)).toStrictEqual({ lead_reference_id: 'L-9', compliance_code: 'retirement_calculator' });
    expect(JSON.parse(service.received[2]!.body)).toStrictEqual({
      lead_reference_id: 'L-9',
      lead_id: 'L-9',
      internal_lead_id: 'I-9',
      compliance_code: 'retirement_calculator',
    });
    await waitFor(() => logs.lines.some((line) => line.msg === 'Lead assigned'), 5_000, 'the assign log line');
    expect(logs.lines.find((line) => line.msg === 'Lead assigned')).toMatchObject({
      level: 'info',
      answer: 'status:assigned,agency_id:AG-7',
    });
    expect(logs.text.join('\n')).not.toContain('Ann Lee');
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'Lead created', answer: 'internal_lead_id=I-9' }));
  });

  it('given the e-mail envelope API, then the results go there with the chart as an inline image attribute', async () => {
    await start({ EMAIL_ENVELOPE_URL: `http://127.0.0.1:${service.port}/api/cdxapi`, LEAD_ASSIGNMENT_URL: '', LEAD_ROUTE_URL: '' });
    const response = await submitForm(
      postJson('retirement-calculator-share', { ...contact, emailOption: 'myself', results: { tool: 'retirement', inputs } }),
      'retirement-calculator-share',
      h.deps,
    );
    expect(response.status).toBe(202);
    await waitFor(() => service.received.length === 1, 10_000, 'the envelope');
    const envelope = JSON.parse(service.received[0]!.body) as {
      communicationName: string;
      to: string[];
      attributes: { subject: string; inlineImages: { cid: string; contentType: string; base64: string }[] } & Record<string, unknown>;
    };
    expect(service.received[0]!.url).toBe('/api/cdxapi');
    expect(envelope.to).toEqual(['ann.lee@example.com']);
    expect(envelope.communicationName).toBe('retirement_calculator-retirement-results');
    expect(envelope.attributes.subject).toBe('[local] Here are your results');
    // The product's compliance number in force, the terms and the unsubscribe link as template attributes
    expect(envelope.attributes).toMatchObject({
      complianceNumber: 'HVL-RET-2026-0101',
      terms: 'http://localhost:3000/terms-of-use',
      unsubscribeLink: 'http://localhost:3000/privacy-choices',
    });
    expect(envelope.attributes.inlineImages.map((i) => [i.cid, i.contentType])).toEqual([['results-chart', 'image/png']]);
    expect(Buffer.from(envelope.attributes.inlineImages[0]!.base64, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(smtp.received).toEqual([]);
  });

  it('given invalid share values, then 422 with each field’s message and nothing stored', async () => {
    await start();
    const response = await submitForm(
      postJson('retirement-calculator-share', {
        firstName: 'Ann',
        lastName: '',
        email: 'not-an-email',
        emailOption: 'otherFP',
        results: { tool: 'retirement', inputs: { ...inputs, retirementAge: '59' } },
      }),
      'retirement-calculator-share',
      h.deps,
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      lastName: 'Enter last name',
      email: 'Enter valid email address',
      fpEmail: "Enter your financial professional's email address",
    });
    expect(body.errors.results).toBeDefined();
    const bad = await submitForm(
      postJson('retirement-calculator-share', { ...contact, emailOption: 'somebody', results: { tool: 'retirement', inputs } }),
      'retirement-calculator-share',
      h.deps,
    );
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.emailOption).toBe('Select how you want your results shared');
    expect(await h.site.forms.selectFrom('submissions').selectAll().execute()).toEqual([]);
  });

  it('given lead assignment down, then the visitor is still accepted and the seed’s line is logged', async () => {
    const logs = captureLogs();
    await start({ LEAD_ASSIGNMENT_URL: `http://127.0.0.1:${await deadPort()}/api/lead-assignment`, DELIVERY_MAX_ATTEMPTS: '2' });
    const response = await submitForm(
      postJson('retirement-calculator-share', { ...contact, emailOption: 'myself', results: { tool: 'retirement', inputs } }),
      'retirement-calculator-share',
      h.deps,
    );
    expect(response.status).toBe(202);
    await waitFor(
      () => logs.lines.some((line) => line.level === 'error' && line.msg.includes('Failed to access leads-assignment')),
      10_000,
      'give-up line',
    );
    expect(logs.lines.some((line) => line.level === 'error' && line.msg.includes('Error calling lead assignment'))).toBe(true);
  });
});

describe('leadAssignUrl and leadCreateUrl', () => {
  it('puts /create and /leads/assign under the lead-assignment address, without its query', () => {
    expect(leadCreateUrl('https://leads.example/api/lead-assignment?x=1')).toBe('https://leads.example/api/lead-assignment/create');
    expect(leadAssignUrl('https://leads.example/api/lead-assignment?x=1')).toBe('https://leads.example/api/lead-assignment/leads/assign');
    expect(leadAssignUrl('https://leads.example/api/lead-assignment/')).toBe('https://leads.example/api/lead-assignment/leads/assign');
  });
});

describe('buildRetirementEmails', () => {
  it('given no recipient address, then nothing is built', () => {
    const messages = buildRetirementEmails({
      contact: { emailOption: 'otherFP', firstName: 'Ann', lastName: 'Lee', email: '', fpEmail: ' ' },
      calculatorInput: {
        currentAge: 45,
        retirementAge: 67,
        lifeExpectancy: 85,
        qualifiedSavings: 0,
        nonQualifiedSavings: 0,
        annualQualifiedContributions: 0,
        annualNonQualifiedContributions: 0,
        annualRetirementIncome: 1,
        inflationRate: 0,
        taxBracket: 0,
        preRetirementReturn: 0,
        postRetirementReturn: 0,
      },
      result: { goal: 18, savings: 0, shortfall: 18, progress: 0, result: 'Oops!' },
      identity: { brand: BRAND, supportPhone: '1-888-555-0199' },
      appEnv: 'production',
    });
    expect(messages).toEqual([]);
  });
});
