import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './helpers.js';

/** The state content blocks of the demo content (docs/requirements.md#state-content). */
const ACCIDENT_LABEL = 'Choose your state to see how coverage works where you live';
const LEAVE_LABEL = 'Where do your employees work?';

const TEXTS = {
  default: 'Choose your state above to see what applies to you.',
  general: 'standard accident policy form LFA-24.',
  compact: 'compact-approved policy form LFA-24-IIPRC',
  ca: 'California plans are issued on policy form LFA-24-CA',
  ny: 'New York plans are issued by Lanternfield Mutual Life Insurance Company of New York',
  fl: 'Florida plans are issued on policy form LFA-24-FL',
} as const;

type Case = keyof typeof TEXTS;

/** The section of the block whose dropdown has `label`. */
function block(page: Page, label: string): Locator {
  return page.locator('section.state-content').filter({ has: page.getByRole('combobox', { name: label }) });
}

async function expectShowing(section: Locator, shown: Case | 'nothing'): Promise<void> {
  for (const [which, text] of Object.entries(TEXTS) as [Case, string][]) {
    if (which === shown) await expect(section.getByText(text, { exact: false })).toBeVisible();
    else await expect(section.getByText(text, { exact: false })).toBeHidden();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`state content with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('given the accident block, when a state of each list is chosen, then its content shows with the fallbacks', async ({ page }) => {
      await page.goto('/state-availability');
      const accident = block(page, ACCIDENT_LABEL);
      const select = accident.getByRole('combobox', { name: ACCIDENT_LABEL });
      await expect(select.locator('option:checked')).toHaveText('Select a State');
      await expectShowing(accident, 'default');
      // axe runs in the page, so only with JavaScript on.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      const choices: [string, Case][] = [
        ['Texas', 'compact'],
        ['Arizona', 'general'],
        ['California', 'ca'],
        ['New York', 'ny'],
        ['Florida', 'fl'],
        ['District of Columbia', 'general'],
      ];
      for (const [state, shown] of choices) {
        await select.selectOption({ label: state });
        await expectShowing(accident, shown);
      }
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await select.selectOption({ label: 'Select a State' });
      await expectShowing(accident, 'default');
    });
  });
}

test('given the paid-leave block with only general, CA and NY content, when states are chosen, then the rest fall back to general', async ({
  page,
}) => {
  await page.goto('/state-availability');
  const leave = block(page, LEAVE_LABEL);
  const select = leave.getByRole('combobox', { name: LEAVE_LABEL });
  const general = leave.getByText('No state-run paid leave program yet');
  const california = leave.getByText('California runs state disability insurance');
  const newYork = leave.getByText('New York employers must provide statutory disability benefits');
  // No default content: nothing below the dropdown before a choice.
  await expect(general).toBeHidden();
  await expect(california).toBeHidden();
  await select.selectOption({ label: 'Florida' });
  await expect(general).toBeVisible();
  await select.selectOption({ label: 'Ohio' });
  await expect(general).toBeVisible();
  await select.selectOption({ label: 'California' });
  await expect(california).toBeVisible();
  await expect(general).toBeHidden();
  await select.selectOption({ label: 'New York' });
  await expect(newYork).toBeVisible();
});

test('given /accident-insurance, when a keyboard user tabs to the state dropdown and picks a state, then the state section shows', async ({
  page,
}) => {
  await page.goto('/accident-insurance');
  const select = page.getByRole('combobox', { name: ACCIDENT_LABEL });
  await expect(select).toBeVisible();
  for (let i = 0; i < 80 && !(await select.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
  await select.selectOption('NY');
  await expect(page.getByText(TEXTS.ny)).toBeVisible();
});
