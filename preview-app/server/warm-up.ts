import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * Paths every warm-up requests besides the sitemap's: robots, search, the 404 page, and the
 * readiness check (its connections opened before the load balancer's first check).
 */
const WARM_FIXED = [
  '/robots.txt',
  '/readyz',
  '/search-results?q=insurance',
  '/api/searchapi/api/apps/ProjectOne/query/ProjectOne?q=insurance&rows=10&start=0',
  '/__warm-up-no-such-page__',
];

/**
 * The pages a warm-up requests, from the sitemap's XML: `/`, the first URL two segments deep
 * under each first segment (an article under its hub), the first three deep under each pair,
 * then the top-level pages, at most `max` in all. Answers paths (no origin).
 */
export function warmUpPaths(sitemapXml: string, max = 60): string[] {
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((m) => {
    try {
      return [new URL(m[1]!.trim()).pathname];
    } catch {
      return [];
    }
  });
  const chosen = new Set<string>(['/']);
  const seen = new Set<string>();
  for (const depth of [2, 3, 1])
    for (const path of paths) {
      const segments = path.split('/').filter(Boolean);
      if (segments.length !== depth) continue;
      const key = segments.slice(0, Math.max(1, depth - 1)).join('/') + `#${depth}`;
      if (seen.has(key)) continue;
      seen.add(key);
      chosen.add(path);
    }
  return [...chosen].slice(0, max);
}

/**
 * Warms the site answering at `base` before visitors reach it: Next.js's route modules are
 * loaded, the content cache (header, footer, pages, form definitions) filled, the search index
 * and the forms route's dependencies opened. GETs `/`, the sitemap's pages (`warmUpPaths`) and
 * the fixed paths two at a time, then POSTs the form route once from a foreign origin (answered
 * 403 before any rate limit or database write, so no visitor's form allowance is spent). Stops
 * after `budgetMs`; a failing request is skipped. Answers how many requests ran and the time.
 * docs/requirements.md#decision-warm-start
 */
export async function warmUp(base: string, budgetMs: number): Promise<{ requests: number; ms: number }> {
  const t0 = performance.now();
  const deadline = t0 + budgetMs;
  let requests = 0;
  const get = async (path: string): Promise<string> => {
    if (performance.now() > deadline) return '';
    requests++;
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now()))) });
      return await res.text();
    } catch {
      return '';
    }
  };
  const sitemap = await get('/sitemap.xml');
  const queue = [...warmUpPaths(sitemap), ...WARM_FIXED];
  await Promise.all(
    [0, 1].map(async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await get(path);
    }),
  );
  if (performance.now() < deadline) {
    requests++;
    await fetch(`${base}/api/forms/warm-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://warm-up.invalid' },
      body: '{"values":{},"tracking":{}}',
      signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now()))),
    })
      // The budget may run out while the answer's body is still arriving: that abort rejects the
      // body's read, and it must be skipped like a failed request (it once stopped an instance).
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
  }
  return { requests, ms: performance.now() - t0 };
}

/**
 * Runs `warmUp` through a listener of `handler` on a free loopback port, closed afterwards; answers
 * what it did (`requests` 0 when it had to be cut short 2 s after its budget). Never takes much
 * more than `budgetMs` + 3 s.
 */
export async function warmThrough(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  budgetMs: number,
): Promise<{ requests: number; ms: number }> {
  const warm = createServer(handler);
  await new Promise<void>((done) => warm.listen(0, '127.0.0.1', () => done()));
  const { port } = warm.address() as AddressInfo;
  const t0 = performance.now();
  // Bounded whatever happens to one request: an aborted fetch's body was seen to never settle
  // under load, which left an instance warming up for ever instead of listening.
  const late = (ms: number) => new Promise<undefined>((done) => setTimeout(() => done(undefined), ms).unref());
  try {
    return (
      (await Promise.race([warmUp(`http://127.0.0.1:${port}`, budgetMs), late(budgetMs + 2_000)])) ?? {
        requests: 0,
        ms: performance.now() - t0,
      }
    );
  } finally {
    const closed = new Promise<void>((done) => warm.close(() => done()));
    warm.closeAllConnections();
    await Promise.race([closed, late(1_000)]);
    // Whatever is still open on the private listener goes now; the site listens on its own port.
    warm.closeAllConnections();
  }
}
