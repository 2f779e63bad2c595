/**
 * The whole product as `npm start` runs it (`scripts/src/start.ts` as a child process: the local
 * content service, migrations, seed, the site behind its thin server, the delivery worker), for the benchmarks that
 * need a site of their own (`bench:lighthouse`, `bench:cold-start`). Ports come from
 * `BENCH_PORT`, `BENCH_CONTENT_SERVICE_PORT`, `BENCH_CONTENT_SERVICE_TLS_PORT` and
 * `BENCH_MAILBOX_PORT` (free loopback ports otherwise); the data lives in a throwaway folder that
 * `stop()` removes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

export const ROOT = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 15 * 60_000; // the first start may build the site

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A port the system just handed out (then released). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

/** The port named by the environment variable `variable`, else a free one. */
export const portOf = (variable: string): Promise<number> =>
  process.env[variable] ? Promise.resolve(Number(process.env[variable])) : freePort();

/** A running product: its base URL, `restart()` (stop, start again) and `stop()` (also removes the data). */
export interface Product {
  base: string;
  /** Milliseconds from spawning `start.ts` to the first 200 of `/robots.txt`. */
  started: number;
  /** The environment the product runs with (its ports, data folder, database). */
  env: NodeJS.ProcessEnv;
  restart(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts the product on the `BENCH_*` ports with a throwaway data folder and waits until the
 * site answers `/robots.txt` (what `npm start` itself waits for).
 * @param name the temporary folder's prefix.
 * @param extraEnv variables added to the product's environment.
 * @throws Error with the tail of the product's output when it does not answer within 15 minutes.
 */
export async function startProduct(name: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Product> {
  const [port, contentPort, contentTlsPort, mailboxPort] = await Promise.all(
    ['BENCH_PORT', 'BENCH_CONTENT_SERVICE_PORT', 'BENCH_CONTENT_SERVICE_TLS_PORT', 'BENCH_MAILBOX_PORT'].map(portOf),
  );
  const data = mkdtempSync(join(tmpdir(), `${name}-`));
  const base = `http://localhost:${port}`;
  const logPath = join(data, 'start.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SITE_URL: base,
    CONTENT_SERVICE_PORT: String(contentPort),
    CONTENT_SERVICE_TLS_PORT: String(contentTlsPort),
    CONTENT_SERVICE_DATA_DIR: join(data, 'content'),
    MAILBOX_PORT: String(mailboxPort),
    MAILBOX_DIR: join(data, 'mailbox'),
    SITE_DATABASE_PATH: join(data, 'site.sqlite'),
    DATABASE_URL: '',
    SMTP_URL: '',
    EMAIL_ENVELOPE_URL: '',
    LEAD_ROUTE_URL: '',
    WEB_TO_LEAD_URL: '',
    LEAD_ASSIGNMENT_URL: '',
    FORMS_RATE_LIMIT: '0',
    FORMS_NETWORK_RATE_LIMIT: '0',
    // Benches measure delivery, not the site-wide ceiling on e-mails to submitted addresses.
    EMAIL_SUBMITTED_HOURLY_LIMIT: '0',
    ...extraEnv,
  };
  let child: ChildProcess | undefined;

  const tail = () => (existsSync(logPath) ? readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n') : '');

  async function start(): Promise<number> {
    const out = openSync(logPath, 'a');
    const spawned = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/src/start.ts')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', out, out],
    });
    child = spawned;
    const t0 = performance.now();
    while (performance.now() - t0 < START_TIMEOUT_MS) {
      if (spawned.exitCode !== null || spawned.signalCode !== null) break;
      try {
        if ((await fetch(`${base}/robots.txt`)).ok) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the product did not start on ${base}; its output is in ${logPath}:\n${tail()}`);
  }

  async function halt(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
  }

  let stopped = false;
  const product: Product = {
    base,
    started: 0,
    env,
    async restart() {
      await halt();
      return start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await halt();
      rmSync(data, { recursive: true, force: true });
    },
  };
  try {
    product.started = await start();
  } catch (error) {
    await product.stop();
    throw error;
  }
  return product;
}

/** The value at percentile `p` (0–100) of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The median of a list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A second site process beside a product: its base URL and `stop()`. */
export interface SiteInstance {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts one more site instance (`npm run serve`'s process, the production build behind the thin
 * server) beside `product`, against the same content service and site database, on `port` with
 * `extraEnv` added (e.g. `SITE_HTML_REWRITES=none`), and waits until it answers `/robots.txt`.
 * @throws Error when it does not answer within 5 minutes (it warms up first).
 */
export async function startSiteInstance(product: Product, port: number, extraEnv: NodeJS.ProcessEnv): Promise<SiteInstance> {
  const serve = createRequire(join(ROOT, 'scripts/package.json')).resolve('@insurer/preview-app/serve');
  const child = spawn(process.execPath, ['--import', 'tsx', serve], {
    cwd: join(ROOT, 'preview-app'),
    env: { ...product.env, ...extraEnv, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
  };
  const t0 = performance.now();
  while (performance.now() - t0 < 5 * 60_000 && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`the site instance on ${base} did not start`);
}
