import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './e2e/browser.js';

/**
 * End-to-end tests in a real Chromium: Debian's `chromium-headless-shell` when installed (CI
 * installs it), else Debian's `/usr/bin/chromium`, or `CHROMIUM_PATH` (e2e/browser.ts).
 * Playwright's own browser download is not reachable here.
 */
const executablePath = chromiumExecutable();

export const E2E_CONTENT_SERVICE_PORT = Number(process.env.E2E_CONTENT_SERVICE_PORT ?? 4210);
export const E2E_CONTENT_SERVICE_TLS_PORT = Number(process.env.E2E_CONTENT_SERVICE_TLS_PORT ?? 4653);
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
export const E2E_MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 2625);
/** The authoring workbench's port: the editor origin the site's draft mode lets frame it and talks to. */
export const E2E_WORKBENCH_PORT = Number(process.env.E2E_WORKBENCH_PORT ?? 3101);
/** The test lead service (e2e/lead-service.ts), the product's LEAD_ROUTE_URL. */
export const E2E_LEAD_SERVICE_PORT = Number(process.env.E2E_LEAD_SERVICE_PORT ?? 3105);
export const E2E_MAILBOX_DIR = '.data/e2e/mailbox';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  // CI runs two workers beside the site, the workbench and the content service on a 2-core
  // machine: there the workbench took over 5 s to show an entry and a whole-page axe run over 30 s
  // (load average 5.5), so CI gives each test and each expectation twice the time. Nothing is
  // retried: a test that fails once fails the run.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://localhost:${E2E_SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: ['**/corpus-xss.e2e.ts', '**/flags.e2e.ts', '**/cluster.e2e.ts', '**/release.e2e.ts'],
    },
    // The XSS corpus writes payloads into pages other specs crawl: it runs once they are done.
    { name: 'xss', use: { ...devices['Desktop Chrome'] }, testMatch: '**/corpus-xss.e2e.ts', dependencies: ['chromium'] },
    // The flags spec publishes site-wide flags (rilaV3 off, the Oklahoma band on) that the tools'
    // specs must not see mid-test: it runs once they are done.
    { name: 'flags', use: { ...devices['Desktop Chrome'] }, testMatch: '**/flags.e2e.ts', dependencies: ['chromium'] },
    // The release spec points the master alias at a release environment and back: what other specs
    // publish meanwhile would land in the release and leave with the rollback. It runs last.
    { name: 'release', testMatch: '**/release.e2e.ts', dependencies: ['chromium', 'xss', 'flags'] },
    // The production topology (npm run cluster: HAProxy, two instances, PostgreSQL, Redis, the
    // worker, the content service) and its fault run load the machine: it runs once the browser
    // specs are done, on the suite's production build (E2E_CLUSTER_PORT and the other
    // E2E_CLUSTER_* ports in e2e/cluster.e2e.ts).
    { name: 'cluster', testMatch: '**/cluster.e2e.ts', dependencies: ['chromium'] },
  ],
  // The product exactly as `npm start` runs it (content service, migrations, seed, production
  // build when the sources changed, next start), on its own ports and a fresh data folder.
  webServer: [
    {
      command: 'rm -rf .data/e2e && node --import tsx scripts/src/start.ts',
      url: `http://localhost:${E2E_SITE_PORT}/robots.txt`,
      reuseExistingServer: false,
      timeout: 300_000,
      // Stopped as an operator would (SIGTERM), so npm start stops the site it started too.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
      env: {
        PORT: String(E2E_SITE_PORT),
        CONTENT_SERVICE_PORT: String(E2E_CONTENT_SERVICE_PORT),
        CONTENT_SERVICE_TLS_PORT: String(E2E_CONTENT_SERVICE_TLS_PORT),
        CONTENT_SERVICE_DATA_DIR: '.data/e2e/content-service',
        MAILBOX_PORT: String(E2E_MAILBOX_PORT),
        WORKBENCH_PORT: String(E2E_WORKBENCH_PORT),
        MAILBOX_DIR: E2E_MAILBOX_DIR,
        SITE_DATABASE_PATH: '.data/e2e/site.sqlite',
        // Every form test posts from one browser; the per-IP limit stays on in production.
        FORMS_RATE_LIMIT: '0',
        FORMS_NETWORK_RATE_LIMIT: '0',
        // Every page view of every spec reaches the analytics collector from this one address; past
        // its per-address limit the collector would refuse the events the analytics specs read.
        // The limit is tested in analytics/test/collector.test.ts.
        ANALYTICS_RATE_LIMIT: '0',
        // The security specs send many wrong secrets from this one address; the limit itself is
        // tested on a product of its own (e2e/start-stop.e2e.ts).
        SECRET_GUESSES_PER_MINUTE: '0',
        // Shared preview links live 20 s here (7 days by default), so e2e/shared-preview.e2e.ts sees one expire.
        WORKBENCH_SHARE_LINK_SECONDS: '20',
        // The leads-audit list (docs/requirements.md#leads-audit): e2e/analytics.e2e.ts submits it.
        LEADS_AUDIT_EMAILS: 'audit.listed@example.com',
        // The routing client's leads go to the test lead service below (e2e/quote-leads.e2e.ts reads its calls).
        LEAD_ROUTE_URL: `http://127.0.0.1:${E2E_LEAD_SERVICE_PORT}/api/lead-route`,
        // The tool leads (a share's "connect me") go there too: e2e/rila-share.e2e.ts reads the illustration id they carry.
        LEAD_ASSIGNMENT_URL: `http://127.0.0.1:${E2E_LEAD_SERVICE_PORT}/api/lead-assignment`,
      },
    },
    {
      command: 'node --import tsx e2e/lead-service.ts',
      url: `http://127.0.0.1:${E2E_LEAD_SERVICE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { LEAD_SERVICE_PORT: String(E2E_LEAD_SERVICE_PORT) },
    },
  ],
});
