/**
 * `npm run bench:scale [-- --sizes=1000,10000,50000]`: how the product behaves as the space grows
 * (issue 30). For each size, the demo seed is grown to about that many entries and assets
 * (scripts/bench/scale-space.ts: copies of its pages and articles with their blocks, cards and
 * assets, written straight into the content service's store), then `npm run cluster` runs on it
 * (scripts/src/cluster/run.ts: HAProxy, two site instances, Redis, PostgreSQL) and the bench
 * measures:
 *
 * - start: one site instance stopped and started again (the cluster's SIGHUP), until its
 *   `/readyz` answers 200 (the thin server's warm-up included); and the search index's rebuild at
 *   its start (the instance's own log line);
 * - page view and search: p50/p95 through HAProxy, CONCURRENCY (8) connections for PAGE_SECONDS
 *   (15) over up to 200 pages of the sitemap, then SEARCH_SECONDS (10) over a list of terms;
 * - publish to visible: a block's new title (the callout on /account-portal) published through
 *   the Management API, until HAProxy and each instance show it (polled every 50 ms);
 * - the search index's update for that publish: until a search through HAProxy finds the new
 *   word, and the indexer's own time from its log line (documents re-read and written);
 * - the sitemap: `/sitemap.xml` on instance 1 right after that publish (its content cache
 *   revalidated, so built again), its time and the instance's RSS growth while building it
 *   (sampled every 20 ms), then once more warm.
 *
 * Prints one block per size as it goes and a table at the end, each with `uptime`'s load. Ports:
 * the `BENCH_CLUSTER_*` variables of `npm run bench:cluster` (free ones otherwise). Data in
 * `.data/bench-scale/` (the demo template is kept between runs; each size's space is made anew).
 *
 *   npm run bench:scale
 *   npm run bench:scale -- --sizes=1000,10000
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startCluster, type ClusterPorts, type RunningCluster } from '../src/cluster/run.js';
import { benchClusterPorts } from './cluster-ports.js';
import { percentile, sleep } from './product.js';
import { demoTemplate, growSpace, type GrownSpace } from './scale-space.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DATA = join(ROOT, '.data/bench-scale');
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const PAGE_SECONDS = Number(process.env.PAGE_SECONDS ?? 15);
const SEARCH_SECONDS = Number(process.env.SEARCH_SECONDS ?? 10);
const SEARCH_TERMS = [
  'life insurance',
  'retirement',
  'dental',
  'claims',
  'annuity',
  'disability',
  'enrollment',
  'benefits',
  'leave',
  'vision',
];
/** The block the publish changes, and the one page that shows it. */
const BLOCK = 'callout-account-help';
const BLOCK_PAGE = '/account-portal';
const CMA_HEADERS = {
  Authorization: 'Bearer CFPAT-local-management-token',
  'Content-Type': 'application/vnd.contentful.management.v1+json',
};

const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load average/, 'load average');

/** `--sizes=1000,10000` (default 1,000, 10,000 and 50,000). */
function parseSizes(argv: string[]): number[] {
  const arg = argv.find((a) => a.startsWith('--sizes='));
  if (!arg) return [1000, 10_000, 50_000];
  const sizes = arg
    .slice('--sizes='.length)
    .split(',')
    .map((s) => Number(s.trim()));
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--sizes takes whole numbers, e.g. --sizes=1000,10000`);
  return sizes;
}

/** Latencies (ms) of `concurrency` loops requesting `paths` in turn for `seconds`; non-200 answers counted apart. */
async function timedLoad(base: string, paths: string[], concurrency: number, seconds: number): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  let next = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const path = paths[next++ % paths.length]!;
        const t0 = performance.now();
        try {
          const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
          await res.arrayBuffer();
          if (res.status === 200) ms.push(performance.now() - t0);
          else failed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  return { ms: ms.sort((a, b) => a - b), failed };
}

/** VmRSS of process `pid` in MB (0 when gone). */
function rssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Polls `check` every 50 ms until true; the ms it took, or Infinity after `timeoutMs`. */
async function msUntil(check: () => Promise<boolean>, t0: number, timeoutMs = 60_000): Promise<number> {
  while (performance.now() - t0 < timeoutMs) {
    if (await check().catch(() => false)) return performance.now() - t0;
    await sleep(50);
  }
  return Infinity;
}

/** One size's figures. */
interface SizeResult {
  size: number;
  space: GrownSpace;
  clusterStartS: number;
  instanceReadyS: number;
  rebuildS: number;
  page: { p50: number; p95: number; n: number; failed: number };
  search: { p50: number; p95: number; n: number; failed: number };
  visibleMs: { front: number; site1: number; site2: number };
  searchUpdate: { visibleMs: number; indexerMs: number; written: string };
  sitemap: { urls: number; coldMs: number; warmMs: number; rssMb: number; rssGrowthMb: number };
  totalS: number;
  load: string;
}

/** The indexer's time of its last full rebuild in `lines` from `from` on, in s (NaN when none). */
function rebuildSeconds(cluster: RunningCluster, from: number): number {
  const line = cluster.lines
    .slice(from)
    .reverse()
    .find((l) => /index rebuilt: \d+ documents/.test(l));
  const ms = line ? /, (\d+) ms/.exec(line)?.[1] : undefined;
  return ms ? Number(ms) / 1000 : NaN;
}

async function measure(size: number, ports: ClusterPorts): Promise<SizeResult> {
  const t0 = performance.now();
  const template = { port: ports.contentService, tlsPort: ports.contentServiceTls, dataDir: join(DATA, 'template') };
  await demoTemplate(template, () => undefined);
  const contentDir = join(DATA, `content-${size}`);
  rmSync(contentDir, { recursive: true, force: true });
  cpSync(template.dataDir, contentDir, { recursive: true });
  const space = await growSpace({ ...template, dataDir: contentDir }, size);
  console.log(
    `[scale ${size}] space: ${space.entities} entries and assets (${space.entries} entries, ${space.assets} assets, ${space.documents} pages and articles), ` +
      `${space.copies} copies written in ${(space.writeMs / 1000).toFixed(1)} s; ${load()}`,
  );

  const clusterT0 = performance.now();
  const cluster = await startCluster(ports, '.data/bench-scale/cluster', { CONTENT_SERVICE_DATA_DIR: contentDir, FORMS_RATE_LIMIT: '0' });
  try {
    const clusterStartS = (performance.now() - clusterT0) / 1000;
    const [front, site1, site2] = [cluster.base, ...ports.sites.map((port) => `http://localhost:${port}`)] as [string, string, string];
    // both instances' index rebuilt at start before anything is timed
    for (let seen = 0; seen < 2;) {
      await sleep(500);
      seen = cluster.lines.filter((l) => /index rebuilt: \d+ documents/.test(l)).length;
      if (performance.now() - clusterT0 > 30 * 60_000) throw new Error('the search index was not rebuilt within 30 minutes');
    }

    // one instance stopped and started again
    const from0 = cluster.lines.length;
    console.log(`[scale ${size}] stopping instance 2 and starting it again`);
    process.kill(-cluster.pid('site-2')!, 'SIGTERM');
    await cluster.waitForLine(/site-2 \(pid \d+\) exited/, 60_000, from0);
    const from = cluster.lines.length;
    const restartT0 = performance.now();
    cluster.signal('SIGHUP');
    const instanceReadyS =
      (await msUntil(
        async () => (await fetch(`${site2}/readyz`, { signal: AbortSignal.timeout(5_000) })).status === 200,
        restartT0,
        10 * 60_000,
      )) / 1000;
    await cluster.waitForLine(/index rebuilt: \d+ documents/, 30 * 60_000, from);
    const rebuildS = rebuildSeconds(cluster, from);
    console.log(
      `[scale ${size}] instance start to ready ${instanceReadyS.toFixed(1)} s, index rebuild at start ${rebuildS.toFixed(1)} s; ${load()}`,
    );

    // page views and searches through HAProxy
    const sitemapXml = await (await fetch(`${front}/sitemap.xml`)).text();
    const all = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const step = Math.max(1, Math.floor(all.length / 200));
    const paths = all.filter((_, i) => i % step === 0).slice(0, 200);
    const pages = await timedLoad(front, paths, CONCURRENCY, PAGE_SECONDS);
    const page = { p50: percentile(pages.ms, 50), p95: percentile(pages.ms, 95), n: pages.ms.length, failed: pages.failed };
    const searchPaths = SEARCH_TERMS.map(
      (q) => `/api/searchapi/api/apps/ProjectOne/query/ProjectOne?q=${encodeURIComponent(q)}&rows=10&start=0`,
    );
    const searches = await timedLoad(front, searchPaths, CONCURRENCY, SEARCH_SECONDS);
    const search = { p50: percentile(searches.ms, 50), p95: percentile(searches.ms, 95), n: searches.ms.length, failed: searches.failed };
    console.log(
      `[scale ${size}] page view p50 ${page.p50.toFixed(0)} ms, p95 ${page.p95.toFixed(0)} ms (${page.n} over ${paths.length} pages, ${page.failed} failed); ` +
        `search p50 ${search.p50.toFixed(0)} ms, p95 ${search.p95.toFixed(0)} ms (${search.n}, ${search.failed} failed); ${load()}`,
    );

    // one block published: visible on every instance, and in the search index
    const word = `scalebench${Date.now().toString(36)}`;
    const cma = `http://localhost:${ports.contentService}/spaces/insurerlocal/environments/master/entries/${BLOCK}`;
    const entry = (await (await fetch(cma, { headers: CMA_HEADERS })).json()) as { sys: { version: number }; fields: object };
    const updated = (await (
      await fetch(cma, {
        method: 'PUT',
        headers: { ...CMA_HEADERS, 'X-Contentful-Version': String(entry.sys.version) },
        body: JSON.stringify({ fields: { ...entry.fields, title: { 'en-US': `Trouble logging in? Ask desk ${word}` } } }),
      })
    ).json()) as { sys: { version: number } };
    const linesBefore = cluster.lines.length;
    const publishT0 = performance.now();
    const published = await fetch(`${cma}/published`, {
      method: 'PUT',
      headers: { ...CMA_HEADERS, 'X-Contentful-Version': String(updated.sys.version) },
    });
    if (published.status !== 200) throw new Error(`publishing ${BLOCK} answered ${published.status}: ${await published.text()}`);
    const shows = (origin: string) => async () =>
      (await (await fetch(`${origin}${BLOCK_PAGE}`, { signal: AbortSignal.timeout(10_000) })).text()).includes(word);
    const found = async () => {
      const answer = await fetch(`${front}/api/searchapi/api/apps/ProjectOne/query/ProjectOne?q=${word}&rows=10&start=0`);
      return ((await answer.json()) as { hits?: { url: string }[] }).hits?.[0]?.url === BLOCK_PAGE;
    };
    const [visibleFront, visible1, visible2, searchVisible] = await Promise.all([
      msUntil(shows(front), publishT0),
      msUntil(shows(site1), publishT0),
      msUntil(shows(site2), publishT0),
      msUntil(found, publishT0),
    ]);
    const indexerLine = await cluster.waitForLine(new RegExp(`Entry ${BLOCK} publish: `), 30_000, linesBefore).catch(() => '');
    const indexer = /: (\d+) documents use it, (\d+) written, (\d+) removed, (\d+) ms/.exec(indexerLine);
    const searchUpdate = {
      visibleMs: searchVisible,
      indexerMs: indexer ? Number(indexer[4]) : NaN,
      written: indexer ? `${indexer[2]} of ${indexer[1]}` : 'n/a',
    };
    console.log(
      `[scale ${size}] publish to visible: HAProxy ${visibleFront.toFixed(0)} ms, instance 1 ${visible1.toFixed(0)} ms, instance 2 ${visible2.toFixed(0)} ms; ` +
        `search finds it after ${searchVisible.toFixed(0)} ms (indexer ${searchUpdate.indexerMs} ms, ${searchUpdate.written} documents written); ${load()}`,
    );

    // the sitemap, built again after the publish, on instance 1
    const pid = cluster.pid('site-1');
    const rssBefore = rssMb(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 20);
    const sitemapT0 = performance.now();
    const cold = await (await fetch(`${site1}/sitemap.xml`)).text();
    const coldMs = performance.now() - sitemapT0;
    clearInterval(sampler);
    const warmT0 = performance.now();
    await (await fetch(`${site1}/sitemap.xml`)).text();
    const warmMs = performance.now() - warmT0;
    const sitemap = { urls: cold.split('<loc>').length - 1, coldMs, warmMs, rssMb: rssBefore, rssGrowthMb: rssPeak - rssBefore };
    console.log(
      `[scale ${size}] sitemap: ${sitemap.urls} URLs, built in ${coldMs.toFixed(0)} ms (warm ${warmMs.toFixed(0)} ms), ` +
        `instance RSS ${rssBefore.toFixed(0)} MB, +${sitemap.rssGrowthMb.toFixed(0)} MB at most while building; ${load()}`,
    );
    return {
      size,
      space,
      clusterStartS,
      instanceReadyS,
      rebuildS,
      page,
      search,
      visibleMs: { front: visibleFront, site1: visible1, site2: visible2 },
      searchUpdate,
      sitemap,
      totalS: (performance.now() - t0) / 1000,
      load: load(),
    };
  } finally {
    await cluster.stop();
  }
}

/** The figures of every size side by side, one row per measure. */
function table(results: SizeResult[]): string {
  const rows: [string, (r: SizeResult) => string][] = [
    ['entries + assets (pages and articles)', (r) => `${r.space.entities} (${r.space.documents})`],
    ['space generated', (r) => `${(r.space.writeMs / 1000).toFixed(1)} s`],
    ['npm run cluster start (to HAProxy up)', (r) => `${r.clusterStartS.toFixed(1)} s`],
    ['site instance start to ready', (r) => `${r.instanceReadyS.toFixed(1)} s`],
    ['search index rebuild at start', (r) => `${r.rebuildS.toFixed(1)} s`],
    ['page view p50 / p95', (r) => `${r.page.p50.toFixed(0)} / ${r.page.p95.toFixed(0)} ms`],
    ['search p50 / p95', (r) => `${r.search.p50.toFixed(0)} / ${r.search.p95.toFixed(0)} ms`],
    [
      'publish to visible: HAProxy, inst. 1, inst. 2',
      (r) => `${r.visibleMs.front.toFixed(0)}, ${r.visibleMs.site1.toFixed(0)}, ${r.visibleMs.site2.toFixed(0)} ms`,
    ],
    ['search index update, one block publish', (r) => `${r.searchUpdate.indexerMs} ms (${r.searchUpdate.written} written)`],
    ['  … until a search finds it', (r) => `${r.searchUpdate.visibleMs.toFixed(0)} ms`],
    ['sitemap URLs', (r) => String(r.sitemap.urls)],
    ['sitemap build (cold / warm)', (r) => `${r.sitemap.coldMs.toFixed(0)} / ${r.sitemap.warmMs.toFixed(0)} ms`],
    ['sitemap memory (RSS growth; RSS before)', (r) => `+${r.sitemap.rssGrowthMb.toFixed(0)} MB (${r.sitemap.rssMb.toFixed(0)} MB)`],
    ['failed requests (pages, searches)', (r) => `${r.page.failed}, ${r.search.failed}`],
    ['time for this size', (r) => `${(r.totalS / 60).toFixed(1)} min`],
    ['load at the end', (r) => r.load.replace('load average: ', '')],
  ];
  const header = ['', ...results.map((r) => `${r.size.toLocaleString('en-US')}`)];
  const body = rows.map(([name, cell]) => [name, ...results.map(cell)]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

const sizes = parseSizes(process.argv.slice(2));
const ports = await benchClusterPorts();
console.log(`bench:scale, sizes ${sizes.join(', ')}, on ${JSON.stringify(ports)}; ${CONCURRENCY} connections; ${load()}`);
const results: SizeResult[] = [];
for (const size of sizes) results.push(await measure(size, ports));
console.log(`\n${table(results)}\n${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
