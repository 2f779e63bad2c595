import { expect, test } from '@playwright/test';
import { cma, publishFieldChange } from './helpers.js';
import { DRAFT_MODE_COOKIE } from '../preview-app/src/next-internals/draft-mode.js';

/** What crawlers and the CMS see: metadata, archive labels, and the secret-checked endpoints. */

test('given the home page, when crawled, then it has its title, description, canonical URL and Open Graph tags', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/localhost:\d+\/?$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
});

test('given an article, when crawled, then it is an Open Graph article with a 1200x630 image', async ({ page }) => {
  await page.goto('/learning-center/how-much-life-insurance-do-you-need');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\?w=1200&h=630&fit=fill&fm=jpg&q=75$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/learning-center\/how-much-life-insurance-do-you-need$/);
});

test('given an article whose editor sets a meta date, when published, then its head says it was published then', async ({ page }) => {
  const url = '/learning-center/how-much-life-insurance-do-you-need';
  const found = await cma<{ items: { sys: { id: string }; fields: { metatagDate?: Record<string, string> } }[] }>(
    'GET',
    `/entries?content_type=article&fields.url=${url}`,
  );
  const entry = found.items[0]!;
  const original = entry.fields.metatagDate?.['en-US'];
  try {
    await publishFieldChange(entry.sys.id, 'metatagDate', '2024-02-29T09:30:00.000Z');
    await expect
      .poll(
        async () => {
          await page.goto(url);
          return page.locator('meta[property="article:published_time"]').getAttribute('content');
        },
        { timeout: 15_000 },
      )
      .toBe('2024-02-29T09:30:00.000Z');
  } finally {
    await publishFieldChange(entry.sys.id, 'metatagDate', original);
  }
});

test('given articles past their expiration date, when opened, then press releases read NEWS ARCHIVE and others ARCHIVE', async ({
  page,
}) => {
  await page.goto('/newsroom/lanternfield-names-new-chief-actuary');
  await expect(page.locator('.article__archive')).toHaveText('NEWS ARCHIVE');
  await page.goto('/learning-center/back-to-school-health-checklist');
  await expect(page.locator('.article__archive')).toHaveText('ARCHIVE');
  await page.goto('/learning-center/how-much-life-insurance-do-you-need');
  await expect(page.locator('.article__archive')).toHaveCount(0);
});

test('given the publish webhook, when called without the secret or with a foreign topic, then it refuses', async ({ request }) => {
  const noSecret = await request.post('/api/revalidate', {
    headers: { 'X-Contentful-Topic': 'ContentManagement.Entry.publish' },
    data: {},
  });
  expect(noSecret.status()).toBe(401);
  expect(await noSecret.json()).toEqual({ message: 'Invalid webhook secret.' });
  const wrongTopic = await request.post('/api/revalidate', {
    headers: { 'X-Contentful-Topic': 'ContentManagement.ContentType.save', 'X-Contentful-Webhook-Secret': 'local-webhook-secret' },
    data: {},
  });
  expect(wrongTopic.status()).toBe(400);
  const ok = await request.post('/api/revalidate', {
    headers: { 'X-Contentful-Topic': 'ContentManagement.Entry.publish', 'X-Contentful-Webhook-Secret': 'local-webhook-secret' },
    data: {},
  });
  expect(await ok.json()).toEqual({ revalidated: true, topic: 'ContentManagement.Entry.publish', search: 'ignored' });
});

test('given the preview URL, when the secret is wrong or the slug leaves the site, then draft mode stays off; with both right it turns on', async ({
  request,
}) => {
  const wrong = await request.get('/api/draft?secret=nope&slug=/', { maxRedirects: 0 });
  expect(wrong.status()).toBe(401);
  expect(wrong.headers()['set-cookie'] ?? '').not.toContain(DRAFT_MODE_COOKIE);
  const offsite = await request.get('/api/draft?secret=local-preview-secret&slug=//evil.example', { maxRedirects: 0 });
  expect(offsite.status()).toBe(400);
  const ok = await request.get('/api/draft?secret=local-preview-secret&slug=/life-insurance', { maxRedirects: 0 });
  expect(ok.status()).toBe(307);
  expect(ok.headers()['location']).toMatch(/\/life-insurance$/);
  expect(ok.headers()['set-cookie']).toContain(DRAFT_MODE_COOKIE);
});

test('given an unpublished change, when an editor previews in draft mode, then they see it and visitors do not', async ({
  page,
  browser,
}) => {
  const found = await cma<{ items: { sys: { id: string; version: number }; fields: Record<string, Record<string, unknown>> }[] }>(
    'GET',
    '/entries?content_type=staticPage&fields.url=/vision-insurance',
  );
  const entry = found.items[0]!;
  const original = entry.fields.title!['en-US'] as string;
  await cma(
    'PUT',
    `/entries/${entry.sys.id}`,
    { fields: { ...entry.fields, title: { 'en-US': `${original} (draft)` } } },
    { 'X-Contentful-Version': String(entry.sys.version) },
  );
  try {
    await page.goto('/api/draft?secret=local-preview-secret&slug=/vision-insurance');
    await expect(page).toHaveTitle(`${original} (draft)`);
    const visitor = await browser.newPage();
    await visitor.goto(new URL('/vision-insurance', page.url()).href);
    await expect(visitor).toHaveTitle(original);
    await visitor.close();
  } finally {
    await publishFieldChange(entry.sys.id, 'title', original);
  }
});
