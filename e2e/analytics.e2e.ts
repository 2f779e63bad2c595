import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './helpers.js';

/**
 * Analytics as the site's own collector receives them (docs/requirements.md#analytics,
 * docs/requirements.md#decision-analytics-transport): each event with its exact name and
 * properties, read back from GET /api/analytics/events; and none with Global Privacy Control or
 * after an opt-out on the privacy choices page (docs/requirements.md#decision-privacy-choice).
 */

interface StoredEvent {
  type: string;
  event: string | null;
  message: {
    anonymousId?: string;
    name?: string;
    event?: string;
    properties?: Record<string, unknown>;
    traits?: Record<string, unknown>;
    context?: { featureFlags?: Record<string, boolean>; page?: { path?: string }; [key: string]: unknown };
  };
}

const READ_SECRET = 'local-analytics-secret';

async function collected(page: Page): Promise<StoredEvent[]> {
  const res = await page.request.get('/api/analytics/events?limit=500', { headers: { Authorization: `Bearer ${READ_SECRET}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { events: StoredEvent[] }).events;
}

/** The visitor's anonymous id in this browser context: the HttpOnly cookie the site sets with the first page. */
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

/** The events of this visitor, oldest first. */
async function eventsOf(page: Page, id: string): Promise<StoredEvent[]> {
  return (await collected(page)).filter((e) => e.message.anonymousId === id).reverse();
}

/** Waits until the collector holds an event of this visitor matching `match`, and answers it. */
async function waitForEvent(page: Page, id: string, match: (e: StoredEvent) => boolean): Promise<StoredEvent> {
  let found: StoredEvent | undefined;
  await expect
    .poll(async () => {
      found = (await eventsOf(page, id)).find(match);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

const isPage = (name: string) => (e: StoredEvent) => e.type === 'page' && e.message.name === name;
const isTrack = (event: string) => (e: StoredEvent) => e.type === 'track' && e.message.event === event;

test('given a visit, when pages load, then each page view carries its name, the flags, and product pages add Product Viewed', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const id = await anonymousId(context);
  const home = await waitForEvent(page, id, isPage('Home'));
  expect(home.message.context?.featureFlags).toEqual({
    rilaV3: true,
    dentalRefreshAgeRanges: true,
    okAgebandExpansion: false,
    accidentScSpouseAgeRule: true,
  });
  await page.goto('/life-insurance');
  await waitForEvent(page, id, isPage('Life Insurance'));
  const viewed = await waitForEvent(page, id, isTrack('Product Viewed'));
  expect(viewed.message.properties).toEqual({ name: 'Life Insurance', category: 'Life' });
  await page.goto('/contact-us');
  await waitForEvent(page, id, isPage('/contact-us'));
});

/** What Segment's analytics-next (and its CDN loader) carry: none of the site's scripts may. */
const SEGMENT_LIBRARY = /cdn\.segment\.com|api\.segment\.io|analytics-next|AnalyticsBrowser/;

test('given pages of every kind, then the browser loads no analytics library and asks no host but the site, and the id cookie is HttpOnly', async ({
  page,
  context,
}) => {
  const site = new URL(String(test.info().project.use.baseURL)).host;
  const elsewhere: string[] = [];
  const scripts = new Map<string, Promise<string>>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== site) elsewhere.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !scripts.has(response.url()))
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });
  for (const [path, name] of [
    ['/privacy', '/privacy'],
    ['/life-insurance', 'Life Insurance'],
    ['/contact-us', '/contact-us'],
    ['/annuities/rila/marketperform', '/annuities/rila/marketperform'],
  ] as const) {
    await page.goto(path);
    const id = await anonymousId(context);
    await waitForEvent(page, id, isPage(name));
  }
  expect(elsewhere).toEqual([]);
  expect(scripts.size).toBeGreaterThan(3);
  const bodies = await Promise.all([...scripts].map(async ([url, text]) => ({ url, library: SEGMENT_LIBRARY.test(await text) })));
  expect(bodies.filter((b) => b.library).map((b) => b.url)).toEqual([]);
  const cookie = (await context.cookies()).find((c) => c.name === 'ajs_anonymous_id');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
  expect(await page.evaluate(() => document.cookie.includes('ajs_anonymous_id'))).toBe(false);
});

test('given a campaign visit, then the server adds Segment’s context: page, user agent, locale, campaign and traffic source', async ({
  page,
  context,
}) => {
  await page.goto('/life-insurance?utm_source=newsletter&utm_medium=email&utm_campaign=context-check');
  const id = await anonymousId(context);
  const viewed = await waitForEvent(page, id, isPage('Life Insurance'));
  expect(viewed.message.context).toMatchObject({
    page: {
      path: '/life-insurance',
      url: expect.stringMatching(/\/life-insurance\?utm_source=newsletter&utm_medium=email&utm_campaign=context-check$/),
      search: '?utm_source=newsletter&utm_medium=email&utm_campaign=context-check',
      title: await page.title(),
    },
    userAgent: await page.evaluate(() => navigator.userAgent),
    locale: 'en-US',
    campaign: { name: 'context-check', source: 'newsletter', medium: 'email' },
    trafficSource: 'direct/none',
  });
});

test('given the header search, when a term is submitted, then Site Searched carries the term', async ({ page, context }) => {
  await page.goto('/');
  const id = await anonymousId(context);
  await waitForEvent(page, id, isPage('Home'));
  // The header's search is HTML first; 'Site Searched' comes with its script, added once the page is idle.
  await expect(page.locator('.site-header')).toHaveAttribute('data-enhanced', '');
  await page.locator('.site-search__toggle').click();
  await page.getByRole('searchbox').fill('whole life');
  await page.locator('.site-search__submit').click();
  await page.waitForURL(/\/search-results/);
  const searched = await waitForEvent(page, id, isTrack('Site Searched'));
  expect(searched.message.properties).toEqual({ searchTerm: 'whole life' });
});

test('given sfmc_id in the address, then identify carries it and link clicked carries utm_campaign', async ({ page, context }) => {
  await page.goto('/?sfmc_id=SF-20431&utm_campaign=spring-renewal&utm_source=email');
  const id = await anonymousId(context);
  const identified = await waitForEvent(page, id, (e) => e.type === 'identify' && e.message.traits?.sfmc_id === 'SF-20431');
  expect(identified.message.traits).toEqual({ sfmc_id: 'SF-20431' });
  const clicked = await waitForEvent(page, id, isTrack('link clicked'));
  expect(clicked.message.properties).toEqual({ utm_campaign: 'spring-renewal' });
});

test('given the representative finder, when a zip is submitted, then Form Submitted carries zipCode', async ({ page, context }) => {
  await page.goto('/financial-representative');
  const id = await anonymousId(context);
  await waitForEvent(page, id, isPage('Financial Representative'));
  const finder = page.locator('form', { has: page.getByRole('button', { name: 'Find a representative' }) });
  await finder.getByLabel('Zip code').fill('10001');
  await finder.getByRole('button', { name: 'Find a representative' }).click();
  await page.waitForURL(/\/financial-representative\/agencies/);
  const submitted = await waitForEvent(page, id, isTrack('Form Submitted'));
  expect(submitted.message.properties).toEqual({ zipCode: '10001' });
});

/**
 * Records every tag-manager push of this page in the test, surviving the navigation a form submit
 * makes: `window.dataLayer` starts as an array whose `push` also reports to the test (the site's
 * `pushDataLayer` keeps an existing array, as a real tag-manager snippet's would be kept).
 */
async function recordDataLayer(page: Page): Promise<Record<string, unknown>[]> {
  const pushed: Record<string, unknown>[] = [];
  await page.exposeBinding('__reportDataLayer', (_source, entry: Record<string, unknown>) => {
    pushed.push(entry);
  });
  await page.addInitScript(() => {
    const target = window as unknown as { dataLayer?: unknown[]; __reportDataLayer?: (entry: unknown) => void };
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) target.__reportDataLayer?.(entry);
      return Array.prototype.push.apply(layer, entries);
    };
    target.dataLayer = layer;
  });
  return pushed;
}

test('given the request-a-proposal form (a content-service definition), when sent valid, then the tag manager gets formSubmit with the form id and submit URL', async ({
  page,
}) => {
  const pushed = await recordDataLayer(page);
  await page.goto('/employers/request-a-proposal');
  await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Work e-mail').fill('dana@acme.example');
  await page.getByLabel('Organization name').fill('Acme Tools');
  await page.getByLabel('Number of employees').fill('120');
  await page.getByLabel('Business zip code').fill('10001');
  await page.getByLabel('Preferred coverage start date').fill('01/01/2027');
  await page.getByLabel('State where most employees work').selectOption('NY');
  await page.getByRole('checkbox', { name: 'Dental' }).check();
  await page.getByRole('button', { name: 'Request my proposal', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you');
  expect(pushed.filter((entry) => entry.event === 'formSubmit')).toEqual([
    { event: 'formSubmit', formId: 'request-a-proposal', formSubmitUrl: '/api/forms/request-a-proposal' },
  ]);
});

test('given a contact e-mail the server rejects, when sent, then the field shows the server’s message and survey_invalid_email reaches the collector and the tag manager', async ({
  page,
  context,
}) => {
  const pushed = await recordDataLayer(page);
  // The browser's own check passes a well-formed address; the request is then altered on the wire,
  // as a stale or tampered client would send it, so the real server's check is what rejects it.
  await page.route('**/api/forms/gl-contact-us-hc', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { values: Record<string, unknown> };
    body.values.email = 'dana.reyes@@example';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto('/contact-us');
  const id = await anonymousId(context);
  await waitForEvent(page, id, isPage('/contact-us'));
  await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
  const form = page.locator('form', { has: page.getByLabel('How can we help you?') });
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Reyes');
  await form.getByRole('textbox', { name: 'Email' }).fill('dana.reyes@example.com');
  await form.getByLabel('Phone number').fill('(212) 555-0142');
  await form.getByLabel('How can we help you?').fill('I would like to update my beneficiary.');
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(form.getByText('Enter valid email address', { exact: true }).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/contact-us');
  const invalid = await waitForEvent(page, id, isTrack('survey_invalid_email'));
  expect(invalid.message.properties).toEqual({ formId: 'gl-contact-us-hc' });
  expect(pushed).toContainEqual({ event: 'survey_invalid_email', formId: 'gl-contact-us-hc' });
});

test('given the schedule form on /staycovered, when sent, then identify and Form Submitted carry the visitor and choices; the leads audit records valid', async ({
  page,
  context,
}) => {
  await page.goto('/staycovered');
  const id = await anonymousId(context);
  await waitForEvent(page, id, isPage('Stay Covered'));
  await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
  const form = page.locator('form', { has: page.getByRole('group', { name: 'Phone type' }) });
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Reyes');
  await form.getByRole('textbox', { name: 'Email' }).fill('dana.reyes@example.com');
  await form.getByLabel('Zip code').fill('10001');
  await form.getByLabel('Phone number').fill('212-555-0142');
  await form.getByRole('radio', { name: 'Mobile' }).check();
  await form.getByRole('checkbox', { name: 'Life Insurance' }).check();
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.waitForURL('**/thank-you');
  const identified = await waitForEvent(page, id, (e) => e.type === 'identify' && e.message.traits?.email === 'dana.reyes@example.com');
  expect(identified.message.traits).toEqual({
    email: 'dana.reyes@example.com',
    first_name: 'Dana',
    last_name: 'Reyes',
    phone: expect.stringMatching(/^\(?212\)?[- ]?555-?0142$/),
    postal_code: '10001',
  });
  const submitted = await waitForEvent(page, id, isTrack('Form Submitted'));
  expect(submitted.message.properties).toEqual({ phoneType: 'Mobile', productInterest: 'Life Insurance' });
  const audit = (await collected(page)).find((e) => e.event === 'valid' && e.message.properties?.formId === 'schedule-meeting-hc');
  expect(audit?.message.properties).toMatchObject({ formId: 'schedule-meeting-hc' });
});

test('given an e-mail on the leads-audit list, when a lead form is sent, then the collector records blacklisted', async ({ page }) => {
  await page.goto('/annuities');
  await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
  const form = page.locator('form', { has: page.getByLabel('First name') }).first();
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Listed');
  await form.getByRole('textbox', { name: 'Email' }).fill('Audit.Listed@example.com');
  await form.getByLabel('Zip code').fill('10001');
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.waitForURL('**/thank-you');
  await expect.poll(async () => (await collected(page)).some((e) => e.event === 'blacklisted')).toBe(true);
});

/** What a visitor who turned analytics off does: pages, a search with a unique term, a campaign link. */
async function browseWithMarker(page: Page, marker: string): Promise<void> {
  await page.goto(`/life-insurance?utm_source=newsletter&utm_campaign=${marker}&sfmc_id=${marker}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Long enough for analytics to have loaded (load + idle) if it were going to.
  await page.waitForTimeout(3_000);
  await page.locator('.site-search__toggle').click();
  await page.getByRole('searchbox').fill(marker);
  await page.locator('.site-search__submit').click();
  await page.waitForURL(/\/search-results/);
  await page.waitForTimeout(2_000);
}

async function expectNothingSent(page: Page, context: BrowserContext, marker: string): Promise<void> {
  const events = await collected(page);
  expect(events.filter((e) => JSON.stringify(e.message).includes(marker))).toEqual([]);
  const names = (await context.cookies()).map((c) => c.name);
  for (const cookie of ['ga_marketing', 'utm_source', 'utm_campaign', 'ajs_anonymous_id']) expect(names).not.toContain(cookie);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
}

test('given an opt-out on the privacy choices page, then no event is sent and no marketing cookie set, and forms keep working', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Your privacy choices' }).click();
  await expect(page).toHaveURL(/\/privacy-choices$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your privacy choices');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: /Do not sell or share my personal information/ }).check();
  await page.getByRole('button', { name: 'Save my choice' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('Your choice is saved: analytics and marketing cookies are off.');
  await expect(page.getByRole('radio', { name: /Do not sell or share/ })).toBeChecked();
  const choice = (await context.cookies()).find((c) => c.name === 'privacy_choice');
  expect(choice?.value).toBe('opt-out');
  expect(choice?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

  const marker = `optout${Date.now()}`;
  await browseWithMarker(page, marker);
  await expectNothingSent(page, context, marker);

  // The forms keep working.
  await page.goto('/annuities');
  await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
  const form = page.locator('form', { has: page.getByLabel('First name') }).first();
  await form.getByLabel('First name').fill('Opal');
  await form.getByLabel('Last name').fill('Out');
  await form.getByRole('textbox', { name: 'Email' }).fill('opal.out@example.com');
  await form.getByLabel('Zip code').fill('10001');
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.waitForURL('**/thank-you');

  // Opting back in brings analytics back.
  await page.goto('/privacy-choices');
  await page.getByRole('radio', { name: 'Allow analytics and marketing cookies' }).check();
  await page.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page.getByRole('status')).toHaveText('Your choice is saved: analytics and marketing cookies are on.');
  await page.goto('/dental-insurance');
  const id = await anonymousId(context);
  await waitForEvent(page, id, isPage('Dental Insurance'));
});

test('given Global Privacy Control (Sec-GPC header and navigator.globalPrivacyControl), then no event is sent and no marketing cookie set', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const page = await context.newPage();
  try {
    const marker = `gpc${Date.now()}`;
    await browseWithMarker(page, marker);
    await expectNothingSent(page, context, marker);
    await page.goto('/privacy-choices');
    await expect(page.getByText('Your browser sends the Global Privacy Control signal')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the collector answers malformed input with a 4xx and a message', async ({ request, baseURL }) => {
  // A page of the site posts with its Origin, as browsers do on every POST (the site's one origin policy).
  const fromSite = { Origin: new URL(baseURL!).origin };
  const bad = await request.post('/api/analytics/v1/t', { data: '{nope', headers: { 'Content-Type': 'text/plain', ...fromSite } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ message: 'The request body is not valid JSON.' });
  const unknown = await request.post('/api/analytics/v1/x', { data: {}, headers: fromSite });
  expect(unknown.status()).toBe(404);
  const reader = await request.get('/api/analytics/events');
  expect(reader.status()).toBe(401);
});

test('given Origin null, a foreign origin equal to Host or no origin at all, then the collector refuses it as the forms do (issue 40 item 4)', async ({
  request,
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  for (const headers of [
    { Origin: 'null' },
    { Origin: `http://rebind.attacker.example:${new URL(baseURL!).port}`, Host: `rebind.attacker.example:${new URL(baseURL!).port}` },
    {},
  ] as Record<string, string>[]) {
    const res = await request.post('/api/analytics/v1/t', { data: { event: 'x' }, headers: { 'Content-Type': 'text/plain', ...headers } });
    expect(res.status(), JSON.stringify(headers)).toBe(403);
    expect(await res.json()).toEqual({ message: 'Analytics can only be sent from this site.' });
  }
  const malformed = await request.post('/api/analytics/v1/t', { data: { event: 'x' }, headers: { Origin: 'http://', Host: host } });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ message: 'The Origin header is not an origin (scheme://host[:port]).' });
});
