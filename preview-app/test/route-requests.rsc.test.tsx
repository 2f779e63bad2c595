import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { RouteByUrlDocument, SiteFeatureFlagsDocument } from '@insurer/content-model/types';
import { DEFAULT_SITE_FLAGS } from '@insurer/contracts/flags';
import { loadBlocks, loadRoute, loadSiteChrome } from '@insurer/renderer';
import { print } from 'graphql';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELIVERY_TOKEN, SPACE, startTestService, type TestService } from '@insurer/content-service/testing';
import { localTarget, seedSpace } from '@insurer/scripts/testing/seed';
import Layout from '../src/app/[[...slug]]/layout';
import Page, { generateMetadata } from '../src/app/[[...slug]]/page';
import { contentQuery } from '../src/lib/graphql';
import { publishedPageServable } from '../src/lib/servable';
import { approvePublished, openTestCompliance, testDelivery } from '@insurer/compliance-site/testing';
import { NEXT_FLIGHT_SERVER } from '../src/next-internals/index.js';

// Outside `next start` there is no request scope: draft mode is off, and the data cache misses
// every read, which is what an uncached page render is.
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }), headers: async () => new Headers() }));
vi.mock('next/cache', () => ({ unstable_cache: <T,>(read: T): T => read }));

/** React's Flight renderer as Next runs it for a request (one React `cache()` scope per render). */
const flight = createRequire(import.meta.url)(NEXT_FLIGHT_SERVER) as {
  renderToPipeableStream(
    model: ReactNode,
    clientManifest: Record<string, { id: string; chunks: string[]; name: string }>,
    options: { onError(error: unknown): void },
  ): { pipe(destination: Writable): void };
};

/** Every client component resolves to a module of the same id: no browser bundle here. */
const clientManifest = new Proxy({} as Record<string, { id: string; chunks: string[]; name: string }>, {
  get: (_, id) => ({ id: String(id), chunks: [], name: String(id).split('#')[1] ?? '*' }),
});

/** Renders one request of the site's page route as Next does: the metadata, the layout around the page. */
async function renderRequest(slug: string[]): Promise<string> {
  const params = Promise.resolve({ slug });
  async function Request(): Promise<ReactNode> {
    const metadata = await generateMetadata({ params });
    return (
      <>
        <title>{String(metadata.title)}</title>
        <Layout params={params}>
          <Page params={params} />
        </Layout>
      </>
    );
  }
  let payload = '';
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        payload += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', resolve);
    flight.renderToPipeableStream(<Request />, clientManifest, { onError: reject }).pipe(sink);
  });
  return payload;
}

/** The persisted-query hash the site sends for a document (graphql.ts). */
const hashOf = (document: Parameters<typeof print>[0]): string => createHash('sha256').update(print(document)).digest('hex');

let service: TestService;
let compliance: Awaited<ReturnType<typeof openTestCompliance>>;
let endpoint: string;
/** The GraphQL requests the site sent, as their JSON bodies. */
let sent: { extensions?: { persistedQuery?: { sha256Hash?: string } } }[] = [];

beforeAll(async () => {
  service = await startTestService();
  await seedSpace({ target: localTarget(service), certificate: service.certificate, log: () => undefined });
  endpoint = `${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`;
  // The demo's product pages are served only with a principal's approval of their content (issue 41).
  compliance = await openTestCompliance('route-requests-');
  await approvePublished({ store: compliance.store, delivery: testDelivery(service, SPACE, DELIVERY_TOKEN), by: compliance.principal });
  vi.stubEnv('SITE_DATABASE_PATH', compliance.sqlitePath);
  vi.stubEnv('CONTENTFUL_DELIVERY_URL', `${service.httpUrl}/cdn`);
  vi.stubEnv('CONTENTFUL_SPACE_ID', SPACE);
  vi.stubEnv('CONTENTFUL_ACCESS_TOKEN', DELIVERY_TOKEN);
  vi.stubEnv('CONTENTFUL_GRAPHQL_ENDPOINT', endpoint);
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input) === endpoint) sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
    return fetch(input, init);
  });
}, 180_000);

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await service?.destroy();
  await compliance?.remove();
});

/** How many GraphQL requests the renderer's chrome and block loaders make for the blocks of a URL. */
async function blockQueries(url: string): Promise<number> {
  const context = {
    query: contentQuery(false),
    preview: false,
    now: new Date(),
    flags: DEFAULT_SITE_FLAGS,
    servable: publishedPageServable,
  };
  const route = await loadRoute(url, context);
  if (!route) throw new Error(`no page or article has the url ${url}`);
  const onStaticPage = route.kind === 'page';
  const chrome = route.kind === 'page' ? route.page.chrome : {};
  sent = [];
  await Promise.all([
    loadSiteChrome(chrome, { ...context, onStaticPage }),
    loadBlocks(route.kind === 'page' && route.page.hero ? [route.page.hero] : [], { ...context, onStaticPage, placement: 'hero' }),
    loadBlocks(route.blocks, { ...context, onStaticPage }),
  ]);
  return sent.length;
}

describe('the GraphQL requests of one uncached page render', () => {
  it.each([
    ['a static page', ['life-insurance'], 'Life insurance: term, whole and universal'],
    ['an article', ['edge', 'absence-management-benchmark-2024'], 'Absence Management Benchmark 2024'],
  ])(
    'given %s, when its metadata, layout and page render for one request, then the URL is resolved by 1 request plus the block queries',
    async (_, slug, title) => {
      // Given the site has sent every document once (persisted-query hashes registered)
      await renderRequest(slug);
      sent = [];
      // When one request renders the route
      const payload = await renderRequest(slug);
      const requests = [...sent];
      // Then the page is drawn, its URL was resolved by one RouteByUrl request, and every other request is a block's
      expect(payload).toContain(title);
      const route = requests.filter((body) => body.extensions?.persistedQuery?.sha256Hash === hashOf(RouteByUrlDocument));
      expect(route).toHaveLength(1);
      // The feature flags (docs/requirements.md#decision-flag-source) are read once per request.
      const flags = requests.filter((body) => body.extensions?.persistedQuery?.sha256Hash === hashOf(SiteFeatureFlagsDocument));
      expect(flags).toHaveLength(1);
      expect(requests).toHaveLength(2 + (await blockQueries(`/${slug.join('/')}`)));
    },
  );
});
