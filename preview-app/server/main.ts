/**
 * `npm run serve` (and the site process `npm start` runs): one site instance from the existing
 * production build (`npm run build`; `--dev`: Next.js's development server), against the services
 * the environment configures. It starts no content service and seeds nothing. Exits 1 with one
 * line per invalid variable when the configuration is invalid; on SIGTERM or SIGINT it stops
 * taking connections, lets requests in flight finish (at most 5 s) and exits 0.
 */
import { resolve } from 'node:path';
import { parseSiteConfig } from '../src/lib/site-config.js';
import { startSiteServer } from './site-server.js';

const dev = process.argv.includes('--dev');
let config;
try {
  config = parseSiteConfig(process.env);
} catch (error) {
  console.error(`[site] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const site = await startSiteServer({ dir: resolve(import.meta.dirname, '..'), dev, config }).catch((error: unknown) => {
  console.error(`[site] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[site] ${signal}: finishing the requests in flight`);
    void site.stop().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 6_000).unref();
  });
}
