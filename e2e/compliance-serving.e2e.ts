import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '@insurer/compliance';
import { approvePublishedPage, archivedHtml, archiveRows, withdrawPageApproval } from './compliance.js';
import { cma } from './helpers.js';

/**
 * Issue 41 items 1 and 6 on the built site as `npm start` runs it (docs/requirements.md#decision-compliance-approval,
 * docs/requirements.md#decision-compliance-capture): a product page published straight through the
 * Management API is served only with a principal's approval of exactly its published content, an
 * approval and a withdrawal take effect like a publish (the workbench's webhook), and the delivery
 * worker appends each version to the compliance archive with its HTML as the site served it. No
 * browser: what a visitor, a crawler and the archive get are HTTP answers and database rows.
 */

const SITE = `http://localhost:${process.env.E2E_SITE_PORT ?? 3100}`;
const PRINCIPAL = DEMO_USERS.principal.name;
const SEARCH = `${SITE}/api/searchapi/api/apps/ProjectOne/query/ProjectOne`;

interface Entry {
  sys: { id: string; version: number };
  fields: Record<string, Record<string, unknown>>;
}

const status = async (path: string) => (await fetch(`${SITE}${path}`)).status;

/** The page at `path` as the page cache serves it to every visitor after the first (the first answer is its render, with that response's nonce). */
async function cachedHtml(path: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${SITE}${path}`);
    const html = await res.text();
    if (res.headers.get('x-site-cache') === 'hit') return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} was never answered from the page cache`);
}
const inSitemap = async (path: string) => (await (await fetch(`${SITE}/sitemap.xml`)).text()).includes(`${path}</loc>`);
const searchHits = async (word: string) =>
  ((await (await fetch(`${SEARCH}?q=${word}`)).json()) as { hits: { url: string }[] }).hits.map((hit) => hit.url);
const events = async (entryId: string) => (await archiveRows(entryId)).map((row) => row.event);

/** Creates (or changes) and publishes an entry through the Management API, as a script or Contentful's web app would. */
async function publish(id: string, contentType: string, fields: Record<string, unknown>): Promise<void> {
  const localized = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));
  const current = await cma<Entry>('GET', `/entries/${id}`).catch(() => undefined);
  const saved = current
    ? await cma<Entry>('PUT', `/entries/${id}`, { fields: localized }, { 'X-Contentful-Version': String(current.sys.version) })
    : await cma<Entry>('PUT', `/entries/${id}`, { fields: localized }, { 'X-Contentful-Content-Type': contentType });
  await cma('PUT', `/entries/${id}/published`, undefined, { 'X-Contentful-Version': String(saved.sys.version) });
}

test('the demo’s product pages are approved by the demo principal at start, served, and in the archive with the HTML as served', async () => {
  const html = await (await fetch(`${SITE}/life-insurance`)).text();
  const hash = /<meta name="compliance-content-hash" content="([0-9a-f]{64})"/.exec(html)?.[1];
  expect(hash).toBeDefined();
  await expect
    .poll(async () => (await archiveRows('page-life-insurance')).map((row) => [row.event, row.contentHash]), { timeout: 30_000 })
    .toEqual([['publish', hash]]);
  const [row] = await archiveRows('page-life-insurance');
  expect(row).toMatchObject({
    url: '/life-insurance',
    principalName: PRINCIPAL,
    complianceNumber: expect.stringMatching(/^LFM-2026-\d{4} Exp\. 12\/2028$/),
  });
  expect(await archivedHtml(row!.seq)).toContain('<title>Life insurance');
  expect(row!.imageHashes.length).toBeGreaterThan(0);
});

test('given a product page published straight through the Management API, then it is not served until a principal approves exactly that content; a changed block or a withdrawal takes it down again, each change archived', async () => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const url = `/e2e-approval-${stamp}`;
  const pageId = `e2e-approval-${stamp}`;
  const chartId = `e2e-approval-chart-${stamp}`;
  const word = `ocelot${stamp}`;
  const chart = (source: string) => ({
    internalName: `Chart ${stamp}`,
    title: 'Dividends paid',
    chartType: 'Bar Chart',
    table: {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'table',
          data: {},
          content: [
            ['Year', 'Paid'],
            ['2025', '$12.3'],
          ].map((cells) => ({
            nodeType: 'table-row',
            data: {},
            content: cells.map((value) => ({
              nodeType: 'table-cell',
              data: {},
              content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] }],
            })),
          })),
        },
      ],
    },
    source,
  });
  try {
    await publish(chartId, 'customChart', chart('Annual statements, 2025'));
    await publish(pageId, 'staticPage', {
      url,
      title: `Whole life ${word}`,
      description: `Cover for ${word} owners.`,
      type: 'product',
      complianceNumber: 'LFM-2026-0990 Exp. 12/2028',
      expirationDate: '2028-12-31',
      contentBlocks: [{ sys: { type: 'Link', linkType: 'Entry', id: chartId } }],
    });
    // Published by a script, nobody approved it: not found, not in the sitemap, not in search.
    await expect.poll(() => status(url), { timeout: 10_000 }).toBe(404);
    expect(await inSitemap(url)).toBe(false);
    expect(await searchHits(word)).toEqual([]);

    // A principal approves exactly what is published: served, listed, found, archived as the page cache serves it.
    const approved = await approvePublishedPage(SITE, pageId);
    await expect.poll(() => status(url), { timeout: 10_000 }).toBe(200);
    const html = await cachedHtml(url);
    expect(html).toContain(`<meta name="compliance-content-hash" content="${approved}"/>`);
    expect(html).toContain('Source: Annual statements, 2025');
    expect(await inSitemap(url)).toBe(true);
    expect(await searchHits(word)).toEqual([url]);
    await expect.poll(() => events(pageId), { timeout: 20_000 }).toEqual(['publish']);
    const [first] = await archiveRows(pageId);
    expect(first).toMatchObject({
      url,
      contentHash: approved,
      complianceNumber: 'LFM-2026-0990 Exp. 12/2028',
      principalName: PRINCIPAL,
      chartSources: [{ entryId: chartId, contentType: 'customChart', title: 'Dividends paid', source: 'Annual statements, 2025' }],
    });
    expect(await archivedHtml(first!.seq)).toBe(html);

    // The chart changes and is published without a new approval: no longer what was approved.
    await publish(chartId, 'customChart', chart('Annual statements, 2025 (restated)'));
    await expect.poll(() => status(url), { timeout: 10_000 }).toBe(404);
    expect(await inSitemap(url)).toBe(false);
    await expect.poll(() => searchHits(word), { timeout: 10_000 }).toEqual([]);
    await expect.poll(() => events(pageId), { timeout: 20_000 }).toEqual(['publish', 'unpublish']);

    // Approved again, then the approval withdrawn: taken down like an unpublish.
    const again = await approvePublishedPage(SITE, pageId);
    await expect.poll(() => status(url), { timeout: 10_000 }).toBe(200);
    await expect.poll(() => events(pageId), { timeout: 20_000 }).toEqual(['publish', 'unpublish', 'publish']);
    expect((await archiveRows(pageId))[2]?.contentHash).toBe(again);
    await withdrawPageApproval(SITE, pageId, 'The restated figures are under review.');
    await expect.poll(() => status(url), { timeout: 10_000 }).toBe(404);
    expect(await inSitemap(url)).toBe(false);
    expect(await searchHits(word)).toEqual([]);
    await expect.poll(() => events(pageId), { timeout: 20_000 }).toEqual(['publish', 'unpublish', 'publish', 'unpublish']);

    // Approved once more (archived as served), then unpublished through the Management API: its last use is archived.
    await approvePublishedPage(SITE, pageId);
    await expect.poll(() => status(url), { timeout: 10_000 }).toBe(200);
    await expect.poll(() => events(pageId), { timeout: 20_000 }).toEqual(['publish', 'unpublish', 'publish', 'unpublish', 'publish']);
    const page = await cma<Entry>('GET', `/entries/${pageId}`);
    await cma('DELETE', `/entries/${pageId}/published`, undefined, { 'X-Contentful-Version': String(page.sys.version) });
    await expect.poll(() => status(url), { timeout: 10_000 }).toBe(404);
    await expect
      .poll(() => events(pageId), { timeout: 20_000 })
      .toEqual(['publish', 'unpublish', 'publish', 'unpublish', 'publish', 'unpublish']);
    // Each version's last use is the row that ended it.
    const rows = await archiveRows(pageId);
    expect(rows.filter((row) => row.event === 'publish').map((row) => row.lastUse?.getTime())).toEqual(
      rows.filter((row) => row.event === 'unpublish').map((row) => row.at.getTime()),
    );
  } finally {
    for (const id of [pageId, chartId]) {
      await cma('DELETE', `/entries/${id}/published`).catch(() => undefined);
      const entry = await cma<Entry>('GET', `/entries/${id}`).catch(() => undefined);
      if (entry) await cma('DELETE', `/entries/${id}`, undefined, { 'X-Contentful-Version': String(entry.sys.version) });
    }
  }
});

test('the compliance webhook answers 400 without the page it names, and 401 without the secret', async () => {
  const post = (body: string, secret = 'local-webhook-secret') =>
    fetch(`${SITE}/api/revalidate`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Contentful-Topic': 'Insurer.Compliance.approve',
        'X-Contentful-Webhook-Secret': secret,
      },
      body,
    });
  const missing = await post('{}');
  expect(missing.status).toBe(400);
  expect(await missing.json()).toEqual({
    message: 'The body of Insurer.Compliance.approve names the page: { "entryId": "…" } (1–64 letters, digits, ".", "-" or "_").',
  });
  expect((await post(JSON.stringify({ entryId: 'a/b' }))).status).toBe(400);
  expect((await post('{"entryId":"page-life-insurance"}', 'wrong')).status).toBe(401);
});
