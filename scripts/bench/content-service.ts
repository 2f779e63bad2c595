/**
 * Benchmark of the local content service: Management API write throughput and GraphQL latency
 * of a page-sized query over a space of 1,000 entries. Prints figures; asserts nothing.
 *
 *   npm run bench            (ENTRIES=1000 QUERIES=300 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig, startContentService } from '@insurer/content-service';

const ENTRIES = Number(process.env.ENTRIES ?? 1000);
const QUERIES = Number(process.env.QUERIES ?? 300);
const TOKEN = 'CFPAT-bench';
const SPACE = 'benchspace';

const dataDir = mkdtempSync(join(tmpdir(), 'content-service-bench-'));
const service = await startContentService(
  loadConfig({
    CONTENT_SERVICE_PORT: '0',
    CONTENT_SERVICE_TLS_PORT: '0',
    CONTENT_SERVICE_DATA_DIR: dataDir,
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_MANAGEMENT_TOKEN: TOKEN,
    CONTENTFUL_ACCESS_TOKEN: 'bench-delivery',
  }),
);
const base = `${service.httpUrl}/spaces/${SPACE}/environments/master`;

async function cma(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ sys: { version: number } }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/vnd.contentful.management.v1+json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { sys: { version: number } };
}

async function contentType(id: string, fields: unknown[]): Promise<void> {
  const ct = await cma('PUT', `/content_types/${id}`, { name: id, displayField: 'title', fields });
  await cma('PUT', `/content_types/${id}/published`, undefined, { 'X-Contentful-Version': String(ct.sys.version) });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

try {
  await contentType('card', [
    { id: 'title', name: 'Title', type: 'Symbol' },
    { id: 'eyebrow', name: 'Eyebrow', type: 'Symbol' },
    { id: 'body', name: 'Body', type: 'Text' },
  ]);
  await contentType('page', [
    { id: 'title', name: 'Title', type: 'Symbol' },
    { id: 'url', name: 'URL', type: 'Symbol' },
    {
      id: 'contentBlocks',
      name: 'Blocks',
      type: 'Array',
      items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['card'] }] },
    },
  ]);

  // --- CMA writes: create + publish ENTRIES cards, 8 at a time ---
  const started = performance.now();
  const ids = Array.from({ length: ENTRIES - 50 }, (_, i) => `card-${i}`);
  for (let i = 0; i < ids.length; i += 8) {
    await Promise.all(
      ids.slice(i, i + 8).map(async (id, j) => {
        const entry = await cma(
          'PUT',
          `/entries/${id}`,
          {
            fields: { title: { 'en-US': `Card ${i + j}` }, eyebrow: { 'en-US': 'Article' }, body: { 'en-US': 'Lorem ipsum '.repeat(20) } },
          },
          { 'X-Contentful-Content-Type': 'card' },
        );
        await cma('PUT', `/entries/${id}/published`, undefined, { 'X-Contentful-Version': String(entry.sys.version) });
      }),
    );
  }
  for (let p = 0; p < 50; p++) {
    const blocks = Array.from({ length: 18 }, (_, k) => ({ sys: { type: 'Link', linkType: 'Entry', id: ids[(p * 18 + k) % ids.length] } }));
    const page = await cma(
      'PUT',
      `/entries/page-${p}`,
      { fields: { title: { 'en-US': `Page ${p}` }, url: { 'en-US': `/page-${p}` }, contentBlocks: { 'en-US': blocks } } },
      { 'X-Contentful-Content-Type': 'page' },
    );
    await cma('PUT', `/entries/page-${p}/published`, undefined, { 'X-Contentful-Version': String(page.sys.version) });
  }
  const writeSeconds = (performance.now() - started) / 1000;
  const writes = ENTRIES * 2;

  // --- GraphQL: a page-sized query (page by url with 18 blocks) ---
  const endpoint = `${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`;
  const query = `query Page($url: String!) { pageCollection(where: { url: $url }, limit: 1) { items { sys { id } title url
    contentBlocksCollection(limit: 20) { total items { __typename ... on Card { sys { id } title eyebrow body } } } } } }`;
  const latencies: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const t0 = performance.now();
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { Authorization: 'Bearer bench-delivery', 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables: { url: `/page-${i % 50}` } }),
    });
    const json = (await res.json()) as {
      data?: { pageCollection?: { items: { contentBlocksCollection: { total: number } }[] } };
      errors?: unknown;
    };
    latencies.push(performance.now() - t0);
    if (json.errors || json.data?.pageCollection?.items[0]?.contentBlocksCollection.total !== 18) {
      throw new Error(`unexpected GraphQL answer: ${JSON.stringify(json).slice(0, 300)}`);
    }
  }
  latencies.sort((a, b) => a - b);
  console.log(`content-service benchmark (${ENTRIES} entries, ${QUERIES} GraphQL queries)`);
  console.log(
    `  CMA writes (create + publish): ${writes} requests in ${writeSeconds.toFixed(2)} s = ${(writes / writeSeconds).toFixed(0)} writes/s`,
  );
  console.log(
    `  GraphQL page query latency: p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms, max ${latencies.at(-1)!.toFixed(2)} ms`,
  );
} finally {
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
}
