import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from './helpers.js';

/**
 * No link on the site leads nowhere (docs/requirements.md#decision-link-crawl): starting at every
 * sitemap URL, the crawl opens each internal page in Chromium, follows every internal link and
 * submits every GET form with its default values, and requires a final answer of 200 (redirects
 * followed). POST forms are never submitted (they would create submissions): their action must be
 * a site route that takes the empty post (200 or 422 with the messages). Links to other hosts are
 * listed in the report, not followed; `mailto:`, `tel:`, `javascript:` and same-page `#` links are
 * not requests.
 */

/** A safety stop: the demo has about 150 distinct addresses; more means a link generator loops. */
const MAX_URLS = 1500;

interface Found {
  links: string[];
  getForms: string[];
  postActions: string[];
}

/** Links and form targets of the page as the browser built it (absolute URLs, hashes dropped). */
async function collect(page: Page): Promise<Found> {
  return page.evaluate(() => {
    const strip = (href: string) => href.replace(/#.*$/, '');
    const links = [...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')]
      .filter((a) => /^https?:$/.test(a.protocol))
      .map((a) => strip(a.href));
    const getForms: string[] = [];
    const postActions: string[] = [];
    for (const form of document.querySelectorAll('form')) {
      const action = strip(form.action || location.href);
      if (form.method === 'get') {
        const url = new URL(action);
        // The query a native submit sends: every successful control with its default value.
        url.search = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
        getForms.push(url.href);
      } else if (form.method === 'post') {
        postActions.push(action);
      }
    }
    return { links, getForms, postActions };
  });
}

test('given every sitemap URL, when every internal link and GET form is followed, then every answer is 200', async ({ page, baseURL }) => {
  test.setTimeout(1_200_000);
  const origin = new URL(baseURL!).origin;
  const key = (url: URL) => `${url.pathname}${url.search}`;
  const queue: { url: string; from: string }[] = (await sitemapPaths(page)).map((path) => ({
    url: `${origin}${path}`,
    from: 'sitemap.xml',
  }));
  expect(queue.length).toBeGreaterThanOrEqual(50);
  const seen = new Set(queue.map((q) => key(new URL(q.url))));
  const failures: string[] = [];
  const external = new Map<string, Set<string>>();
  const postActions = new Map<string, string>();
  let visited = 0;

  while (queue.length) {
    const { url, from } = queue.shift()!;
    visited++;
    const res = await page.request.get(url, { maxRedirects: 10 });
    if (res.status() !== 200) {
      failures.push(`${res.status()} ${key(new URL(url))} (from ${from})`);
      continue;
    }
    const finalUrl = new URL(res.url());
    if (finalUrl.origin !== origin || !(res.headers()['content-type'] ?? '').includes('text/html')) continue;
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const found = await collect(page);
    const here = key(finalUrl);
    for (const href of [...found.links, ...found.getForms]) {
      const target = new URL(href);
      if (target.origin !== origin) {
        if (!external.has(target.href)) external.set(target.href, new Set());
        external.get(target.href)!.add(here);
        continue;
      }
      const k = key(target);
      if (seen.has(k)) continue;
      seen.add(k);
      queue.push({ url: target.href, from: here });
    }
    for (const action of found.postActions) {
      const target = new URL(action);
      if (target.origin !== origin) {
        if (!external.has(target.href)) external.set(target.href, new Set());
        external.get(target.href)!.add(`${here} (form)`);
      } else if (!postActions.has(key(target))) postActions.set(key(target), here);
    }
    expect(seen.size, 'distinct addresses (a link generator loops?)').toBeLessThanOrEqual(MAX_URLS);
  }

  for (const [action, from] of postActions) {
    const res = await page.request.post(`${origin}${action}`, {
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      data: '',
      maxRedirects: 0,
    });
    if (![200, 422].includes(res.status())) failures.push(`${res.status()} POST ${action} (form on ${from})`);
  }

  const externalReport = [...external].map(([href, pages]) => `${href}  ← ${[...pages].slice(0, 3).join(', ')}`).sort();
  await test.info().attach('external-links.txt', { body: externalReport.join('\n'), contentType: 'text/plain' });
  console.log(
    `[crawl] ${visited} internal addresses, ${postActions.size} POST form actions, ${external.size} external links (listed, not followed)`,
  );
  for (const line of externalReport) console.log(`[crawl] external ${line}`);
  expect(failures, failures.join('\n')).toEqual([]);
});
