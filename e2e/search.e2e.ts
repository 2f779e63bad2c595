import { expect, test, type Page } from '@playwright/test';
import { axeViolations, cma } from './helpers.js';

/** docs/requirements.md#search, docs/requirements.md#decision-search-backend */
const API = '/api/searchapi/api/apps/ProjectOne/query/ProjectOne';

interface Answer {
  q: string;
  total: number;
  start: number;
  rows: number;
  hits: { title: string; url: string; type: 'page' | 'article'; excerpt: string; date: string | null }[];
}

async function search(page: Page, query: string): Promise<{ status: number; body: unknown }> {
  const res = await page.request.get(`${API}?${query}`);
  return { status: res.status(), body: (await res.json()) as unknown };
}

test('the search service answers JSON hits with title, URL, type, marked excerpt and date, title matches first', async ({ page }) => {
  const { status, body } = await search(page, 'q=life%20insurance&rows=10&start=0');
  expect(status).toBe(200);
  const answer = body as Answer;
  expect(answer).toMatchObject({ q: 'life insurance', start: 0, rows: 10 });
  expect(answer.total).toBeGreaterThan(10);
  expect(answer.hits).toHaveLength(10);
  for (const hit of answer.hits) {
    expect(hit.url).toMatch(/^\//);
    expect(['page', 'article']).toContain(hit.type);
    expect(hit.excerpt).not.toMatch(/<(?!\/?mark>)/);
  }
  expect(answer.hits.some((hit) => /<mark>(life|insurance)<\/mark>/i.test(hit.excerpt))).toBe(true);
  // title matches first: the hits whose title has both words come before any that does not
  const inTitle = answer.hits.map((hit) => /life/i.test(hit.title) && /insurance/i.test(hit.title));
  expect(inTitle.indexOf(false) === -1 || !inTitle.slice(inTitle.indexOf(false)).includes(true)).toBe(true);
  expect((await page.request.get(answer.hits[0]!.url)).status()).toBe(200);

  const second = (await search(page, 'q=life%20insurance&rows=10&start=10')).body as Answer;
  expect(second.total).toBe(answer.total);
  expect(second.hits.map((h) => h.url).filter((url) => answer.hits.some((h) => h.url === url))).toEqual([]);
});

test('the search service finds stems and prefixes, and leaves out noindex articles', async ({ page }) => {
  const stemmed = (await search(page, 'q=retiring')).body as Answer;
  expect(stemmed.total).toBeGreaterThan(0);
  expect(stemmed.hits.some((h) => /retire/i.test(h.excerpt))).toBe(true);
  const prefix = (await search(page, 'q=beneficia')).body as Answer;
  expect(prefix.hits.some((h) => /<mark>beneficiar/i.test(h.excerpt))).toBe(true);
  const hidden = (await search(page, 'q=APIs%20benefits%20enrollment&rows=50')).body as Answer;
  expect(hidden.hits.map((h) => h.url).filter((url) => url.includes('what-apis-mean-for-benefits-enrollment'))).toEqual([]);
});

test('the search service answers a blank, oversized or malformed request 400 with a message', async ({ page }) => {
  expect(await search(page, 'q=&rows=10&start=0')).toEqual({ status: 400, body: { message: 'Enter a Keyword' } });
  expect(await search(page, `q=${'a'.repeat(201)}`)).toEqual({
    status: 400,
    body: { message: 'The search term must be at most 200 characters.' },
  });
  expect(await search(page, 'q=life&rows=1000')).toEqual({ status: 400, body: { message: '"rows" must be a whole number from 1 to 50.' } });
  expect(await search(page, 'q=life&start=abc')).toEqual({
    status: 400,
    body: { message: '"start" must be a whole number from 0 to 10000.' },
  });
  const post = await page.request.post(`${API}?q=life`);
  expect(post.status()).toBe(405);
  expect(await post.json()).toEqual({ message: 'This address only takes GET.' });
});

test('a page published in the content service is found within 5 seconds, and gone within 5 seconds of unpublishing', async ({ page }) => {
  const url = `/e2e-search-${Date.now()}`;
  const created = await cma<{ sys: { id: string; version: number } }>(
    'POST',
    '/entries',
    {
      fields: {
        url: { 'en-US': url },
        title: { 'en-US': 'Quetzal coverage explained' },
        description: { 'en-US': 'A page about zebrafish riders.' },
      },
    },
    { 'X-Contentful-Content-Type': 'staticPage' },
  );
  const id = created.sys.id;
  const found = async () => ((await search(page, 'q=quetzal')).body as Answer).hits.map((h) => h.url);
  try {
    const published = await cma<{ sys: { version: number } }>('PUT', `/entries/${id}/published`, undefined, {
      'X-Contentful-Version': String(created.sys.version),
    });
    await expect.poll(found, { timeout: 5_000, intervals: [100] }).toEqual([url]);
    expect(((await search(page, 'q=zebrafish')).body as Answer).hits[0]).toMatchObject({
      title: 'Quetzal coverage explained',
      url,
      type: 'page',
      excerpt: 'A page about <mark>zebrafish</mark> riders.',
    });
    await cma('DELETE', `/entries/${id}/published`, undefined, { 'X-Contentful-Version': String(published.sys.version) });
    await expect.poll(found, { timeout: 5_000, intervals: [100] }).toEqual([]);
  } finally {
    await cma('DELETE', `/entries/${id}/published`).catch(() => undefined);
    await cma('DELETE', `/entries/${id}`);
  }
});

test('a search from the header lands on server-rendered results, 10 a page, with "Page x of y" and working page links', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('insurance');
  await page.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  await expect(page).toHaveURL(/\/search-results\?q=insurance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “insurance”');
  const total = ((await search(page, 'q=insurance')).body as Answer).total;
  const pages = Math.ceil(total / 10);
  expect(pages).toBeGreaterThan(1);
  await expect(page.locator('.search-result')).toHaveCount(10);
  await expect(page.getByText(`${total} results for “insurance”`)).toBeVisible();
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/search-results\?q=insurance&page=2$/);
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page.locator('ol.search-results__list')).toHaveAttribute('start', '11');
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
});

test('searching again from the results page tracks "Site Searched" and the header remembers it among recent searches', async ({ page }) => {
  await page.goto('/search-results?q=dental');
  await page.evaluate(() => localStorage.setItem('terms', JSON.stringify(['dental'])));
  const form = page.getByRole('search', { name: 'Site search' });
  // The form's island is a chunk of its own: before it hydrates, a submit is the plain GET form's.
  await expect(page.locator('form.search-form[data-hydrated]')).toBeAttached();
  await form.getByRole('searchbox').fill('disability');
  // the data layer is gone once the next page loads: keep what was pushed
  await page.evaluate(() => {
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      sessionStorage.setItem('pushed', JSON.stringify(items));
      return push(...items);
    };
  });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-results\?q=disability$/);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('pushed'))) ?? 'null')).toEqual([
    { event: 'Site Searched', searchTerm: 'disability' },
  ]);
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  await expect(page.locator('.site-search__recent-term')).toHaveText(['disability', 'dental']);
});

test('a blank term shows "Enter a Keyword", and a term with no results says so with suggestions', async ({ page }) => {
  await page.goto('/search-results?q=');
  await expect(page.locator('.search-form__error')).toHaveText('Enter a Keyword');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/search-results?q=xylophonic%20quasars');
  await expect(page.getByRole('heading', { level: 2, name: 'No results for “xylophonic quasars”' })).toBeVisible();
  await page.locator('.search-results__none').getByRole('link', { name: 'life insurance' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “life insurance”');
  await expect(page.locator('.search-result').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('before the script arrives', () => {
  test.use({ javaScriptEnabled: false });

  test('the results page is a plain GET form with server-rendered results', async ({ page }) => {
    const res = await page.goto('/search-results?q=claims');
    expect(res?.status()).toBe(200);
    await expect(page.locator('.search-result').first()).toBeVisible();
    const form = page.getByRole('search', { name: 'Site search' });
    await form.getByRole('searchbox').fill('dental');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search-results\?q=dental$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “dental”');
    await expect(page.locator('.search-result mark').first()).toBeVisible();
  });
});
