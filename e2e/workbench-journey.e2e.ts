import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations, cma, E2E_WORKBENCH_PORT } from './helpers.js';

/**
 * A page's whole life in the authoring workbench, offline (workbench/README.md, issue "The
 * authoring workbench carries a page through its whole life"): one journey on one page load —
 * create a page, give it a URL and a title, add a new rich-text block and a new card grid with two
 * cards, upload an image and set it on a card, see each change in the preview, switch the preview
 * to phone width, publish and see the page with the image on the site, restore the previous
 * published version, duplicate the page, and be refused deleting a block the page still uses.
 * Every request the browser makes must stay on this machine. A second test covers
 * compliance-aware publishing (docs/requirements.md#decision-compliance-approval).
 */

const WORKBENCH = `http://localhost:${E2E_WORKBENCH_PORT}`;
const SITE = `http://localhost:${process.env.E2E_SITE_PORT ?? 3100}`;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

interface Entry {
  sys: { id: string; version: number; publishedVersion?: number };
  fields: Record<string, Record<string, unknown>>;
}

const previewOf = (page: Page) => page.frameLocator('iframe[title="Live preview of the page"]');
/** The entry or asset editor on top (nested ones stack above the page). */
const top = (page: Page): Locator =>
  page.locator(
    '.workbench__editor > div:not([hidden]) > section.entry-editor, .workbench__editor > div:not([hidden]) > section.asset-editor',
  );

async function nestedField(page: Page, fieldId: string): Promise<Locator> {
  return top(page).locator(`#wb-field-${await top(page).getAttribute('data-entry-id')}-${fieldId}`);
}

/** Fails the test on any request the page makes to a host that is not this machine (fonts, CDNs, analytics …). */
function offlineOnly(page: Page): string[] {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !LOCAL_HOSTS.has(url.hostname)) external.push(request.url());
  });
  return external;
}

test('given the workbench offline, when an editor builds, publishes, restores and duplicates a page, then the preview and the site follow and a used block cannot be deleted', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 6);
  const external = offlineOnly(page);
  page.on('dialog', (dialog) => void dialog.accept());
  const stamp = Date.now();
  const url = `/e2e-journey-${stamp}`;
  const title = `Journey page ${stamp}`;
  const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const preview = previewOf(page);

  await page.goto(WORKBENCH);
  await page.getByLabel('New entry of type').selectOption({ label: 'Static page' });
  await page.getByRole('button', { name: 'Create' }).click();
  const root = top(page);
  await expect(page).toHaveURL(/entry=/);
  const pageId = new URL(page.url()).searchParams.get('entry')!;
  await root.getByRole('textbox', { name: 'URL (required)' }).fill(url);
  await root.getByRole('textbox', { name: 'Title (required)' }).fill(title);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });

  // A new rich-text block, opened in place above the page.
  const blocks = page.locator('#wb-field-contentBlocks');
  await blocks.getByRole('button', { name: 'Create new entry and link' }).click();
  await page.getByRole('menuitem', { name: 'Rich text', exact: true }).click();
  await expect(top(page).getByText('Rich text', { exact: true })).toBeVisible();
  const richTextId = (await top(page).getAttribute('data-entry-id'))!;
  await top(page).getByRole('textbox', { name: 'Internal name (required)' }).fill(`Journey text ${stamp}`);
  await top(page).locator('[role="textbox"][contenteditable="true"]').click();
  await page.keyboard.type(`Cover that follows you ${stamp}.`);
  await expect(preview.getByText(`Cover that follows you ${stamp}.`)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to the page' }).click();

  // A new card grid with two cards; the first gets a new image entry with an uploaded file.
  await blocks.getByRole('button', { name: 'Create new entry and link' }).click();
  await page.getByRole('menuitem', { name: 'Card grid', exact: true }).click();
  await expect(top(page).getByText('Card grid', { exact: true })).toBeVisible();
  const gridId = (await top(page).getAttribute('data-entry-id'))!;
  await top(page).getByRole('textbox', { name: 'Internal name (required)' }).fill(`Journey cards ${stamp}`);
  for (const n of [1, 2]) {
    await (await nestedField(page, 'cards')).getByRole('button', { name: 'Create new Card and link' }).click();
    await expect(top(page).getByText('Card', { exact: true })).toBeVisible();
    await top(page).getByRole('textbox', { name: 'Title (required)' }).fill(`Card ${n} ${stamp}`);
    if (n === 1) {
      await (await nestedField(page, 'image')).getByRole('button', { name: 'Create new Image and link' }).click();
      await expect(top(page).getByText('Image', { exact: true })).toBeVisible();
      await top(page).getByRole('textbox', { name: 'Internal name (required)' }).fill(`Journey image ${stamp}`);
      await top(page).getByRole('textbox', { name: 'Alternative text' }).fill(`A blue card ${stamp}`);
      await (await nestedField(page, 'media')).getByRole('button', { name: 'Create new asset and link' }).click();
      const asset = top(page);
      await expect(asset.getByRole('heading', { level: 2, name: 'Untitled asset' })).toBeVisible();
      await asset.getByLabel('Choose a file').setInputFiles({ name: `card-${stamp}.png`, mimeType: 'image/png', buffer: image });
      await expect(asset.getByText(`card-${stamp}.png is uploaded and processed.`)).toBeVisible({ timeout: 20_000 });
      await expect(asset.getByRole('img', { name: `card-${stamp}` })).toBeVisible();
      expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
      await page.getByRole('button', { name: 'Back to the previous entry' }).click();
      await page.getByRole('button', { name: 'Back to the previous entry' }).click();
    }
    await page.getByRole('button', { name: 'Back to the previous entry' }).click();
  }
  await page.getByRole('button', { name: 'Back to the page' }).click();
  await expect(preview.getByText(`Card 2 ${stamp}`)).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByRole('img', { name: `A blue card ${stamp}` })).toBeVisible({ timeout: 20_000 });

  // Reorder: the card grid above the text by keyboard, then back by drag and drop.
  const order = async () =>
    ((await cma<Entry>('GET', `/entries/${pageId}`)).fields.contentBlocks?.['en-US'] as { sys: { id: string } }[]).map((l) => l.sys.id);
  const handles = blocks.getByRole('button', { name: 'Reorder entry' });
  await handles.nth(1).focus();
  await page.keyboard.press('Space');
  // dnd-kit's keyboard sensor moves the entry 25 px a press and says over which entry it is (its
  // live region, as a screen reader hears it): up until it is over the other one, then drop.
  const announcement = page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'raggable item' });
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press('ArrowUp');
    const said = /Draggable item (\S+) was moved over droppable area (\S+)\./.exec((await announcement.textContent()) ?? '');
    if (said && said[1] !== said[2]) break;
  }
  await page.keyboard.press('Space');
  await expect.poll(order).toEqual([gridId, richTextId]);
  await handles.nth(1).scrollIntoViewIfNeeded();
  const from = (await handles.nth(1).boundingBox())!;
  const to = (await handles.nth(0).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - ((from.y - to.y + 20) * step) / 10);
  await page.mouse.up();
  await expect.poll(order).toEqual([richTextId, gridId]);

  // Phone width, the live connection kept: the next keystrokes still show.
  await page.getByRole('button', { name: 'Phone 390' }).click();
  await expect(page.locator('iframe[title="Live preview of the page"]')).toHaveJSProperty('clientWidth', 390);
  await root.getByRole('textbox', { name: 'Title (required)' }).fill(`${title}, on phones`);
  await expect(preview.getByRole('heading', { level: 1, name: `${title}, on phones` })).toBeVisible();

  // Publish: the blocks, cards, image and asset it links to are published with it.
  await root.getByRole('button', { name: 'Publish', exact: true }).click();
  // What goes live is listed first: the page, then each new block, card, image and asset.
  const goingLive = page.getByRole('dialog', { name: /^Publish \d+ items\?$/ }).getByRole('listitem');
  await expect(goingLive.first()).toHaveText(`Static page “${title}, on phones” · New`);
  await expect(goingLive.filter({ hasText: `Journey text ${stamp}` })).toHaveText(`Rich text “Journey text ${stamp}” · New`);
  await page.getByRole('button', { name: /^Publish \d+ items$/ }).click();
  await expect(root.getByText(/^Published with \d+ linked entries and assets\./)).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await fetch(`${SITE}${url}`)).status, { timeout: 15_000 }).toBe(200);
  await page.goto(`${SITE}${url}`);
  await expect(page.getByRole('heading', { level: 1, name: `${title}, on phones` })).toBeVisible();
  await expect(page.getByText(`Cover that follows you ${stamp}.`)).toBeVisible();
  const siteImage = page.getByRole('img', { name: `A blue card ${stamp}` });
  await expect(siteImage).toBeVisible();
  expect(await siteImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // A second publish, then the first version restored as a new draft: its title shows in the preview.
  await page.goto(`${WORKBENCH}/?entry=${pageId}`);
  await root.getByRole('textbox', { name: 'Title (required)' }).fill(`${title}, second edition`);
  await expect(root.getByText(/^Saved · version \d+$/)).toBeVisible();
  await root.getByRole('button', { name: 'Publish changes' }).click();
  await expect(root.getByText('Published. The site shows it once the publish webhook has run.')).toBeVisible();
  const versions = root.getByRole('region', { name: 'Versions' });
  await versions.getByRole('button', { name: /^Published .*(?<!\(latest\))$/ }).click();
  await expect(versions.getByRole('row', { name: `Title ${title}, on phones ${title}, second edition` })).toBeVisible();
  // Restore is enabled once the linked entries at that publish are read; axe checks it settled
  // (a disabled button is half transparent and fades in, and is exempt from contrast only while disabled).
  const restore = versions.getByRole('button', { name: 'Restore this version' });
  await expect(restore).toBeEnabled();
  await expect(restore).toHaveCSS('opacity', '1');
  expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
  await restore.click();
  await expect(root.getByRole('textbox', { name: 'Title (required)' })).toHaveValue(`${title}, on phones`);
  await expect(previewOf(page).getByRole('heading', { level: 1, name: `${title}, on phones` })).toBeVisible({ timeout: 20_000 });
  await expect(root.getByText(/^Saved · version \d+$/)).toBeVisible();
  await expect(root.getByRole('button', { name: 'Publish changes' })).toBeVisible();

  // Duplicate: a new page with its own copies of the blocks.
  await root.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).not.toHaveURL(new RegExp(`entry=${pageId}`));
  const copyId = new URL(page.url()).searchParams.get('entry')!;
  const copy = await cma<Entry>('GET', `/entries/${copyId}`);
  expect(copy.fields.title?.['en-US']).toBe(`${title}, on phones`);
  const copiedBlocks = (copy.fields.contentBlocks?.['en-US'] as { sys: { id: string } }[]).map((l) => l.sys.id);
  expect(copiedBlocks).toHaveLength(2);
  expect(copiedBlocks).not.toContain(richTextId);

  // The rich-text block is still on the page: deleting it is refused, naming the page.
  await page.goto(`${WORKBENCH}/?entry=${richTextId}`);
  await expect(top(page).getByRole('heading', { level: 2, name: `Journey text ${stamp}` })).toBeVisible();
  await expect(
    top(page)
      .getByRole('region', { name: 'Used on' })
      .getByRole('button', { name: `${title}, on phones` }),
  ).toBeVisible();
  await top(page).getByRole('button', { name: 'Delete' }).click();
  await expect(top(page).getByRole('alert')).toHaveText(
    `This cannot be deleted while an entry links to it: “${title}, on phones”. Remove that link first.`,
  );
  expect((await cma<Entry>('GET', `/entries/${richTextId}`)).sys.id).toBe(richTextId);
  expect(external).toEqual([]);
});

test('given a product page, when published without a compliance number, then refused at the field; a page past its expiration date answers 404', async ({
  page,
}) => {
  const stamp = Date.now();
  const product = await cma<Entry>(
    'POST',
    '/entries',
    {
      fields: {
        url: { 'en-US': `/e2e-product-${stamp}` },
        title: { 'en-US': `Product ${stamp}` },
        type: { 'en-US': 'product' },
        expirationDate: { 'en-US': '2099-12-31' },
      },
    },
    { 'X-Contentful-Content-Type': 'staticPage' },
  );
  await page.goto(`${WORKBENCH}/?entry=${product.sys.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Product ${stamp}` })).toBeVisible();
  await expect(page.getByText('Compliance: product and tool pages need a compliance number')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The entry was not published: 1 field needs attention (Compliance number).' }),
  ).toBeVisible();
  await expect(
    page
      .locator('#wb-field-complianceNumber')
      .getByText('A product page needs its compliance number (the approval code) before it is published.'),
  ).toBeVisible();
  expect((await cma<Entry>('GET', `/entries/${product.sys.id}`)).sys.publishedVersion).toBeUndefined();

  // Published by another client (a script, the web app), past its date: the site does not serve it.
  const expiredUrl = `/e2e-expired-${stamp}`;
  const expired = await cma<Entry>(
    'POST',
    '/entries',
    { fields: { url: { 'en-US': expiredUrl }, title: { 'en-US': `Expired ${stamp}` }, expirationDate: { 'en-US': '2020-01-31' } } },
    { 'X-Contentful-Content-Type': 'staticPage' },
  );
  await cma('PUT', `/entries/${expired.sys.id}/published`, undefined, { 'X-Contentful-Version': String(expired.sys.version) });
  // A product page published straight through the Management API without its compliance number
  // (issue 41): the site fails closed, as for an expired page.
  const unapprovedUrl = `/e2e-unapproved-${stamp}`;
  const unapproved = await cma<Entry>(
    'POST',
    '/entries',
    {
      fields: {
        url: { 'en-US': unapprovedUrl },
        title: { 'en-US': `Unapproved ${stamp}` },
        type: { 'en-US': 'product' },
        expirationDate: { 'en-US': '2099-01-31' },
      },
    },
    { 'X-Contentful-Content-Type': 'staticPage' },
  );
  await cma('PUT', `/entries/${unapproved.sys.id}/published`, undefined, { 'X-Contentful-Version': String(unapproved.sys.version) });
  const current = await cma<Entry>(
    'POST',
    '/entries',
    {
      fields: {
        url: { 'en-US': `${expiredUrl}-current` },
        title: { 'en-US': `Current ${stamp}` },
        expirationDate: { 'en-US': '2099-01-31' },
      },
    },
    { 'X-Contentful-Content-Type': 'staticPage' },
  );
  await cma('PUT', `/entries/${current.sys.id}/published`, undefined, { 'X-Contentful-Version': String(current.sys.version) });
  await expect.poll(async () => (await fetch(`${SITE}${expiredUrl}-current`)).status, { timeout: 15_000 }).toBe(200);
  expect((await fetch(`${SITE}${expiredUrl}`)).status).toBe(404);
  expect((await fetch(`${SITE}${unapprovedUrl}`)).status).toBe(404);
  const sitemap = async () => (await fetch(`${SITE}/sitemap.xml`)).text();
  await expect.poll(sitemap, { timeout: 15_000 }).toContain(`${expiredUrl}-current</loc>`);
  expect(await sitemap()).not.toContain(`${expiredUrl}</loc>`);
  expect(await sitemap()).not.toContain(`${unapprovedUrl}</loc>`);
  // In draft mode (the workbench's preview) it shows, with the notice.
  await page.goto(`${WORKBENCH}/?entry=${expired.sys.id}`);
  await expect(previewOf(page).getByRole('note')).toHaveText(
    'Compliance approval expired: visitors get “Page not found” for this page until it is renewed (expired on 2020-01-31).',
  );
});
