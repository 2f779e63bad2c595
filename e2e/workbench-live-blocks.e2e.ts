import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { E2E_WORKBENCH_PORT } from './helpers.js';

/**
 * The live preview follows every change (issue 42 item 1, docs/architecture.md#live-preview): in
 * the workbench, blocks added to a new page, a card grid's new cards and a block removed show in
 * the preview as the editor makes them, in the frame the page was first drawn in (no reload). The
 * time from a link change to its block drawn is `npm run bench:preview`'s figure, not a limit here.
 */

const WORKBENCH = `http://localhost:${E2E_WORKBENCH_PORT}`;
const SITE = `http://localhost:${process.env.E2E_SITE_PORT ?? 3100}`;

/** The entry or asset editor on top (nested ones stack above the page). */
const top = (page: Page): Locator =>
  page.locator(
    '.workbench__editor > div:not([hidden]) > section.entry-editor, .workbench__editor > div:not([hidden]) > section.asset-editor',
  );

async function nestedField(page: Page, fieldId: string): Promise<Locator> {
  return top(page).locator(`#wb-field-${await top(page).getAttribute('data-entry-id')}-${fieldId}`);
}

/** The preview frame's document, once the page has drawn in it. */
function previewFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(SITE));
  if (!frame) throw new Error('the preview frame is not on the site');
  return frame;
}

test('given a new page in the workbench, when the editor adds a rich-text block and a card grid with two cards and removes a block, then the preview draws each change without a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 4);
  const stamp = Date.now();
  const preview = page.frameLocator('iframe[title="Live preview of the page"]');
  await page.goto(WORKBENCH);
  await page.getByLabel('New entry of type').selectOption({ label: 'Static page' });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/entry=/);
  const root = top(page);
  await root.getByRole('textbox', { name: 'URL (required)' }).fill(`/e2e-live-blocks-${stamp}`);
  await root.getByRole('textbox', { name: 'Title (required)' }).fill(`Live blocks ${stamp}`);
  await expect(preview.getByRole('heading', { level: 1, name: `Live blocks ${stamp}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('· live')).toBeVisible();
  // Marks the document the page was drawn in: a reload would lose it.
  await previewFrame(page).evaluate(() => ((window as unknown as { firstLoad: number }).firstLoad = 1));

  // A new rich-text block: drawn as its text is typed.
  const blocks = page.locator('#wb-field-contentBlocks');
  await blocks.getByRole('button', { name: 'Create new entry and link' }).click();
  await page.getByRole('menuitem', { name: 'Rich text', exact: true }).click();
  await expect(top(page).getByText('Rich text', { exact: true })).toBeVisible();
  await top(page).getByRole('textbox', { name: 'Internal name (required)' }).fill(`Live text ${stamp}`);
  await top(page).locator('[role="textbox"][contenteditable="true"]').click();
  await page.keyboard.type(`Cover that follows you ${stamp}.`);
  await expect(preview.getByText(`Cover that follows you ${stamp}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Back to the page' }).click();

  // A new card grid and two new cards, each card drawn as it is linked and titled.
  await blocks.getByRole('button', { name: 'Create new entry and link' }).click();
  await page.getByRole('menuitem', { name: 'Card grid', exact: true }).click();
  await expect(top(page).getByText('Card grid', { exact: true })).toBeVisible();
  await top(page).getByRole('textbox', { name: 'Internal name (required)' }).fill(`Live cards ${stamp}`);
  for (const n of [1, 2]) {
    await (await nestedField(page, 'cards')).getByRole('button', { name: 'Create new Card and link' }).click();
    await expect(top(page).getByText('Card', { exact: true })).toBeVisible();
    await top(page).getByRole('textbox', { name: 'Title (required)' }).fill(`Card ${n} ${stamp}`);
    await expect(preview.getByText(`Card ${n} ${stamp}`)).toBeVisible();
    await page.getByRole('button', { name: 'Back to the previous entry' }).click();
  }
  await page.getByRole('button', { name: 'Back to the page' }).click();
  await expect(preview.getByText(`Cover that follows you ${stamp}.`)).toBeVisible();

  // The rich-text block removed from the page: gone from the preview.
  const textCard = blocks.locator('[data-test-id="cf-ui-entry-card"]').filter({ hasText: `Live text ${stamp}` });
  await textCard.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(preview.getByText(`Cover that follows you ${stamp}.`)).toHaveCount(0);
  await expect(preview.getByText(`Card 2 ${stamp}`)).toBeVisible();
  expect(await previewFrame(page).evaluate(() => (window as unknown as { firstLoad?: number }).firstLoad)).toBe(1);
});
