import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_TOKEN, SPACE, startTestService, type TestService } from '@insurer/content-service/testing';
import { listMigrationFiles } from '@insurer/migrations/files';

/**
 * `npm run migrate` as a developer runs it (`node --import tsx scripts/src/migrate-main.ts`), against
 * a test service named by the same variables `.env` would set.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.destroy());

async function migrate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    // Set, even empty, so a developer's .env cannot point the test at a real space.
    CONTENTFUL_MANAGEMENT_HOST: '',
    CONTENTFUL_GRAPHQL_ENDPOINT: '',
    CONTENTFUL_ENVIRONMENT: 'master',
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_MANAGEMENT_TOKEN: MANAGEMENT_TOKEN,
    CONTENT_SERVICE_PORT: service.httpHost.split(':')[1],
    CONTENT_SERVICE_TLS_PORT: service.tlsHost.split(':')[1],
    CONTENT_SERVICE_DATA_DIR: service.dataDir,
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/src/migrate-main.ts', ...args], {
      cwd: root,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each case starts Node with tsx; the full run takes a few seconds more on a loaded CI machine.
describe('npm run migrate (command line)', { timeout: 60_000 }, () => {
  it('given a fresh local service, when run with --dry-run, then it lists every migration as pending and exits 0', async () => {
    const { code, stdout } = await migrate('--dry-run');
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        `[migrate] space ${SPACE} on local content service ${service.tlsHost}, environment master`,
        '[migrate] 0001-assets-and-links … pending (dry run)',
        '[migrate] 0002-navigation-and-footer … pending (dry run)',
        '[migrate] 0003-forms … pending (dry run)',
        '[migrate] 0004-widgets … pending (dry run)',
        '[migrate] 0005-blocks … pending (dry run)',
        '[migrate] 0006-pages-and-articles … pending (dry run)',
        '[migrate] 0007-custom-html-help-text … pending (dry run)',
        '[migrate] 0008-feature-flags … pending (dry run)',
        '[migrate] 0009-agencies-and-sales-offices … pending (dry run)',
        '[migrate] 0010-quote-drawer-and-rates … pending (dry run)',
        '[migrate] 0011-retirement-calculator … pending (dry run)',
        '[migrate] 0012-form-block-any-form-id … pending (dry run)',
        '[migrate] 0013-compliance-codes … pending (dry run)',
        '[migrate] 0014-rich-text-link-limits … pending (dry run)',
        '[migrate] 0015-retirement-probability … pending (dry run)',
        '[migrate] 0016-page-type-closed-list … pending (dry run)',
        '[migrate] 0017-statistics-source … pending (dry run)',
        '',
      ].join('\n'),
    );
  });

  it('given a fresh local service, when run, then it prints each migration as applied; a second run applies nothing', async () => {
    const first = await migrate();
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('[migrate] 0001-assets-and-links … applied\n');
    expect(first.stdout).toContain('[migrate] 0006-pages-and-articles … applied\n');
    expect(first.stdout).not.toContain('Migration successful');

    const second = await migrate();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`[migrate] master: nothing to apply (${listMigrationFiles().length} applied)\n`);
  });

  it('given --environment naming a missing environment, when run, then it exits 1 explaining the environment must be created first', async () => {
    const { code, stderr } = await migrate('--environment', 'feature-x');
    expect(code).toBe(1);
    expect(stderr).toBe(
      `[migrate] Environment "feature-x" does not exist in space "${SPACE}". Create it first (for example by cloning master); the migration runner never creates environments.\n`,
    );
  });
});
