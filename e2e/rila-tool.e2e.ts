import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './helpers.js';

/**
 * The annuity planning widget (5-step on /annuities, 4-step on /retirement, per the demo content)
 * and the RILA market-performance tool on the seeded site (docs/requirements.md#annuity-widget,
 * docs/requirements.md#rila-tool). Figures are worked out from the demo configuration
 * (seed/src/content/rila-config.ts).
 */

// Long walks through every step with an axe run per state: more than the default 30 s on a loaded CI.
test.describe.configure({ timeout: 120_000 });

async function rows(result: Locator): Promise<string[][]> {
  const body = result.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await body.count()); i++) out.push(await body.nth(i).locator('td').allTextContents());
  return out;
}

// Scoped to the widget: the pages have other buttons and radios (carousels, forms, the quote drawer).
const widgetOf = (page: Page) => page.locator('.annuity-planning-widget');
const radio = (page: Page, name: string) => widgetOf(page).getByRole('radio', { name, exact: true });
const next = (page: Page) => widgetOf(page).getByRole('button', { name: 'Next', exact: true });
const back = (page: Page) => widgetOf(page).getByRole('button', { name: 'Back', exact: true });

test('given the 5-step widget on /annuities, when each step is answered with its rules and resets, then the tool opens with the choices and their outcomes', async ({
  page,
}) => {
  await page.goto('/annuities');
  const widget = page.locator('.annuity-planning-widget');
  await expect(widget).toHaveAttribute('data-variant', '5-step');
  await expect(widget.getByText('Step 1 of 5')).toBeVisible();
  const amount = widget.getByRole('textbox', { name: 'Initial investment' });
  await expect(amount).toHaveAttribute('placeholder', '100,000');
  await expect(widget.getByText('Enter an amount between $25,000 to $1,000,000')).toBeVisible();

  // Step 1: out of range, then invalid characters: the editor's message, focus stays.
  await amount.fill('1,000,001');
  await next(page).click();
  await expect(widget.getByRole('alert')).toHaveText('Enter an amount between $25,000 and $1,000,000 using numbers only.');
  await expect(amount).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await amount.fill('');
  await amount.pressSequentially('$250,000');
  await expect(amount).toHaveValue('250000');
  await next(page).click();

  // Step 2: a choice is required.
  await expect(widget.getByText('Step 2 of 5')).toBeVisible();
  await next(page).click();
  await expect(widget.getByRole('alert')).toHaveText('Choice is required.');
  await radio(page, '3-year').check();
  await next(page).click();

  // Step 3: a mid term disables the trigger rate; its tooltip opens from the keyboard.
  await expect(radio(page, 'Step-Up Trigger')).toBeDisabled();
  const why = widget.getByRole('button', { name: 'Why is Step-Up Trigger unavailable?' });
  await why.focus();
  await expect(widget.getByRole('tooltip')).toHaveText('Step-Up Trigger is available with a 1-year strategy term only.');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(widget.getByRole('tooltip')).toBeHidden();
  await radio(page, 'Cap w Par & Spread').check();
  await back(page).click();
  await next(page).click();
  await expect(radio(page, 'Cap with Par')).toBeChecked();
  await radio(page, 'Cap w Par & Spread').check();
  await next(page).click();

  // Step 4: a mid term disables conservative; back resets to risky.
  await expect(radio(page, '-30% Buffer')).toBeDisabled();
  await radio(page, '-20% Buffer').check();
  await back(page).click();
  await next(page).click();
  await expect(radio(page, '-10% Buffer')).toBeChecked();
  await radio(page, '-20% Buffer').check();
  await next(page).click();

  // Step 5: a spread strategy disables EFA and SMC; back resets to SPX.
  await expect(widget.getByText('Step 5 of 5')).toBeVisible();
  await expect(radio(page, 'MSCI EAFE')).toBeDisabled();
  await expect(radio(page, 'SG Smart Climate')).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await radio(page, 'Nasdaq-100').check();
  await back(page).click();
  await next(page).click();
  await expect(radio(page, 'S&P 500')).toBeChecked();
  await radio(page, 'Nasdaq-100').check();
  await widgetOf(page).getByRole('button', { name: 'See my results', exact: true }).click();

  await expect(page).toHaveURL(/\/annuities\/rila\/marketperform\?amount=250000&ipcs1=3\.20B\.NDX\.S$/);
  const result = page.getByRole('region', { name: 'Strategy 1: 3-year, -20% Buffer, Nasdaq-100, Cap w Par & Spread' });
  await expect(result).toBeVisible();
  await expect(page.locator('.rila-tool')).toHaveAttribute('data-state', 'success');
  await expect(page.getByRole('textbox', { name: 'Investment amount' })).toHaveValue('250,000');
  expect(await rows(result)).toEqual([
    ['24%', '$60,000', '22%', '$55,000'],
    ['9%', '$22,500', '7%', '$17,500'],
    ['0%', '$0', '0%', '$0'],
    ['-12%', '-$30,000', '0%', '$0'],
    ['-35%', '-$87,500', '-15%', '-$37,500'],
  ]);
  await expect(result.getByRole('img', { name: /^Outcomes of strategy 1: Outcome A, index \$60,000, your result \$55,000/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('given the 4-step widget on /retirement, when each step is answered, then the values go to session storage and the results route shows them', async ({
  page,
}) => {
  await page.goto('/retirement');
  const widget = page.locator('.annuity-planning-widget');
  await expect(widget).toHaveAttribute('data-variant', '4-step');
  const amount = widget.getByRole('textbox', { name: 'Initial investment' });
  await expect(amount).toHaveAttribute('placeholder', '25,000');
  await amount.fill('30,000');
  await next(page).click();
  await expect(widget.getByText('Step 2 of 4')).toBeVisible();
  await radio(page, '6-year').check();
  await next(page).click();
  // Older rules: a long term disables conservative; a short term disables EFA.
  await expect(widget.getByRole('heading', { name: 'Choose your level of protection' })).toBeVisible();
  await expect(radio(page, '-30% Buffer')).toBeDisabled();
  await expect(radio(page, '-10% Buffer')).not.toBeChecked();
  await next(page).click();
  await expect(widget.getByRole('alert')).toHaveText('Choice is required.');
  expect(await axeViolations(page)).toEqual([]);
  await back(page).click();
  await radio(page, '1-year').check();
  await next(page).click();
  await expect(radio(page, '-30% Buffer')).toBeEnabled();
  await radio(page, '-30% Buffer').check();
  await next(page).click();
  await expect(radio(page, 'MSCI EAFE')).toBeDisabled();
  await widget.getByRole('button', { name: 'Why is MSCI EAFE unavailable?' }).hover();
  await expect(widget.getByRole('tooltip')).toHaveText('MSCI EAFE is not available with a 1-year strategy term.');
  await radio(page, 'Nasdaq-100').check();
  await widgetOf(page).getByRole('button', { name: 'See my results', exact: true }).click();

  await expect(page).toHaveURL(/\/annuities\/rila\/marketperform\/results\?/);
  expect(
    await page.evaluate(() =>
      ['initialInvestment', 'strategyTerm', 'levelOfProtection', 'index'].map((k) => window.sessionStorage.getItem(`rila.${k}`)),
    ),
  ).toEqual(['30000', 'short', 'conservative', 'NDX']);
  const result = page.getByRole('region', { name: 'Strategy 1: 1-year, -30% Buffer, Nasdaq-100, Cap with Par' });
  await expect(result).toBeVisible();
  expect(await rows(result)).toEqual([
    ['24%', '$7,200', '7.7%', '$2,310'],
    ['9%', '$2,700', '7.7%', '$2,310'],
    ['0%', '$0', '0%', '$0'],
    ['-12%', '-$3,600', '0%', '$0'],
    ['-35%', '-$10,500', '-5%', '-$1,500'],
  ]);
  expect(await axeViolations(page)).toEqual([]);
});

test('given the tool, when used with one and two slots, out-of-range amounts, Add, remove and Reset, then each state shows and passes axe', async ({
  page,
}) => {
  await page.goto('/annuities/rila/marketperform');
  const tool = page.locator('.rila-tool');
  await expect(page.locator('.rila-tool[data-hydrated]')).toBeAttached();
  await expect(tool).toHaveAttribute('data-state', 'initial');
  const amount = page.getByRole('textbox', { name: 'Investment amount' });
  await expect(amount).toHaveValue('100,000');
  expect(await axeViolations(page)).toEqual([]);

  // One slot at the defaults.
  await tool.getByRole('button', { name: 'See outcomes', exact: true }).click();
  await expect(tool).toHaveAttribute('data-state', 'success');
  const one = page.getByRole('region', { name: 'Strategy 1: 1-year, -10% Buffer, S&P 500, Cap with Par' });
  expect(await rows(one)).toEqual([
    ['24%', '$24,000', '13.3%', '$13,300'],
    ['9%', '$9,000', '9%', '$9,000'],
    ['0%', '$0', '0%', '$0'],
    ['-12%', '-$12,000', '-2%', '-$2,000'],
    ['-35%', '-$35,000', '-25%', '-$25,000'],
  ]);
  await expect(one.locator('svg[role="img"]')).toBeVisible();
  await expect(page).toHaveURL(/\?amount=100000&ipcs1=1\.10B\.SPX\.C$/);
  expect(await axeViolations(page)).toEqual([]);

  // Out of range, both ends: the message, no results.
  for (const typed of ['24,999', '1,000,001']) {
    await amount.fill(typed);
    await expect(tool.getByRole('alert')).toHaveText('Enter an investment amount between $25,000 and $1,000,000');
    await expect(tool).toHaveAttribute('data-state', 'error');
    await expect(page.locator('.rila-result')).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);
  await amount.fill('100,000');

  // Two slots: 50/50; the uncapped 6-year S&P 500 shows its Upside+ rate.
  await tool.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(tool.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  const slot2 = page.getByRole('group', { name: 'Strategy 2' });
  await slot2.getByLabel('Strategy term').selectOption('6');
  await slot2.getByLabel('Buffer (level of protection)').selectOption('10B');
  await slot2.getByLabel('Index').selectOption('SPX');
  await slot2.getByLabel('Crediting strategy').selectOption('C');
  const two = page.getByRole('region', { name: 'Strategy 2: 6-year, -10% Buffer, S&P 500, Cap with Par' });
  await expect(two.getByText('$50,000 (50% of your investment)')).toBeVisible();
  await expect(two.getByText('Uncapped, Upside+ 112%')).toBeVisible();
  expect((await rows(two))[0]).toEqual(['24%', '$12,000', '26.88%', '$13,440']);
  await expect(one.getByText('$50,000 (50% of your investment)')).toBeVisible();
  await expect(page).toHaveURL(/\?amount=100000&ipcs1=1\.10B\.SPX\.C&ipcs2=6\.10B\.SPX\.C$/);
  expect(await axeViolations(page)).toEqual([]);

  // A shared link restores both slots.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Strategy 2: 6-year, -10% Buffer, S&P 500, Cap with Par' })).toBeVisible();

  // Remove slot 2, add an empty one, remove slot 1: the empty slot left goes back to the defaults.
  await tool.getByRole('button', { name: 'Remove strategy 2' }).click();
  await expect(page.getByRole('group', { name: 'Strategy 2' })).toHaveCount(0);
  await tool.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('group', { name: 'Strategy 1' }).getByLabel('Index').selectOption('NDX');
  await tool.getByRole('button', { name: 'Remove strategy 1' }).click();
  await expect(page.getByRole('group', { name: 'Strategy 1' }).getByLabel('Index')).toHaveValue('SPX');
  await expect(page.getByRole('group', { name: 'Strategy 2' })).toHaveCount(0);

  await tool.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(tool).toHaveAttribute('data-state', 'initial');
  await expect(page.locator('.rila-result')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
