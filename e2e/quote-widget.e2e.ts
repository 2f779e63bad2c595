import { expect, test, type Page } from '@playwright/test';
import { axeViolations, gotoSettled, publishFieldChange } from './helpers.js';

/** The quote drawer and the quote forms (docs/requirements.md#quote-widget, docs/requirements.md#quote-forms), keyboard first. */

const ARTICLE = '/learning-center/what-disability-insurance-replaces';

/** Presses Tab until the header's 'Get a quote' has focus (at most 80 presses). */
async function tabToGetAQuote(page: Page): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.hasAttribute('data-quote-trigger') ?? false);
    if (focused) return;
  }
  throw new Error("Tab never reached the header's 'Get a quote'");
}

async function openDrawer(page: Page, path: string) {
  await page.goto(path);
  await tabToGetAQuote(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Get a quote' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseTab(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Get a quote' });
  await dialog.getByRole('tab', { name }).click();
  return dialog.getByRole('tabpanel', { name });
}

const errorsOf = (scope: ReturnType<Page['locator']>) => scope.locator('.form-field__error:not(:empty), .quote-field__error:not(:empty)');

for (const path of ['/', '/life-insurance', ARTICLE, '/learning-center']) {
  test(`the drawer opens from the header's Get a quote on ${path} with the keyboard, traps focus and closes on Escape`, async ({
    page,
  }) => {
    const dialog = await openDrawer(page, path);
    await expect(dialog.getByText('Got a minute?')).toBeVisible();
    await expect(dialog.getByRole('tablist', { name: 'Select one' })).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveText(['Life', 'Disability', 'Dental', 'Vision', 'Accident', 'Retirement']);
    await expect(dialog.getByRole('tab', { name: 'Life' })).toHaveAttribute('aria-selected', 'true');
    // Focus is inside and stays inside.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-quote-trigger'))).toBe(true);
  });
}

test('the drawer closes on its close button and on a click outside, and opens from the #get-a-quote hash', async ({ page }) => {
  await page.goto(`${ARTICLE}#get-a-quote`);
  const dialog = page.getByRole('dialog', { name: 'Get a quote' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).hash).toBe('');
  await page.locator('[data-quote-trigger]').first().click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(20, 400);
  await expect(dialog).toBeHidden();
});

test('the widget script loads only when the drawer opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoSettled(page, ARTICLE);
  const before = scripts.length;
  await page.locator('[data-quote-trigger]').first().click();
  await expect(page.getByRole('dialog', { name: 'Get a quote' }).getByRole('tab', { name: 'Life' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

test('each tab shows its validation messages', async ({ page }) => {
  await openDrawer(page, ARTICLE);
  const life = await chooseTab(page, 'Life');
  await life.getByRole('textbox', { name: 'First name' }).fill('R2D2');
  await life.getByRole('textbox', { name: 'Age' }).fill('80');
  await life.getByRole('textbox', { name: 'Annual income' }).fill('9000');
  await life.getByRole('button', { name: 'Get my life quote' }).click();
  await expect(errorsOf(life)).toHaveText([
    'First name should be only letters.',
    'Enter your zip code',
    'Select M or F',
    'Age must be between 18 and 75',
    'Income must be between $10,000 and $5,000,000',
    'Tobacco use is required',
  ]);
  await expect(life.getByRole('textbox', { name: 'First name' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  const disability = await chooseTab(page, 'Disability');
  await disability.getByRole('textbox', { name: 'Age' }).fill('56');
  await disability.getByRole('textbox', { name: 'Annual income' }).fill('$39,999');
  await disability.getByRole('button', { name: 'Get my disability quote' }).click();
  await expect(errorsOf(disability)).toHaveText([
    'First name is required',
    'Enter your zip code',
    'Select M or F',
    'Age must be between 18 and 55',
    'Annual income must be at least $40,000',
    'Occupation is required',
    'Tobacco use is required',
  ]);

  const dental = await chooseTab(page, 'Dental');
  await dental.getByRole('button', { name: 'Add spouse/partner' }).click();
  await dental.getByRole('button', { name: 'Add dependent' }).click();
  await dental.getByRole('button', { name: 'Compare dental plans' }).click();
  await expect(errorsOf(dental)).toHaveText([
    'First name is required',
    'Enter your zip code',
    'Your age range is required',
    "Your spouse's age range is required",
    "Your dependent's age range is required",
  ]);
  expect(await axeViolations(page)).toEqual([]);

  const accident = await chooseTab(page, 'Accident');
  await accident.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await accident.getByRole('textbox', { name: 'Zip code' }).fill('10001');
  await accident.getByRole('combobox', { name: 'Your age range' }).selectOption({ label: '18-64' });
  await accident.getByRole('button', { name: 'Add spouse/partner' }).click();
  await accident.getByRole('combobox', { name: "Your spouse's age range" }).selectOption({ label: '65-70' });
  await accident.getByRole('button', { name: 'Compare accident plans' }).click();
  await expect(errorsOf(accident)).toHaveText(['Spouse/Partner age must be under 65 to qualify']);
  await accident.getByRole('textbox', { name: 'Zip code' }).fill('29201');
  await expect(accident.getByRole('button', { name: 'Compare accident plans' })).toBeDisabled();
  await expect(accident.getByRole('status')).toHaveText(
    'There are no accident plans in South Carolina for a 19 to 64 year old with a spouse or partner 65 or older.',
  );
  expect(await axeViolations(page)).toEqual([]);

  const retirement = await chooseTab(page, 'Retirement');
  await retirement.getByRole('textbox', { name: 'Current age' }).fill('70');
  await retirement.getByRole('textbox', { name: 'Retirement age' }).fill('65');
  await retirement.getByRole('textbox', { name: 'Qualified savings' }).fill('99999999');
  await retirement.getByRole('button', { name: 'See my retirement outlook' }).click();
  await expect(errorsOf(retirement)).toHaveText([
    'Age must be between 1 and your retirement age (65)',
    'Savings must be between $0 and $10,000,000',
    'Contributions must be between $0 and $1,000,000',
    'Annual spending must be between $1 and $1,000,000',
  ]);
});

test('dependents and a spouse are added and removed with the keyboard; focus goes back to the add button; tooltips stay open', async ({
  page,
}) => {
  await openDrawer(page, ARTICLE);
  const vision = await chooseTab(page, 'Vision');
  const addDependent = vision.getByRole('button', { name: 'Add dependent' });
  await addDependent.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(vision.getByRole('group', { name: /^Dependent \d$/ })).toHaveCount(3);
  await vision.getByRole('button', { name: 'Remove dependent 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(vision.getByRole('group', { name: /^Dependent \d$/ })).toHaveCount(2);
  await expect(addDependent).toBeFocused();
  await vision.getByRole('button', { name: 'Add spouse/partner' }).focus();
  await page.keyboard.press('Enter');
  await vision.getByRole('button', { name: 'Remove spouse/partner' }).focus();
  await page.keyboard.press('Enter');
  await expect(vision.getByRole('button', { name: 'Add spouse/partner' })).toBeFocused();

  const tip = vision.getByRole('button', { name: 'About Your age range' });
  await tip.focus();
  await page.keyboard.press('Enter');
  await expect(tip).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(vision.getByText("Your age on your plan's start date. Prices and plans depend on it.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the disability form preselects the occupation of its page', async ({ page }) => {
  for (const [slug, label] of [
    ['business-owner', 'Business owner'],
    ['accountant', 'Accountant'],
    ['architect', 'Architect'],
  ] as const) {
    await page.goto(`/individuals-families/disability-insurance/${slug}`);
    const select = page.locator('.quote-widget').getByRole('combobox', { name: 'Occupation' });
    await expect(select).toHaveValue(slug);
    await expect(select.locator('option:checked')).toHaveText(label);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('flags', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async () => {
    await publishFieldChange('quote-widget-all-products', 'flags', { dentalRefreshAgeRanges: true, okAgebandExpansion: false });
  });

  test("the widget entry's flags switch the dental bands and the Oklahoma band", async ({ page }) => {
    await openDrawer(page, ARTICLE);
    let dental = await chooseTab(page, 'Dental');
    await expect(dental.getByRole('combobox', { name: 'Your age range' }).locator('option')).toHaveText([
      'Select',
      'Under 19',
      '19-49',
      '50-64',
      '65 and over',
    ]);
    await dental.getByRole('textbox', { name: 'Zip code' }).fill('73101');
    await expect(dental.getByRole('combobox', { name: 'Your age range' }).locator('option')).toHaveText([
      'Select',
      'Under 19',
      '19-49',
      '50-64',
      '65 and over',
    ]);

    await publishFieldChange('quote-widget-all-products', 'flags', { dentalRefreshAgeRanges: false, okAgebandExpansion: true });
    let attempt = 0;
    await expect
      .poll(
        async () => {
          // A new query each time: going to the same address with only a hash would not reload the page.
          attempt += 1;
          await page.goto(`${ARTICLE}?attempt=${attempt}#get-a-quote`);
          dental = await chooseTab(page, 'Dental');
          return dental.getByRole('combobox', { name: 'Your age range' }).locator('option').allTextContents();
        },
        { timeout: 60_000 },
      )
      .toEqual(['Select', 'Under 19', '19-49', '50 or older']);
    await dental.getByRole('textbox', { name: 'Zip code' }).fill('73101');
    await expect(dental.getByRole('combobox', { name: 'Your age range' }).locator('option')).toHaveText([
      'Select',
      '16-17',
      'Under 19',
      '19-49',
      '50 or older',
    ]);
    await dental.getByRole('combobox', { name: 'Your age range' }).selectOption({ label: '16-17' });
    await dental.getByRole('textbox', { name: 'Zip code' }).fill('10001');
    await dental.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await dental.getByRole('button', { name: 'Compare dental plans' }).click();
    await expect(errorsOf(dental)).toHaveText(['The 16-17 age range is available only with an Oklahoma zip code.']);
    expect(await axeViolations(page)).toEqual([]);
  });
});
