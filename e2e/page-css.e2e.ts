import { expect, test, type Page } from '@playwright/test';
import { BLOCK_SHEETS, BLOCK_STYLESHEETS } from '@insurer/renderer/block-styles';
import { computedStyles, styleDifferences } from './computed-styles.js';
import { sitemapPaths } from './helpers.js';

/**
 * Only the CSS a page uses (docs/requirements.md#decision-only-the-css-a-page-uses): a published
 * page carries the global stylesheet and the sheets of the blocks it draws. These tests check that
 * this is enough: with every other block sheet added, no element of the page is styled
 * differently. A block that needs another block's rules without `@import`ing them, or a sheet
 * whose rules reach into another block's markup, fails here with the element and the property.
 */

/** `data-block` names a block's wrapper (`BlockList`). */
const BLOCK_ATTRIBUTE = /\sdata-block="([A-Za-z]+)"/g;

/** The fewest sitemap pages that together draw every block type the demo content uses, plus the home page, search results and the 404 page. */
async function pagesOfEveryBlock(paths: readonly string[], fetchHtml: (path: string) => Promise<string>): Promise<string[]> {
  const blocksOf = new Map<string, Set<string>>();
  for (const path of paths) blocksOf.set(path, new Set([...(await fetchHtml(path)).matchAll(BLOCK_ATTRIBUTE)].map(([, type]) => type!)));
  const uncovered = new Set([...blocksOf.values()].flatMap((types) => [...types]));
  const chosen = ['/', '/search?q=life', '/no-such-page'];
  for (const type of blocksOf.get('/') ?? []) uncovered.delete(type);
  while (uncovered.size > 0) {
    const [best] = [...blocksOf].sort(
      ([, a], [, b]) => [...b].filter((t) => uncovered.has(t)).length - [...a].filter((t) => uncovered.has(t)).length,
    );
    chosen.push(best![0]);
    for (const type of best![1]) uncovered.delete(type);
  }
  return chosen;
}

/** Resolves once the page's markup has not changed for half a second (islands hydrated, a tool's first answer drawn), or after 15 s. */
async function markupSettled(page: Page): Promise<void> {
  await page.evaluate(`new Promise((resolve) => {
    let timer = setTimeout(done, 500);
    const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, 500); });
    const stop = setTimeout(done, 15000);
    function done() { observer.disconnect(); clearTimeout(stop); resolve(); }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  })`);
}

/** The widths the pages are compared at: the desktop layout and a phone's. */
const WIDTHS = [1280, 390] as const;

test("given a page of every block type, when every other block sheet is added, then it carries exactly its blocks' sheets and no element is styled differently at either width", async ({
  page,
}) => {
  test.setTimeout(420_000);
  const pages = await pagesOfEveryBlock(await sitemapPaths(page), async (path) => (await page.request.get(path)).text());
  const problems: string[] = [];
  for (const path of pages) {
    for (const width of WIDTHS) {
      // Opened at each width, not resized: the header measures itself on a resize debounced by
      // 500 ms, which would land between the two records.
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('.site-header[data-enhanced]')).toBeAttached();
      await markupSettled(page);
      const carried = await page.$$eval('head style[data-href^="block-"]', (styles) => styles.map((s) => s.getAttribute('data-href')!));
      if (width === WIDTHS[0]) {
        const drawn = await page.$$eval('[data-block]', (blocks) => blocks.map((b) => b.getAttribute('data-block')!));
        const needed = new Set(
          drawn.flatMap((type) => (BLOCK_STYLESHEETS[type as keyof typeof BLOCK_STYLESHEETS] ?? []).map((name) => `block-${name}`)),
        );
        if ([...carried].sort().join() !== [...needed].sort().join())
          problems.push(`${path}: carries ${[...carried].sort().join(', ')}; its blocks need ${[...needed].sort().join(', ')}`);
      }
      // Every other block sheet, added switched off, then switched on: nothing else happens between the two records.
      const others = Object.entries(BLOCK_SHEETS).flatMap(([name, css]) => (carried.includes(`block-${name}`) ? [] : [css]));
      await page.evaluate((sheets) => {
        for (const css of sheets) {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
          style.sheet!.disabled = true;
          style.dataset.otherBlockSheet = '';
        }
      }, others);
      const before = await computedStyles(page);
      await page.evaluate(() => {
        for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-other-block-sheet]')) style.sheet!.disabled = false;
      });
      problems.push(...styleDifferences(before, await computedStyles(page)).map((line) => `${path} at ${width} px: ${line}`));
    }
  }
  expect(pages.length).toBeGreaterThan(3);
  expect(problems).toEqual([]);
});
