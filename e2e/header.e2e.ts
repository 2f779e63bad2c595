import { expect, test } from '@playwright/test';
import { axeViolations } from './helpers.js';

/** The site header at desktop and mobile widths (docs/requirements.md#header-and-navigation, docs/requirements.md#navigation-behaviour). */

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('given a navigation group, when hovered, then its sub-navigation opens, and closes 300 ms after the pointer leaves', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.locator('.site-nav__toggle', { hasText: 'Insurance' });
    const panel = page.locator('#site-nav-nav-group-insurance');
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.mouse.move(640, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('given keyboard focus, when it reaches a group, then it opens, and Escape closes it and keeps focus on the group', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.locator('.site-nav__toggle', { hasText: 'Retirement' });
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('given the skip link, when activated, then focus moves to the main content', async ({ page }) => {
    await page.goto('/life-insurance');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to main/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('given the search toggle, when a blank term is submitted, then "Enter a Keyword" shows; a term leads to /search-results and is remembered', async ({
    page,
  }) => {
    await page.goto('/');
    // 'Enter a Keyword' is the header script's (loaded once the page is idle); before it, the
    // browser itself refuses a blank term (`required`), as the scripting-off tests show.
    await expect(page.locator('.site-header')).toHaveAttribute('data-enhanced', '');
    await page.locator('.site-search__toggle').click();
    await page.locator('.site-search__submit').click();
    await expect(page.getByText('Enter a Keyword')).toBeVisible();
    await page.getByRole('searchbox').fill('term life');
    await page.locator('.site-search__submit').click();
    await page.waitForURL(/\/search-results\?q=term(\+|%20)life$/);
    expect(await page.evaluate(() => window.localStorage.getItem('terms'))).toBe('["term life"]');
  });

  test('given a long page, when scrolled, then the header turns sticky', async ({ page }) => {
    await page.goto('/life-insurance');
    const header = page.locator('.site-header');
    await expect(header).toHaveAttribute('data-enhanced', '');
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-sticky', 'false');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('given the menu closed, when the toggle is pressed, then the menu slides out, body scroll locks and main is hidden from assistive technology', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.locator('.site-header__menu-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu')).toBeVisible();
    await expect(page.locator('#main')).toHaveAttribute('aria-hidden', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#main')).not.toHaveAttribute('aria-hidden', 'true');
  });
});

/** The header is HTML and CSS first (docs/requirements.md#decision-header-without-script): usable with scripting off. */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('given scripting off, when the page loads, then the menu lists every group’s links and they lead to their pages', async ({
      page,
    }) => {
      await page.goto('/');
      const menu = page.locator('#site-menu');
      await expect(menu).toBeVisible();
      const insurance = page.locator('#site-nav-nav-group-insurance');
      await expect(insurance.getByRole('link', { name: 'Dental insurance' })).toBeVisible();
      await expect(page.locator('#site-nav-nav-group-retirement').getByRole('link').first()).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
      await insurance.getByRole('link', { name: 'Dental insurance' }).click();
      await expect(page).toHaveURL(/\/dental-insurance$/);
    });

    test('given scripting off, when a term is searched from the header, then the results page lists it', async ({ page }) => {
      await page.goto('/life-insurance');
      const search = page.getByRole('searchbox', { name: 'Search the site' });
      await expect(search).toBeVisible();
      await search.fill('dental');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/search-results\?q=dental$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “dental”');
    });
  });

  test.describe('desktop', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('given scripting off, when a group is hovered or reached by keyboard, then its sub-navigation shows and its links work', async ({
      page,
    }) => {
      await page.goto('/');
      const toggle = page.locator('.site-nav__toggle', { hasText: 'Insurance' });
      const panel = page.locator('#site-nav-nav-group-insurance');
      await expect(panel).toBeHidden();
      await toggle.hover();
      await expect(panel).toBeVisible();
      await page.mouse.move(640, 700);
      await expect(panel).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Tab');
      const overview = panel.getByRole('link').first();
      await expect(overview).toBeFocused();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/life-insurance$/);
    });
  });
});
