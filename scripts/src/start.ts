/**
 * `npm start`: the whole product on the embedded defaults, with no manual step.
 *
 * 1. the local content service (unless CONTENTFUL_MANAGEMENT_HOST names a real Contentful), its
 *    publish webhook pointed at the site's `/api/revalidate`;
 * 2. pending migrations (`runPendingMigrations`);
 * 3. the demo content (`seedSpace`, idempotent) into the local service and the demo principal's
 *    approvals of its regulated pages (`recordDemoApprovals`), then the CMS field apps
 *    (cms-extensions/): built when their sources changed, served by the content service at
 *    `/field-apps/{app}/`, their definitions installed and assigned to their fields
 *    (`deployFieldApps`; with a real space only when FIELD_APPS_BASE_URL says where they are hosted);
 * 4. a production build of the site when its sources changed since the last one
 *    (`@insurer/preview-app/build`; webpack: see preview-app/next.config.ts);
 * 5. the local mailbox (SMTP on MAILBOX_PORT, .eml files in MAILBOX_DIR) when the forms backend's
 *    e-mail goes to it (`configuredDownstreams`: neither SMTP_URL nor the e-mail envelope API set);
 * 6. the forms delivery worker (`npm run worker`'s process) and one site instance on PORT (default
 *    3000): `npm run serve`'s process, the production build behind the site's thin server
 *    (`npm run dev`: Next.js's development server);
 * 7. with the local content service only: the authoring workbench on WORKBENCH_PORT (default
 *    3001), built (vite) when its sources changed (`runWorkbench`; `npm run workbench` runs it
 *    alone, against a real space too).
 *
 * Settings reach each part explicitly: the environment (with `.env` loaded) plus the local
 * defaults this command chooses, as one object handed to the content service and to each child
 * process; nothing is written back into `process.env`.
 *
 * Stopping: SIGINT or SIGTERM stops every process it started (the workbench server and any
 * workbench build too) within 10 seconds (each child runs as its own process group, signalled
 * directly). A crashed run's site process is found through its pid file and stopped by the next
 * start, so a second start after a stop or a crash works.
 */
import { type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfig, loadDotEnv, startContentService, type RunningService } from '@insurer/content-service';
import { buildIsCurrent, stampBuild } from '@insurer/preview-app/build';
import { configuredDownstreams, parseFormsConfig } from '@insurer/submissions';
import { parseContentfulEnv } from './contentful-env.js';
import { startMailbox, type RunningMailbox } from './mailbox.js';
import { runPendingMigrations } from './migrate.js';
import {
  removePidFile,
  spawnNext,
  spawnSite,
  spawnWorker,
  stopChild,
  stopLeftover,
  stopWorkbenchBuilds,
  writePidFile,
} from './processes.js';
import { runWorkbench } from './workbench.js';
import type { RunningWorkbench } from '@insurer/workbench/server';

const ROOT = resolve(import.meta.dirname, '../..');
const dev = process.argv.includes('--dev');

loadDotEnv();
const port = Number(process.env.PORT || 3000);
const webhookSecret = process.env.CONTENTFUL_WEBHOOK_SECRET || 'local-webhook-secret';
/** The environment of every part: what the operator set, plus the local defaults chosen here. */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  CONTENTFUL_WEBHOOK_SECRET: webhookSecret,
  ...(process.env.CONTENTFUL_MANAGEMENT_HOST
    ? {}
    : {
        CONTENT_SERVICE_WEBHOOK_URLS: process.env.CONTENT_SERVICE_WEBHOOK_URLS || `http://localhost:${port}/api/revalidate`,
        CONTENT_SERVICE_WEBHOOK_SECRET: process.env.CONTENT_SERVICE_WEBHOOK_SECRET || webhookSecret,
        CONTENT_SERVICE_FIELD_APPS_DIR: process.env.CONTENT_SERVICE_FIELD_APPS_DIR || resolve(ROOT, 'cms-extensions'),
      }),
};

let service: RunningService | undefined;
/** The Next.js process running now: the build, then the site. */
let site: ChildProcess | undefined;
let worker: ChildProcess | undefined;
let stopping = false;
const pidFile = resolve(ROOT, `.data/run/site-${port}.pid`);
const workerPidFile = resolve(ROOT, `.data/run/worker-${port}.pid`);
let webhookUrls: string[] = [];
let mailbox: RunningMailbox | undefined;
let workbench: RunningWorkbench | undefined;

async function main(): Promise<void> {
  await Promise.all([
    stopLeftover(pidFile, 'site', (line) => console.log(`[start] ${line}`)),
    stopLeftover(workerPidFile, 'delivery worker', (line) => console.log(`[start] ${line}`)),
  ]);
  if (!env.CONTENTFUL_MANAGEMENT_HOST) {
    const config = loadConfig(env);
    // Webhooks start once the site answers: seeding publishes hundreds of entries, and the site
    // renders on demand after it anyway, so there is nothing to revalidate before then.
    webhookUrls = config.webhookUrls;
    service = await startContentService({ ...config, webhookUrls: [] });
    console.log(`[start] content service on ${service.httpUrl} (HTTPS ${service.httpsUrl}), data in ${config.dataDir}`);
  } else {
    console.log(`[start] using the Contentful space at ${env.CONTENTFUL_MANAGEMENT_HOST}`);
  }
  const target = parseContentfulEnv(env);
  await runPendingMigrations({ target, ...(service ? { certificate: service.certificate } : {}) });
  if (service) {
    const { seedSpace } = await import('./seed.js');
    const seeded = await seedSpace({ target, certificate: service.certificate });
    // The demo principal approves the demo's regulated pages as published, so the site serves them
    // (a regulated page is served only with an approval of its exact content); the worker records
    // each in the compliance archive once the site serves it.
    const { recordDemoApprovals } = await import('./demo-approvals.js');
    const approvals = await recordDemoApprovals({ env, target, certificate: service.certificate, edited: seeded.kept });
    console.log(
      `[start] demo approvals: ${approvals.approved.length} approved, ${approvals.current.length} already approved` +
        (approvals.edited.length ? `, left for a principal (an editor changed them): ${approvals.edited.join(', ')}` : ''),
    );
  }
  if (service || env.FIELD_APPS_BASE_URL) {
    const { buildFieldApps } = await import('./apps/build.js');
    const { deployFieldApps } = await import('./apps/deploy.js');
    const { fieldAppsBaseUrl } = await import('./apps-deploy.js');
    await buildFieldApps(ROOT, { log: (line) => console.log(`[start] ${line}`) });
    const deployed = await deployFieldApps({
      target,
      baseUrl: service && !env.FIELD_APPS_BASE_URL ? `${service.httpUrl}/field-apps` : fieldAppsBaseUrl(env, false),
      organizationId: env.CONTENTFUL_ORGANIZATION_ID?.trim() || undefined,
      ...(service ? { certificate: service.certificate } : {}),
    });
    console.log(`[start] field apps: ${deployed.map((app) => `${app.field} → ${app.src}`).join(', ')}`);
  }

  if (!dev && !buildIsCurrent(ROOT)) {
    console.log('[start] building the site (next build) …');
    await run(['build', '--webpack']);
    stampBuild(ROOT);
  }
  const email = configuredDownstreams(parseFormsConfig(env)).email;
  if (email.kind === 'smtp' && email.localMailbox) {
    // The embedded default for e-mail: a local SMTP listener keeping each message as an .eml file.
    mailbox = await startMailbox({
      port: Number(env.MAILBOX_PORT || 2525),
      dir: resolve(ROOT, env.MAILBOX_DIR || '.data/mailbox'),
    });
    console.log(`[start] local mailbox on smtp://localhost:${mailbox.port}, messages in ${mailbox.dir}`);
  }
  // The workbench answers before the site does, so whoever waits for the site finds both.
  if (service) workbench = await runWorkbench(ROOT, target, (line) => console.log(`[start] ${line}`), env);
  if (stopping) return;
  worker = spawnWorker(ROOT, env);
  writePidFile(workerPidFile, worker);
  worker.on('exit', (code) => {
    worker = undefined;
    removePidFile(workerPidFile);
    if (!stopping) {
      console.error(`[start] the delivery worker exited with ${code}`);
      void shutdown(code || 1);
    }
  });
  console.log(`[start] site on http://localhost:${port}`);
  site = spawnSite(ROOT, dev, env);
  writePidFile(pidFile, site);
  site.on('exit', (code) => {
    removePidFile(pidFile);
    void shutdown(code ?? 0);
  });
  if (service) {
    await waitForSite(`http://localhost:${port}/robots.txt`);
    service.ctx.config = { ...service.ctx.config, webhookUrls };
  }
}

async function waitForSite(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the site did not answer at ${url}`);
}

/** Runs `next {args}` to its end (the build), as the current site process so a stop ends it too. */
function run(args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    if (stopping) return reject(new Error('stopping'));
    const child = spawnNext(ROOT, args, env);
    site = child;
    child.on('exit', (code) => {
      site = undefined;
      if (code === 0) resolvePromise();
      else reject(new Error(`next ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** Stops the site and the worker (SIGTERM to their process groups, SIGKILL after 7 s), the mailbox and the content service; exits. */
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const hardStop = setTimeout(() => process.exit(code || 1), 9_500);
  hardStop.unref();
  await Promise.allSettled([site ? stopChild(site, 7_000) : undefined, worker ? stopChild(worker, 7_000) : undefined]);
  removePidFile(pidFile);
  removePidFile(workerPidFile);
  await Promise.allSettled([stopWorkbenchBuilds(), workbench?.close(), mailbox?.close(), service?.close()]);
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
