/**
 * Benchmark of the running site (`npm start` first): per page type, the first-load JavaScript
 * (kB gzip, and how much of it is beyond the framework chunks every page shares) and the server
 * response time p50/p95 of cached pages under concurrent load. Prints figures; asserts nothing.
 *
 *   BENCH_URL=http://localhost:3000 REQUESTS=200 CONCURRENCY=8 npm run bench:site
 */
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';

const BASE = (process.env.BENCH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);

async function text(path: string): Promise<string> {
  const res = await fetch(`${BASE}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.text();
}

const gzipCache = new Map<string, number>();
async function gzipBytes(src: string): Promise<number> {
  if (!gzipCache.has(src))
    gzipCache.set(src, gzipSync(Buffer.from(await (await fetch(`${BASE}${src}`)).arrayBuffer()), { level: 9 }).length);
  return gzipCache.get(src)!;
}

function scripts(html: string): string[] {
  return [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')))];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function latency(path: string): Promise<{ p50: number; p95: number }> {
  await text(path); // warm: render once so the rest are cached
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const res = await fetch(`${BASE}${path}`);
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

try {
  await text('/robots.txt');
} catch {
  console.error(`No site answers at ${BASE}. Start it first: npm start (or set BENCH_URL).`);
  process.exit(1);
}

const sitemap = await text('/sitemap.xml');
const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const article = urls.find((u) => u.startsWith('/learning-center/')) ?? urls.find((u) => u.split('/').length > 3) ?? '/';
const pages: [string, string][] = [
  ['home', '/'],
  ['product page', '/life-insurance'],
  ['hub (article grid)', '/learning-center'],
  ['article', article],
  ['contact page', '/contact-us'],
  // Tools: their islands are lazy, so only a small loader is first-load JS; the tool arrives after.
  ['tool page (RILA)', '/annuities/rila/marketperform'],
  ['annuity widget page', '/annuities'],
  ['legal page (static blocks only)', urls.find((u) => /privacy|terms|legal/.test(u)) ?? '/'],
];

// The framework baseline: the scripts of the 404 page, which has no interactive block.
const notFound = await fetch(`${BASE}/__bench_no_such_page__`).then((r) => r.text());
const framework = new Set(scripts(notFound));
let frameworkBytes = 0;
for (const src of framework) frameworkBytes += await gzipBytes(src);

console.log(`site benchmark at ${BASE} (${REQUESTS} requests per page, ${CONCURRENCY} concurrent)`);
console.log(`  framework JS (Next.js + React, on every page): ${(frameworkBytes / 1024).toFixed(1)} kB gzip`);
console.log('  page type                         first-load JS   beyond framework   p50 ms   p95 ms');
for (const [name, path] of pages) {
  const html = await text(path);
  let total = 0;
  let extra = 0;
  for (const src of scripts(html)) {
    const bytes = await gzipBytes(src);
    total += bytes;
    if (!framework.has(src)) extra += bytes;
  }
  const { p50, p95 } = await latency(path);
  console.log(
    `  ${`${name} ${path}`.padEnd(34).slice(0, 34)}${`${(total / 1024).toFixed(1)} kB`.padStart(13)}${`${(extra / 1024).toFixed(1)} kB`.padStart(19)}${p50.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}`,
  );
}
