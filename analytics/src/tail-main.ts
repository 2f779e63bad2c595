/**
 * `npm run analytics:tail [-- --limit 20] [-- --follow]`: the latest events of the site's
 * analytics collector (docs/requirements.md#decision-analytics-transport), oldest of them first, one
 * line each (`tailLine`: time, type, name, and the properties or traits as JSON, every control
 * character escaped). Reads the same variables as
 * the site (`.env`, then the environment: SITE_DATABASE_PATH or DATABASE_URL). `--follow` keeps
 * printing new events every 2 seconds until Ctrl-C.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateTenant, openSiteDb, parseSiteDbConfig, repositoryRoot, type SiteDbConfig } from '@insurer/site-db';
import { ANALYTICS_TENANT, latestAnalyticsEvents } from './collector.js';
import { tailLine } from './tail-line.js';

const dotEnv = join(repositoryRoot(process.cwd()), '.env');
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);

const { values } = parseArgs({ options: { limit: { type: 'string', default: '20' }, follow: { type: 'boolean', default: false } } });
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
  console.error('--limit must be a whole number from 1 to 500');
  process.exit(1);
}

let database: SiteDbConfig;
try {
  database = parseSiteDbConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const site = await openSiteDb(database);
await migrateTenant(site, ANALYTICS_TENANT);

const seen = new Set<string>();
async function printNew(): Promise<void> {
  const events = (await latestAnalyticsEvents(site, limit)).reverse();
  for (const e of events) {
    const key = `${e.receivedAt}|${JSON.stringify(e.message)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    console.log(tailLine(e));
  }
}

await printNew();
if (values.follow) {
  const timer = setInterval(() => void printNew(), 2_000);
  process.on('SIGINT', () => {
    clearInterval(timer);
    void site.close().then(() => process.exit(0));
  });
} else {
  await site.close();
}
