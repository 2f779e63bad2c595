import { expect, test } from '@playwright/test';
import { axeViolations, openQuoteTab, sendDisabilityQuote } from './helpers.js';

/** Every quote destination reached from the drawer, and what a results page does with a bad `info` (docs/requirements.md#quote-destinations). */

test('Life: the results page shows the coverage and the premiums by level-premium period for the visitor', async ({ page, baseURL }) => {
  await page.context().addCookies([
    {
      name: 'ga_marketing',
      value: encodeURIComponent(JSON.stringify({ utm_source: 'google', utm_campaign: 'spring' })),
      domain: new URL(baseURL ?? 'http://localhost').hostname,
      path: '/',
    },
  ]);
  const life = await openQuoteTab(page, 'Life');
  await life.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await life.getByRole('textbox', { name: 'Zip code' }).fill('10001');
  await life.getByRole('radio', { name: 'Female', exact: true }).check();
  await life.getByRole('textbox', { name: 'Age' }).fill('35');
  await life.getByRole('textbox', { name: 'Annual income' }).fill('$85,000');
  await life.getByRole('radio', { name: 'No' }).check();
  await life.getByRole('button', { name: 'Get my life quote' }).click();
  await page.waitForURL(/\/life-insurance\/term\/calculator-quote\/results\?info=1\./);
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('google');
  expect(new URL(page.url()).searchParams.get('utm_campaign')).toBe('spring');
  const results = page.locator('.quote-results');
  await expect(results.getByRole('heading', { name: 'Ana, here is your illustrative life quote' })).toBeVisible();
  await expect(results.getByText('Recommended coverage: $850,000')).toBeVisible();
  await expect(results.locator('tbody tr')).toHaveText(['10 years$36.13', '15 years$40.46', '20 years$46.96', '30 years$68.64']);
  await expect(results.getByText(/illustrative examples/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('Disability: monthly benefit and premiums by elimination and benefit period; the other path reads the same info', async ({ page }) => {
  await sendDisabilityQuote(page);
  const results = page.locator('.quote-results');
  await expect(results.getByText('Monthly benefit: $6,000')).toBeVisible();
  await expect(results.locator('thead th')).toHaveText([
    'Elimination period',
    '2 years (M24)',
    '5 years (M60)',
    'To age 65 (A65)',
    '10 years (Y10)',
  ]);
  await expect(results.locator('tbody tr')).toHaveText([
    '90 days (EP3)$97.20$140.40$208.80$176.40',
    '180 days (EP4)$79.20$115.20$172.80$144',
  ]);
  await expect(results.locator('dd', { hasText: 'Architect' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const info = new URL(page.url()).searchParams.get('info')!;
  await page.goto(`/disability-insurance-calculator/results?info=${encodeURIComponent(info)}`);
  await expect(page.locator('.quote-results').getByText('Monthly benefit: $6,000')).toBeVisible();
});

test('Dental, Vision, Accident: plans side by side for the household and state', async ({ page }) => {
  const dental = await openQuoteTab(page, 'Dental');
  await dental.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await dental.getByRole('textbox', { name: 'Zip code' }).fill('60601');
  await dental.getByRole('combobox', { name: 'Your age range' }).selectOption({ label: '19-49' });
  await dental.getByRole('button', { name: 'Add spouse/partner' }).click();
  await dental.getByRole('combobox', { name: "Your spouse's age range" }).selectOption({ label: '19-49' });
  await dental.getByRole('button', { name: 'Add dependent' }).click();
  await dental.getByRole('textbox', { name: 'Dependent 1 first name (optional)' }).fill('Lu');
  await dental.getByRole('combobox', { name: "Your dependent's age range" }).selectOption({ label: 'Under 19' });
  await dental.getByRole('button', { name: 'Compare dental plans' }).click();
  await page.waitForURL(/\/products\/dental-insurance\/comparison\?info=1\./);
  let results = page.locator('.quote-results');
  await expect(results.locator('caption')).toHaveText('Dental plans side by side for 3 people in IL (zip 60601)');
  await expect(results.locator('thead th')).toHaveText(['Dental Essentials', 'Dental Plus', 'Dental Premier']);
  await expect(results.locator('tbody tr').first()).toHaveText('Monthly total$70$105$148');
  await expect(results.getByText('Dependent 1 (Lu)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const vision = await openQuoteTab(page, 'Vision');
  await vision.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await vision.getByRole('textbox', { name: 'Zip code' }).fill('10001');
  await vision.getByRole('combobox', { name: 'Your age range' }).selectOption({ label: '19-49' });
  await vision.getByRole('button', { name: 'Compare vision plans' }).click();
  await page.waitForURL(/\/products\/vision-insurance\/comparison\?info=1\./);
  results = page.locator('.quote-results');
  await expect(results.locator('caption')).toHaveText('Vision plans side by side for 1 person in NY (zip 10001)');
  await expect(results.locator('tbody tr').first()).toHaveText('Monthly total$8$13');

  const accident = await openQuoteTab(page, 'Accident');
  await accident.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await accident.getByRole('textbox', { name: 'Zip code' }).fill('29201');
  await accident.getByRole('combobox', { name: 'Your age range' }).selectOption({ label: '18-64' });
  await accident.getByRole('button', { name: 'Add dependent' }).click();
  await accident.getByRole('combobox', { name: "Your dependent's age range" }).selectOption({ label: 'Under 19' });
  await accident.getByRole('button', { name: 'Compare accident plans' }).click();
  await page.waitForURL(/\/products\/accident-insurance\/comparison\?info=1\./);
  results = page.locator('.quote-results');
  await expect(results.locator('caption')).toHaveText('Accident plans side by side for 2 people in SC (zip 29201)');
  await expect(results.locator('tbody tr').first()).toHaveText('Monthly total$21$34');
  expect(await axeViolations(page)).toEqual([]);
});

test('Retirement: goes to the retirement calculator with info', async ({ page }) => {
  const retirement = await openQuoteTab(page, 'Retirement');
  await retirement.getByRole('textbox', { name: 'Current age' }).fill('40');
  await retirement.getByRole('textbox', { name: 'Retirement age' }).fill('67');
  await retirement.getByRole('textbox', { name: 'Qualified savings' }).fill('120000');
  await retirement.getByRole('textbox', { name: 'Annual contributions' }).fill('6000');
  await retirement.getByRole('textbox', { name: 'Annual spending in retirement' }).fill('50000');
  await retirement.getByRole('button', { name: 'See my retirement outlook' }).click();
  await page.waitForURL(/\/annuities\/retirement-calculator\?info=1\./);
  const info = new URL(page.url()).searchParams.get('info')!;
  expect(JSON.parse(Buffer.from(info.slice(2), 'base64url').toString('utf8'))).toMatchObject({
    t: 'Retirement',
    d: { currentAge: 40, retirementAge: 67, qualifiedSavings: 120000, annualQualifiedContributions: 6000, annualRetirementIncome: 50000 },
  });
});

test('a missing, tampered or oversized info shows the empty form with a clear message', async ({ page }) => {
  const cases: [string, string][] = [
    ['/products/dental-insurance/comparison', 'Fill in the form below to see your quote.'],
    [
      '/products/dental-insurance/comparison?info=1.eyJ0IjoiRGVudGFsIn0',
      "We couldn't read your quote details. Please fill in the form again.",
    ],
    [
      `/life-insurance/term/calculator-quote/results?info=1.${'A'.repeat(5000)}`,
      "We couldn't read your quote details. Please fill in the form again.",
    ],
    ['/disability-insurance/calculator/results?info=%3Cscript%3E', "We couldn't read your quote details. Please fill in the form again."],
  ];
  const tampered = Buffer.from(
    JSON.stringify({
      t: 'Vision',
      f: { dentalRefreshAgeRanges: true, okAgebandExpansion: false, accidentScSpouseAgeRule: true },
      d: { firstName: 'Ana', zipCode: '10001', primaryAge: '99', dependents: [] },
    }),
  ).toString('base64url');
  cases.push([
    `/products/vision-insurance/comparison?info=1.${tampered}`,
    "We couldn't read your quote details. Please fill in the form again.",
  ]);
  for (const [url, message] of cases) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    const results = page.locator('.quote-results');
    await expect(results.getByRole('status').first()).toHaveText(message);
    await expect(results.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);
  }
});
