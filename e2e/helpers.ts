import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page, Response } from '@playwright/test';
import { cma } from './cma.js';
import { approveBeforePublishing } from './compliance.js';

export { cma, CONTENT_SERVICE, SPACE, spaceCma } from './cma.js';

/** The authoring workbench's port (playwright.config.ts passes it to the product as WORKBENCH_PORT). */
export const E2E_WORKBENCH_PORT = Number(process.env.E2E_WORKBENCH_PORT ?? 3101);

/** The e2e site's origin (playwright.config.ts starts the product on E2E_SITE_PORT). */
export const E2E_SITE = `http://localhost:${process.env.E2E_SITE_PORT ?? 3100}`;

/**
 * WCAG 2.2 A/AA violations on the page (frames included), as `rule: selector` strings; `scope`
 * narrows it to, or leaves out, CSS selectors.
 */
export async function axeViolations(page: Page, scope: { include?: string; exclude?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  // axe judges the colours a reader sees once the page is still: a control caught mid-transition
  // (a button just pressed, fading from its resting colours to its selected ones) is a frame no one
  // reads. Finite animations and transitions end first (at most 2 s); endless ones (a spinner) run on.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const results = await builder.analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/**
 * Updates one field of an entry and publishes it (what an editor does in the web app), in
 * `environment`. Before the publish, the demo principal approves what each product or tool page
 * showing the entry will show (`approveBeforePublishing`), as the compliance workflow asks
 * (issue 41): the page stays served.
 */
export async function publishFieldChange(entryId: string, fieldId: string, value: unknown, environment = 'master'): Promise<void> {
  const entry = await cma<{ sys: { version: number }; fields: Record<string, Record<string, unknown>> }>(
    'GET',
    `/entries/${entryId}`,
    undefined,
    {},
    environment,
  );
  const updated = await cma<{ sys: { version: number } }>(
    'PUT',
    `/entries/${entryId}`,
    { fields: { ...entry.fields, [fieldId]: { 'en-US': value } } },
    { 'X-Contentful-Version': String(entry.sys.version) },
    environment,
  );
  await approveBeforePublishing(entryId, environment);
  await cma('PUT', `/entries/${entryId}/published`, undefined, { 'X-Contentful-Version': String(updated.sys.version) }, environment);
}

/** The paths listed in /sitemap.xml. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const res = await page.request.get('/sitemap.xml');
  const xml = await res.text();
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * Opens `url` and waits until the page has run its deferred scripts: the `load` event, then the
 * analytics page view (the sender starts last, once the page is idle). Used instead of
 * Playwright's `networkidle`, which a page that sends its events as beacons may never reach in
 * Playwright's eyes (it did not see analytics-next's `keepalive` requests finish either).
 */
export async function gotoSettled(page: Page, url: string): Promise<Response | null> {
  const pageView = page.waitForRequest((request) => request.url().includes('/api/analytics/v1/'), { timeout: 20_000 });
  const response = await page.goto(url);
  await page.waitForLoadState('load');
  await pageView;
  return response;
}

/**
 * Opens `url` settled (`gotoSettled`) on a phone's viewport (412 × 823, Lighthouse's mobile
 * preset) and answers the URLs of the scripts the page requests, a list that keeps growing as the
 * page requests more: an island below the fold adds its chunk only when scrolled near.
 */
export async function openOnPhoneRecordingScripts(page: Page, url: string): Promise<string[]> {
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoSettled(page, url);
  return scripts;
}

/** The article the quote specs open the drawer on (any page has it; this one is short). */
const QUOTE_ARTICLE = '/learning-center/what-disability-insurance-replaces';

/**
 * Opens the quote drawer through its hash trigger on an article and selects the tab `name`
 * ('Life', 'Disability', …); answers the tab's panel.
 */
export async function openQuoteTab(page: Page, name: string): Promise<Locator> {
  await page.goto(`${QUOTE_ARTICLE}#get-a-quote`);
  const dialog = page.getByRole('dialog', { name: 'Get a quote' });
  await dialog.getByRole('tab', { name }).click();
  return dialog.getByRole('tabpanel', { name });
}

/**
 * Sends the Disability tab for Raj (60601, male, 45, $120,000 a year, architect, no existing
 * coverage) and waits for its results page with the encoded `info`.
 */
export async function sendDisabilityQuote(page: Page): Promise<void> {
  const disability = await openQuoteTab(page, 'Disability');
  await disability.getByRole('textbox', { name: 'First name' }).fill('Raj');
  await disability.getByRole('textbox', { name: 'Zip code' }).fill('60601');
  await disability.getByRole('radio', { name: 'Male', exact: true }).check();
  await disability.getByRole('textbox', { name: 'Age' }).fill('45');
  await disability.getByRole('textbox', { name: 'Annual income' }).fill('120000');
  await disability.getByRole('combobox', { name: 'Occupation' }).selectOption({ label: 'Architect' });
  await disability.getByRole('radio', { name: 'No' }).check();
  await disability.getByRole('button', { name: 'Get my disability quote' }).click();
  await page.waitForURL(/\/disability-insurance\/calculator\/results\?info=1\./);
}

/**
 * Holds every Next.js chunk the page requests until the returned function is called, as a slow
 * phone would: the page shows its server HTML and the islands have not hydrated. Open the page
 * with `waitUntil: 'domcontentloaded'` (its load waits for the held scripts).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The one console warning a workbench walk allows, the site's and not the workbench's, until the
 * site fixes it: with `experimental.inlineCss` (preview-app/next.config.ts) the draft page's
 * stylesheet is inline, and a router.refresh() after a save (the live preview's ENTRY_SAVED) has
 * Next.js preload the stylesheet's file, which is then never used. Every other warning fails a walk.
 */
export const SITE_CSS_PRELOAD_WARNING =
  /^The resource http:\/\/localhost:\d+\/_next\/static\/css\/\w+\.css was preloaded using link preload but not used/;
