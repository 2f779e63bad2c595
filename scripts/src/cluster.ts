/**
 * `npm run cluster`: on this machine, what a deployment runs (docs/architecture.md#running-at-scale),
 * each part a process of its own, the commands the same as `deploy/compose.yaml`'s:
 *
 * 1. PostgreSQL (Debian's `postgresql`), initialised into `${CLUSTER_DATA_DIR}/postgres` on first
 *    start and run by this script (site-db/src/postgres-server.ts): the site database of every instance and
 *    the delivery worker;
 * 2. Redis (Debian's `redis-server`, no persistence, 256 MB, least recently used keys go first):
 *    the published-content cache every instance shares;
 * 3. the local content service (`npm run content-service`), migrated and seeded (first with its
 *    webhook off, as `npm start` seeds), then with its publish webhook through the front door;
 * 4. the delivery worker (`npm run worker`) and, when e-mail goes to it, the local mailbox
 *    (`scripts/src/mailbox.ts`);
 * 5. two site instances (`npm run serve`) from one production build (built first, as `npm start`
 *    does, when the sources changed);
 * 6. HAProxy (Debian's `haproxy`) in front of them on PORT (cluster/haproxy.ts): health checks,
 *    retries on another instance, a request id.
 *
 * SIGTERM or SIGINT stops every part cleanly, front door first (HAProxy finishes what it
 * proxies, the instances drain, the worker finishes its deliveries, PostgreSQL shuts down fast);
 * a part that exits on its own is reported and left stopped, and SIGHUP to this process
 * (`kill -HUP $(cat ${CLUSTER_DATA_DIR}/run/cluster.pid)`; npm does not pass SIGHUP on) starts
 * again every part that is not running, as `docker compose up` would. Pid files are in `${CLUSTER_DATA_DIR}/run/`;
 * a run that crashed leaves processes a second run stops first.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadDotEnv } from '@insurer/content-service';
import { buildIsCurrent, stampBuild } from '@insurer/preview-app/build';
import { configuredDownstreams, parseFormsConfig } from '@insurer/submissions';
import { commonEnv, contentServiceEnv, parseClusterConfig, siteEnv, type ClusterConfig } from './cluster/config.js';
import { haproxyConfig } from './cluster/haproxy.js';
import { answers200, Part, redisAnswers, smtpAnswers, stopGroup, type PartSpec } from './cluster/parts.js';
import { ensureSiteDatabase, postgresArgs, postgresBinDir, preparePostgres, type PostgresSetup } from '@insurer/site-db/postgres-server';
import { parseContentfulEnv } from './contentful-env.js';
import { runPendingMigrations } from './migrate.js';
import { spawnNext } from './processes.js';

const ROOT = resolve(import.meta.dirname, '../..');
const log = (line: string) => console.log(`[cluster] ${line}`);

loadDotEnv();
const config = parseClusterConfig(process.env, ROOT);
const runDir = join(config.dataDir, 'run');
/** The parts in start order; stopped front door first. */
const parts: Part[] = [];
let stopping = false;

/** The command line of `node --import tsx <script>`, as the root's npm scripts run each part. */
function nodePart(script: string): Pick<PartSpec, 'command' | 'args' | 'cwd'> {
  return { command: process.execPath, args: ['--import', 'tsx', script], cwd: ROOT };
}

/** Stops what a crashed run left (its pid files), so the ports are free again. */
async function stopLeftovers(): Promise<void> {
  if (!existsSync(runDir)) return;
  for (const file of readdirSync(runDir).filter((name) => name.endsWith('.pid') && name !== 'cluster.pid')) {
    const pid = Number(readFileSync(join(runDir, file), 'utf8'));
    rmSync(join(runDir, file), { force: true });
    const command = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
    if (!Number.isInteger(pid) || pid <= 1 || !/postgres|redis-server|haproxy|node/.test(command)) continue;
    log(`stopping ${file.replace(/\.pid$/, '')} left running by an earlier run (process group ${pid})`);
    await stopGroup(pid, 'SIGTERM', 10_000);
  }
}

function postgresPart(setup: PostgresSetup): Part {
  return new Part(
    {
      name: 'postgres',
      command: join(setup.bin, 'postgres'),
      args: postgresArgs(setup),
      cwd: config.dataDir,
      env: { ...process.env, LC_ALL: 'C' },
      runAs: setup.runAs,
      // SIGINT: PostgreSQL's fast shutdown (clients disconnected, everything written).
      stopSignal: 'SIGINT',
      graceMs: 15_000,
      ready: () => ensureSiteDatabase(setup, 2_000),
      ports: [setup.port],
    },
    runDir,
    log,
  );
}

function redisPart(): Part {
  const dir = join(config.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  return new Part(
    {
      name: 'redis',
      command: 'redis-server',
      // A cache: nothing written to disk, bounded, least recently used keys evicted first.
      args: [
        '--port',
        String(config.redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--maxmemory',
        '256mb',
        '--maxmemory-policy',
        'allkeys-lru',
      ],
      cwd: dir,
      env: process.env,
      stopSignal: 'SIGTERM',
      graceMs: 5_000,
      ready: () => redisAnswers(config.redisPort),
      ports: [config.redisPort],
    },
    runDir,
    log,
  );
}

function contentServicePart(common: NodeJS.ProcessEnv, webhooks: boolean): Part {
  return new Part(
    {
      name: 'content-service',
      ...nodePart('content-service/src/main.ts'),
      env: contentServiceEnv(config, common, webhooks),
      stopSignal: 'SIGTERM',
      graceMs: 10_000,
      ready: () => answers200(`http://127.0.0.1:${config.contentServicePort}/healthz`),
      ports: [config.contentServicePort, config.contentServiceTlsPort],
    },
    runDir,
    log,
  );
}

/** The local mailbox (`scripts/src/mailbox.ts`), when the e-mails go to it (no SMTP_URL, no envelope API). */
function mailboxPart(common: NodeJS.ProcessEnv): Part {
  return new Part(
    {
      name: 'mailbox',
      ...nodePart('scripts/src/mailbox.ts'),
      env: { ...common, MAILBOX_DIR: resolve(ROOT, common.MAILBOX_DIR || join(config.dataDir, 'mailbox')) },
      stopSignal: 'SIGTERM',
      graceMs: 5_000,
      ready: () => smtpAnswers(config.mailboxPort),
      ports: [config.mailboxPort],
    },
    runDir,
    log,
  );
}

function workerPart(common: NodeJS.ProcessEnv): Part {
  return new Part(
    {
      name: 'worker',
      ...nodePart('scripts/src/worker-main.ts'),
      env: common,
      stopSignal: 'SIGTERM',
      graceMs: 20_000,
      // It serves no HTTP: started is ready; an early exit is reported.
      ready: async () => undefined,
    },
    runDir,
    log,
  );
}

function sitePart(common: NodeJS.ProcessEnv, index: number, sitePort: number): Part {
  return new Part(
    {
      name: `site-${index + 1}`,
      ...nodePart('preview-app/server/main.ts'),
      env: siteEnv(config, common, sitePort),
      stopSignal: 'SIGTERM',
      graceMs: 15_000,
      ready: () => answers200(`http://127.0.0.1:${sitePort}/healthz`),
      ports: [sitePort],
    },
    runDir,
    log,
  );
}

function haproxyPart(options: ClusterConfig): Part {
  const file = join(options.dataDir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ bind: `127.0.0.1:${options.port}`, servers: options.sitePorts.map((port) => `127.0.0.1:${port}`) }));
  return new Part(
    {
      name: 'haproxy',
      command: 'haproxy',
      args: ['-db', '-f', file],
      cwd: options.dataDir,
      env: process.env,
      // SIGUSR1: HAProxy's soft stop (stops listening, finishes the requests it proxies).
      stopSignal: 'SIGUSR1',
      graceMs: 5_000,
      ready: () => answers200(`http://127.0.0.1:${options.port}/healthz`),
      ports: [options.port],
    },
    runDir,
    log,
  );
}

/** The site's production build, made when the sources changed since the last one (as `npm start`). */
function ensureBuild(): Promise<void> {
  if (buildIsCurrent(ROOT)) return Promise.resolve();
  log('building the site (next build) …');
  return new Promise((resolveBuild, reject) => {
    const child = spawnNext(ROOT, ['build', '--webpack'], process.env);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`next build exited with ${code}`));
      stampBuild(ROOT);
      resolveBuild();
    });
  });
}

async function main(): Promise<void> {
  mkdirSync(config.dataDir, { recursive: true });
  await stopLeftovers();
  // For the operator's `kill -HUP` (npm does not pass SIGHUP on to this process).
  mkdirSync(runDir, { recursive: true });
  writeFileSync(join(runDir, 'cluster.pid'), String(process.pid));
  const setup = await preparePostgres({
    bin: postgresBinDir(process.env),
    dataDir: join(config.dataDir, 'postgres'),
    passwordFile: join(config.dataDir, 'postgres.password'),
    port: config.postgresPort,
    log,
  });
  const common = commonEnv(config, process.env, setup.databaseUrl);
  const start = async (part: Part) => {
    if (stopping) return;
    parts.push(part);
    await part.start();
  };
  await Promise.all([start(postgresPart(setup)), start(redisPart())]);
  log(`PostgreSQL on 127.0.0.1:${config.postgresPort} (database site, data in ${setup.dataDir}); Redis on 127.0.0.1:${config.redisPort}`);

  // Migrations and the demo content first, with the publish webhook off (nothing to revalidate yet).
  const seeding = contentServicePart(common, false);
  await seeding.start();
  const target = parseContentfulEnv(contentServiceEnv(config, common, false), ROOT);
  const certificate = readFileSync(target.certificatePath!, 'utf8');
  await runPendingMigrations({ target, certificate, log: (line) => log(line) });
  const { seedSpace } = await import('./seed.js');
  await seedSpace({ target, certificate });
  await seeding.stop();
  await start(contentServicePart(common, true));

  await ensureBuild();
  const email = configuredDownstreams(parseFormsConfig(common)).email;
  if (email.kind === 'smtp' && email.localMailbox) await start(mailboxPart(common));
  await start(workerPart(common));
  await Promise.all(config.sitePorts.map((sitePort, i) => start(sitePart(common, i, sitePort))));
  await start(haproxyPart(config));
  if (stopping) return;
  log(
    `site on http://localhost:${config.port} (HAProxy) in front of ${config.sitePorts.map((p) => `http://localhost:${p}`).join(', ')}; ` +
      `content service on http://localhost:${config.contentServicePort}; SIGTERM stops everything, SIGHUP starts what stopped`,
  );
}

/** Starts again, in order, every part that is not running. */
async function restartStopped(): Promise<void> {
  for (const part of parts) {
    if (stopping || part.running) continue;
    log(`starting ${part.spec.name} again`);
    await part.start().catch((error: unknown) => log(`${part.spec.name}: ${error instanceof Error ? error.message : String(error)}`));
  }
}

/** Stops every part (front door first, the instances together, the stores last) and exits with `code`. */
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const byName = (...names: string[]) =>
    parts.filter((part) => names.some((name) => part.spec.name === name || part.spec.name.startsWith(`${name}-`)));
  const stores = byName('redis', 'postgres');
  const order = [byName('haproxy'), byName('site'), byName('worker')];
  // Whatever else runs (the content service, the mailbox) goes next; the stores last.
  order.push(
    parts.filter((part) => !order.flat().includes(part) && !stores.includes(part)),
    stores,
  );
  for (const group of order) await Promise.allSettled(group.map((part) => part.stop()));
  rmSync(join(runDir, 'cluster.pid'), { force: true });
  log('stopped');
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void restartStopped());

main().catch(async (error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  await shutdown(1);
});
