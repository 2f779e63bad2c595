import Database from 'better-sqlite3';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_LEAD_SERVICE_PORT } from '../playwright.config.js';
import { axeViolations, openQuoteTab, sendDisabilityQuote } from './helpers.js';

/**
 * Life and disability leads from the quote results pages (docs/requirements.md#quote-leads): the
 * visitor gets a quote from the drawer (so `info` is the widget's own), asks to be contacted on the
 * results page, and the lead is stored in the site database with its quote_data, then delivered to
 * the test lead service (e2e/lead-service.ts, the product's LEAD_ROUTE_URL) as validate, then
 * create, then the follow-ups keyed by the internal lead id with 'LR_LEADS'. And
 * 'survey_invalid_email' reaches the analytics collector when the server refuses the e-mail.
 */

const DATABASE = '.data/e2e/site.sqlite';
const LEAD_SERVICE = `http://127.0.0.1:${E2E_LEAD_SERVICE_PORT}`;
const READ_SECRET = 'local-analytics-secret';

interface ServiceCall {
  path: string;
  key: string;
  body: Record<string, unknown>;
  answer: Record<string, unknown>;
}

/** The submissions of a lead form the site stored for `email`. */
function storedLeads(formId: string, email: string): Record<string, unknown>[] {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT "values" FROM submissions WHERE form_id = ? ORDER BY created_at').all(formId) as { values: string }[];
    return rows.map((row) => JSON.parse(row.values) as Record<string, unknown>).filter((values) => values.email === email);
  } finally {
    db.close();
  }
}

/** The calls the test lead service received for the lead of `email`: its own and the follow-ups keyed by its internal lead id. */
async function serviceCalls(page: Page, email: string): Promise<ServiceCall[]> {
  const res = await page.request.get(`${LEAD_SERVICE}/calls`);
  const { calls } = (await res.json()) as { calls: ServiceCall[] };
  const own = calls.filter((c) => c.body.email_address === email);
  const created = own.find((c) => /^\/(il|di)-leads\/create$/.test(c.path));
  const followUps = created ? calls.filter((c) => c.body.internal_lead_id === created.answer.internal_lead_id) : [];
  return [...own, ...followUps];
}

async function lifeQuote(page: Page, firstName: string): Promise<void> {
  const life = await openQuoteTab(page, 'Life');
  await life.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await life.getByRole('textbox', { name: 'Zip code' }).fill('10001');
  await life.getByRole('radio', { name: 'Female', exact: true }).check();
  await life.getByRole('textbox', { name: 'Age' }).fill('35');
  await life.getByRole('textbox', { name: 'Annual income' }).fill('$85,000');
  await life.getByRole('radio', { name: 'No' }).check();
  await life.getByRole('button', { name: 'Get my life quote' }).click();
  await page.waitForURL(/\/life-insurance\/term\/calculator-quote\/results\?info=1\./);
  await expect(page.locator('.quote-lead[data-hydrated="true"]')).toBeVisible();
}

const leadForm = (page: Page) => page.locator('.quote-lead');
/** The message under a field (the element its `aria-describedby` names once it is invalid; the component test checks the link). */
const messageOf = (field: Locator) => field.locator('xpath=following-sibling::p[contains(@class, "form-field__error")]');

test('a life lead: stored with its quote_data, then validated, created and followed up at the test lead service', async ({ page }) => {
  const email = `ana.life.${Date.now()}@example.com`;
  await lifeQuote(page, 'Ana');
  const form = leadForm(page);
  await expect(form.getByRole('heading', { name: 'Talk to a licensed agent about this quote' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
  await expect(form.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('10001');
  await expect(form.getByRole('combobox', { name: 'Level-premium period' })).toHaveValue('20');
  expect(await axeViolations(page)).toEqual([]);

  // The shared rules first: a bad last name and e-mail are refused in the browser
  await form.getByRole('textbox', { name: 'Email' }).fill('ana@');
  await form.getByRole('button', { name: 'Contact me about this quote' }).click();
  await expect(messageOf(form.getByRole('textbox', { name: 'Last name' }))).toHaveText('Enter last name');
  await expect(messageOf(form.getByRole('textbox', { name: 'Email' }))).toHaveText('Enter valid email address');
  await expect(form.getByRole('textbox', { name: 'Last name' })).toBeFocused();

  await form.getByRole('combobox', { name: 'Level-premium period' }).selectOption('30');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Silva');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('(212) 555-0100');
  await form.getByRole('textbox', { name: 'Date of birth (optional, MM/DD/YYYY)' }).fill('04/09/1990');
  await form.getByRole('button', { name: 'Contact me about this quote' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you, Ana. An agent will contact you about your life insurance quote.');
  expect(await axeViolations(page)).toEqual([]);

  const quoteData = {
    type: 'il',
    monthly_premium: 68.64,
    age: 35,
    base_face_amount: 850_000,
    extended_conversion_rider: false,
    gender: 'female',
    level_premium_period: 30,
    product: 'Term',
    risk_class: 'Standard',
    tobacco_use: false,
    waiver_of_premium: false,
    income: 85_000,
  };
  const [stored] = storedLeads('life-quote-lead', email);
  expect(stored).toEqual({
    firstName: 'Ana',
    lastName: 'Silva',
    email,
    phone: '(212) 555-0100',
    zipCode: '10001',
    dateOfBirth: '04/09/1990',
    quoteData,
  });
  // The survey lead of the server action (docs/requirements.md#decision-survey-lead-actions): a new
  // visitor, so one was created, with the traffic source the server read from its HttpOnly cookie.
  const [survey] = storedLeads('survey-lead', email);
  expect(survey).toEqual({
    firstName: 'Ana',
    email,
    source: {
      pageUrl: expect.stringMatching(/^\/life-insurance\/term\/calculator-quote\/results\?info=1\./),
      sourceId: 'Survey',
      tags: ['life', 'direct/none'],
      utmInfo: {},
    },
    quote: quoteData,
  });

  await expect.poll(async () => (await serviceCalls(page, email)).map((c) => c.path), { timeout: 15_000 }).toHaveLength(4);
  const calls = await serviceCalls(page, email);
  expect(calls.slice(0, 2).map((c) => c.path)).toEqual(['/il-leads/validate', '/il-leads/create']);
  expect(calls[1]?.body).toMatchObject({
    address: { zip_code: '10001' },
    email_address: email,
    first_name: 'Ana',
    last_name: 'Silva',
    is_inforce: false,
    lead_type: 'medium',
    source: 'life_quote',
    phone_number: '2125550100',
    dob: '04-09-1990',
    compliance_number: 'LFM-TL-2026-0108',
    quote_data: quoteData,
  });
  const internalLeadId = calls[2]?.body.internal_lead_id;
  expect(
    calls
      .slice(2)
      .map((c) => [c.path, c.body])
      .sort(),
  ).toEqual([
    ['/quotes/life', { internal_lead_id: internalLeadId, source: 'LR_LEADS', quote: quoteData }],
    ['/service-selection', { internal_lead_id: internalLeadId, source: 'LR_LEADS', service: 'life' }],
  ]);
});

test('a disability lead: stored with its quote_data, then validated, created and followed up at the test lead service', async ({
  page,
}) => {
  const email = `raj.disability.${Date.now()}@example.com`;
  await sendDisabilityQuote(page);
  const resultsUrl = page.url();
  const form = leadForm(page);
  await expect(page.locator('.quote-lead[data-hydrated="true"]')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Waiting period and benefit period' })).toHaveValue('EP3/A65');
  await form.getByRole('combobox', { name: 'Waiting period and benefit period' }).selectOption('EP4/Y10');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Patel');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Contact me about this quote' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you, Raj. An agent will contact you about your disability insurance quote.');
  expect(await axeViolations(page)).toEqual([]);

  const quoteData = {
    type: 'di',
    age: 45,
    gender: 'male',
    location: 'IL',
    occupation: 'architect',
    income: 120_000,
    elimination_period: 'EP4',
    benefit_period: 'Y10',
    monthly_benefit: 6000,
    riders: [],
    premium: 144,
    quote_link: resultsUrl,
  };
  const [stored] = storedLeads('disability-quote-lead', email);
  expect(stored).toEqual({ firstName: 'Raj', lastName: 'Patel', email, zipCode: '60601', quoteData });

  await expect.poll(async () => (await serviceCalls(page, email)).length, { timeout: 15_000 }).toBe(4);
  const calls = await serviceCalls(page, email);
  expect(calls.slice(0, 2).map((c) => c.path)).toEqual(['/di-leads/validate', '/di-leads/create']);
  expect(calls[0]?.body).toEqual(calls[1]?.body);
  expect(calls[1]?.body).toMatchObject({ source: 'disability_quote', email_address: email, quote_data: quoteData });
  expect(calls[1]?.body).not.toHaveProperty('phone_number');
  const internalLeadId = calls[2]?.body.internal_lead_id;
  expect(
    calls
      .slice(2)
      .map((c) => [c.path, c.body])
      .sort(),
  ).toEqual([
    ['/quotes/disability', { internal_lead_id: internalLeadId, source: 'LR_LEADS', quote: quoteData }],
    ['/service-selection', { internal_lead_id: internalLeadId, source: 'LR_LEADS', service: 'disability' }],
  ]);
});

/** analytics.js's anonymous id in this browser context (its cookie), once analytics has loaded. */
async function anonymousId(context: BrowserContext): Promise<string> {
  let id = '';
  await expect
    .poll(async () => {
      const cookie = (await context.cookies()).find((c) => c.name === 'ajs_anonymous_id');
      id = decodeURIComponent(cookie?.value ?? '').replace(/^"|"$/g, '');
      return id;
    })
    .not.toBe('');
  return id;
}

test('the server refuses the e-mail: its message on the field, and survey_invalid_email at the analytics collector', async ({
  page,
  context,
}) => {
  await lifeQuote(page, 'Ana');
  const id = await anonymousId(context);
  // A browser whose rules are older than the server's: the e-mail it posts is one the server refuses.
  await page.route('**/api/forms/life-quote-lead', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { values: Record<string, unknown> };
    body.values.email = 'ana.silva@example';
    await route.continue({ postData: JSON.stringify(body) });
  });
  const form = leadForm(page);
  await form.getByRole('textbox', { name: 'Last name' }).fill('Silva');
  await form.getByRole('textbox', { name: 'Email' }).fill('ana.silva@example.com');
  const answered = page.waitForResponse('**/api/forms/life-quote-lead');
  await form.getByRole('button', { name: 'Contact me about this quote' }).click();
  expect((await answered).status()).toBe(422);
  await expect(messageOf(form.getByRole('textbox', { name: 'Email' }))).toHaveText('Enter valid email address');
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();

  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/analytics/events?limit=500', { headers: { Authorization: `Bearer ${READ_SECRET}` } });
        const { events } = (await res.json()) as {
          events: { event: string | null; message: { anonymousId?: string; properties?: Record<string, unknown> } }[];
        };
        return events.find((e) => e.event === 'survey_invalid_email' && e.message.anonymousId === id)?.message.properties;
      },
      { timeout: 15_000 },
    )
    .toMatchObject({ formId: 'life-quote-lead' });
  expect(storedLeads('life-quote-lead', 'ana.silva@example')).toEqual([]);
});

test('the survey lead action refuses a throwaway address: its message on the field, survey_invalid_email, and no lead', async ({
  page,
}) => {
  await lifeQuote(page, 'Ana');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/forms/life-quote-lead')) posts.push(request.url());
  });
  const form = leadForm(page);
  await form.getByRole('textbox', { name: 'Last name' }).fill('Silva');
  await form.getByRole('textbox', { name: 'Email' }).fill('ana.silva@mailinator.com');
  await form.getByRole('button', { name: 'Contact me about this quote' }).click();
  await expect(messageOf(form.getByRole('textbox', { name: 'Email' }))).toHaveText(
    'Enter an email address you can receive mail at (not a temporary one).',
  );
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
  expect(posts).toEqual([]);
  expect(storedLeads('survey-lead', 'ana.silva@mailinator.com')).toEqual([]);
  expect(storedLeads('life-quote-lead', 'ana.silva@mailinator.com')).toEqual([]);
});
