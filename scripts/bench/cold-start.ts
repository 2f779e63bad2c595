/**
 * `npm run bench:cold-start`: how the first visitors after a restart are served, against warm.
 *
 * Starts the product as `npm start` does (`scripts/bench/product.ts`: free loopback ports or the
 * `BENCH_*` ports, a throwaway data folder), restarts it so the build and the seed are behind it,
 * and as soon as the site answers `/robots.txt` (what `npm start` waits for) sends, one burst
 * after the other:
 *
 * - CONCURRENCY (100) concurrent valid lead-form submissions (`annuities-form-hc`,
 *   `connect-with-FP-hc`, JSON `{ values, tracking }` with the site's Origin, as the form
 *   component posts them);
 * - CONCURRENCY concurrent page requests spread over the page types (home, product, article,
 *   hub, legal, form page, the RILA tool).
 *
 * Then the same two bursts again on the now warm site. Prints p50, p95 and max of each burst and
 * the ratio of the cold max to the warm max. The per-address form limit is off
 * (`FORMS_RATE_LIMIT=0`): every request comes from this one address. Asserts nothing.
 *
 *   npm run bench:cold-start
 *   CONCURRENCY=100 BENCH_PORT=3360 BENCH_CONTENT_SERVICE_PORT=4360 BENCH_CONTENT_SERVICE_TLS_PORT=4760 \
 *     BENCH_MAILBOX_PORT=2760 npm run bench:cold-start
 */
import { performance } from 'node:perf_hooks';
import { percentile, startProduct, type Product } from './product.js';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 100);
const FORMS = ['annuities-form-hc', 'connect-with-FP-hc'] as const;
const PAGES = [
  '/',
  '/life-insurance',
  '/learning-center',
  '/learning-center/how-much-life-insurance-do-you-need',
  '/privacy',
  '/contact-us',
  '/annuities/rila/marketperform',
];

/** The time of one request in milliseconds, or the error it ended with. */
interface Timing {
  ms: number;
  error?: string;
}

let serial = 0;

/** Posts one valid lead form the way the site's form component does. */
async function submit(base: string): Promise<Timing> {
  const n = serial++;
  const body = JSON.stringify({
    values: { firstName: 'Cold', lastName: 'Start', email: `cold${n}@example.com`, zipCode: '10001', interested: ['3'] },
    tracking: { LifeCampaignName: 'cold-start-bench', ClientId: `GA1.1.${n}` },
  });
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api/forms/${FORMS[n % FORMS.length]!}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, referer: `${base}/annuities` },
      body,
    });
    const answer = (await res.json()) as { id?: string; message?: string };
    const ms = performance.now() - t0;
    return res.ok && answer.id ? { ms } : { ms, error: `${res.status} ${answer.message ?? ''}`.trim() };
  } catch (error) {
    return { ms: performance.now() - t0, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Gets one page and reads its body. */
async function page(base: string, n: number): Promise<Timing> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}${PAGES[n % PAGES.length]!}`);
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    return res.ok ? { ms } : { ms, error: String(res.status) };
  } catch (error) {
    return { ms: performance.now() - t0, error: error instanceof Error ? error.message : String(error) };
  }
}

/** CONCURRENCY requests at once; answers their timings sorted. */
async function burst(request: (n: number) => Promise<Timing>): Promise<{ times: number[]; errors: string[] }> {
  const results = await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => request(n)));
  return {
    times: results.map((r) => r.ms).sort((a, b) => a - b),
    errors: results.flatMap((r) => (r.error ? [r.error] : [])),
  };
}

const fmt = (n: number) => `${n.toFixed(0)} ms`.padStart(9);
function line(label: string, { times, errors }: { times: number[]; errors: string[] }): void {
  const kinds = new Map<string, number>();
  for (const e of errors) kinds.set(e, (kinds.get(e) ?? 0) + 1);
  console.log(
    `  ${label.padEnd(34)}${fmt(percentile(times, 50))}${fmt(percentile(times, 95))}${fmt(times.at(-1) ?? NaN)}   ${errors.length ? [...kinds].map(([e, k]) => `${k}× ${e}`).join(', ') : 'no errors'}`,
  );
}

let product: Product | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void product?.stop().then(() => process.exit(130)));

try {
  product = await startProduct('bench-cold-start');
  const { base } = product;
  console.log(`cold-start benchmark: npm start's product on ${base}, ${CONCURRENCY} concurrent requests a burst`);
  const restarted = await product.restart();
  console.log(`  restarted: the site answered /robots.txt ${(restarted / 1000).toFixed(1)} s after the start`);
  const coldForms = await burst(() => submit(base));
  const coldPages = await burst((n) => page(base, n));
  const warmForms = await burst(() => submit(base));
  const warmPages = await burst((n) => page(base, n));
  console.log(`  ${'burst'.padEnd(34)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}`);
  line('forms, first after the restart', coldForms);
  line('pages, first after the restart', coldPages);
  line('forms, warm', warmForms);
  line('pages, warm', warmPages);
  const ratio = (cold: number[], warm: number[]) => ((cold.at(-1) ?? NaN) / (warm.at(-1) ?? NaN)).toFixed(2);
  console.log(
    `  cold max / warm max: forms ${ratio(coldForms.times, warmForms.times)}×, pages ${ratio(coldPages.times, warmPages.times)}×`,
  );
} finally {
  await product?.stop();
}
