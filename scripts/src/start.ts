/**
 * `npm start`: the whole product on the embedded defaults, with no manual step.
 *
 * 1. the local content service (unless CONTENTFUL_MANAGEMENT_HOST names a real Contentful), its
 *    publish webhook pointed at the site's `/api/revalidate`;
 * 2. pending migrations (`runPendingMigrations`);
 * 3. the demo content (`seedSpace`, idempotent) into the local service;
 * 4. a production build of preview-app when the sources changed since the last one (webpack:
 *    see preview-app/next.config.ts);
 * 5. the local mailbox (SMTP on MAILBOX_PORT, .eml files in MAILBOX_DIR) unless SMTP_URL or the
 *    e-mail envelope API is configured;
 * 6. `next start` on PORT (default 3000) — never the dev server (`npm run dev` runs that).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfig, loadDotEnv, startContentService, type RunningService } from '@insurer/content-service';
import { loadContentfulEnv } from './contentful-env.js';
import { startMailbox, type RunningMailbox } from './mailbox.js';
import { runPendingMigrations } from './migrate.js';
import { buildIsCurrent, clearRuntimeCache, stampBuild } from './site-build.js';

const ROOT = resolve(import.meta.dirname, '../..');
const dev = process.argv.includes('--dev');

loadDotEnv();
const port = Number(process.env.PORT || 3000);
process.env.PORT = String(port);
process.env.CONTENTFUL_WEBHOOK_SECRET ||= 'local-webhook-secret';

let service: RunningService | undefined;
let site: ChildProcess | undefined;
let webhookUrls: string[] = [];
let mailbox: RunningMailbox | undefined;

async function main(): Promise<void> {
  if (!process.env.CONTENTFUL_MANAGEMENT_HOST) {
    process.env.CONTENT_SERVICE_WEBHOOK_URLS ||= `http://localhost:${port}/api/revalidate`;
    process.env.CONTENT_SERVICE_WEBHOOK_SECRET ||= process.env.CONTENTFUL_WEBHOOK_SECRET;
    const config = loadConfig();
    // Webhooks start once the site answers: seeding publishes hundreds of entries, and the site
    // renders on demand after it anyway, so there is nothing to revalidate before then.
    webhookUrls = config.webhookUrls;
    service = await startContentService({ ...config, webhookUrls: [] });
    console.log(`[start] content service on ${service.httpUrl} (HTTPS ${service.httpsUrl}), data in ${config.dataDir}`);
  } else {
    console.log(`[start] using the Contentful space at ${process.env.CONTENTFUL_MANAGEMENT_HOST}`);
  }
  const target = loadContentfulEnv();
  await runPendingMigrations({ target, ...(service ? { certificate: service.certificate } : {}) });
  if (service) {
    const { seedSpace } = await import('./seed.js');
    await seedSpace({ target, certificate: service.certificate });
  }

  if (!dev && !buildIsCurrent(ROOT)) {
    console.log('[start] building the site (next build) …');
    await run('npx', ['next', 'build', '--webpack'], { NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' });
    stampBuild(ROOT);
  }
  if (!process.env.SMTP_URL && !process.env.EMAIL_ENVELOPE_URL) {
    // The embedded default for e-mail: a local SMTP listener keeping each message as an .eml file.
    mailbox = await startMailbox({
      port: Number(process.env.MAILBOX_PORT || 2525),
      dir: resolve(ROOT, process.env.MAILBOX_DIR || '.data/mailbox'),
    });
    console.log(`[start] local mailbox on smtp://localhost:${mailbox.port}, messages in ${mailbox.dir}`);
  }
  if (!dev) clearRuntimeCache(ROOT);
  console.log(`[start] site on http://localhost:${port}`);
  site = spawn('npx', ['next', ...(dev ? ['dev', '--webpack'] : ['start']), '-p', String(port)], {
    cwd: resolve(ROOT, 'preview-app'),
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
  });
  site.on('exit', (code) => void shutdown(code ?? 0));
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

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: resolve(ROOT, 'preview-app'), stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function shutdown(code: number): Promise<void> {
  site?.kill('SIGTERM');
  await mailbox?.close();
  await service?.close();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
