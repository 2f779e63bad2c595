import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, cma, E2E_SITE, E2E_WORKBENCH_PORT, SITE_CSS_PRELOAD_WARNING } from './helpers.js';

/**
 * The page as one thing (issue 42, item 3; workbench/README.md#the-page-as-one-thing): a change to a
 * block of a published page makes the page say it has changes not published, Publish lists the
 * block with its change before anything goes live, and restoring the page's earlier publish brings
 * its old block back, in the preview at once and on the site once published.
 */

const WORKBENCH = `http://localhost:${E2E_WORKBENCH_PORT}`;

interface Entry {
  sys: { id: string; version: number; publishedVersion?: number };
  fields: Record<string, Record<string, unknown>>;
}

/** The entry editor on top (a nested block's editor stacks above the page's). */
const top = (page: Page): Locator => page.locator('.workbench__editor > div:not([hidden]) > section.entry-editor');
const previewOf = (page: Page) => page.frameLocator('iframe[title="Live preview of the page"]');

async function createPublished(contentType: string, fields: Record<string, unknown>): Promise<Entry> {
  const localized = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));
  const entry = await cma<Entry>('POST', '/entries', { fields: localized }, { 'X-Contentful-Content-Type': contentType });
  return cma<Entry>('PUT', `/entries/${entry.sys.id}/published`, undefined, { 'X-Contentful-Version': String(entry.sys.version) });
}

const siteText = async (url: string) => {
  const res = await fetch(`${E2E_SITE}${url}`);
  return res.ok ? res.text() : '';
};

test('given a published page, when its block changes, then the page says so, Publish lists the block, and restoring the earlier publish brings the old block back to the site', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 3);
  const warnings: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const stamp = Date.now();
  const [before, after] = [`Block as first published ${stamp}`, `Block as changed ${stamp}`];
  const url = `/e2e-whole-page-${stamp}`;
  const block = await createPublished('tagline', { text: before });
  const pageEntry = await createPublished('staticPage', {
    url,
    title: `Whole page ${stamp}`,
    contentBlocks: [{ sys: { type: 'Link', linkType: 'Entry', id: block.sys.id } }],
  });
  await expect.poll(() => siteText(url), { timeout: 15_000 }).toContain(before);

  await page.goto(`${WORKBENCH}/?entry=${pageEntry.sys.id}`);
  const root = top(page);
  await expect(root.getByRole('heading', { level: 2, name: `Whole page ${stamp}` })).toBeVisible({ timeout: 30_000 });
  await expect(root.getByRole('button', { name: 'Published', exact: true })).toBeDisabled();
  await expect(previewOf(page).getByText(before)).toBeVisible({ timeout: 20_000 });

  // The block changed in its own editor, opened from the page's blocks.
  await page.locator('#wb-field-contentBlocks [data-test-id="cf-ui-entry-card"]').filter({ hasText: before }).click();
  const blockEditor = top(page);
  await expect(blockEditor.getByRole('heading', { level: 2, name: before })).toBeVisible();
  await blockEditor.getByRole('textbox', { name: 'Text (required)' }).fill(after);
  await expect(blockEditor.locator('.entry-editor__bar [role="status"]')).toHaveText(/^Saved · version \d+$/);
  await expect(previewOf(page).getByText(after)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to the page' }).click();

  // The page says what waits, and Publish lists it with its change.
  await expect(root.getByText(`Changes not published in 1 linked entry: Tagline “${after}”.`)).toBeVisible({ timeout: 20_000 });
  await root.getByRole('button', { name: 'Publish changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish 2 items?' });
  await expect(dialog.getByRole('listitem')).toHaveText([
    `Static page “Whole page ${stamp}” · No changes of its own`,
    `Tagline “${after}” · Changed: Text`,
  ]);
  expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Publish 2 items' }).click();
  await expect(root.getByText('Published with 1 linked entry or asset. The site shows it once the publish webhook has run.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(root.getByText(/^Changes not published/)).toHaveCount(0);
  await expect.poll(() => siteText(url), { timeout: 15_000 }).toContain(after);

  // The page's earlier publish restored: the old block comes back with it, as drafts.
  const versions = root.getByRole('region', { name: 'Versions' });
  await versions.getByRole('button', { name: /^Published .*(?<!\(latest\))$/ }).click();
  await expect(versions.getByRole('list', { name: 'Linked entries restored with this version' })).toHaveText(`Tagline “${after}” (Text)`);
  await versions.getByRole('button', { name: 'Restore this version' }).click();
  await expect(versions.getByText('Restored this version and 1 linked entry as drafts. Publish to put them live.')).toBeVisible();
  await expect(previewOf(page).getByText(before)).toBeVisible({ timeout: 20_000 });
  await expect(root.getByText(`Changes not published in 1 linked entry: Tagline “${before}”.`)).toBeVisible({ timeout: 20_000 });
  expect(await siteText(url)).toContain(after);

  await root.getByRole('button', { name: 'Publish changes' }).click();
  await expect(dialog.getByRole('listitem')).toHaveText([
    `Static page “Whole page ${stamp}” · No changes of its own`,
    `Tagline “${before}” · Changed: Text`,
  ]);
  await dialog.getByRole('button', { name: 'Publish 2 items' }).click();
  await expect.poll(() => siteText(url), { timeout: 15_000 }).toContain(before);
  expect((await cma<Entry>('GET', `/entries/${block.sys.id}`)).fields.text).toEqual({ 'en-US': before });
  expect(pageErrors).toEqual([]);
  expect(warnings.filter((warning) => !SITE_CSS_PRELOAD_WARNING.test(warning))).toEqual([]);
});
