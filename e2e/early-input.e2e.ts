import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from './helpers.js';

/**
 * What a visitor types and presses in an island's server HTML before the page's scripts have run
 * is kept (docs/requirements.md#decision-input-before-hydration): the press is held, and once the
 * island has hydrated, what was typed goes into its state and the press is sent.
 *
 * Each test holds every Next.js chunk until it has typed and pressed, as a slow phone would.
 */

/** Opens `path` without waiting for its (held) scripts. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

test('given the 4-step planning widget before its script has run, when the visitor types an amount and presses Next, then step 2 shows once it has, with the amount kept and the address unchanged', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await open(page, '/retirement');
  const widget = page.locator('.annuity-planning-widget');
  const amount = widget.getByRole('textbox', { name: 'Initial investment' });
  await amount.fill('30,000');
  await widget.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(widget.getByText('Step 1 of 4')).toBeVisible();
  await expect(widget.locator('form[data-hydrated]')).toHaveCount(0);

  release();
  await expect(widget.getByText('Step 2 of 4')).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/retirement');
  await widget.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(amount).toHaveValue('30000');
});

test('given the contact form before its script has run, when the visitor fills some fields and presses Submit, then nothing goes into the address and, once the script has run, only the missing fields are flagged', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await open(page, '/contact-us');
  const form = page.locator('form', { has: page.getByLabel('How can we help you?') });
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Reyes');
  await form.getByRole('textbox', { name: 'Email' }).fill('dana.reyes@example.com');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(form).not.toHaveAttribute('data-hydrated');
  expect(page.url()).not.toContain('Dana');

  release();
  await expect(page.getByText('Enter phone number', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Enter information so we can help you', { exact: true }).first()).toBeVisible();
  for (const message of ['Enter first name', 'Enter last name', 'Enter email address']) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  }
  await expect(form.getByLabel('First name')).toHaveValue('Dana');
  await expect(form.getByLabel('Phone number')).toBeFocused();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact-us');
});

test('given the RILA tool before its script has run, when the visitor changes the amount and presses See outcomes, then the outcomes for that amount show once it has', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await open(page, '/annuities/rila/marketperform');
  const tool = page.locator('.rila-tool');
  await page.getByRole('textbox', { name: 'Investment amount' }).fill('50,000');
  await tool.getByRole('button', { name: 'See outcomes', exact: true }).click();
  await expect(tool).toHaveAttribute('data-state', 'initial');

  release();
  await expect(tool).toHaveAttribute('data-state', 'success');
  const one = page.getByRole('region', { name: 'Strategy 1: 1-year, -10% Buffer, S&P 500, Cap with Par' });
  await expect(one.locator('tbody tr').first().locator('td')).toHaveText(['24%', '$12,000', '13.3%', '$6,650']);
  expect(new URL(page.url()).pathname).toBe('/annuities/rila/marketperform');
});
