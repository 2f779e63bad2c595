/**
 * `npm run bench:capacity`: how many requests a second one site instance sustains with p95 ≤
 * 200 ms, per page type (a product page, the home page, an article, the privacy page), side by side
 * with two bare Next.js pages: one rendered per request and served the same way (the site's thin
 * server), and one static, served by plain `next start` (what Next.js answers from its own cache,
 * the physical limit of issue 38's bar) (docs/architecture.md#where-a-requests-time-goes).
 *
 * 1. Starts the product as `npm start` does (`product.ts`: the content service, the seed, the
 *    production build when the sources changed, the site behind its thin server as
 *    `npm run serve` runs it, on the embedded defaults) unless `BENCH_URL` names a running site.
 * 2. Builds the bare pages (`bare-next.ts`) with the site's Next.js and React: one rendered per
 *    request with `connection()`, served with the site's thin server (`bare-server.ts`), on
 *    `BENCH_BARE_PORT`; one static (prerendered at build), served by `next start`, on
 *    `BENCH_BARE_STATIC_PORT`.
 * 3. For each concurrency step (`CONCURRENCY`, default 1,2,4,8,16), runs autocannon for
 *    `DURATION` seconds (default 10) on the bare page and then on each page, interleaved so the
 *    machine's other load falls on all alike; a page stops stepping once its p95 passes the
 *    limit. Each request asks for gzip, as a browser does.
 * 4. Prints, per page: the best rate whose p95 ≤ `P95_MS` (default 200), at which concurrency,
 *    its p50 and p95, and its ratios to the per-request and to the static bare page's best rates
 *    (issue 38's bar: at least 0.5× the static one); with the load average before and after.
 *    Only ratios from one run compare: the machine is shared.
 *
 *   npm run bench:capacity
 *   BENCH_PORT=5210 BENCH_CONTENT_SERVICE_PORT=5212 BENCH_CONTENT_SERVICE_TLS_PORT=5213 \
 *     BENCH_MAILBOX_PORT=5214 BENCH_BARE_PORT=5220 npm run bench:capacity
 *   BENCH_URL=http://localhost:3000 PAGES=/,/privacy CONCURRENCY=4,8 DURATION=5 npm run bench:capacity
 *   BENCH_CPU_PROF=/tmp/prof npm run bench:capacity   # also writes the site's CPU profile (node --cpu-prof)
 *
 * `BENCH_CPU_PROF` runs the product's processes with `--cpu-prof` into that folder (each writes
 * its `.cpuprofile` when it exits); `cpu-profile.ts` summarises one. Prints figures; asserts nothing.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startBarePage, type BarePage } from './bare-next.js';
import { percentile, portOf, startProduct, type Product } from './product.js';

const STEPS = (process.env.CONCURRENCY ?? '1,2,4,8,16')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const DURATION_S = Number(process.env.DURATION ?? 10);
const P95_LIMIT_MS = Number(process.env.P95_MS ?? 200);

/** What one autocannon run at one concurrency measured. */
interface Step {
  connections: number;
  /** Successful (2xx) answers a second over the run. */
  rps: number;
  p50: number;
  p95: number;
  /** Answers other than 2xx, and connection errors and timeouts. */
  failed: number;
}

/** One page under test and its steps so far. */
interface Subject {
  label: string;
  url: string;
  steps: Step[];
  /** Set once a step's p95 passed the limit: higher concurrency only queues more. */
  saturated: boolean;
}

/** Runs autocannon on `url` with `connections` for `DURATION_S`, timing every answer itself (autocannon reports no p95). */
async function measure(url: string, connections: number): Promise<Step> {
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
    const instance = autocannon(
      { url, connections, duration: DURATION_S, headers: { 'accept-encoding': 'gzip' }, timeout: 30 },
      (error: unknown, done: autocannon.Result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolveRun(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
      else failed++;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  failed += result.errors + result.timeouts;
  times.sort((a, b) => a - b);
  return { connections, rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), failed };
}

/** The step with the highest rate whose p95 is within the limit, if any. */
function best(subject: Subject): Step | undefined {
  return subject.steps.filter((s) => s.p95 <= P95_LIMIT_MS && s.failed === 0).sort((a, b) => b.rps - a.rps)[0];
}

/** The article to measure: the first learning-center article the sitemap lists. */
async function articlePath(base: string): Promise<string> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const article = urls.find((u) => u.startsWith('/learning-center/') && u.split('/').length >= 3);
  if (!article) throw new Error('the sitemap lists no article under /learning-center/');
  return article;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

let product: Product | undefined;
let bare: BarePage | undefined;
let bareStatic: BarePage | undefined;

async function cleanUp(): Promise<void> {
  bare?.stop();
  bare = undefined;
  bareStatic?.stop();
  bareStatic = undefined;
  await product?.stop();
  product = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().then(() => process.exit(130)));

try {
  console.log(
    `capacity benchmark: steps ${STEPS.join(',')} connections, ${DURATION_S} s each, p95 limit ${P95_LIMIT_MS} ms; load average ${load()}`,
  );
  const barePort = await portOf('BENCH_BARE_PORT');
  bare = await startBarePage(barePort, { perRequest: true, server: 'thin-server' });
  bareStatic = await startBarePage(await portOf('BENCH_BARE_STATIC_PORT'), { perRequest: false, server: 'next-start' });
  let base = process.env.BENCH_URL?.replace(/\/$/, '');
  if (!base) {
    const profile = process.env.BENCH_CPU_PROF;
    product = await startProduct('bench-capacity', profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profile}` } : {});
    base = product.base;
    console.log(`  site started as npm start does on ${base} in ${(product.started / 1000).toFixed(1)} s`);
  }
  const chosen = process.env.PAGES?.split(',').filter(Boolean);
  const pages: [string, string][] = chosen
    ? chosen.map((path) => [path, path])
    : [
        ['product page', '/life-insurance'],
        ['home', '/'],
        ['article', await articlePath(base)],
        ['legal page', '/privacy'],
      ];
  const subjects: Subject[] = [
    { label: 'bare Next.js page (static, next start)', url: bareStatic.url, steps: [], saturated: false },
    { label: 'bare Next.js page (per request)', url: bare.url, steps: [], saturated: false },
    ...pages.map(([label, path]) => ({ label: `${label} ${path}`, url: `${base}${path}`, steps: [], saturated: false })),
  ];
  // Warm: each page rendered a few times, so the content cache is full and the code compiled.
  for (const subject of subjects)
    for (let i = 0; i < 5; i++) {
      const res = await fetch(subject.url, { headers: { 'accept-encoding': 'gzip' } });
      if (!res.ok) throw new Error(`GET ${subject.url}: ${res.status}`);
      await res.arrayBuffer();
    }

  for (const connections of STEPS) {
    for (const subject of subjects) {
      if (subject.saturated) continue;
      const step = await measure(subject.url, connections);
      subject.steps.push(step);
      if (step.p95 > P95_LIMIT_MS) subject.saturated = true;
      console.log(
        `  ${subject.label.padEnd(48).slice(0, 48)} c=${String(connections).padStart(2)} ${step.rps.toFixed(1).padStart(7)}/s p50 ${step.p50.toFixed(0).padStart(4)} ms p95 ${step.p95.toFixed(0).padStart(4)} ms${step.failed ? ` failed ${step.failed}` : ''} (load ${load()})`,
      );
    }
  }

  const staticBest = best(subjects[0]!);
  const bareBest = best(subjects[1]!);
  const ratio = (step: Step | undefined, to: Step | undefined) => (step && to ? `${(step.rps / to.rps).toFixed(2)}×` : '—');
  console.log(`\nbest rate with p95 ≤ ${P95_LIMIT_MS} ms (load average after: ${load()})`);
  console.log(
    `  ${'page'.padEnd(48)}${'req/s'.padStart(8)}${'at c'.padStart(6)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'× static'.padStart(10)}${'× per req'.padStart(11)}`,
  );
  for (const subject of subjects) {
    const b = best(subject);
    console.log(
      b
        ? `  ${subject.label.padEnd(48).slice(0, 48)}${b.rps.toFixed(1).padStart(8)}${String(b.connections).padStart(6)}${`${b.p50.toFixed(0)} ms`.padStart(8)}${`${b.p95.toFixed(0)} ms`.padStart(8)}${ratio(b, staticBest).padStart(10)}${ratio(b, bareBest).padStart(11)}`
        : `  ${subject.label.padEnd(48).slice(0, 48)}  no step met the limit`,
    );
  }
} finally {
  await cleanUp();
}
