import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEARCH_TENANT, SearchIndexer, searchIndexOf, type SearchIndex } from '@insurer/search';
import { migrateTenant, openSiteDb, type SiteDb } from '@insurer/site-db';
import { startTestPostgres, type TestPostgres } from '@insurer/site-db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cma, DELIVERY_TOKEN, SPACE, startTestService, type TestService } from '@insurer/content-service/testing';
import { localTarget, seedSpace } from '@insurer/scripts/testing/seed';
import { approvePublished, openTestCompliance, testDelivery } from '@insurer/compliance-site/testing';
import { graphqlSearchSource } from '../src/lib/search';

vi.mock('server-only', () => ({}));

/** PostgreSQL for this suite: 5357, beside the index suite's 5355 (files run in parallel); SEARCH_WEBHOOK_TEST_PG_PORT to change it. */
const PG_PORT = Number(process.env.SEARCH_WEBHOOK_TEST_PG_PORT || 5357);

/**
 * The search index kept current by the content service's real webhooks, read back through the
 * site's GraphQL source, on both databases (docs/requirements.md#decision-search-backend): what
 * `/api/revalidate` does with a webhook, without Next.js around it.
 */
let service: TestService;
let compliance: Awaited<ReturnType<typeof openTestCompliance>>;
let receiver: Server;
/** The indexer the webhooks go to (the dialect under test); none while seeding. */
let current: SearchIndexer | undefined;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const topic = String(request.headers['x-contentful-topic'] ?? '');
      void (current ? current.onWebhook(topic, JSON.parse(body) as unknown) : Promise.resolve('ignored')).then(
        () => response.writeHead(200).end(),
        () => response.writeHead(503).end(),
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`;
  service = await startTestService({ CONTENT_SERVICE_WEBHOOK_URLS: url });
  await seedSpace({ target: localTarget(service), certificate: service.certificate, log: () => undefined });
  // The demo's product and tool pages are indexed only with a principal's approval of their content (issue 41).
  compliance = await openTestCompliance('search-webhooks-');
  await approvePublished({ store: compliance.store, delivery: testDelivery(service, SPACE, DELIVERY_TOKEN), by: compliance.principal });
  vi.stubEnv('SITE_DATABASE_PATH', compliance.sqlitePath);
  vi.stubEnv('CONTENTFUL_SPACE_ID', SPACE);
  vi.stubEnv('CONTENTFUL_ACCESS_TOKEN', DELIVERY_TOKEN);
  vi.stubEnv('CONTENTFUL_GRAPHQL_ENDPOINT', `${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`);
  vi.stubEnv('CONTENTFUL_DELIVERY_URL', `${service.httpUrl}/cdn`);
}, 180_000);

afterAll(async () => {
  await service?.destroy();
  await compliance?.remove();
  await new Promise((resolve) => receiver?.close(resolve));
  vi.unstubAllEnvs();
});

const dialects = [
  {
    name: 'SQLite',
    async open(): Promise<{ site: SiteDb; stop: () => Promise<void> }> {
      const dir = mkdtempSync(join(tmpdir(), 'search-webhooks-'));
      const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: join(dir, 'site.sqlite') });
      await migrateTenant(site, SEARCH_TENANT);
      return { site, stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    async open(): Promise<{ site: SiteDb; stop: () => Promise<void> }> {
      const pg: TestPostgres = await startTestPostgres(PG_PORT);
      const site = await openSiteDb({ databaseUrl: pg.url, sqlitePath: 'unused' });
      await migrateTenant(site, SEARCH_TENANT);
      return { site, stop: () => pg.stop() };
    },
  },
];

describe.each(dialects)('the search index on $name, following the content service', ({ open }) => {
  let site: SiteDb;
  let stop: () => Promise<void>;
  let index: SearchIndex;

  beforeAll(async () => {
    ({ site, stop } = await open());
    index = searchIndexOf(site);
    current = new SearchIndexer(index, graphqlSearchSource, () => undefined);
    await current.rebuild();
  }, 60_000);
  afterAll(async () => {
    current?.stop();
    current = undefined;
    await site?.close();
    await stop?.();
  });

  const urls = async (q: string) => (await index.search({ q, rows: 50, start: 0 })).hits.map((h) => h.url);

  it('holds every published page and article but the noindex ones, built from the GraphQL Content API', async () => {
    expect(await index.count()).toBeGreaterThan(60);
    expect((await urls('life insurance')).length).toBeGreaterThan(5);
    expect((await urls('APIs benefits enrollment')).filter((url) => url.includes('what-apis-mean-for-benefits-enrollment'))).toEqual([]);
  });

  it('finds a page within 5 seconds of its publishing, and not within 5 seconds of its unpublishing', async () => {
    const url = `/search-webhook-test-${Date.now()}`;
    const space = `/spaces/${SPACE}/environments/master`;
    const created = await cma(
      service,
      'POST',
      `${space}/entries`,
      { fields: { url: { 'en-US': url }, title: { 'en-US': 'Axolotl riders' }, description: { 'en-US': 'Cover for amphibians.' } } },
      { 'X-Contentful-Content-Type': 'staticPage' },
    );
    const id = String(created.body.sys.id);
    const published = await cma(service, 'PUT', `${space}/entries/${id}/published`, undefined, {
      'X-Contentful-Version': String(created.body.sys.version),
    });
    await vi.waitFor(async () => expect(await urls('axolotl')).toEqual([url]), { timeout: 5_000, interval: 100 });
    await cma(service, 'DELETE', `${space}/entries/${id}/published`, undefined, {
      'X-Contentful-Version': String(published.body.sys.version),
    });
    await vi.waitFor(async () => expect(await urls('axolotl')).toEqual([]), { timeout: 5_000, interval: 100 });
  });

  /** When each document was last written (`indexed_at`), by id. */
  const writes = async () =>
    new Map(
      (
        await site.db
          .withTables<{ search_documents: { id: string; indexed_at: number | string } }>()
          .selectFrom('search_documents')
          .select(['id', 'indexed_at'])
          .execute()
      ).map((row) => [row.id, Number(row.indexed_at)]),
    );
  const rewrittenSince = async (before: Map<string, number>) =>
    [...(await writes())].filter(([id, at]) => before.get(id) !== at).map(([id]) => id);

  /** Publishes entry `id` with `title` as its new title, through the Management API. */
  const publishTitle = async (id: string, title: string) => {
    const space = `/spaces/${SPACE}/environments/master`;
    const current = await cma(service, 'GET', `${space}/entries/${id}`);
    const fields = { ...(current.body.fields as object), title: { 'en-US': title } };
    const updated = await cma(
      service,
      'PUT',
      `${space}/entries/${id}`,
      { fields },
      { 'X-Contentful-Version': String(current.body.sys.version) },
    );
    await cma(service, 'PUT', `${space}/entries/${id}/published`, undefined, { 'X-Contentful-Version': String(updated.body.sys.version) });
  };

  it('rewrites only the page that uses a published block, and only the three articles that share another', async () => {
    // a word no earlier run published (each dialect's index was built from what the last one left)
    const word = `quokka${Date.now().toString(36)}`;
    const before = await writes();
    await publishTitle('callout-account-help', `Trouble logging in? Ask the ${word} desk`);
    await vi.waitFor(async () => expect(await urls(word)).toEqual(['/account-portal']), { timeout: 5_000, interval: 100 });
    expect(await rewrittenSince(before)).toEqual(['page-account-portal']);

    const beforeShared = await writes();
    await publishTitle('callout-edge-article-consultant', `Want to talk it through with a ${word}?`);
    await vi.waitFor(async () => expect((await urls(word)).length).toBe(4), { timeout: 5_000, interval: 100 });
    expect((await rewrittenSince(beforeShared)).sort()).toEqual([
      'article-building-a-leave-policy-employees-understand',
      'article-cost-of-an-uncovered-dental-emergency',
      'article-make-open-enrollment-less-overwhelming',
    ]);
    expect(await index.count()).toBe(before.size);
  });
});
