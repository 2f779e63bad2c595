import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, openOnPhoneRecordingScripts } from './helpers.js';

/**
 * Every form of the requirements on the seeded site: each validation message for its bad input, and each
 * form landing where the requirements say (docs/requirements.md#forms).
 */

async function submit(page: Page, label = 'Submit'): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
}

/** Bespoke forms load their script on demand; a visitor's first click comes after it has run. */
async function formsReady(page: Page): Promise<void> {
  await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
}

async function expectMessages(page: Page, messages: string[]): Promise<void> {
  for (const message of messages) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
}

async function fillLead(page: Page, form: ReturnType<Page['locator']>): Promise<void> {
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Reyes');
  await form.getByRole('textbox', { name: 'Email' }).fill('dana.reyes@example.com');
  await form.getByLabel('Zip code').fill('10001');
}

test('given the contact form, when sent empty, then each message shows and focus goes to the first invalid field; filled, it lands on /contact-us/thankyou', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await formsReady(page);
  const form = page.locator('form', { has: page.getByLabel('How can we help you?') });
  await submit(page);
  await expectMessages(page, [
    'Enter first name',
    'Enter last name',
    'Enter email address',
    'Enter phone number',
    'Enter information so we can help you',
  ]);
  await expect(form.getByLabel('First name')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Reyes');
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByLabel('Phone number').fill('555-0142');
  await submit(page);
  await expectMessages(page, ['Enter valid email address', 'Enter valid phone number']);
  await form.getByRole('textbox', { name: 'Email' }).fill('dana.reyes@example.com');
  await form.getByLabel('Phone number').fill('(212) 555-0142');
  await expect(form.getByRole('radio', { name: 'Email' })).toBeChecked();
  await form.getByLabel('How can we help you?').fill('I would like to update my beneficiary.');
  await submit(page);
  await page.waitForURL('**/contact-us/thankyou');

  // Both e-mails reach the local mailbox `npm start` runs (docs/requirements.md#contact-e-mails).
  const mailbox = '.data/e2e/mailbox';
  const subjects = () =>
    existsSync(mailbox) ? readdirSync(mailbox).map((f) => /^Subject: (.*)$/m.exec(readFileSync(join(mailbox, f), 'utf8'))?.[1] ?? '') : [];
  await expect
    .poll(subjects, { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining(['[local] A New Inquiry! - Contact us Dana Reyes', '[local] Thank you for contacting Lanternfield Mutual']),
    );
});

test('given the contact form below the fold on a phone, when the page loads, then its script is not fetched; when the visitor scrolls to it and types at once, then it loads, hydrates and keeps what they typed', async ({
  page,
}) => {
  const scripts = await openOnPhoneRecordingScripts(page, '/contact-us');
  const form = page.locator('form', { has: page.getByLabel('How can we help you?') });
  // The server's HTML (a native form) is there at once; its script is neither fetched nor run.
  await expect(form).toBeAttached();
  await expect(form).not.toHaveAttribute('data-hydrated');
  const beforeScroll = scripts.length;

  // Filling scrolls the field into view, which loads the form; the name typed before it hydrated is kept.
  await form.getByLabel('First name').fill('Dana');
  await expect(form).toHaveAttribute('data-hydrated');
  expect(scripts.length).toBeGreaterThan(beforeScroll);
  await expect(form.getByLabel('First name')).toHaveValue('Dana');
  await submit(page);
  await expectMessages(page, ['Enter last name', 'Enter email address']);
  await expect(page.getByText('Enter first name', { exact: true })).toHaveCount(0);
});

test('given the dental network form, when sent empty or with bad values, then the seed messages show; filled, it returns to /providers/join/thank-you', async ({
  page,
}) => {
  await page.goto('/providers/join');
  await formsReady(page);
  await submit(page);
  await expectMessages(page, [
    'Enter contact name',
    'Enter email address',
    'Enter phone number',
    'Enter dentist first name',
    'Enter dentist last name',
    'Enter office name',
    'Enter office street address',
    'Enter city',
    'Select your state',
    'Enter a valid 5-digit zip code',
    'Select network you are interested in joining',
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Contact name').fill('Sam Ortiz');
  await page.getByLabel('Contact email').fill('sam@brightsmiles.example');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel('Dentist first name').fill('Ana');
  await page.getByLabel('Dentist last name').fill('Lopez');
  await page.getByLabel('Dentist email').fill('ana@');
  await page.getByLabel('Office name').fill('x'.repeat(45));
  await expect(page.getByLabel('Office name')).toHaveValue('x'.repeat(40));
  await page.getByLabel('Office street address').fill('12 Main St');
  await page.getByLabel('City').fill('Albany');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('Zip code').fill('1220');
  await page.getByRole('radio', { name: 'PPO' }).check();
  await submit(page);
  await expectMessages(page, ['Enter valid phone number', 'Enter valid email address', 'Enter a valid 5-digit zip code']);
  await page.getByLabel('Phone number').fill('(518) 555-0199');
  await page.getByLabel('Dentist email').fill('ana@brightsmiles.example');
  await page.getByLabel('Zip code').fill('12207');
  await submit(page);
  await page.waitForURL('**/providers/join/thank-you');
});

test('given the schedule-a-meeting form on /staycovered, when sent empty, then phone type and interests are required; filled, it goes to the stored success location', async ({
  page,
}) => {
  await page.goto('/staycovered');
  await formsReady(page);
  await submit(page);
  await expectMessages(page, ['Enter first name', 'Enter phone number', 'Select phone type', 'Select at least one interest']);
  const form = page.locator('form', { has: page.getByRole('group', { name: 'Phone type' }) });
  await fillLead(page, form);
  await form.getByLabel('Phone number').fill('212-555-0142');
  await form.getByRole('radio', { name: 'Mobile' }).check();
  await form.getByRole('checkbox', { name: 'Life Insurance' }).check();
  await form.getByRole('checkbox', { name: 'Investments' }).check();
  await submit(page);
  // docs/requirements.md#lead-forms: lead forms go to the stored CampaignSuccessLocation; nothing opens the schedule-meeting modal.
  await page.waitForURL('**/thank-you');
  await expect(page.getByRole('dialog', { name: 'Thank You' })).toHaveCount(0);
});

test('given the annuities form, when the site cannot accept the submission (network failure, then a 503), then the We’re sorry dialog keeps the visitor and what they typed; it traps focus and closes on Escape', async ({
  page,
}) => {
  await page.goto('/annuities');
  await formsReady(page);
  const form = page.locator('form', { has: page.getByLabel('First name') }).first();
  await fillLead(page, form);
  const dialog = page.getByRole('dialog', { name: "We're sorry" });
  await page.route('**/api/forms/annuities-form-hc', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('There was an error in processing your request at this time. Please try again later.');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  // Focus stays inside: Tab and Shift+Tab cycle between the dialog's two buttons.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Submit', exact: true })).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/annuities');
  await expect(form.getByLabel('Last name')).toHaveValue('Reyes');
  await page.unroute('**/api/forms/annuities-form-hc');
  await page.route('**/api/forms/annuities-form-hc', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"The site is busy."}' }),
  );
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/annuities');
});

for (const [path, name] of [
  ['/annuities', 'annuities'],
  ['/global-citizens', 'global citizens'],
  ['/safeguard-360', 'Safeguard 360'],
  ['/financial-representative', 'connect with a financial professional'],
] as const) {
  test(`given the ${name} lead form, when sent empty then filled, then the name, e-mail and zip messages show and the visitor reaches the campaign thank-you page`, async ({
    page,
  }) => {
    await page.goto(path);
    await formsReady(page);
    const form = page.locator('form', { has: page.getByLabel('First name') }).first();
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectMessages(page, ['Enter first name', 'Enter last name', 'Enter email address', 'Enter a valid 5-digit zip code']);
    await fillLead(page, form);
    if (path === '/global-citizens') {
      await expectMessages(page, ['Enter country of citizenship', 'Enter country of residence']);
      await form.getByLabel('Country of citizenship').fill('Brazil');
      await form.getByLabel('Country of residence').fill('Portugal');
    }
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/thank-you');
  });
}

test('given the request-a-proposal form (a content-service definition), when sent empty, then the definition’s messages show; a dependent field appears only while its dependency holds; filled, it posts natively and lands on the thank-you page', async ({
  page,
}) => {
  await page.goto('/employers/request-a-proposal');
  // The generic form's script loads on demand; wait for it as a visitor's first click would.
  await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
  await submit(page, 'Request my proposal');
  await expectMessages(page, [
    'Enter your first name',
    'Enter a valid e-mail address',
    'Enter the number of employees',
    'Choose at least one type of coverage',
  ]);
  expect(await axeViolations(page)).toEqual([]);
  // The definition's default answer; the dependent carrier field shows only for 'yes'.
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(page.getByLabel('Current benefits carrier')).toHaveCount(0);
  await expect(page.getByLabel('What else are you looking for?')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Something else' }).check();
  await expect(page.getByLabel('What else are you looking for?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Something else' }).uncheck();
  await expect(page.getByLabel('What else are you looking for?')).toHaveCount(0);
  await expect(page.getByLabel('Phone number (optional)')).toHaveAttribute('placeholder', '999-999-9999');

  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Work e-mail').fill('dana@acme.example');
  await page.getByLabel('Organization name').fill('Acme Tools');
  await page.getByLabel('Number of employees').fill('120');
  await page.getByLabel('Business zip code').fill('123');
  await page.getByLabel('Preferred coverage start date').fill('2027-01-01');
  await submit(page, 'Request my proposal');
  await expectMessages(page, ['Enter a valid 5-digit zip code', 'Enter a date as MM/DD/YYYY']);
  await page.getByLabel('Business zip code').fill('10001');
  await page.getByLabel('Preferred coverage start date').fill('01/01/2027');
  await page.getByLabel('State where most employees work').selectOption('NY');
  await page.getByRole('checkbox', { name: 'Dental' }).check();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Current benefits carrier').fill('Other Mutual');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/forms/request-a-proposal') && r.method() === 'POST');
  await submit(page, 'Request my proposal');
  const body = new URLSearchParams((await posted).postData() ?? '');
  expect(body.get('products')).toBe('dental');
  expect(body.get('current_carrier')).toBe('Other Mutual');
  expect(body.get('URL')).toContain('/employers/request-a-proposal');
  await page.waitForURL((url) => url.pathname === '/thank-you');
});

test('given the Edge newsletter (a pardot definition), when filled, then it posts urlencoded to its formSubmitUrl without the checkbox-group- prefix', async ({
  page,
}) => {
  await page.route('https://go.lanternfield.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Thanks</title><h1>Thanks</h1>' }),
  );
  await page.goto('/edge');
  const form = page.locator('form', {
    has: page.getByLabel('Topics you care about').or(page.getByRole('group', { name: 'Topics you care about' })),
  });
  // Below the fold: the form loads as the visitor scrolls to it.
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-hydrated');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expectMessages(page, ['Enter a valid e-mail address']);
  await form.getByLabel('Work e-mail').fill('dana@acme.example');
  await form.getByRole('checkbox', { name: 'Ben-tech' }).check();
  const posted = page.waitForRequest((r) => r.url() === 'https://go.lanternfield.example/l/edge-newsletter');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const request = await posted;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  const body = new URLSearchParams(request.postData() ?? '');
  expect(body.get('email')).toBe('dana@acme.example');
  expect(body.getAll('topics')).toEqual(['ben-tech']);
  expect(request.postData()).not.toContain('checkbox-group-');
});
