/**
 * `npm run cluster` as a child process, for `e2e/cluster.e2e.ts` and `npm run bench:cluster`:
 * started on given ports with a fresh data folder, its output kept line by line (the parts' JSON
 * log lines parsed; all of it in `cluster.log` in the data folder), its parts' pids read from
 * their pid files, and stopped with SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openSiteDb, type SiteDb } from '@insurer/site-db';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Where a cluster listens. */
export interface ClusterPorts {
  /** HAProxy, the front door. */
  front: number;
  sites: [number, number];
  contentService: number;
  contentServiceTls: number;
  mailbox: number;
  postgres: number;
  redis: number;
}

/** One JSON log line of a part (the site, the forms, the cache, HAProxy). */
export interface JsonLine {
  name?: string;
  msg?: string;
  level?: string;
  pid?: number;
  requestId?: string;
  [field: string]: unknown;
}

export interface RunningCluster {
  ports: ClusterPorts;
  /** `http://localhost:{front}`. */
  base: string;
  /** Every line it wrote so far. */
  lines: string[];
  /** The lines that are JSON objects, parsed. */
  json(): JsonLine[];
  /** Resolves once a line matches `pattern` (counting only lines written from `from` on); rejects after `timeoutMs`. */
  waitForLine(pattern: RegExp, timeoutMs: number, from?: number): Promise<string>;
  /** The pid of a part (`site-1`, `redis`, …) from its pid file; undefined when it is not running. */
  pid(part: string): number | undefined;
  /** Sends `signal` to the cluster script itself (SIGHUP starts again what stopped). */
  signal(signal: NodeJS.Signals): void;
  /** The cluster's site database (PostgreSQL), opened on first use. */
  database(): Promise<SiteDb>;
  /** SIGTERM; resolves when it exited, with its exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `npm run cluster` on `ports` with its data in `dataDir` (removed first) and `extraEnv`,
 * and waits until it says the site is up (at most `timeoutMs`).
 * @throws Error with the end of its output when it exits first or does not come up in time.
 */
export async function startCluster(
  ports: ClusterPorts,
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
  timeoutMs = 600_000,
): Promise<RunningCluster> {
  const data = resolve(ROOT, dataDir);
  rmSync(data, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/src/cluster.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(ports.front),
      CLUSTER_SITE_PORTS: ports.sites.join(','),
      CLUSTER_POSTGRES_PORT: String(ports.postgres),
      CLUSTER_REDIS_PORT: String(ports.redis),
      CLUSTER_DATA_DIR: data,
      CONTENT_SERVICE_PORT: String(ports.contentService),
      CONTENT_SERVICE_TLS_PORT: String(ports.contentServiceTls),
      MAILBOX_PORT: String(ports.mailbox),
      // Nothing of the developer's own setup: the cluster's own services only.
      DATABASE_URL: '',
      REDIS_URL: '',
      SITE_URL: '',
      SMTP_URL: '',
      EMAIL_ENVELOPE_URL: '',
      LEAD_ROUTE_URL: '',
      LEAD_ASSIGNMENT_URL: '',
      WEB_TO_LEAD_URL: '',
      MAILBOX_DIR: '',
      CONTENT_SERVICE_DATA_DIR: '',
      CONTENT_SERVICE_WEBHOOK_URLS: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let partial = '';
  // Everything it writes is also kept in `${dataDir}/cluster.log`, for reading after a failure.
  mkdirSync(data, { recursive: true });
  const logFile = join(data, 'cluster.log');
  const take = (chunk: Buffer) => {
    appendFileSync(logFile, chunk);
    const text = partial + chunk.toString();
    const rows = text.split('\n');
    partial = rows.pop() ?? '';
    lines.push(...rows.filter(Boolean));
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let database: Promise<SiteDb> | undefined;

  const cluster: RunningCluster = {
    ports,
    base: `http://localhost:${ports.front}`,
    lines,
    json: () =>
      lines.flatMap((line) => {
        if (!line.startsWith('{')) return [];
        try {
          return [JSON.parse(line) as JsonLine];
        } catch {
          return [];
        }
      }),
    waitForLine(pattern, waitMs, from = 0) {
      return new Promise((done, fail) => {
        const check = () => {
          const found = lines.slice(from).find((line) => pattern.test(line));
          if (found !== undefined) {
            clearTimeout(timer);
            waiters.delete(check);
            done(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`no line matched ${pattern} within ${waitMs} ms; the last ones:\n${lines.slice(-40).join('\n')}`));
        }, waitMs);
        waiters.add(check);
        check();
      });
    },
    pid(part) {
      const file = join(data, 'run', `${part}.pid`);
      return existsSync(file) ? Number(readFileSync(file, 'utf8')) : undefined;
    },
    signal(signal) {
      child.kill(signal);
    },
    database() {
      database ??= openSiteDb({
        databaseUrl: `postgres://site:${encodeURIComponent(readFileSync(join(data, 'postgres.password'), 'utf8').trim())}@127.0.0.1:${ports.postgres}/site`,
        sqlitePath: ':memory:',
        poolSize: 2,
      });
      return database;
    },
    async stop() {
      if (database) await (await database).close();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  try {
    await Promise.race([
      cluster.waitForLine(/^\[cluster\] site on http:\/\/localhost:\d+ \(HAProxy\)/, timeoutMs),
      exited.then((code) => {
        throw new Error(`npm run cluster exited with ${code}; its last output:\n${lines.slice(-60).join('\n')}`);
      }),
    ]);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
