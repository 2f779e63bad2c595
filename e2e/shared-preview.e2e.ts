import { expect, test } from '@playwright/test';
import { cma, E2E_WORKBENCH_PORT } from './helpers.js';
import { DRAFT_MODE_COOKIE } from '../preview-app/src/next-internals/draft-mode.js';

/**
 * A preview link to share (issue 42 item 5, docs/requirements.md#decision-shared-preview-links):
 * "Share preview" in the workbench makes a signed, expiring link to the previewed page's draft; a
 * browser with no workbench session and no cookie sees that draft (read-only, noindex, private) and
 * nothing else, until the link expires. The e2e product's links live WORKBENCH_SHARE_LINK_SECONDS
 * (playwright.config.ts: 20 s), so the test sees one expire.
 */

const WORKBENCH = `http://localhost:${E2E_WORKBENCH_PORT}`;
const SITE = `http://localhost:${process.env.E2E_SITE_PORT ?? 3100}`;

interface Entry {
  sys: { id: string; version: number };
}

test('given a draft page, when the editor shares its preview, then a fresh browser sees that draft only, until the link expires', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const url = `/e2e-shared-${stamp}`;
  const text = await cma<Entry>(
    'POST',
    '/entries',
    { fields: { text: { 'en-US': `Draft for review ${stamp}` } } },
    {
      'X-Contentful-Content-Type': 'tagline',
    },
  );
  const draft = await cma<Entry>(
    'POST',
    '/entries',
    {
      fields: {
        url: { 'en-US': url },
        title: { 'en-US': `Shared draft ${stamp}` },
        contentBlocks: { 'en-US': [{ sys: { type: 'Link', linkType: 'Entry', id: text.sys.id } }] },
      },
    },
    { 'X-Contentful-Content-Type': 'staticPage' },
  );

  // The editor shares it from the workbench.
  await page.goto(`${WORKBENCH}/?entry=${draft.sys.id}&slug=${encodeURIComponent(url)}`);
  await page.getByRole('button', { name: 'Share preview' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Share a preview of ${url}` })).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^Anyone with this link can see the draft of ${url} until .+\\.`))).toBeVisible();
  const link = await dialog.getByRole('textbox', { name: 'Preview link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${SITE}/shared-preview/e2e-shared-${stamp}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
  const expires = Number(new URL(link).searchParams.get('expires')) * 1000;

  // A reviewer: a fresh browser, no workbench session, no cookie.
  const reviewer = await browser.newContext();
  const view = await reviewer.newPage();
  const answer = await view.goto(link);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer?.headers()['cache-control']).toMatch(/\bprivate\b/);
  expect(answer?.headers()['cache-control']).toMatch(/\bno-store\b/);
  await expect(view.getByRole('heading', { level: 1, name: `Shared draft ${stamp}` })).toBeVisible();
  await expect(view.getByText(`Draft for review ${stamp}`)).toBeVisible();
  await expect(view.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Read-only: no editor's aids on the page, no draft-mode cookie.
  expect(await view.content()).not.toContain('data-contentful-entry-id');
  expect((await reviewer.cookies()).map((c) => c.name)).not.toContain(DRAFT_MODE_COOKIE);
  // It opens that page only: the page itself is not published, and the signature names no other.
  expect((await view.goto(`${SITE}${url}`))?.status()).toBe(404);
  const moved = new URL(link);
  moved.pathname = '/shared-preview/life-insurance';
  const refused = await view.goto(moved.toString());
  expect(refused?.status()).toBe(403);
  await expect(view.getByRole('heading', { level: 1, name: 'This preview link is not valid' })).toBeVisible();

  // Once it expires, the same link shows why it no longer opens the page.
  await view.waitForTimeout(Math.max(0, expires - Date.now()) + 1000);
  const expired = await view.goto(link);
  expect(expired?.status()).toBe(410);
  await expect(view.getByRole('heading', { level: 1, name: 'This preview link has expired' })).toBeVisible();
  await expect(view.getByText('Shared previews work for a limited time. Ask the person who sent it for a new link.')).toBeVisible();
  expect(await view.content()).not.toContain(`Shared draft ${stamp}`);
  await reviewer.close();
});
