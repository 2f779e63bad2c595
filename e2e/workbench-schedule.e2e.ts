import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, cma, E2E_SITE, E2E_WORKBENCH_PORT, spaceCma } from './helpers.js';

/**
 * Scheduled publishing and releases from the workbench (issue 42, item 4;
 * docs/requirements.md#decision-scheduling-from-the-workbench and
 * #decision-releases-from-the-workbench): an editor schedules a new page to publish about a minute
 * ahead, sees it in the entry and the entry list, touches nothing, and the site serves the page
 * once the content service has run the action; a release of two pages publishes both at once.
 */

const WORKBENCH = `http://localhost:${E2E_WORKBENCH_PORT}`;

interface Entry {
  sys: { id: string; version: number; publishedVersion?: number };
}

const top = (page: Page): Locator => page.locator('.workbench__editor > div:not([hidden]) > section.entry-editor');

test('given a new page, when the editor schedules its publish a minute ahead, then it is listed as scheduled and the site serves it at that time with nobody touching it', async ({
  page,
}, testInfo) => {
  // The scheduled minute is 60–120 s ahead, and the walk around it takes a minute under load.
  test.setTimeout(testInfo.timeout + 240_000);
  const stamp = Date.now();
  const url = `/e2e-scheduled-${stamp}`;
  const title = `Scheduled page ${stamp}`;
  const created = await cma<Entry>(
    'POST',
    '/entries',
    { fields: { url: { 'en-US': url }, title: { 'en-US': title } } },
    { 'X-Contentful-Content-Type': 'staticPage' },
  );
  expect((await fetch(`${E2E_SITE}${url}`)).status).toBe(404);

  await page.goto(`${WORKBENCH}/?entry=${created.sys.id}`);
  const root = top(page);
  await expect(root.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 30_000 });
  const schedule = root.getByRole('region', { name: 'Schedule' });
  await expect(schedule.getByText('Nothing scheduled.')).toBeVisible();
  // The next whole minute at least 60 s ahead, in the browser's time zone (as the editor types it).
  const { local, iso } = await page.evaluate(() => {
    const at = new Date(Date.now() + 60_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      local: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`,
      iso: at.toISOString(),
    };
  });
  await schedule.getByLabel('Action').selectOption('publish');
  await schedule.getByLabel(/^Date and time/).fill(local);
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  }).format(new Date(iso));
  await expect(schedule.getByRole('status')).toHaveText(`Publish scheduled for ${when}.`);
  await expect(schedule.getByRole('list', { name: 'Scheduled' }).getByRole('listitem')).toHaveText(`Publish on ${when} Cancel publish`);
  // The entry list says it too.
  await page.getByLabel('Search entries').fill(title);
  await expect(page.getByRole('navigation', { name: 'Entries' }).getByRole('button', { name: new RegExp(title) })).toContainText(
    `Publish ${when}`,
  );
  expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
  // The action as the Management API keeps it.
  const listed = await spaceCma<{ items: { action: string; scheduledFor: { datetime: string }; sys: { status: string } }[] }>(
    'GET',
    `/scheduled_actions?environment.sys.id=master&entity.sys.id=${created.sys.id}`,
  );
  expect(listed.items.map((a) => [a.action, Date.parse(a.scheduledFor.datetime), a.sys.status])).toEqual([
    ['publish', Date.parse(iso), 'scheduled'],
  ]);

  // Nobody touches anything: the site serves the page once its time has come.
  expect((await fetch(`${E2E_SITE}${url}`)).status).toBe(404);
  await expect.poll(async () => (await fetch(`${E2E_SITE}${url}`)).status, { timeout: 180_000, intervals: [2_000] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(iso));
  expect((await cma<Entry>('GET', `/entries/${created.sys.id}`)).sys.publishedVersion).toBeGreaterThan(0);
  await page.reload();
  await expect(top(page).getByRole('region', { name: 'Schedule' }).getByText('Nothing scheduled.')).toBeVisible({ timeout: 30_000 });
  await expect(top(page).getByRole('button', { name: 'Published', exact: true })).toBeDisabled();
});

test('given two new pages, when the editor gathers them in a release and publishes it, then both go live in one action', async ({
  page,
}) => {
  const stamp = Date.now();
  await Promise.all(
    ['home', 'offer'].map((name) =>
      cma<Entry>(
        'POST',
        '/entries',
        { fields: { url: { 'en-US': `/e2e-release-${name}-${stamp}` }, title: { 'en-US': `Release ${name} ${stamp}` } } },
        { 'X-Contentful-Content-Type': 'staticPage' },
      ),
    ),
  );
  await page.goto(WORKBENCH);
  await page.getByRole('navigation', { name: 'Workbench views' }).getByRole('button', { name: 'Releases' }).click();
  await expect(page).toHaveURL(/view=releases/);
  await page.getByLabel('Release title').fill(`Spring campaign ${stamp}`);
  await page.getByRole('button', { name: 'New release' }).click();
  const release = page.getByRole('region', { name: `Spring campaign ${stamp}` });
  await expect(release.getByText('No pages yet: Add pages.')).toBeVisible();
  await release.getByRole('button', { name: 'Add pages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add existing content' });
  await dialog.getByLabel('Search entries to add').fill(`${stamp}`);
  for (const name of ['home', 'offer']) await dialog.getByRole('checkbox', { name: `Release ${name} ${stamp}` }).check();
  await dialog.getByRole('button', { name: 'Insert 2 entries' }).click();
  await expect(release.getByRole('list', { name: `Pages in Spring campaign ${stamp}` }).getByRole('listitem')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  for (const name of ['home', 'offer']) expect((await fetch(`${E2E_SITE}/e2e-release-${name}-${stamp}`)).status).toBe(404);

  await release.getByRole('button', { name: 'Publish release' }).click();
  await expect(release.getByRole('status')).toHaveText(
    'Published 2 entries in one action. The site shows them once the publish webhook has run.',
  );
  // One action: the release's last action names both, and both entries are published.
  const releases = await cma<{ items: { title: string; sys: { lastAction?: { sys: { id: string } }; id: string } }[] }>('GET', '/releases');
  const ours = releases.items.find((r) => r.title === `Spring campaign ${stamp}`)!;
  const action = await cma<{ action: string; sys: { status: string } }>(
    'GET',
    `/releases/${ours.sys.id}/actions/${ours.sys.lastAction!.sys.id}`,
  );
  expect(action).toMatchObject({ action: 'publish', sys: { status: 'succeeded' } });
  for (const name of ['home', 'offer']) {
    await expect.poll(async () => (await fetch(`${E2E_SITE}/e2e-release-${name}-${stamp}`)).status, { timeout: 15_000 }).toBe(200);
  }
});
