import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, cma, E2E_WORKBENCH_PORT, SITE_CSS_PRELOAD_WARNING } from './helpers.js';

/**
 * A new editor's first session in the workbench, as issue 42 found it (item 6): no page error and
 * no console warning throughout (the live preview posted to every editor origin, ~700 warnings a
 * session); the list opens on pages with the tools' types hidden and ranks a search by relevance;
 * the Desktop preview is 1280 px scaled to the pane; a new page shows no other page's preview; a
 * typed 2027-12-31 is accepted; the version table keeps its columns; "Deleted." shows as a toast.
 * At 1280 × 800 and 1440 × 900 the toolbars and buttons keep inside their columns and never
 * overlap, sticky ones included. The screenshots go to test-results/, or with UPDATE_DOCS_IMAGES=1
 * to docs/images/ (workbench/README.md links them), so a test run leaves the tracked files alone.
 */

const WORKBENCH = `http://localhost:${E2E_WORKBENCH_PORT}`;
const IMAGES = resolve(import.meta.dirname, process.env.UPDATE_DOCS_IMAGES === '1' ? '../docs/images' : '../test-results/docs-images');

interface Entry {
  sys: { id: string; version: number; publishedVersion?: number };
  fields: Record<string, Record<string, unknown>>;
}
type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y >= outer.y - 0.5;

/**
 * What overlaps or leaves its column, as readable lines (empty: nothing): the header, the
 * publish bar and the preview's bar never overlap one another; every button of the publish bar
 * and its actions is inside the editor column, every button of the preview's bar inside the pane;
 * no two buttons of one bar overlap. Read in one pass in the page (bounding client rectangles).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  const { bars, groups } = await page.evaluate(() => {
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const visible = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .filter((element) => element.getBoundingClientRect().width > 0 && element.checkVisibility())
        .map((element) => ({ name: element.textContent?.trim() || element.getAttribute('aria-label') || '?', box: box(element) }));
    const column = box(document.querySelector('.workbench__editor')!);
    const pane = box(document.querySelector('section.preview-pane')!);
    return {
      bars: [
        ...visible('.workbench__header').map((b) => ({ ...b, name: 'header' })),
        ...visible('.workbench__editor .entry-editor__bar').map((b) => ({ ...b, name: 'publish bar' })),
        ...visible('.preview-pane__bar').map((b) => ({ ...b, name: 'preview bar' })),
      ],
      groups: [
        { group: 'publish bar', outer: column, buttons: visible('.workbench__editor .entry-editor__bar button') },
        { group: 'entry actions', outer: column, buttons: visible('.workbench__editor .entry-editor__actions button') },
        { group: 'preview bar', outer: pane, buttons: visible('.preview-pane__bar button') },
      ],
    };
  });
  const problems: string[] = [];
  for (const [i, a] of bars.entries())
    for (const b of bars.slice(i + 1)) if (intersects(a.box, b.box)) problems.push(`${a.name} overlaps ${b.name}`);
  for (const { group, outer, buttons } of groups) {
    for (const button of buttons) if (!inside(button.box, outer)) problems.push(`${group}: “${button.name}” leaves its column`);
    for (const [i, a] of buttons.entries())
      for (const b of buttons.slice(i + 1)) if (intersects(a.box, b.box)) problems.push(`${group}: “${a.name}” overlaps “${b.name}”`);
  }
  return problems;
}

/** The workbench at `width` × `height` on the life insurance page, checked and photographed for docs/images/. */
async function photograph(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await expect(page.getByText('Preview of /life-insurance · live')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => layoutProblems(page), { timeout: 20_000 }).toEqual([]);
  mkdirSync(IMAGES, { recursive: true });
  await page.screenshot({ path: resolve(IMAGES, `workbench-${width}x${height}.png`) });
}

test('given a new editor’s session, then nothing warns or fails, the defects of issue 42 are gone and nothing overlaps at 1280 × 800 and 1440 × 900', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 5);
  const warnings: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = Date.now();

  // The list opens on pages; the tools' types are nowhere; a search lists the page it names first.
  await page.goto(WORKBENCH);
  await expect(page.getByLabel('Content type')).toHaveValue('staticPage');
  for (const select of ['Content type', 'New entry of type']) {
    const offered = await page.getByLabel(select).locator('option').allTextContents();
    expect(offered).toContain('Static page');
    expect(offered.filter((name) => ['Seed record', 'Migration history'].includes(name))).toEqual([]);
  }
  await page.getByLabel('Search entries').fill('life insurance');
  const results = page.getByRole('navigation', { name: 'Entries' }).locator('.entry-list__item');
  await expect(results.first()).toContainText('Life insurance: term, whole and universal | Lanternfield Mutual');
  await results.first().click();
  await expect(page.getByRole('heading', { level: 2, name: /^Life insurance: term, whole and universal/ })).toBeVisible();

  // Desktop: the page lays itself out at 1280 px, scaled down to the pane.
  const frame = page.locator('iframe[title="Live preview of the page"]');
  await expect(page.getByRole('button', { name: 'Desktop 1280' })).toHaveAttribute('aria-pressed', 'true');
  await expect(frame).toHaveJSProperty('clientWidth', 1280);
  expect(
    await page
      .frameLocator('iframe[title="Live preview of the page"]')
      .locator('html')
      .evaluate(() => window.innerWidth),
  ).toBe(1280);
  const paneWidth = (await page.locator('.preview-pane__viewport').boundingBox())!.width;
  expect(Math.abs((await frame.boundingBox())!.width - paneWidth)).toBeLessThan(2);
  await expect(page.getByText(`Scaled to ${Math.round((paneWidth / 1280) * 100)}%`)).toBeVisible();
  await photograph(page, 1280, 800);

  // A rich-text block: its toolbar sticks below the publish bar, not over it.
  await page.goto(`${WORKBENCH}/?entry=rich-text-accessibility`);
  const toolbar = page.locator('[data-test-id="rich-text-editor"] > div').first();
  await expect(toolbar).toBeVisible({ timeout: 20_000 });
  await page.locator('.workbench__editor').evaluate((column) => column.scrollBy(0, 400));
  await expect
    .poll(async () => {
      const [bar, tools] = [await page.locator('.entry-editor__bar').boundingBox(), await toolbar.boundingBox()];
      return bar && tools ? { overlap: intersects(bar, tools), stuckBelowBar: Math.abs(tools.y - (bar.y + bar.height)) < 2 } : undefined;
    })
    .toEqual({ overlap: false, stuckBelowBar: true });

  // A new page shows no other page's preview; a typed date is taken.
  await page.goto(`${WORKBENCH}/?entry=page-life-insurance`);
  await expect(page.getByText('Preview of /life-insurance · live')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('New entry of type').selectOption({ label: 'Static page' });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Live preview' })).toHaveText(
    'No page to preview. A new page shows here once its URL is saved; a block shows on the page that links to it.',
  );
  await expect(frame).toHaveCount(0);
  const pageId = new URL(page.url()).searchParams.get('entry')!;
  const title = `Defects walk ${stamp}`;
  await page.getByRole('textbox', { name: 'URL (required)' }).fill(`/e2e-defects-${stamp}`);
  await page.getByRole('textbox', { name: 'Title (required)' }).fill(title);
  const date = page.getByRole('textbox', { name: 'Expiration date' });
  await date.fill('2027-12-31');
  await date.press('Tab');
  await expect(page.locator('#wb-field-expirationDate [aria-live="assertive"]')).toHaveCount(0);
  await expect.poll(async () => (await cma<Entry>('GET', `/entries/${pageId}`)).fields.expirationDate?.['en-US']).toBe('2027-12-31');
  await expect(page.getByText(`Preview of /e2e-defects-${stamp}`)).toBeVisible({ timeout: 20_000 });

  // Published, then retitled: the version table keeps its columns (no word broken letter by letter).
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published. The site shows it once the publish webhook has run.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Title (required)' }).fill(`${title}, retitled with a longer title than before`);
  await expect(page.getByText(/^Saved · version \d+$/)).toBeVisible();
  const versions = page.getByRole('region', { name: 'Versions' });
  await versions.getByRole('button', { name: /^Published .*\(latest\)$/ }).click();
  const titleRow = versions.getByRole('row', { name: new RegExp(`^Title ${title}`) });
  await expect(titleRow).toBeVisible();
  // A cell wrapped letter by letter has more lines than words.
  const wrapping = await titleRow.locator('th, td').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      return { words: (cell.textContent ?? '').trim().split(/\s+/).length, lines };
    }),
  );
  expect(wrapping).toHaveLength(3);
  for (const cell of wrapping) expect(cell.lines).toBeLessThanOrEqual(cell.words);
  expect(wrapping[0]).toEqual({ words: 1, lines: 1 });
  expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);

  // Unpublished and deleted: the toast says so.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Delete' }).click();
  const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Deleted.');
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss: Deleted.' }).click();
  await expect(toast).toHaveCount(0);

  await page.goto(`${WORKBENCH}/?entry=page-life-insurance`);
  await photograph(page, 1440, 900);
  expect(pageErrors).toEqual([]);
  expect(warnings.filter((warning) => !SITE_CSS_PRELOAD_WARNING.test(warning))).toEqual([]);
});
