import { expect, test } from '@playwright/test';
import { axeViolations, cma, publishFieldChange } from './helpers.js';

/** Interactive blocks on the seeded site, driven as a visitor would. */

test('given the Learning Center grid, when a topic is chosen and Show more pressed, then cards filter, page 1 resets and more cards arrive', async ({
  page,
}) => {
  await page.goto('/learning-center');
  const grid = page.locator('.dynamic-card-grid');
  const cards = grid.locator('.article-card');
  await expect(cards).toHaveCount(6);
  await grid.getByRole('button', { name: 'Show more' }).click();
  await expect(cards).toHaveCount(12);

  await grid.getByRole('button', { name: 'Financial fitness' }).click();
  await expect(grid.getByRole('button', { name: 'Financial fitness' })).toHaveAttribute('aria-pressed', 'true');
  const filtered = await cards.count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThanOrEqual(6);
  for (const eyebrow of await cards.locator('.eyebrow').allTextContents()) expect(['Article', 'Report', 'Webinar']).toContain(eyebrow);

  await grid.getByRole('button', { name: 'All' }).click();
  await expect(cards).toHaveCount(6);
  expect(await axeViolations(page)).toEqual([]);
});

test('given the Edge hub, when a webinar card shows, then it reads Webinar with a Go now link opening a new tab', async ({ page }) => {
  await page.goto('/edge');
  const grid = page.locator('.dynamic-card-grid');
  await grid.getByRole('button', { name: 'Webinars' }).click();
  const card = grid.locator('.article-card').first();
  await expect(card.locator('.eyebrow')).toHaveText('Webinar');
  await expect(card.getByRole('link', { name: /Go now/ })).toHaveAttribute('target', '_blank');
  await grid.getByRole('button', { name: 'Reports' }).click();
  await expect(grid.locator('.article-card').first().locator('.eyebrow')).toHaveText('Report');
  await expect(
    grid
      .locator('.article-card')
      .first()
      .getByRole('link', { name: /Read now/ }),
  ).toBeVisible();
});

test('given a paged list, when its page size is lowered in the CMS, then Page x of y and the pager work after revalidation', async ({
  page,
}) => {
  try {
    await publishFieldChange('article-list-newsroom', 'pageSize', 2);
    await expect
      .poll(
        async () => {
          await page.goto('/newsroom');
          return page
            .locator('.dynamic-list')
            .getByText(/^Page 1 of \d+$/)
            .count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    const list = page.locator('.dynamic-list');
    const status = await list.getByText(/^Page 1 of \d+$/).textContent();
    const pages = Number(/of (\d+)/.exec(status ?? '')?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    await list.getByRole('button', { name: 'Next page' }).click();
    await expect(list.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await list.getByRole('button', { name: 'Previous page' }).click();
    await expect(list.getByText(`Page 1 of ${pages}`)).toBeVisible();
  } finally {
    await publishFieldChange('article-list-newsroom', 'pageSize', 10);
  }
});

test('given the home page article carousel, when scrolled into view and advanced, then the next slides are announced', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('[data-block="DynamicCarousel"]');
  await carousel.scrollIntoViewIfNeeded();
  const next = carousel.getByRole('button', { name: 'Next slide' });
  await expect(next).toBeVisible();
  await next.click();
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slides 2 to 3 of 6');
  expect(await axeViolations(page)).toEqual([]);
});

test('given a page with a floating call to action, when the visitor scrolls down, then it appears', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.goto('/life-insurance');
  const float = page.locator('.floating-cta__float');
  await expect(float).toBeHidden();
  await page.mouse.wheel(0, 400);
  await expect(float).toBeVisible();
});

test('given a page holding a block type without a renderer yet, when it renders, then that block is skipped and the rest shows', async ({
  page,
}) => {
  const pages = await cma<{ items: { fields: { contentBlocks?: Record<string, { sys: { id: string } }[]> } }[] }>(
    'GET',
    '/entries?content_type=staticPage&fields.url=/life-insurance',
  );
  const blockIds = pages.items[0]!.fields.contentBlocks!['en-US']!.map((b) => b.sys.id);
  const quoteWidgets = await cma<{ items: { sys: { id: string } }[] }>(
    'GET',
    `/entries?content_type=quoteWidget&sys.id[in]=${blockIds.join(',')}`,
  );
  expect(quoteWidgets.items.length).toBeGreaterThan(0);
  const res = await page.goto('/life-insurance');
  expect(res?.status()).toBe(200);
  await expect(page.locator('[data-block="QuoteWidget"]')).toHaveCount(0);
  await expect(page.locator('[data-block="CardGrid"]').first()).toBeVisible();
});
