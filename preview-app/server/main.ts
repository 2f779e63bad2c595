/**
 * `npm run serve` (and the site process `npm start` runs): one site instance from the existing
 * production build (`npm run build`; `--dev`: Next.js's development server), against the services
 * the environment configures. It starts no content service and seeds nothing. It writes JSON lines
 * (preview-app/logging.mjs), Next.js's own console output included. Exits 1 with one line per
 * invalid variable when the configuration is invalid; on SIGTERM or SIGINT it drains
 * (site-server.ts: `/readyz` answers 503 for SITE_DRAIN_GRACE_MS, then requests in flight get at
 * most SITE_DRAIN_MS) and exits 0.
 */
import { resolve } from 'node:path';
import { siteLogger } from '@insurer/preview-app/logging.mjs';
import { parseSiteConfig } from '../src/lib/site-config.js';
import { routeConsoleTo } from './console-log.js';
import { startSiteServer } from './site-server.js';

const dev = process.argv.includes('--dev');
// The production build runs as production (Next.js's own `next start` sets this too): the
// start-up check of the configuration then sees what every request's will (its secrets in production).
if (!dev) (process.env as Record<string, string | undefined>).NODE_ENV ||= 'production';
const log = siteLogger('site');
let config;
try {
  config = parseSiteConfig(process.env);
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// The development server's output stays as Next.js writes it, for the developer at the terminal.
if (!dev) routeConsoleTo(log);

const site = await startSiteServer({ dir: resolve(import.meta.dirname, '..'), dev, config, log }).catch((error: unknown) => {
  log.fatal({ err: error }, 'the site could not start');
  process.exit(1);
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, `${signal}: draining, then finishing the requests in flight`);
    void site.stop().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), config.drainGraceMs + config.drainMs + 1_000).unref();
  });
}
