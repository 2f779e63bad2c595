/**
 * `npm run bench:lighthouse`: the site side by side with a bare Next.js App Router page, under
 * Lighthouse's mobile preset (simulated slow 4G and 4× CPU slowdown), on Debian's Chromium.
 *
 * 1. Builds a bare page (one heading, one paragraph, the App Router's root layout) with the site's
 *    own Next.js and React (the root node_modules, linked into a temporary folder), with the same
 *    bundler as the site (`next build --webpack`), and serves it with `next start`.
 * 2. Starts the product as `npm start` does (`scripts/bench/product.ts`: content service, seed,
 *    the production build behind the site's thin server) unless `BENCH_URL` names a running site.
 * 3. Runs Lighthouse RUNS times (default 3) on the bare page and on one page of every type (home,
 *    a product page, an article, a hub with a grid, a legal page of static blocks, the form page,
 *    the RILA tool), interleaved so load on the machine falls on both alike.
 * 4. Prints the medians and their relation to the bare page: performance score (difference), LCP
 *    (difference), TBT (ratio), CLS, JavaScript transferred before idle (the scripts the HTML
 *    names) and by idle (every script the run fetched), and the LCP element with its breakdown,
 *    then which of issue 16's targets each page meets.
 *
 *   npm run bench:lighthouse
 *   RUNS=5 BENCH_BARE_PORT=5361 BENCH_PORT=3360 BENCH_CONTENT_SERVICE_PORT=4360 \
 *     BENCH_CONTENT_SERVICE_TLS_PORT=4760 BENCH_MAILBOX_PORT=2760 npm run bench:lighthouse
 *   BENCH_URL=http://localhost:3000 PAGES=/,/privacy npm run bench:lighthouse   # a running site, some pages
 *   LIGHTHOUSE_REPORTS=/tmp/lh npm run bench:lighthouse   # also keep every run's JSON report
 *   BLOCKED_URLS='*chunks/3632.*' npm run bench:lighthouse   # the site's pages without those requests
 *   SITE_HTML_REWRITES=none npm run bench:lighthouse   # the site without the thin server's HTML rewriting
 *   REWRITE_VARIANTS=none,inline-style-once npm run bench:lighthouse   # and more site instances, compared in the same run
 *   BARE_CONTENT=/learning-center/some-article npm run bench:lighthouse   # and a bare page with that page's markup
 *   BARE_CONTENT=/privacy BARE_CONTENT_AS=html npm run bench:lighthouse   # that markup as one HTML string
 *
 * SITE_HTML_REWRITES is the site's own variable (preview-app/src/lib/site-config.ts): `all` (the
 * default), `none`, `after-paint-scripts` or `inline-style-once`, the rewrites of Next.js's HTML
 * the thin server applies (preview-app/src/next-internals/). REWRITE_VARIANTS starts one more site
 * instance per value beside the product (same content service and database, ports from
 * BENCH_VARIANT_PORT up, else free ones) and measures every page on each, interleaved with the
 * product's and the bare page's runs, so a busy machine's load falls on all of them alike: compare
 * them by their ratios to the bare page of the same run.
 *
 * BLOCKED_URLS (comma-separated, `*` as wildcard) is Lighthouse's `blockedUrlPatterns`, applied to
 * the site's pages only: what a page would cost without one script (the analytics-next chunk, say,
 * whose name the build's `.next/static/chunks` shows).
 *
 * BARE_CONTENT (a path on the site) adds a second bare page: the site's HTML for that path, its
 * scripts left out, rendered as plain elements by one server component with the page's CSS inline
 * (scripts/bench/bare-content.ts). It has the site page's DOM, stylesheet and a like RSC payload,
 * and no client component: what Next.js and React alone cost a page of that content, beside what
 * the site costs for it. BARE_CONTENT_AS=html places that markup as one string
 * (`dangerouslySetInnerHTML` in a `display: contents` wrapper): the same DOM with nothing of it
 * hydrated, the floor of a page whose static parts React never walks.
 *
 * CHROME_PATH overrides /usr/bin/chromium. Prints figures; asserts nothing (exit 0 unless a run
 * fails). Lighthouse's throttling is simulated: a busy machine still skews TBT, so the load
 * average is printed before and after.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { bareContentOf } from './bare-content.js';
import { startBarePage, type BarePage } from './bare-next.js';
import { freePort, median, portOf, startProduct, startSiteInstance, type Product, type SiteInstance } from './product.js';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const BLOCKED = (process.env.BLOCKED_URLS ?? '').split(',').filter(Boolean);
const VARIANTS = (process.env.REWRITE_VARIANTS ?? '').split(',').filter(Boolean);
const BARE_CONTENT = process.env.BARE_CONTENT;
const BARE_CONTENT_AS = process.env.BARE_CONTENT_AS === 'html' ? 'html' : 'elements';

/** One page under test: its label, path and the targets that apply to it. */
interface Target {
  label: string;
  path: string;
  kind: 'static' | 'tool' | 'form';
  /** A page of static blocks only: the JavaScript targets apply. */
  staticBlocksOnly?: boolean;
}

/** What one Lighthouse run measured. */
interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes on the wire of the scripts the HTML names (the first-load JavaScript). */
  jsBeforeIdle: number;
  /** Bytes on the wire of every script the run fetched, lazy chunks and after-idle ones included. */
  jsByIdle: number;
  lcpElement: string;
  lcpBreakdown: string;
}

/** The part of a network-requests row this script reads. */
interface NetworkRow {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The script URLs (absolute) an HTML document names: `<script src>` and script preloads. */
function htmlScripts(html: string, base: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(new URL(m[1]!.replace(/&amp;/g, '&'), base).href);
  for (const m of html.matchAll(/<link\b[^>]*\bas="script"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0]);
    if (href) found.add(new URL(href[1]!.replace(/&amp;/g, '&'), base).href);
  }
  return found;
}

/** The LCP insight's subparts as `name 123 ms` pairs, from whatever nesting the insight's details use. */
function breakdown(details: unknown): string {
  const parts: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.subpart === 'string' && typeof record.duration === 'number')
        parts.push(`${record.label && typeof record.label === 'string' ? record.label : record.subpart} ${Math.round(record.duration)} ms`);
      else Object.values(record).forEach(visit);
    }
  };
  visit(details);
  return parts.join(', ');
}

/** The LCP element's selector or snippet, from the LCP insight or the legacy element audit. */
function lcpElement(details: unknown): string {
  let found = '';
  const visit = (node: unknown): void => {
    if (found) return;
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.type === 'node' && typeof record.snippet === 'string') found = record.snippet.slice(0, 90);
      else Object.values(record).forEach(visit);
    }
  };
  visit(details);
  return found;
}

/** Runs Lighthouse's mobile preset once on `url` through Chrome's debugging `port`, without the `blocked` URL patterns. */
async function measure(url: string, port: number, reportName: string, blocked: string[] = []): Promise<Run> {
  const html = await (await fetch(url)).text();
  const named = htmlScripts(html, url);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    blockedUrlPatterns: blocked,
    onlyCategories: (process.env.LIGHTHOUSE_CATEGORIES ?? 'performance').split(','),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${reportName}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id];
  const rows = ((audit('network-requests')?.details as { items?: NetworkRow[] } | undefined)?.items ?? []).filter(
    (row) => row.resourceType === 'Script' && row.url.startsWith('http'),
  );
  const bytes = (list: NetworkRow[]) => list.reduce((sum, row) => sum + (row.transferSize ?? 0), 0);
  const lcpDetails = audit('lcp-breakdown-insight')?.details ?? audit('largest-contentful-paint-element')?.details;
  return {
    score: lhr.categories.performance?.score ?? NaN,
    lcp: audit('largest-contentful-paint')?.numericValue ?? NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
    jsBeforeIdle: bytes(rows.filter((row) => named.has(row.url))),
    jsByIdle: bytes(rows),
    lcpElement: lcpElement(lcpDetails),
    lcpBreakdown: breakdown(lcpDetails),
  };
}

/** The medians of a page's runs, plus the LCP element and breakdown of the run with the median LCP. */
function summarise(runs: Run[]): Run {
  const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
  const middle = byLcp[(byLcp.length - 1) >> 1]!;
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    jsBeforeIdle: median(runs.map((r) => r.jsBeforeIdle)),
    jsByIdle: median(runs.map((r) => r.jsByIdle)),
    lcpElement: middle.lcpElement,
    lcpBreakdown: middle.lcpBreakdown,
  };
}

/** Which of issue 16's targets `page` misses against `bare` (empty when it meets them all). */
function misses(target: Target, page: Run, bare: Run): string[] {
  const out: string[] = [];
  const scoreSlack = target.kind === 'tool' ? 0.05 : 0.03;
  if (page.score < bare.score - scoreSlack - 1e-9) out.push(`score more than ${scoreSlack} below`);
  if (page.lcp > bare.lcp + 300) out.push('LCP over bare + 0.3 s');
  if (page.tbt > Math.max(bare.tbt * 1.5, bare.tbt + 0.5)) out.push('TBT over 1.5×');
  if (page.cls > 0.001) out.push('CLS not 0');
  if (target.staticBlocksOnly) {
    if (page.jsBeforeIdle > bare.jsBeforeIdle * 1.1) out.push('JS before idle over 1.1×');
    if (page.jsByIdle > bare.jsByIdle * 1.25) out.push('JS by idle over 1.25×');
  }
  return out;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The pages of every type, the article found through the sitemap. */
async function targets(base: string): Promise<Target[]> {
  const chosen = process.env.PAGES?.split(',').filter(Boolean);
  if (chosen) return chosen.map((path) => ({ label: path, path, kind: 'static' }));
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const article = urls.find((u) => u.startsWith('/learning-center/') && u.split('/').length >= 3) ?? '/learning-center';
  return [
    { label: 'home', path: '/', kind: 'static' },
    { label: 'product page', path: '/life-insurance', kind: 'static' },
    { label: 'article', path: article, kind: 'static' },
    { label: 'hub (grid)', path: '/learning-center', kind: 'static' },
    { label: 'legal (static blocks)', path: urls.find((u) => u === '/privacy') ?? '/privacy', kind: 'static', staticBlocksOnly: true },
    { label: 'form page', path: '/contact-us', kind: 'form' },
    { label: 'RILA tool', path: '/annuities/rila/marketperform', kind: 'tool' },
  ];
}

let product: Product | undefined;
let bare: BarePage | undefined;
let bareWithContent: BarePage | undefined;
let chrome: Awaited<ReturnType<typeof launch>> | undefined;
const instances: SiteInstance[] = [];

/** One site measured: the product itself, or a variant instance beside it. */
interface Site {
  label: string;
  base: string;
}

async function cleanUp(): Promise<void> {
  chrome?.kill();
  chrome = undefined;
  await Promise.all(instances.splice(0).map((instance) => instance.stop()));
  bare?.stop();
  bare = undefined;
  bareWithContent?.stop();
  bareWithContent = undefined;
  await product?.stop();
  product = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().then(() => process.exit(130)));

try {
  const load0 = loadavg();
  const barePort = await portOf('BENCH_BARE_PORT');
  console.log(`Lighthouse ${'mobile'} benchmark, ${RUNS} runs per page; load average ${load0.map((n) => n.toFixed(2)).join(' ')}`);
  if (BLOCKED.length) console.log(`  the site's pages without ${BLOCKED.join(', ')}`);
  bare = await startBarePage(barePort, { perRequest: false, server: 'next-start' });
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  let base = process.env.BENCH_URL?.replace(/\/$/, '');
  if (!base) {
    product = await startProduct('bench-lighthouse');
    base = product.base;
    console.log(`  site started as npm start does on ${base} in ${(product.started / 1000).toFixed(1)} s`);
  }
  const sites: Site[] = [{ label: `SITE_HTML_REWRITES=${process.env.SITE_HTML_REWRITES || 'all'}`, base }];
  if (VARIANTS.length && !product) throw new Error('REWRITE_VARIANTS needs the product the bench starts itself (no BENCH_URL)');
  for (const [i, variant] of VARIANTS.entries()) {
    const port = process.env.BENCH_VARIANT_PORT ? Number(process.env.BENCH_VARIANT_PORT) + i : await freePort();
    const instance = await startSiteInstance(product!, port, { SITE_HTML_REWRITES: variant });
    instances.push(instance);
    sites.push({ label: `SITE_HTML_REWRITES=${variant}`, base: instance.base });
    console.log(`  variant ${variant} on ${instance.base}`);
  }
  if (BARE_CONTENT) {
    const html = await (await fetch(`${base}${BARE_CONTENT}`)).text();
    bareWithContent = await startBarePage(await freePort(), {
      perRequest: false,
      server: 'next-start',
      content: bareContentOf(html),
      contentAs: BARE_CONTENT_AS,
    });
    console.log(`  bare page with the markup of ${BARE_CONTENT} (as ${BARE_CONTENT_AS}) on ${bareWithContent.url}`);
  }
  const pages = await targets(base);
  // Every page once before measuring: the content cache fills on the first render.
  for (const site of sites) for (const page of pages) await (await fetch(`${site.base}${page.path}`)).arrayBuffer();
  await (await fetch(bareUrl)).arrayBuffer();

  chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const bareRuns: Run[] = [];
  const bareContentRuns: Run[] = [];
  const key = (site: Site, page: Target) => `${site.label} ${page.path}`;
  const pageRuns = new Map<string, Run[]>(sites.flatMap((site) => pages.map((p) => [key(site, p), []] as [string, Run[]])));
  for (let run = 0; run < RUNS; run++) {
    const load = loadavg()[0]!.toFixed(2);
    bareRuns.push(await measure(bareUrl, chrome.port, `bare-${run}`));
    if (bareWithContent) bareContentRuns.push(await measure(bareWithContent.url, chrome.port, `bare-content-${run}`));
    for (const page of pages) {
      for (const [i, site] of sites.entries()) {
        const slug = page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        pageRuns.get(key(site, page))!.push(await measure(`${site.base}${page.path}`, chrome.port, `${slug}-${i}-${run}`, BLOCKED));
      }
    }
    console.log(`  run ${run + 1}/${RUNS} done (load average ${load} at its start, ${loadavg()[0]!.toFixed(2)} at its end)`);
  }

  const b = summarise(bareRuns);
  for (const site of sites) {
    const header = `  ${'page'.padEnd(40)}${'perf'.padStart(6)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}${'JS before idle'.padStart(16)}${'JS by idle'.padStart(12)}`;
    console.log(`\n${site.label}: medians of ${RUNS} runs (JavaScript as transferred, gzip)`);
    console.log(header);
    const row = (label: string, r: Run) =>
      console.log(
        `  ${label.padEnd(40).slice(0, 40)}${r.score.toFixed(2).padStart(6)}${seconds(r.lcp).padStart(9)}${`${Math.round(r.tbt)} ms`.padStart(9)}${r.cls.toFixed(3).padStart(7)}${kB(r.jsBeforeIdle).padStart(16)}${kB(r.jsByIdle).padStart(12)}`,
      );
    row('bare Next.js page', b);
    if (bareContentRuns.length) row(`bare page, markup of ${BARE_CONTENT}`, summarise(bareContentRuns));
    for (const page of pages) row(`${page.label} ${page.path}`, summarise(pageRuns.get(key(site, page))!));

    console.log(`\n${site.label}: against the bare page (perf and LCP as differences, the rest as ratios)`);
    console.log(
      `  ${'page'.padEnd(40)}${'perf'.padStart(7)}${'LCP'.padStart(9)}${'TBT'.padStart(7)}${'JS before'.padStart(11)}${'JS by idle'.padStart(12)}  targets`,
    );
    if (bareContentRuns.length) {
      const c = summarise(bareContentRuns);
      console.log(
        `  ${`bare page, markup of ${BARE_CONTENT}`.padEnd(40).slice(0, 40)}${(c.score - b.score).toFixed(2).padStart(7)}${`${((c.lcp - b.lcp) / 1000).toFixed(2)} s`.padStart(9)}${`${(c.tbt / Math.max(b.tbt, 1)).toFixed(2)}×`.padStart(7)}  (the framework alone, for that content)`,
      );
    }
    for (const page of pages) {
      const p = summarise(pageRuns.get(key(site, page))!);
      const missed = misses(page, p, b);
      const sign = (n: number, digits: number) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
      console.log(
        `  ${`${page.label} ${page.path}`.padEnd(40).slice(0, 40)}${sign(p.score - b.score, 2).padStart(7)}${`${sign((p.lcp - b.lcp) / 1000, 2)} s`.padStart(9)}${`${(p.tbt / Math.max(b.tbt, 1)).toFixed(2)}×`.padStart(7)}${`${(p.jsBeforeIdle / b.jsBeforeIdle).toFixed(2)}×`.padStart(11)}${`${(p.jsByIdle / b.jsByIdle).toFixed(2)}×`.padStart(12)}  ${missed.length ? `misses: ${missed.join('; ')}` : 'met'}`,
      );
    }
  }

  console.log('\nlargest contentful paint (the run with the median LCP)');
  for (const [label, r] of [
    ['bare Next.js page', b] as const,
    ...sites.flatMap((site) => pages.map((p) => [`${site.label} ${p.label} ${p.path}`, summarise(pageRuns.get(key(site, p))!)] as const)),
  ])
    console.log(`  ${label}: ${r.lcpElement || '(element not reported)'}\n    ${r.lcpBreakdown || '(no breakdown)'}`);
  console.log(
    `\nload average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await cleanUp();
}
