import { expect, test, type Page } from '@playwright/test';
import { axeViolations, cma, CONTENT_SERVICE, gotoSettled, holdScripts, publishFieldChange, sitemapPaths } from './helpers.js';

/** The seeded site as a visitor gets it from `npm start`. */

// This file's tests are independent: the runner may spread them over both workers. The sitemap
// check is the suite's longest, so it runs in parts that can go to different workers; together
// they open every URL of the sitemap.
test.describe.configure({ mode: 'parallel' });

const SITEMAP_PARTS = 3;

for (let part = 0; part < SITEMAP_PARTS; part += 1) {
  test(`given the sitemap, when every URL is opened, then each answers 200 and passes axe (part ${part + 1} of ${SITEMAP_PARTS})`, async ({
    page,
  }) => {
    // Every page is rendered per request and checked by axe: about 2 s a page on a quiet machine,
    // 4 s under CI's load, mostly axe.
    test.setTimeout(600_000);
    const paths = await sitemapPaths(page);
    expect(paths).toContain('/');
    expect(paths.length).toBeGreaterThanOrEqual(50);
    for (const path of paths.filter((_, index) => index % SITEMAP_PARTS === part)) {
      await test.step(path, async () => {
        const res = await page.goto(path);
        expect.soft(res?.status(), path).toBe(200);
        expect.soft(await axeViolations(page), path).toEqual([]);
      });
    }
  });
}

test('given a page, when it opens, then Next.js’s scripts are requested only once its content down to the footer is parsed, its first contentful paint presented and its hero image painted, and its islands still hydrate and answer', async ({
  page,
}) => {
  // docs/requirements.md#decision-scripts-after-first-paint: the loader after the footer inserts
  // them once the browser has delivered the first-contentful-paint entry (stamped when the frame
  // was presented) and the paint of the hero in view (Element Timing, elementtiming="hero").
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('footer')) return;
      (window as unknown as { footerParsedAt: number }).footerParsedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/life-insurance', '/', '/privacy', '/contact-us']) {
    await page.goto(path);
    await page.waitForFunction(() => 'next' in window);
    const timing = await page.evaluate(async () => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // Element Timing entries are only handed to observers (buffered), not kept in the timeline.
      const elements = await new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'element', buffered: true });
        setTimeout(() => resolve([]), 500);
      });
      return {
        footerParsedAt: (window as unknown as { footerParsedAt?: number }).footerParsedAt ?? NaN,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        heroesPaintedAt: (elements as (PerformanceEntry & { identifier: string; renderTime: number })[])
          .filter((entry) => entry.identifier === 'hero')
          .map((entry) => entry.renderTime),
        scripts: resources
          .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/'))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      };
    });
    expect(timing.footerParsedAt, path).toBeGreaterThan(0);
    expect(timing.firstContentfulPaint, path).toBeGreaterThan(0);
    if (path === '/life-insurance') expect(timing.heroesPaintedAt.length, path).toBe(1);
    expect(timing.scripts.length, path).toBeGreaterThanOrEqual(5);
    for (const script of timing.scripts) {
      expect(script.start, `${path}: ${script.url}`).toBeGreaterThan(timing.footerParsedAt);
      // After the paints, or (on a slow machine) once the loader's 1 s limit has passed.
      const limitPassed = script.start - timing.footerParsedAt >= 990;
      for (const paintedAt of [timing.firstContentfulPaint, ...timing.heroesPaintedAt]) {
        expect(script.start > paintedAt || limitPassed, `${path}: ${script.url} at ${script.start} ms, a paint at ${paintedAt} ms`).toBe(
          true,
        );
      }
    }
  }
  // The contact form is an island: its browser validation answers once the scripts have run.
  await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Enter first name', { exact: true }).first()).toBeVisible();
});

test('given pages with images, when they open, then every image comes from the site’s own origin, on the connection of the page, and loads', async ({
  page,
}) => {
  // docs/requirements.md#decision-images-from-the-sites-origin
  const elsewhere: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(CONTENT_SERVICE)) elsewhere.push(request.url());
  });
  // Every variant the pages ask for is one the image route serves (issue 31, finding 5).
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/images/') && response.status() >= 400) {
      refused.push(`${response.status()} ${response.url()}`);
    }
  });
  for (const path of ['/', '/life-insurance', '/learning-center']) {
    await page.goto(path);
    const hero = page.locator('img[fetchpriority="high"]').first();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: path })
      .toBeGreaterThan(0);
    const sources = await page
      .locator('main img')
      .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
    expect(sources.length, path).toBeGreaterThan(0);
    for (const source of sources)
      expect(source, path).toMatch(new RegExp(`^${new URL(page.url()).origin}/images/insurerlocal/[^/]+/[^/]+/[^/?]+\\?`));
  }
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
});

test('given a page, when it opens, then its inline stylesheet travels once in the document and still applies once the page has hydrated', async ({
  page,
  request,
}) => {
  // docs/requirements.md#decision-inline-css: the payload's copy of the stylesheet is emptied.
  for (const path of ['/', '/contact-us']) {
    const html = await (await request.get(path)).text();
    const style = /<style data-precedence="next" data-href="([^"]+)"[^>]*>([^<]+)<\/style>/.exec(html);
    expect(style, path).not.toBeNull();
    const css = style![2]!;
    expect(html.split(css.slice(0, 400)).length - 1, path).toBe(1);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoSettled(page, path);
    if (path === '/contact-us') await expect(page.locator('form[data-hydrated]')).toBeAttached();
    const inDocument = await page
      .locator(`style[data-href="${style![1]}"]`)
      .evaluateAll((elements) => elements.map((e) => e.textContent?.length));
    expect(inDocument, path).toEqual([css.length]);
    const minHeight = await page.locator('.site-main').evaluate((main) => getComputedStyle(main).minHeight);
    expect(minHeight, path).toBe(`${Math.round(page.viewportSize()!.height * 0.6)}px`);
    expect(errors, path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test.describe('on a phone 412 px wide', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  /** What runs off the screen sideways: the page's own scroll width, the top-hat links out of view, and the alert message's share of its banner. */
  async function sideways(page: Page) {
    return page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const offLinks = [...document.querySelectorAll('.top-hat__link')]
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.left < 0 || box.right > width;
        })
        .map((link) => link.textContent);
      const message = document.querySelector('.alert-banner__message')?.getBoundingClientRect();
      const inner = document.querySelector('.alert-banner__inner')?.getBoundingClientRect();
      return {
        scrollsSideways: document.documentElement.scrollWidth > width,
        offLinks,
        messageShare: message && inner ? Math.round((message.width / inner.width) * 100) / 100 : undefined,
      };
    });
  }

  test('given a page of each kind, when it opens, then nothing runs off the screen: no sideways scroll, every top-hat link in view, the site alert readable', async ({
    page,
  }) => {
    for (const path of ['/', '/contact-us', '/life-insurance', '/learning-center', '/annuities/rila/marketperform']) {
      await page.goto(path);
      const seen = await sideways(page);
      expect(seen.scrollsSideways, path).toBe(false);
      expect(seen.offLinks, path).toEqual([]);
      // The banner's message used to be squeezed into a column 88 px wide by its link.
      if (seen.messageShare !== undefined) expect(seen.messageShare, path).toBeGreaterThan(0.6);
    }
  });

  test('given the retirement calculator, when its chart is drawn on the server and then by its script, then the page never scrolls sideways', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/annuities/retirement-calculator', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('.retirement-calculator__canvas svg')).toBeVisible();
    expect((await sideways(page)).scrollsSideways).toBe(false);
    release();
    await expect(page.locator('form.retirement-calculator__form[data-hydrated]')).toBeAttached();
    expect((await sideways(page)).scrollsSideways).toBe(false);
  });
});

test('given robots.txt, when fetched, then it points at the sitemap and keeps crawlers out of the API', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /api/');
  expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test('given an unknown URL, when opened, then the 404 page answers with status 404', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
  expect(await axeViolations(page)).toEqual([]);
});

test('given a noindex article, when listing the sitemap, then it is absent but the article still answers', async ({ page }) => {
  const noindex = await cma<{ items: { fields: { url: Record<string, string> } }[] }>(
    'GET',
    '/entries?content_type=article&fields.headTagEntities[exists]=true&limit=1000',
  );
  const urls: string[] = [];
  for (const item of noindex.items) urls.push(item.fields.url['en-US']!);
  const paths = await sitemapPaths(page);
  const hidden = [];
  for (const url of urls) {
    const html = await (await page.request.get(url)).text();
    if (/<meta name="robots" content="noindex/.test(html)) hidden.push(url);
  }
  expect(hidden.length).toBeGreaterThan(0);
  for (const url of hidden) expect(paths).not.toContain(url);
});

test('given clientcode=fmg or code=ga|nhf, when any route opens, then it answers without the header, in its HTML (no script needed)', async ({
  page,
}) => {
  // docs/requirements.md#hidden-header: content pages, an article, and the routes that are not
  // content (search results, both finders, privacy choices), each with its own query kept.
  const routes = [
    '/',
    '/learning-center/how-much-life-insurance-do-you-need',
    '/search-results?q=life',
    '/financial-representative/agencies?zipcode=59301&radius=25',
    '/brokers/sales-offices?zip=Omaha%2C+NE&repSize=big&distance=25',
    '/privacy-choices',
  ];
  const withQuery = (route: string, query: string) => `${route}${route.includes('?') ? '&' : '?'}${query}`;
  for (const route of routes) {
    const shown = await page.request.get(route);
    expect(shown.status(), route).toBe(200);
    expect(await shown.text(), route).toContain('class="site-header"');
    for (const query of ['clientcode=fmg', 'code=ga', 'code=nhf']) {
      const hidden = await page.request.get(withQuery(route, query));
      expect(hidden.status(), withQuery(route, query)).toBe(200);
      const html = await hidden.text();
      expect(html, withQuery(route, query)).not.toContain('class="site-header"');
      expect(html, withQuery(route, query)).toContain('<main id="main"');
    }
  }
  // Only the query decides: the request header the site uses inside is not taken from a client.
  const forged = await page.request.get('/', { headers: { 'x-site-header': 'hidden' } });
  expect(await forged.text()).toContain('class="site-header"');
  // And in the browser: the search results page with the header hidden still shows its results.
  await page.goto('/search-results?q=life&code=ga');
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('given a change published in the content service, when the page is reloaded, then the change shows without a rebuild', async ({
  page,
}) => {
  const home = await cma<{ items: { sys: { id: string }; fields: { title: Record<string, string> } }[] }>(
    'GET',
    '/entries?content_type=staticPage&fields.url=/',
  );
  const entry = home.items[0]!;
  const original = entry.fields.title['en-US']!;
  await page.goto('/');
  await expect(page).toHaveTitle(original);
  try {
    await publishFieldChange(entry.sys.id, 'title', `${original} (updated)`);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.title();
        },
        { timeout: 15_000 },
      )
      .toBe(`${original} (updated)`);
  } finally {
    await publishFieldChange(entry.sys.id, 'title', original);
  }
});
