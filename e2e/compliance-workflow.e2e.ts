import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { DEMO_USERS } from '@insurer/compliance';
import { REVIEW_MESSAGES, STATE_LABELS } from '../workbench/src/shared/reviews.js';
import { archiveRows } from './compliance.js';
import { axeViolations, cma, E2E_SITE, E2E_WORKBENCH_PORT } from './helpers.js';

/**
 * Issue 41's workflow in the workbench as `npm start` runs it (docs/requirements.md#decision-workbench-roles-and-review):
 * the demo author creates a product page and submits it, and cannot publish it; the demo principal
 * approves and publishes it, and the site serves it; the author changes it, and the site keeps
 * serving the approved version until the principal approves and publishes again; the Records view
 * lists both versions with the principal's name, and its ZIP export holds both as served with an
 * index naming the principal.
 */

const WORKBENCH = `http://localhost:${E2E_WORKBENCH_PORT}`;
const SITE = E2E_SITE;
const { author: AUTHOR, principal: PRINCIPAL } = DEMO_USERS;

interface Entry {
  sys: { id: string; version: number; publishedVersion?: number };
  fields: Record<string, Record<string, unknown>>;
}

/** Signs in as `user` from the local mode's "Sign in as someone else" (or from Sign out's page). */
async function signInAs(page: Page, user: { email: string; password: string; name: string }, role: 'Author' | 'Principal') {
  await page.goto(WORKBENCH);
  const signOut = page.getByRole('button', { name: 'Sign out' });
  const someoneElse = page.getByRole('button', { name: 'Sign in as someone else' });
  await expect(signOut.or(someoneElse)).toBeVisible();
  if (await signOut.isVisible()) {
    await signOut.click();
    await expect(someoneElse).toBeVisible();
  }
  await someoneElse.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the authoring workbench' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Signed in' })).toHaveText(new RegExp(`${user.name} · ${role}`));
}

/**
 * Opens the page's entry in the workbench and waits for its editor and its review panel: under
 * CI's two workers beside the product, opening an entry took over 10 s (playwright.config.ts).
 */
async function openPage(page: Page, entryId: string, url: string): Promise<void> {
  await page.goto(`${WORKBENCH}/?entry=${entryId}`);
  await expect(page.getByRole('textbox', { name: 'URL (required)' })).toHaveValue(url, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Review and approval' }).locator('.review-panel__state')).toBeVisible({ timeout: 30_000 });
}

/** The site's answer for `path`: status and the page's title. */
async function served(path: string): Promise<{ status: number; title?: string }> {
  const answer = await fetch(`${SITE}${path}`);
  return { status: answer.status, title: /<title>([^<]*)<\/title>/.exec(await answer.text())?.[1] };
}

test('given a product page, when the author submits it and the principal approves and publishes it, then the site serves only approved versions, and the Records view and its export hold both with the principal’s name', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const url = `/e2e-workflow-${stamp}`;
  const firstTitle = `Workflow annuity ${stamp}`;
  const secondTitle = `Workflow annuity ${stamp}, 2027 rates`;
  const review = page.getByRole('region', { name: 'Review and approval' });
  const state = review.locator('.review-panel__state');

  // The author creates the page and submits it for review.
  await signInAs(page, AUTHOR, 'Author');
  await page.getByLabel('New entry of type').selectOption({ label: 'Static page' });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'URL (required)' })).toBeVisible();
  const pageId = new URL(page.url()).searchParams.get('entry')!;
  expect(pageId).toBeTruthy();
  try {
    await page.getByRole('textbox', { name: 'URL (required)' }).fill(url);
    await page.getByRole('textbox', { name: 'Title (required)' }).fill(firstTitle);
    await page.getByRole('combobox', { name: 'Page type' }).selectOption('product');
    await page.getByRole('textbox', { name: 'Compliance number' }).fill(`LFM-2026-${stamp.slice(-4)} Exp. 12/2028`);
    const expiration = page.getByRole('textbox', { name: 'Expiration date' });
    await expiration.fill('2028-12-31');
    await expiration.press('Tab');
    await expect.poll(async () => (await cma<Entry>('GET', `/entries/${pageId}`)).fields.expirationDate?.['en-US']).toBe('2028-12-31');
    await expect.poll(async () => (await cma<Entry>('GET', `/entries/${pageId}`)).fields.type?.['en-US']).toBe('product');
    await expect(state).toHaveText('Draft: not submitted for review yet.');
    await review.getByRole('button', { name: 'Submit for review' }).click();
    await expect(state).toHaveText(new RegExp(`^Submitted for review by ${AUTHOR.name} on .+\\.$`));
    await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    // The author cannot publish it: the workbench says why and nothing is published.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(`The entry was not published: ${REVIEW_MESSAGES.authorMayNotPublish}`)).toBeVisible();
    expect((await cma<Entry>('GET', `/entries/${pageId}`)).sys.publishedVersion).toBeUndefined();
    expect((await served(url)).status).toBe(404);
    expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);

    // The principal approves and publishes it; the site serves it.
    await signInAs(page, PRINCIPAL, 'Principal');
    await openPage(page, pageId, url);
    await expect(state).toHaveText(new RegExp(`^Submitted for review by ${AUTHOR.name}`));
    await review.getByRole('textbox', { name: 'Comment' }).fill('Rates and disclosures checked against the filing.');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(state).toHaveText(new RegExp(`^Approved by ${PRINCIPAL.name} on .+ \\(compliance number LFM-2026-`));
    await expect(review.getByRole('list', { name: 'Comments' })).toContainText('Rates and disclosures checked against the filing.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published. The site shows it once the publish webhook has run.')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => served(url), { timeout: 20_000 }).toEqual({ status: 200, title: expect.stringContaining(firstTitle) });

    // The author changes it: the change needs a new approval, and the site keeps the approved version.
    await signInAs(page, AUTHOR, 'Author');
    await openPage(page, pageId, url);
    await page.getByRole('textbox', { name: 'Title (required)' }).fill(secondTitle);
    await expect(page.locator('.entry-editor__bar [role="status"]')).toHaveText(/^Saved · version \d+$/);
    await expect(state).toHaveText(
      new RegExp(`^${STATE_LABELS['changed-since-approval']}: approved by ${PRINCIPAL.name} on .+, version \\d+\\), changed since\\.$`),
    );
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText(`The entry was not published: ${REVIEW_MESSAGES.authorMayNotPublish}`)).toBeVisible();
    await review.getByRole('button', { name: 'Submit for review' }).click();
    await expect(state).toHaveText(new RegExp(`^Submitted for review by ${AUTHOR.name}`));
    expect(await served(url)).toEqual({ status: 200, title: expect.stringContaining(firstTitle) });
    expect((await served(url)).title).not.toContain('2027 rates');

    // The principal approves the change and publishes it; the site serves the new version.
    await signInAs(page, PRINCIPAL, 'Principal');
    await openPage(page, pageId, url);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(state).toHaveText(new RegExp(`^Approved by ${PRINCIPAL.name}`));
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('Published. The site shows it once the publish webhook has run.')).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await served(url)).title, { timeout: 20_000 }).toContain(secondTitle);

    // The Records view lists both versions as served, approved by the principal, the first one's last use the second's first.
    await expect.poll(async () => (await archiveRows(pageId)).map((row) => row.event), { timeout: 30_000 }).toEqual(['publish', 'publish']);
    await page.getByRole('button', { name: 'Records', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Compliance records' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Page' }).selectOption({ label: secondTitle });
    await page.getByRole('button', { name: 'Show records' }).click();
    await expect(page.getByText('2 records', { exact: true })).toBeVisible();
    const rows = page.locator('.records__table tbody tr');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row).toContainText(`${secondTitle} (${url})`);
      await expect(row.locator('td').nth(4)).toHaveText(PRINCIPAL.name);
    }
    await expect(rows.nth(1).locator('td').nth(7)).toHaveText('In use');
    await expect(rows.nth(0).locator('td').nth(7)).not.toHaveText(/^(In use|—)$/);
    expect(await axeViolations(page)).toEqual([]);

    // The export: both versions' HTML as the site served them, and an index naming the principal.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export ZIP' }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe(`compliance-records-${pageId}.zip`);
    await expect(page.getByText(`Exported compliance-records-${pageId}.zip.`)).toBeVisible();
    const files = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
    const pages = Object.keys(files)
      .filter((name) => name.endsWith('.html'))
      .map((name) => strFromU8(files[name]!));
    expect(pages).toHaveLength(2);
    expect(pages.filter((html) => html.includes(`<title>${firstTitle}`) && !html.includes(secondTitle))).toHaveLength(1);
    expect(pages.filter((html) => html.includes(`<title>${secondTitle}`))).toHaveLength(1);
    expect(strFromU8(files['index.csv']!)).toContain(PRINCIPAL.name);
    const index = JSON.parse(strFromU8(files['index.json']!)) as {
      records: { page: string; principal: string; firstUse: string; lastUse: string | null }[];
    };
    expect(index.records).toEqual([
      expect.objectContaining({ page: url, principal: PRINCIPAL.name, lastUse: index.records[1]!.firstUse }),
      expect.objectContaining({ page: url, principal: PRINCIPAL.name, lastUse: null }),
    ]);
  } finally {
    // The page leaves the site (the archive keeps its rows: they are append-only).
    const entry = await cma<Entry>('GET', `/entries/${pageId}`);
    if (entry.sys.publishedVersion) await cma('DELETE', `/entries/${pageId}/published`);
    await cma('DELETE', `/entries/${pageId}`);
  }
});
