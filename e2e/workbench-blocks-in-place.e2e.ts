import { expect, test, type Page } from '@playwright/test';
import { axeViolations, cma, E2E_SITE, E2E_WORKBENCH_PORT } from './helpers.js';

/**
 * Blocks in place (issue 42, item 2; workbench/README.md#blocks-in-the-preview): over the preview,
 * a block's toolbar moves it up, removes it and adds a new one below it; its handle drags it to
 * another place; Ctrl+Z and Ctrl+Shift+Z undo and redo; every change is the page's own edit, saved
 * through the Management API, and the site shows the order after publish.
 */

const WORKBENCH = `http://localhost:${E2E_WORKBENCH_PORT}`;

interface Entry {
  sys: { id: string; version: number };
  fields: Record<string, Record<string, unknown>>;
}

async function createPublished(contentType: string, fields: Record<string, unknown>): Promise<Entry> {
  const localized = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));
  const entry = await cma<Entry>('POST', '/entries', { fields: localized }, { 'X-Contentful-Content-Type': contentType });
  return cma<Entry>('PUT', `/entries/${entry.sys.id}/published`, undefined, { 'X-Contentful-Version': String(entry.sys.version) });
}

const previewOf = (page: Page) => page.frameLocator('iframe[title="Live preview of the page"]');

test('given a page in the workbench, when its blocks are moved, dragged, added and removed over the preview and undone, then the page, the preview and after publish the site follow', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 3);
  const stamp = Date.now();
  const texts = ['First', 'Second', 'Third'].map((n) => `${n} block ${stamp}`);
  const taglines = [];
  for (const text of texts) taglines.push(await createPublished('tagline', { text }));
  const ids = taglines.map((t) => t.sys.id);
  const url = `/e2e-in-place-${stamp}`;
  const pageEntry = await createPublished('staticPage', {
    url,
    title: `Blocks in place ${stamp}`,
    contentBlocks: ids.map((id) => ({ sys: { type: 'Link', linkType: 'Entry', id } })),
  });
  const order = async () =>
    ((await cma<Entry>('GET', `/entries/${pageEntry.sys.id}`)).fields.contentBlocks?.['en-US'] as { sys: { id: string } }[]).map(
      (l) => l.sys.id,
    );
  const shown = previewOf(page).locator('[data-block="Tagline"]');
  const hoverBlock = (id: string) => page.locator(`.preview-pane__target[data-entry-id="${id}"]`).last().hover();

  await page.goto(`${WORKBENCH}/?entry=${pageEntry.sys.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Blocks in place ${stamp}` })).toBeVisible({ timeout: 30_000 });
  await expect(shown).toHaveText(texts, { timeout: 20_000 });

  // Move up, from the toolbar shown over the hovered block.
  await hoverBlock(ids[1]!);
  const second = page.getByRole('group', { name: 'Block 2 of 3' });
  await expect(second).toHaveCSS('opacity', '1');
  await second.getByRole('button', { name: 'Move block 2 up' }).click();
  await expect.poll(order).toEqual([ids[1], ids[0], ids[2]]);
  await expect(shown).toHaveText([texts[1]!, texts[0]!, texts[2]!]);
  expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);

  // Undo and redo, from the keyboard.
  await page.keyboard.press('Control+z');
  await expect.poll(order).toEqual(ids);
  await expect(shown).toHaveText(texts);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(order).toEqual([ids[1], ids[0], ids[2]]);
  await page.keyboard.press('Control+z');
  await expect.poll(order).toEqual(ids);
  await expect(shown).toHaveText(texts);

  // Drag the first block below the third.
  await hoverBlock(ids[0]!);
  const handle = page.getByRole('button', { name: 'Drag block 1 to move it' });
  const from = (await handle.boundingBox())!;
  const last = (await page.locator(`.preview-pane__target[data-entry-id="${ids[2]}"]`).first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++)
    await page.mouse.move(from.x + from.width / 2, from.y + ((last.y + last.height + 4 - from.y) * step) / 8);
  await page.mouse.up();
  await expect.poll(order).toEqual([ids[1], ids[2], ids[0]]);
  await expect(shown).toHaveText([texts[1]!, texts[2]!, texts[0]!]);

  // Published: the site has the new order.
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('Published. The site shows it once the publish webhook has run.')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${E2E_SITE}${url}`)).text();
        const [a, b, c] = texts.map((t) => html.indexOf(t));
        return b! >= 0 && b! < c! && c! < a!;
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // Add a new tagline below the first block: it opens above the page, and shows in place once written.
  await hoverBlock(ids[1]!);
  await page.getByRole('button', { name: 'Add below block 1' }).click();
  await page.getByRole('menuitem', { name: 'Tagline', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Back to the page' })).toBeVisible();
  const added = `Added in place ${stamp}`;
  await page
    .locator('.workbench__editor > div:not([hidden]) > section.entry-editor')
    .getByRole('textbox', { name: 'Text (required)' })
    .fill(added);
  await page.getByRole('button', { name: 'Back to the page' }).click();
  await expect(shown).toHaveText([texts[1]!, added, texts[2]!, texts[0]!], { timeout: 20_000 });
  expect((await order())[1]).not.toBe(ids[2]);

  // Remove it again.
  const newId = (await order())[1]!;
  await hoverBlock(newId);
  await page.getByRole('button', { name: 'Remove block 2' }).click();
  await expect.poll(order).toEqual([ids[1], ids[2], ids[0]]);
  await expect(shown).toHaveText([texts[1]!, texts[2]!, texts[0]!]);
});
