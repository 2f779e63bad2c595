/**
 * `npm run bench:cluster`: the production topology under a fault (issue 30). Starts
 * `npm run cluster` (scripts/src/cluster/run.ts) on the `BENCH_CLUSTER_*` ports (free loopback
 * ports otherwise) with a throwaway data folder, then:
 *
 * 1. publish to visible: PUBLISHES (10) times, a new title for the privacy page published through
 *    the Management API; the time until HAProxy and each instance directly all show it (polled
 *    every 50 ms): p50 and max;
 * 2. the fault run (scripts/src/cluster/fault-load.ts): VISITORS (50) concurrent visitors and
 *    SUBMITTERS (20) concurrent contact-form submitters through HAProxy for LOAD_SECONDS (60); at
 *    half time one instance gets `kill -9`; then accepted, lost, duplicated, failed visitor
 *    requests and drain time.
 *
 * Prints the figures with the machine's load (`uptime`); exits 1 when an accepted submission was
 * lost or duplicated. Needs Debian's postgresql, redis-server and haproxy, and the site's
 * production build (made first when the sources changed, as `npm run cluster` does).
 *
 *   npm run bench:cluster
 *   LOAD_SECONDS=20 PUBLISHES=3 npm run bench:cluster
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { startCluster } from '../src/cluster/run.js';
import { benchClusterPorts } from './cluster-ports.js';
import { describeFaultLoad, FAULT_RUN_LIMITS_OFF, runFaultLoad } from '../src/cluster/fault-load.js';
import { percentile } from './product.js';

const PUBLISHES = Number(process.env.PUBLISHES ?? 10);
const LOAD = {
  visitors: Number(process.env.VISITORS ?? 50),
  submitters: Number(process.env.SUBMITTERS ?? 20),
  seconds: Number(process.env.LOAD_SECONDS ?? 60),
};

const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const ports = await benchClusterPorts();
console.log(`starting npm run cluster on ${JSON.stringify(ports)}; ${load()}`);
const cluster = await startCluster(ports, '.data/bench-cluster', FAULT_RUN_LIMITS_OFF);
let exitCode = 0;
try {
  const origins = [cluster.base, ...ports.sites.map((port) => `http://localhost:${port}`)];
  const cma = `http://localhost:${ports.contentService}/spaces/insurerlocal/environments/master`;
  const headers = { Authorization: 'Bearer CFPAT-local-management-token', 'Content-Type': 'application/vnd.contentful.management.v1+json' };
  const visibleMs: number[] = [];
  for (let i = 0; i < PUBLISHES; i++) {
    const title = `Privacy policy ${i} ${Date.now()} | Lanternfield Mutual`;
    const entry = (await (await fetch(`${cma}/entries/page-privacy`, { headers })).json()) as { sys: { version: number }; fields: object };
    const updated = (await (
      await fetch(`${cma}/entries/page-privacy`, {
        method: 'PUT',
        headers: { ...headers, 'X-Contentful-Version': String(entry.sys.version) },
        body: JSON.stringify({ fields: { ...entry.fields, title: { 'en-US': title } } }),
      })
    ).json()) as { sys: { version: number } };
    const t0 = performance.now();
    await fetch(`${cma}/entries/page-privacy/published`, {
      method: 'PUT',
      headers: { ...headers, 'X-Contentful-Version': String(updated.sys.version) },
    });
    const pending = new Set(origins);
    while (pending.size > 0 && performance.now() - t0 < 30_000) {
      for (const origin of [...pending]) if ((await (await fetch(`${origin}/privacy`)).text()).includes(title)) pending.delete(origin);
      if (pending.size) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    visibleMs.push(pending.size ? Infinity : performance.now() - t0);
  }
  visibleMs.sort((a, b) => a - b);
  console.log(
    `publish to visible on HAProxy and both instances (${PUBLISHES} publishes): p50 ${percentile(visibleMs, 50).toFixed(0)} ms, max ${visibleMs.at(-1)!.toFixed(0)} ms; ${load()}`,
  );

  const sitemap = await (await fetch(`${cluster.base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const options = { ...LOAD, killAt: LOAD.seconds / 2 };
  const result = await runFaultLoad({
    ...options,
    base: cluster.base,
    paths,
    kill: () => process.kill(-cluster.pid('site-2')!, 'SIGKILL'),
    database: () => cluster.database(),
  });
  for (const line of describeFaultLoad(options, result)) console.log(line);
  console.log(
    `HAProxy took the instance out: ${cluster.lines.some((line) => /Server site_ready\/site2 is DOWN/.test(line)) ? 'yes' : 'no'}; ${load()}`,
  );
  if (result.lost || result.duplicated) exitCode = 1;
} finally {
  await cluster.stop();
}
process.exit(exitCode);
