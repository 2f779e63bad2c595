/**
 * `npm run worker`: the delivery worker alone, without the site. Reads the same variables as the
 * site's forms backend and analytics collector (`.env` at the repository root, then the
 * environment; see submissions/README.md and analytics/README.md) and delivers the outbox of the site database until SIGINT or SIGTERM,
 * which let the deliveries in flight finish and be recorded before the database is closed
 * (a second signal exits at once; an unfinished delivery is retried after its lease, with the same
 * idempotency key). Exits 1 with one line per invalid variable when the configuration is invalid,
 * or when the database cannot be opened. With SEGMENT_WRITE_KEY it also delivers the analytics
 * collector's queue to Segment (SEGMENT_HOST; docs/requirements.md#decision-analytics-transport).
 * It also drains the compliance capture's outbox into the compliance archive, fetching each
 * regulated page from the site as served (COMPLIANCE_CAPTURE_URL, else SITE_URL), and appends an
 * `expire` row when a served one passes its expiration date (`@insurer/compliance-site`,
 * docs/requirements.md#decision-compliance-capture).
 * This command composes the two packages' workers in one process, so it lives here, where both
 * may be imported (`@insurer/analytics` depends on `@insurer/submissions`, not the other way).
 *
 * The site records submissions and never delivers them itself: run one of these beside it (`npm
 * start` does), or several against one PostgreSQL database (DATABASE_URL), so delivery scales
 * apart from the web processes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteDbConfig, repositoryRoot, type SiteDbConfig } from '@insurer/site-db';
import { parseAnalyticsConfig, startAnalyticsDelivery, type AnalyticsConfig } from '@insurer/analytics';
import { parseComplianceConfig, type ComplianceConfig } from '@insurer/compliance';
import { parseComplianceSiteConfig, startComplianceCapture, type ComplianceSiteConfig } from '@insurer/compliance-site';
import { ConfigurationError, parseFormsConfig, startWorkerProcess, type FormsConfig } from '@insurer/submissions';
import { errorCode } from '@insurer/submissions/delivery/outcome';
import { log } from '@insurer/submissions/log';

const dotEnv = join(repositoryRoot(process.cwd()), '.env');
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);

let config: FormsConfig;
let database: SiteDbConfig;
let analytics: AnalyticsConfig;
let compliance: ComplianceConfig;
let capture: ComplianceSiteConfig;
try {
  config = parseFormsConfig(process.env);
  database = parseSiteDbConfig(process.env);
  analytics = parseAnalyticsConfig(process.env);
  compliance = parseComplianceConfig(process.env);
  capture = parseComplianceSiteConfig(process.env);
} catch (error) {
  if (error instanceof ConfigurationError)
    console.error(`[forms] ${error.message.split(':')[0]}:\n${error.problems.map((p) => `  ${p}`).join('\n')}`);
  else console.error(`[forms] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const running = await startWorkerProcess(config, database, async (site) => [
  ...(await startAnalyticsDelivery(site, analytics)),
  ...(await startComplianceCapture(site, { config: capture, retentionYears: compliance.retentionYears })),
]).catch((error: unknown) => {
  log('error', 'Delivery worker could not start', { error: errorCode(error) });
  process.exit(1);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      log('warn', `${signal} again: exiting without waiting for the deliveries in flight`);
      process.exit(1);
    }
    stopping = true;
    log('info', `${signal}: finishing the deliveries in flight`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log('error', 'Delivery worker did not stop cleanly', { error: errorCode(error) });
        process.exit(1);
      },
    );
  });
}
