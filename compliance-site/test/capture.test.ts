import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type PlainClientAPI } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRecords, recordHtml, verifyArchive, withdrawApproval } from '@insurer/compliance';
import { DELIVERY_TOKEN, MANAGEMENT_TOKEN, SPACE, startTestService, type TestService } from '@insurer/content-service/testing';
import { capturePage, CaptureNotReady, COMPLIANCE_HASH_META } from '../src/capture.js';
import { CAPTURE_TENANT, pendingCaptures, requestCapture } from '../src/outbox.js';
import { approvalCheck, pageServable } from '../src/serving.js';
import { CaptureWorker } from '../src/worker.js';
import { approveDemoPages } from '../src/demo.js';
import { migrateTenant } from '@insurer/site-db';
import { approvePublished, openTestCompliance, testDelivery } from './helpers.js';
import type { Delivery } from '../src/cda.js';

/**
 * The site side of the compliance record (issue 41 items 1 and 6) against a real content service
 * (pages written and published through `contentful-management`, read back through the Content
 * Delivery API) and a real SQLite site database with the compliance tenant. The site itself is a
 * small HTTP server here that answers a page the way the site does: through `pageServable`, with
 * the content hash in its head, 404 otherwise (the built site does the same in
 * e2e/compliance-serving.e2e.ts).
 */

const scope = { spaceId: SPACE, environmentId: 'master' };
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let service: TestService;
let client: PlainClientAPI;
let db: Awaited<ReturnType<typeof openTestCompliance>>;
let delivery: Delivery;
let site: Server;
let siteUrl: string;
/** What the stand-in site answers instead of the real rule: `stale` serves an older version's hash; `down` answers 503. */
let siteMode: 'real' | 'stale' | 'down' = 'real';
/** The versions the stand-in site has rendered once (path and content hash). */
const rendered = new Set<string>();

const deps = () => ({ store: db.store, source: () => delivery.snapshotSource(), locale: delivery.locale });
const check = (entryId: string) => approvalCheck(deps(), entryId);

/** Creates or updates entry `id` with `fields` (en-US), then publishes it. */
async function publish(id: string, contentType: string, fields: Record<string, unknown>): Promise<void> {
  const localized = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));
  let entry;
  try {
    const current = await client.entry.get({ ...scope, entryId: id });
    entry = await client.entry.update({ ...scope, entryId: id }, { ...current, fields: localized });
  } catch {
    entry = await client.entry.createWithId({ ...scope, entryId: id, contentTypeId: contentType }, { fields: localized });
  }
  await client.entry.publish({ ...scope, entryId: id }, entry);
}

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const tableDoc = {
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'table',
      data: {},
      content: [
        ['Year', 'Paid'],
        ['2024', '$12.3'],
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
};

/** A product page `/{slug}` showing chart `{slug}-chart` (with `source`), approval fields as compliance gave them. */
async function productPage(
  slug: string,
  options: { source?: string; expirationDate?: string } = {},
): Promise<{ pageId: string; chartId: string }> {
  const pageId = `page-${slug}`;
  const chartId = `${slug}-chart`;
  await publish(chartId, 'customChart', {
    internalName: `Chart ${slug}`,
    title: 'Dividends paid',
    chartType: 'Bar Chart',
    table: tableDoc,
    ...(options.source ? { source: options.source } : {}),
  });
  await publish(pageId, 'staticPage', {
    url: `/${slug}`,
    title: `Product ${slug}`,
    type: 'product',
    complianceNumber: 'LFM-2026-0999 Exp. 12/2030',
    expirationDate: options.expirationDate ?? '2030-12-31',
    contentBlocks: [link(chartId)],
  });
  return { pageId, chartId };
}

beforeAll(async () => {
  service = await startTestService();
  client = createClient({ accessToken: MANAGEMENT_TOKEN, host: service.httpHost, insecure: true }, { type: 'plain' });
  // The model as the migrations make it (content-model/content-types.json is generated from them).
  const model = JSON.parse(readFileSync(new URL('../../content-model/content-types.json', import.meta.url), 'utf8')) as {
    contentTypes: { sys: { id: string }; name: string; description?: string; displayField: string; fields: unknown[] }[];
  };
  for (const type of model.contentTypes) {
    const created = await client.contentType.createWithId(
      { ...scope, contentTypeId: type.sys.id },
      { name: type.name, description: type.description ?? '', displayField: type.displayField, fields: type.fields as never },
    );
    await client.contentType.publish({ ...scope, contentTypeId: type.sys.id }, created);
  }
  db = await openTestCompliance();
  await migrateTenant(db.site, CAPTURE_TENANT);
  delivery = testDelivery(service, SPACE, DELIVERY_TOKEN);
  site = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://site').pathname;
      if (siteMode === 'down') return response.writeHead(503).end('busy');
      if (path === '/images/chart.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      const [page] = await delivery.staticPages({ 'fields.url': path }, [
        'fields.type',
        'fields.complianceNumber',
        'fields.expirationDate',
      ]);
      const serving = page ? await pageServable({ id: page.sys.id, ...page.fields }, new Date(), check) : { servable: false as const };
      if (!serving.servable) return response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Page not found</h1>');
      const hash = siteMode === 'stale' ? 'f'.repeat(64) : (serving.contentHash ?? '');
      // As the site's page cache does: the first answer of a version is its render, with that
      // response's script nonce; the later ones are the stored copy, without it.
      const first = !rendered.has(`${path} ${hash}`);
      rendered.add(`${path} ${hash}`);
      const script = first ? `<script nonce="${randomUUID()}">1</script>` : '<script>1</script>';
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-site-cache': first ? 'miss' : 'hit' })
        .end(
          `<!DOCTYPE html><html><head><meta name="${COMPLIANCE_HASH_META}" content="${hash}"></head><body><h1>${path}</h1><img src="/images/chart.png" alt=""><img src="https://elsewhere.example/x.png" alt="">${script}</body></html>`,
        );
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await db?.remove();
  await service?.destroy();
});

describe('whether the site may serve a published page (pageServable, docs/requirements.md#decision-compliance-approval)', () => {
  it('given a product page published straight through the Management API, then it is served only while an unwithdrawn approval of exactly its published content is recorded', async () => {
    const now = new Date();
    const { pageId, chartId } = await productPage('serving-approval', { source: 'Annual statements, 2024' });
    const page = { id: pageId, type: 'product', complianceNumber: 'LFM-2026-0999 Exp. 12/2030', expirationDate: '2030-12-31' };
    // Published with its compliance fields, but nobody approved it: not served.
    expect(await pageServable(page, now, check)).toEqual({ servable: false });
    // A principal approves exactly what is published: served, with that content's hash.
    expect(await approvePublished({ store: db.store, delivery, by: db.principal, ids: [pageId] })).toEqual([pageId]);
    const approved = await check(pageId);
    expect(approved?.approval?.principalName).toBe(db.principal.name);
    expect(await pageServable(page, now, check)).toEqual({ servable: true, contentHash: approved?.contentHash });
    // A linked block changes and is published: the content is no longer what was approved.
    await publish(chartId, 'customChart', {
      internalName: 'Chart',
      title: 'Dividends paid (changed)',
      chartType: 'Bar Chart',
      table: tableDoc,
      source: 'Annual statements, 2024',
    });
    expect(await pageServable(page, now, check)).toEqual({ servable: false });
    // Approved again, then withdrawn: taken down as by an unpublish.
    await approvePublished({ store: db.store, delivery, by: db.principal, ids: [pageId] });
    expect((await pageServable(page, now, check)).servable).toBe(true);
    await withdrawApproval(db.store, { entryId: pageId, by: db.principal, reason: 'Rates changed', now });
    expect(await pageServable(page, now, check)).toEqual({ servable: false });
  });

  it('given an approved product page whose chart names no source, then it is not served; a page that needs no approval is judged on its fields alone', async () => {
    const { pageId } = await productPage('serving-no-source');
    await approvePublished({ store: db.store, delivery, by: db.principal, ids: [pageId] });
    const found = await check(pageId);
    expect(found?.statistics).toEqual([{ entryId: 'serving-no-source-chart', contentType: 'customChart', title: 'Dividends paid' }]);
    expect(found?.approval).toBeDefined();
    const page = { id: pageId, type: 'product', complianceNumber: 'LFM-2026-0999 Exp. 12/2030', expirationDate: '2030-12-31' };
    expect(await pageServable(page, new Date(), check)).toEqual({ servable: false });
    expect(await pageServable({ id: 'legal', type: 'legal' }, new Date(), async () => undefined)).toEqual({ servable: true });
    expect(await pageServable({ id: 'old', type: 'legal', expirationDate: '2020-01-31' }, new Date(), check)).toEqual({ servable: false });
  });
});

describe('the compliance archive of what the site serves (capturePage, docs/requirements.md#decision-compliance-capture)', () => {
  it('given a served product page, then a publish row keeps its HTML as served, its images, snapshot, approval and chart sources, once; an unpublish and an expiry append their rows', async () => {
    const captureDeps = { store: db.store, delivery, siteUrl };
    const { pageId } = await productPage('capture-life', { source: 'Annual statements, 2024', expirationDate: '2030-01-31' });
    // Not served yet (no approval): nothing to record.
    expect(await capturePage(captureDeps, pageId, new Date())).toEqual({ appended: undefined });
    await approvePublished({ store: db.store, delivery, by: db.principal, ids: [pageId] });
    // The site still answers an older version: not recorded, tried again later.
    siteMode = 'stale';
    await expect(capturePage(captureDeps, pageId, new Date())).rejects.toBeInstanceOf(CaptureNotReady);
    siteMode = 'real';
    const published = await capturePage(captureDeps, pageId, new Date());
    expect(published).toEqual({ appended: 'publish', seq: expect.any(Number) });
    const [row] = await listRecords(db.store, { entryId: pageId });
    const state = await check(pageId);
    expect(row).toMatchObject({
      event: 'publish',
      entryId: pageId,
      url: '/capture-life',
      contentHash: state?.contentHash,
      complianceNumber: 'LFM-2026-0999 Exp. 12/2030',
      principalName: db.principal.name,
      chartSources: [
        { entryId: 'capture-life-chart', contentType: 'customChart', title: 'Dividends paid', source: 'Annual statements, 2024' },
      ],
    });
    expect(row?.approvedAt?.toISOString()).toBe(state?.approval?.approvedAt);
    // The image on the site's origin, kept by hash; the one elsewhere is not fetched.
    expect(row?.imageHashes).toHaveLength(1);
    const html = await recordHtml(db.store, row!.seq);
    expect(html).toContain(`<meta name="compliance-content-hash" content="${state?.contentHash}">`);
    expect(html).toContain('<h1>/capture-life</h1>');
    // The page cache's copy, not the first render with its one response's nonce.
    expect(html).toContain('<script>1</script>');
    // The same content again (a webhook retried, a republish): nothing new.
    expect(await capturePage(captureDeps, pageId, new Date())).toEqual({ appended: undefined });

    // Unpublished through the Management API: the last use is recorded.
    const entry = await client.entry.get({ ...scope, entryId: pageId });
    await client.entry.unpublish({ ...scope, entryId: pageId }, entry);
    expect(await capturePage(captureDeps, pageId, new Date())).toEqual({ appended: 'unpublish', seq: expect.any(Number) });

    // Published again (the same, approved content): a new first use; then past its expiration date.
    const draft = await client.entry.get({ ...scope, entryId: pageId });
    await client.entry.publish({ ...scope, entryId: pageId }, draft);
    expect((await capturePage(captureDeps, pageId, new Date())).appended).toBe('publish');
    const expired = await capturePage(captureDeps, pageId, new Date('2030-02-01T00:00:05Z'));
    expect(expired).toEqual({ appended: 'expire', seq: expect.any(Number) });
    const rows = await listRecords(db.store, { entryId: pageId });
    expect(rows.map((r) => r.event)).toEqual(['publish', 'unpublish', 'publish', 'expire']);
    expect(rows.at(-1)?.at.toISOString()).toBe('2030-02-01T00:00:00.000Z');
    expect(await capturePage(captureDeps, pageId, new Date('2030-02-02T00:00:00Z'))).toEqual({ appended: undefined });
    expect((await verifyArchive(db.store)).ok).toBe(true);
  });

  it('given the worker, when a webhook asks for a changed block, then the page showing it is recorded; a site that is down is retried, nothing lost; a served page past its date gets its expire row from the scan', async () => {
    const { pageId, chartId } = await productPage('capture-worker', { source: 'Annual statements, 2024', expirationDate: '2031-03-31' });
    await approvePublished({ store: db.store, delivery, by: db.principal, ids: [pageId] });
    let clock = Date.now();
    const worker = new CaptureWorker({
      site: db.site,
      store: db.store,
      delivery,
      siteUrl,
      pollMs: 60_000,
      expiryScanMs: 60_000,
      clock: () => clock,
      random: () => 0,
    });
    // The publish webhook of the chart: the worker finds the page through the Delivery API's links.
    siteMode = 'down';
    await requestCapture(db.site, { subject: `entry:${chartId}`, reason: 'publish', now: clock });
    await worker.drain();
    const waiting = await pendingCaptures(db.site);
    expect(waiting.map((row) => [row.subject, row.attempts, row.last_error])).toEqual([
      [`page:${pageId}`, 1, '/capture-worker: the site answered 503'],
    ]);
    expect(await listRecords(db.store, { entryId: pageId })).toEqual([]);
    // The site is back; the retry is due after its wait (0.5 s for the first, with this random).
    siteMode = 'real';
    clock += 1_000;
    await worker.drain();
    expect(await pendingCaptures(db.site)).toEqual([]);
    expect((await listRecords(db.store, { entryId: pageId })).map((r) => r.event)).toEqual(['publish']);
    // Its expiration date passes with no webhook: the scan asks, the capture appends the expire row once.
    clock = Date.parse('2031-04-01T00:01:00Z');
    expect(await worker.scanExpiries()).toBe(1);
    await worker.drain();
    expect((await listRecords(db.store, { entryId: pageId })).map((r) => r.event)).toEqual(['publish', 'expire']);
    expect(await worker.scanExpiries()).toBe(0);
    await worker.stop();
  });
});

describe('the demo principal’s approvals at npm start (approveDemoPages)', () => {
  it('given the demo’s regulated pages as published, then each is approved once, except one showing an entry an editor changed; a page that needs none is left alone', async () => {
    const { pageId: kept } = await productPage('demo-kept', { source: 'Annual statements, 2024' });
    const { pageId: edited, chartId } = await productPage('demo-edited', { source: 'Annual statements, 2024' });
    await publish('page-demo-legal', 'staticPage', { url: '/demo-legal', title: 'Terms', type: 'legal' });
    const input = {
      store: db.store,
      delivery,
      pageIds: [kept, edited, 'page-demo-legal', 'page-demo-missing'],
      edited: new Set([`Entry:${chartId}`]),
      by: db.principal,
      versionOf: async () => 3,
      now: new Date(),
    };
    expect(await approveDemoPages(input)).toEqual({ approved: [kept], current: [], edited: [edited] });
    expect(await approveDemoPages(input)).toEqual({ approved: [], current: [kept], edited: [edited] });
    const served = await check(kept);
    expect(served?.approval?.principalName).toBe(db.principal.name);
    expect((await check(edited))?.approval).toBeUndefined();
  });
});
