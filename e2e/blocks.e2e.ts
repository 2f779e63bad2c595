import { expect, test } from '@playwright/test';
import { axeViolations, openOnPhoneRecordingScripts, publishFieldChange } from './helpers.js';

/** Interactive blocks on the seeded site, driven as a visitor would. */

test('given the Learning Center grid, when a topic is chosen and Show more pressed, then cards filter, page 1 resets and more cards arrive', async ({
  page,
}) => {
  await page.goto('/learning-center');
  const grid = page.locator('.dynamic-card-grid');
  // The grid's island is a chunk of its own: a click before it hydrates does nothing.
  await expect(grid.locator('.dynamic-card-grid__island[data-hydrated]')).toBeAttached();
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
  await expect(grid.locator('.dynamic-card-grid__island[data-hydrated]')).toBeAttached();
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
    // The site warms /newsroom at start (ten a page): wait until the revalidated list pages by two.
    await expect
      .poll(
        async () => {
          await page.goto('/newsroom');
          const status = page.locator('.dynamic-list').getByText(/^Page 1 of \d+$/);
          return (await status.count()) === 1 ? Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]) : 0;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(2);
    const list = page.locator('.dynamic-list');
    await expect(list.locator('.dynamic-list__island[data-hydrated]')).toBeAttached();
    const status = await list.getByText(/^Page 1 of \d+$/).textContent();
    const pages = Number(/of (\d+)/.exec(status ?? '')?.[1]);
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
  await expect(page.locator('.floating-cta__marker[data-hydrated]')).toBeAttached();
  await page.mouse.wheel(0, 400);
  await expect(float).toBeVisible();
});

test('given a page holding a quote widget, when it renders, then the widget shows its single tab form among the other blocks', async ({
  page,
}) => {
  const res = await page.goto('/life-insurance');
  expect(res?.status()).toBe(200);
  const widget = page.locator('section.quote-widget', { has: page.getByRole('heading', { name: 'See your term life price' }) });
  await expect(widget).toBeVisible();
  await expect(widget.getByRole('tablist')).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Get my life quote' })).toBeVisible();
  await expect(page.locator('[data-block="CardGrid"]').first()).toBeVisible();
});

test('given a quote widget far below the fold on a phone, when the visitor scrolls to it, then its script loads only then and the form answers', async ({
  page,
}) => {
  const scripts = await openOnPhoneRecordingScripts(page, '/life-insurance');
  const widget = page.locator('section.quote-widget', { has: page.getByRole('heading', { name: 'See your term life price' }) });
  const form = widget.getByRole('form', { name: 'Life quote' });
  // The server's HTML is there at once; the island is neither fetched nor hydrated.
  await expect(form).toBeAttached();
  await expect(form).not.toHaveAttribute('data-hydrated');
  const beforeScroll = scripts.length;

  await widget.scrollIntoViewIfNeeded();
  await expect(widget.locator('form[data-hydrated]')).toBeAttached();
  expect(scripts.length).toBeGreaterThan(beforeScroll);
  await form.getByRole('button', { name: 'Get my life quote' }).click();
  await expect(form.getByText('Enter your zip code')).toBeVisible();
});

test('given the planning widget below an article on a phone, when the page loads, then its script is not fetched; when the visitor scrolls to it, then it loads and its Next button answers', async ({
  page,
}) => {
  const scripts = await openOnPhoneRecordingScripts(page, '/learning-center/annuities-explained-income-you-cant-outlive');
  const widget = page.locator('.annuity-planning-widget');
  await expect(widget.getByText(/^Step 1 of \d$/)).toBeAttached();
  await expect(widget.locator('form[data-hydrated]')).toHaveCount(0);
  const beforeScroll = scripts.length;

  await widget.scrollIntoViewIfNeeded();
  await expect(widget.locator('form[data-hydrated]')).toBeAttached();
  expect(scripts.length).toBeGreaterThan(beforeScroll);
  await widget.getByRole('textbox', { name: 'Initial investment' }).fill('50000');
  await widget.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(widget.getByText(/^Step 2 of \d$/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Each island's server HTML stands where the block is, not in a hidden element that only a
  // script moves into place (docs/requirements.md#decision-island-html-in-place).
  for (const [path, what, control] of [
    ['/contact-us', 'the contact form', { role: 'textbox', name: 'First name' }],
    ['/life-insurance', 'the quote widget', { role: 'button', name: 'Get my life quote' }],
    ['/annuities', 'the annuity planning widget', { role: 'button', name: 'Next' }],
    ['/annuities/rila/marketperform', 'the RILA tool', { role: 'button', name: 'See outcomes' }],
    ['/annuities/retirement-calculator', 'the retirement calculator', { role: 'button', name: 'Calculate' }],
    ['/brokers', 'the sales office finder', { role: 'button', name: 'Find a sales office' }],
  ] as const) {
    test(`given ${path} with no script, when it loads, then ${what} shows in place`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole(control.role, { name: control.name, exact: true }).first()).toBeVisible();
      await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
    });
  }
});
