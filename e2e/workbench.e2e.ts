import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { cma, E2E_WORKBENCH_PORT } from './helpers.js';

/**
 * The local authoring workbench (workbench/README.md, docs/requirements.md#live-preview): the
 * entry browser, Contentful's field editors over the local Management API, the live preview of
 * the entry's page in draft mode, publish and its validation errors, conflicts between two tabs.
 * Entries it changes are its own (created here and deleted after) or restored after the test, so
 * other specs running at the same time see the demo content unchanged.
 */

const WORKBENCH = `http://localhost:${E2E_WORKBENCH_PORT}`;
const SITE = `http://localhost:${process.env.E2E_SITE_PORT ?? 3100}`;

interface Entry {
  sys: { id: string; version: number; publishedVersion?: number };
  fields: Record<string, Record<string, unknown>>;
}

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title="Live preview of the page"]');

async function createEntry(contentType: string, fields: Record<string, unknown>, publish = false): Promise<Entry> {
  const localized = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));
  const entry = await cma<Entry>('POST', '/entries', { fields: localized }, { 'X-Contentful-Content-Type': contentType });
  if (!publish) return entry;
  return cma<Entry>('PUT', `/entries/${entry.sys.id}/published`, undefined, { 'X-Contentful-Version': String(entry.sys.version) });
}

async function deleteEntry(id: string): Promise<void> {
  const entry = await cma<Entry>('GET', `/entries/${id}`);
  if (entry.sys.publishedVersion) await cma('DELETE', `/entries/${id}/published`);
  await cma('DELETE', `/entries/${id}`);
}

/** Puts back the fields an entry had (a draft save; its published version never changed). */
async function restoreFields(id: string, fields: Entry['fields']): Promise<void> {
  const now = await cma<Entry>('GET', `/entries/${id}`);
  await cma('PUT', `/entries/${id}`, { fields }, { 'X-Contentful-Version': String(now.sys.version) });
}

async function openEntry(page: Page, search: string, title: RegExp): Promise<void> {
  await page.goto(WORKBENCH);
  await page.getByLabel('Search entries').fill(search);
  await page.getByRole('button', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test('given the workbench, when an editor opens the home page, then entries, editors and preview are there, keyboard-usable and axe-clean', async ({
  page,
}) => {
  await page.goto(WORKBENCH);
  await expect(page.getByRole('heading', { level: 1, name: 'Authoring workbench' })).toBeVisible();
  // Keyboard only: the views, who the workbench acts for, the new-entry controls, the search box,
  // then the first entry of the filtered list.
  for (const control of [
    page.getByRole('button', { name: 'Entries' }),
    page.getByRole('button', { name: 'Media' }),
    page.getByRole('button', { name: 'Releases' }),
    page.getByRole('button', { name: 'Records' }),
    page.getByRole('button', { name: 'Sign in as someone else' }),
    page.getByLabel('New entry of type'),
    page.getByRole('button', { name: 'Create' }),
    page.getByLabel('Search entries'),
  ]) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }
  await page.keyboard.type('Life, disability, dental');
  await page.getByLabel('Content type').selectOption({ label: 'Static page' });
  await page.getByLabel('Status').selectOption('published');
  const home = page.getByRole('button', { name: /Life, disability, dental and retirement coverage/ });
  await expect(home).toHaveCount(1);
  await home.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /Life, disability, dental and retirement coverage/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title (required)' })).toHaveValue(
    'Life, disability, dental and retirement coverage | Lanternfield Mutual',
  );
  await expect(preview(page).locator('h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
});

test('given the home page, when the editor clicks the hero heading in the preview and types, then its field is focused and the preview shows the text without a reload', async ({
  page,
}) => {
  await openEntry(page, 'Life, disability, dental', /Life, disability, dental and retirement coverage/);
  const heading = preview(page).locator('h1').first();
  // The draft heading, whatever it is now (an earlier run may have left a draft of it).
  await expect(heading).toHaveText(/^Protection for the people who count on you/);
  const before = ((await heading.textContent()) ?? '').trim();
  await expect(page.getByText('Preview of / · live')).toBeVisible();
  const headerId = await heading.getAttribute('data-contentful-entry-id');
  expect(headerId).toBeTruthy();
  const original = await cma<Entry>('GET', `/entries/${headerId}`);
  try {
    await preview(page)
      .locator('body')
      .evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    // The inspector outline the workbench draws over the heading, where the SDK says it is.
    await heading.scrollIntoViewIfNeeded();
    const target = page.locator(`.preview-pane__target[data-entry-id="${headerId}"][data-field-id="title"]`);
    await expect
      .poll(async () => {
        const [h, t] = [await heading.boundingBox(), await target.boundingBox()];
        return h && t ? Math.abs(h.y - t.y) < 4 && Math.abs(h.x - t.x) < 4 : false;
      })
      .toBe(true);
    await target.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Header: Protection for the people who count on you' })).toBeVisible();
    const title = page.getByRole('textbox', { name: 'Title (required)' });
    await expect(title).toBeFocused();
    await title.press('End');
    // How fast it arrives is measured by `npm run bench:preview` (scripts/bench/live-preview.ts), not
    // asserted here: under CI's two workers on two cores the same update took 2 s.
    await title.pressSequentially(' today');
    await expect(heading).toHaveText(`${before} today`);
    expect(
      await preview(page)
        .locator('body')
        .evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce),
    ).toBe(true);
    // Autosaved as a new version, and still a draft change: the production site is unchanged.
    // The bar's own status (a failure prints what it said instead: "Not saved: conflict", "Saving…").
    await expect(page.locator('.entry-editor__bar [role="status"]')).toHaveText(/^Saved · version \d+$/);
    await expect.poll(async () => (await cma<Entry>('GET', `/entries/${headerId}`)).fields.title?.['en-US']).toBe(`${before} today`);
    const production = await (await fetch(`${SITE}/`)).text();
    expect(production).toContain('Protection for the people who count on you<');
  } finally {
    await restoreFields(headerId!, original.fields);
  }
});

test('given an accordion, when the editor fills it to 10 items, then no more can be added, and an 11th from the API makes the publish refused with the limit on the items field', async ({
  page,
}) => {
  const items = await cma<{ items: Entry[] }>('GET', '/entries?content_type=accordionItem&limit=11&order=sys.createdAt');
  expect(items.items.length).toBe(11);
  const links = items.items.map((e) => ({ sys: { type: 'Link', linkType: 'Entry', id: e.sys.id } }));
  const name = `E2E workbench accordion ${Date.now()}`;
  const group = await createEntry('accordionGroup', { internalName: name, mode: 'Standard', items: links.slice(0, 9) });
  try {
    await page.goto(`${WORKBENCH}/?entry=${group.sys.id}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const field = page.locator('#wb-field-items');
    await field.getByRole('button', { name: 'Link existing entries' }).click();
    const dialog = page.getByRole('dialog');
    const tenth = items.items[9]!.fields.title?.['en-US'] as string;
    await dialog.getByLabel('Search entries to add').fill(tenth);
    await dialog.getByRole('checkbox', { name: tenth }).check();
    await dialog.getByRole('button', { name: 'Insert 1 entry' }).click();
    await expect
      .poll(async () => ((await cma<Entry>('GET', `/entries/${group.sys.id}`)).fields.items?.['en-US'] as unknown[]).length)
      .toBe(10);
    // Contentful's reference editor offers no more at the field's maximum …
    await expect(field.getByRole('button', { name: 'Link existing entries' })).toHaveCount(0);
    await expect(field.getByText('At most 10 items.')).toBeVisible();
    // … so the 11th comes from another client (a script, an import), as it can in a real space.
    const saved = await cma<Entry>('GET', `/entries/${group.sys.id}`);
    await cma(
      'PUT',
      `/entries/${group.sys.id}`,
      { fields: { ...saved.fields, items: { 'en-US': links } } },
      { 'X-Contentful-Version': String(saved.sys.version) },
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The entry was not published: 1 field needs attention (Items).' }),
    ).toBeVisible();
    await expect(field.getByText('An accordion group holds at most 10 items.')).toBeVisible();
    await expect(field.locator('[data-test-id="entity-field-controls"]')).toHaveAttribute('aria-invalid', 'true');
    expect((await cma<Entry>('GET', `/entries/${group.sys.id}`)).sys.publishedVersion).toBeUndefined();
  } finally {
    await deleteEntry(group.sys.id);
  }
});

test('given two tabs on one entry, when both edit it, then the later one sees the conflict message, keeps its keystrokes and saves them over the other', async ({
  context,
}) => {
  const text = `E2E workbench tagline ${Date.now()}`;
  const tagline = await createEntry('tagline', { text });
  try {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const tab of [first, second]) {
      await tab.goto(`${WORKBENCH}/?entry=${tagline.sys.id}`);
      await expect(tab.getByRole('heading', { level: 2, name: text })).toBeVisible();
    }
    await first.getByRole('textbox', { name: 'Text (required)' }).fill(`${text} from the first tab`);
    await expect(first.getByText(/^Saved · version \d+$/)).toBeVisible();
    await expect
      .poll(async () => (await cma<Entry>('GET', `/entries/${tagline.sys.id}`)).fields.text?.['en-US'])
      .toBe(`${text} from the first tab`);
    const input = second.getByRole('textbox', { name: 'Text (required)' });
    await input.fill(`${text} from the second tab`);
    await expect(
      second.getByRole('alert').filter({
        hasText: 'Someone else changed this entry while you were editing it. Your changes are still here and have not been saved yet.',
      }),
    ).toBeVisible();
    // Typing goes on during the conflict; nothing typed is lost.
    await input.press('End');
    await input.pressSequentially(', still typing');
    await expect(input).toHaveValue(`${text} from the second tab, still typing`);
    await second.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(second.getByText(/^Saved · version \d+$/)).toBeVisible();
    await expect
      .poll(async () => (await cma<Entry>('GET', `/entries/${tagline.sys.id}`)).fields.text?.['en-US'])
      .toBe(`${text} from the second tab, still typing`);
  } finally {
    await deleteEntry(tagline.sys.id);
  }
});

test('given a published page, when the editor changes its title and publishes, then the production site shows it after the webhook', async ({
  page,
}) => {
  const stamp = Date.now();
  const url = `/e2e-workbench-${stamp}`;
  const pageEntry = await createEntry('staticPage', { url, title: `Workbench page ${stamp}` }, true);
  try {
    await expect.poll(async () => (await fetch(`${SITE}${url}`)).status, { timeout: 15_000 }).toBe(200);
    await page.goto(`${WORKBENCH}/?entry=${pageEntry.sys.id}`);
    await expect(page.getByRole('heading', { level: 2, name: `Workbench page ${stamp}` })).toBeVisible();
    await expect(preview(page).getByRole('heading', { level: 1, name: `Workbench page ${stamp}` })).toBeVisible();
    const title = page.getByRole('textbox', { name: 'Title (required)' });
    await title.fill(`Workbench page ${stamp}, edited`);
    // The page's own title follows live in the draft preview too (how fast is the subject of the
    // test above and of `npm run bench:preview`; here, under CI's load, only that it does).
    await expect(preview(page).getByRole('heading', { level: 1, name: `Workbench page ${stamp}, edited` })).toBeVisible();
    expect(await (await fetch(`${SITE}${url}`)).text()).not.toContain(`Workbench page ${stamp}, edited`);
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('Published. The site shows it once the publish webhook has run.')).toBeVisible();
    await expect
      .poll(async () => (await (await fetch(`${SITE}${url}`)).text()).includes(`Workbench page ${stamp}, edited</h1>`), { timeout: 10_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Unpublished. The site no longer shows it once the webhook has run.')).toBeVisible();
    await expect.poll(async () => (await fetch(`${SITE}${url}`)).status, { timeout: 10_000 }).toBe(404);
  } finally {
    await deleteEntry(pageEntry.sys.id);
  }
});
