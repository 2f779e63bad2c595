import { expect, test, type Page } from '@playwright/test';
import { axeViolations, gotoSettled } from './helpers.js';

/** The finder's own section: the header has a search form and Next.js's route announcer is an alert too. */
const finder = (page: Page) => page.locator('section.finder');

/**
 * The representative and sales-office finders (docs/requirements.md#finders) from the widgets to
 * their results, server-rendered: every case also runs with JavaScript off.
 */

test.describe('find a financial representative', () => {
  test('given the widget on /financial-representative, when a ZIP with agencies is searched, then the agencies within 25 miles come nearest first with miles', async ({
    page,
  }) => {
    await page.goto('/financial-representative');
    const widget = page.locator('[data-widget-type="Find a Financial Representative"]');
    // The finder's script loads on demand; a visitor's click comes once it has run.
    await expect(widget.locator('form[data-hydrated]')).toBeAttached();
    await widget.getByRole('textbox', { name: 'Zip code' }).fill('68102');
    await widget.getByRole('button', { name: 'Find a representative' }).click();
    await expect(page).toHaveURL(/\/financial-representative\/agencies\?zipcode=68102&radius=25$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a financial representative');
    await expect(finder(page).getByRole('status')).toHaveText('3 agencies within 25 miles of 68102 (Omaha, NE), nearest first.');
    const names = page.locator('.finder__place h2');
    await expect(names).toHaveText(['Riverfront Financial Group', 'Regency Planning Partners', 'Westroads Family Financial']);
    await expect(page.locator('.finder__distance')).toHaveText(['0.0 miles away', '5.7 miles away', '9.4 miles away']);
    const first = page.locator('.finder__place').first();
    await expect(first.locator('address')).toContainText('1200 Harney Street, Suite 400');
    await expect(first.getByRole('link', { name: '402-555-0101' })).toHaveAttribute('href', 'tel:+1-402-555-0101');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('given a ZIP with no agency within 25 miles, when searched, then the page says so and links to wider searches that find one', async ({
    page,
  }) => {
    const res = await page.goto('/financial-representative/agencies?zipcode=59301&radius=25');
    expect(res?.status()).toBe(200);
    await expect(finder(page).getByRole('status')).toHaveText('No agencies within 25 miles of 59301 (Miles City, MT).');
    const wider = page.locator('.finder__wider a');
    await expect(wider).toHaveText(['Within 50 miles', 'Within 100 miles', 'Within 250 miles']);
    await expect(wider.first()).toHaveAttribute('href', '/financial-representative/agencies?zipcode=59301&radius=50');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Within 250 miles' }).click();
    await expect(page).toHaveURL(/zipcode=59301&radius=250$/);
    // No demo agency lies within 250 miles of eastern Montana: the widest search ends with no results and no wider link.
    await expect(finder(page).getByRole('status')).toHaveText('No agencies within 250 miles of 59301 (Miles City, MT).');
    await expect(page.locator('.finder__wider a')).toHaveCount(0);
  });

  test('given a ZIP 80 miles from the nearest agency, when the radius is widened to 100 miles, then it appears', async ({ page }) => {
    await page.goto('/financial-representative/agencies?zipcode=68508&radius=25');
    await expect(finder(page).getByRole('status')).toHaveText('No agencies within 25 miles of 68508 (Lincoln, NE).');
    await page.getByRole('link', { name: 'Within 100 miles' }).click();
    await expect(finder(page).getByRole('status')).toHaveText('3 agencies within 100 miles of 68508 (Lincoln, NE), nearest first.');
    await expect(page.locator('.finder__place h2').first()).toHaveText('Westroads Family Financial');
  });

  test('given an unknown or malformed ZIP, when searched, then a clear message shows with the search form', async ({ page }) => {
    await page.goto('/financial-representative/agencies?zipcode=00000&radius=25');
    await expect(finder(page).getByRole('alert')).toHaveText("We couldn't find the location 00000. Check the ZIP code and search again.");
    await expect(finder(page).getByRole('textbox', { name: 'Zip code' })).toHaveValue('00000');
    await expect(finder(page).getByRole('textbox', { name: 'Zip code' })).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/financial-representative/agencies?zipcode=6810a&radius=25');
    await expect(finder(page).getByRole('alert')).toHaveText('Enter a valid 5-digit zip code');
    await page.goto('/financial-representative/agencies?radius=25');
    await expect(finder(page).getByRole('alert')).toHaveText('Enter your zip code');
  });

  test('given the results page, when the form searches a new ZIP and radius, then the results follow', async ({ page }) => {
    await page.goto('/financial-representative/agencies?zipcode=59301&radius=25');
    await finder(page).getByRole('textbox', { name: 'Zip code' }).fill('10017');
    await finder(page).getByLabel('Within').selectOption('50');
    await finder(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/financial-representative\/agencies\?zipcode=10017&radius=50$/);
    await expect(finder(page).getByRole('status')).toHaveText('4 agencies within 50 miles of 10017 (New York, NY), nearest first.');
    await expect(page.locator('.finder__place h2')).toHaveText([
      'Vanderbilt Planning Group',
      'Hudson Square Financial',
      'Borough Hall Financial',
      'Harborside Financial Partners',
    ]);
  });
});

test.describe('find a sales office', () => {
  test('given the widget on /brokers, when a ZIP is searched, then the big-group offices within 25 miles show', async ({ page }) => {
    await page.goto('/brokers');
    await expect(page.locator('form.find-form[data-hydrated]')).toBeAttached();
    await page.getByRole('textbox', { name: 'Zip code or location' }).fill('07302');
    await page.getByRole('button', { name: 'Find a sales office' }).click();
    await expect(page).toHaveURL(/\/brokers\/sales-offices\?zip=07302&repSize=big&distance=25$/);
    // The Jersey City office serves small groups only: the big-group search lists New York's.
    await expect(finder(page).getByRole('status')).toHaveText('1 sales office within 25 miles of 07302 (Jersey City, NJ), nearest first.');
    await expect(page.locator('.finder__place h2')).toHaveText(['New York Group Sales Office']);
    await expect(page.locator('.finder__distance')).toHaveText(['3.2 miles away']);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/brokers/sales-offices?zip=07302&repSize=small&distance=25');
    await expect(page.locator('.finder__place h2')).toHaveText(['Jersey City Small Business Office', 'New York Group Sales Office']);
  });

  test('given a city and state, when searched, then the offices near the city show', async ({ page }) => {
    await page.goto('/brokers/sales-offices?zip=Omaha%2C+NE&repSize=big&distance=25');
    await expect(finder(page).getByRole('status')).toHaveText('1 sales office within 25 miles of Omaha, NE, nearest first.');
    await expect(page.locator('.finder__place h2')).toHaveText(['Omaha Group Sales Office']);
  });

  test('given a place with no office, an unknown ZIP and a malformed place, when searched, then each gets its message', async ({
    page,
  }) => {
    await page.goto('/brokers/sales-offices?zip=59301&repSize=big&distance=25');
    await expect(finder(page).getByRole('status')).toHaveText('No sales offices within 25 miles of 59301 (Miles City, MT).');
    await expect(page.getByRole('link', { name: 'Within 50 miles' })).toHaveAttribute(
      'href',
      '/brokers/sales-offices?zip=59301&repSize=big&distance=50',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/brokers/sales-offices?zip=99999&repSize=big&distance=25');
    await expect(finder(page).getByRole('alert')).toHaveText("We couldn't find the location 99999. Check the ZIP code and search again.");
    await page.goto('/brokers/sales-offices?zip=%3F%3F&repSize=big&distance=25');
    await expect(finder(page).getByRole('alert')).toHaveText('Enter a 5-digit zip code or a city and state, e.g. Omaha, NE');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('given no script, when the widget form is submitted, then the results page answers from the server', async ({ page }) => {
    await page.goto('/financial-representative');
    const widget = page.locator('[data-widget-type="Find a Financial Representative"]');
    await widget.getByRole('textbox', { name: 'Zip code' }).fill('68102');
    await widget.getByRole('button', { name: 'Find a representative' }).click();
    await expect(page).toHaveURL(/\/financial-representative\/agencies\?zipcode=68102&radius=25$/);
    await expect(finder(page).getByRole('status')).toHaveText('3 agencies within 25 miles of 68102 (Omaha, NE), nearest first.');
    await page.goto('/brokers/sales-offices?zip=59301&repSize=big&distance=25');
    await page.getByRole('link', { name: 'Within 250 miles' }).click();
    await expect(finder(page).getByRole('status')).toHaveText('No sales offices within 250 miles of 59301 (Miles City, MT).');
  });
});

test.describe('the pages the widgets and the account portal link to', () => {
  for (const [path, heading] of [
    ['/careers/financial-representative/apply', 'Apply to become a financial representative'],
    ['/individuals-families/dental-insurance?survey=dental', 'Shop dental plans for you and your family'],
    ['/individuals-families/vision-insurance?survey=vision', 'Shop vision plans for you and your family'],
  ] as const) {
    test(`given ${path}, when opened, then it answers 200 with its heading and passes axe`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('given the careers widget, when Apply now is followed, then the application form from the content service shows and validates on the server', async ({
    page,
  }) => {
    await page.goto('/careers');
    await page.getByRole('link', { name: 'Apply now' }).first().click();
    await expect(page).toHaveURL(/\/careers\/financial-representative\/apply$/);
    const form = page.locator('form[data-form-type="non-pardot"]');
    await expect(form).toHaveAttribute('action', '/api/forms/financial-representative-application');
    await expect(page.getByRole('textbox', { name: 'National Producer Number (NPN)' })).toHaveCount(0);
    await expect(page.locator('form[data-form-type="non-pardot"][data-hydrated]')).toBeAttached();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await expect(page.getByRole('textbox', { name: 'National Producer Number (NPN)' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit my application' }).click();
    await expect(form.locator('.form-field__error', { hasText: 'Enter your first name' })).toBeVisible();
    await expect(form.locator('.form-field__error', { hasText: 'Enter your National Producer Number' })).toBeVisible();
  });

  test("given a visitor who chooses Yes before the page's script has arrived, when the form hydrates, then the choice stays and its field shows", async ({
    page,
  }) => {
    // Hold the page's scripts until the choice is made in the server's HTML, as on a slow phone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/careers/financial-representative/apply', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form-type="non-pardot"]');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await expect(form).not.toHaveAttribute('data-hydrated');
    release();
    await expect(page.locator('form[data-form-type="non-pardot"][data-hydrated]')).toBeAttached();
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'National Producer Number (NPN)' })).toBeVisible();
  });

  test('given tracking and session cookies, when the sign-out page opens, then they are cleared and the page says so', async ({
    page,
    context,
    baseURL,
  }) => {
    // Settled: the page view has gone out before the visitor leaves for the sign-out page (an
    // answer racing the navigation would land after the sign-out page cleared the cookies).
    await gotoSettled(page, '/?utm_source=newsletter&utm_medium=email&producerCd=P123');
    const before = (await context.cookies()).map((c) => c.name);
    expect(before).toEqual(expect.arrayContaining(['ga_marketing', 'traffic_source', 'SessionId']));
    await context.addCookies([{ name: 'ajs_anonymous_id', value: 'anon-1', url: baseURL! }]);
    await page.evaluate(() => {
      localStorage.setItem('terms', '["dental"]');
      sessionStorage.setItem('dtc_configuration', '{"partnerInfo":{"producerCd":"P123"}}');
    });

    const res = await page.goto('/individuals-families/shop/logout?utm_source=logout-link');
    expect(res?.status()).toBe(200);
    // allHeaders: Playwright's headers() leaves out security-related headers.
    expect((await res?.allHeaders())?.['clear-site-data']).toBe('"cookies", "storage"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re signed out');
    await expect(
      page.getByText('We signed you out of the shop and cleared its session and tracking cookies from this browser.'),
    ).toBeVisible();
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.getItem('terms'), sessionStorage.getItem('dtc_configuration')])).toEqual([null, null]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
