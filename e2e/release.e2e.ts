import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { E2E_CONTENT_SERVICE_PORT, E2E_CONTENT_SERVICE_TLS_PORT, E2E_SITE_PORT } from '../playwright.config.js';
import { EYEBROW_MIGRATION, migrationsWith } from '../scripts/test/release-migrations.js';
import { CONTENT_SERVICE, publishFieldChange, SPACE } from './helpers.js';

/**
 * A content-model change shipped the way Contentful's "Deploying changes with environment
 * aliases" guide ships it (migrations/README.md "Releases"), against the product `npm start`
 * runs: `npm run migrate -- --release` clones what `master` serves, migrates and checks the
 * clone, then points the `master` alias at it while visitors keep requesting pages; the site
 * follows the alias through its webhook; `--rollback` points it back.
 */

const ROOT = resolve(import.meta.dirname, '..');
const RELEASE = 'release-e2e';
const ARTICLE = 'article-annuities-explained-income-you-cant-outlive';
const ARTICLE_PATH = '/learning-center/annuities-explained-income-you-cant-outlive';
const ORIGINAL_TITLE = 'Annuities explained: income you can’t outlive';
/** The article's title in the release; its last word is in no other page, so a search finds only it. */
const RELEASE_TITLE = 'Annuities explained: income for life, zephyrine';
/** Pages the load requests in turn: the home page, a product page, the article, search results. */
const LOAD_PATHS = ['/', '/annuities', ARTICLE_PATH, '/search-results?q=annuity'];
/** Visitors requesting pages at once, each one page after the other. */
const VISITORS = 4;

async function migrate(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/src/migrate-main.ts', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      // the e2e product's content service, never a developer's .env or a real space
      CONTENTFUL_MANAGEMENT_HOST: '',
      CONTENTFUL_GRAPHQL_ENDPOINT: '',
      CONTENT_SERVICE_PORT: String(E2E_CONTENT_SERVICE_PORT),
      CONTENT_SERVICE_TLS_PORT: String(E2E_CONTENT_SERVICE_TLS_PORT),
      CONTENT_SERVICE_DATA_DIR: '.data/e2e/content-service',
    },
  });
  return stdout;
}

/** The fields of the `AccentHeading` type in the GraphQL schema at `master`. */
async function accentHeadingFields(): Promise<string[]> {
  const res = await fetch(`${CONTENT_SERVICE}/content/v1/spaces/${SPACE}/environments/master`, {
    method: 'POST',
    headers: { Authorization: 'Bearer local-delivery-token', 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ __type(name: "AccentHeading") { fields { name } } }' }),
  });
  const body = (await res.json()) as { data: { __type: { fields: { name: string }[] } } };
  return body.data.__type.fields.map((f) => f.name);
}

/** The article's heading as a visitor gets it. */
async function articleHeading(): Promise<string> {
  const html = await (await fetch(`http://localhost:${E2E_SITE_PORT}${ARTICLE_PATH}`)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

/** Visitors requesting `LOAD_PATHS` one after the other until `stop()`; every answer but a 200 is a failure. */
function pageLoad(): { stop: () => Promise<{ requests: number; failures: string[] }> } {
  let running = true;
  let requests = 0;
  const failures: string[] = [];
  const visitor = async (offset: number) => {
    for (let i = offset; running; i++) {
      const path = LOAD_PATHS[i % LOAD_PATHS.length]!;
      try {
        const res = await fetch(`http://localhost:${E2E_SITE_PORT}${path}`, { signal: AbortSignal.timeout(20_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(`${path}: ${res.status}`);
      } catch (error) {
        failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      requests++;
    }
  };
  const visitors = Array.from({ length: VISITORS }, (_, i) => visitor(i));
  return {
    async stop() {
      running = false;
      await Promise.all(visitors);
      return { requests, failures };
    },
  };
}

test('given a migration adding a field to a block, when released under page load, then no request fails, master serves the release, and --rollback takes it back', async () => {
  test.setTimeout(300_000);
  const migrationsDir = migrationsWith({ '0100-eyebrow.ts': EYEBROW_MIGRATION });
  const modelDir = mkdtempSync(join(tmpdir(), 'e2e-release-model-'));
  expect(await accentHeadingFields()).not.toContain('eyebrow');
  expect(await articleHeading()).toBe(ORIGINAL_TITLE);

  const load = pageLoad();
  try {
    // clone, migrate and check, leaving the alias where it is
    const released = await migrate('--release', RELEASE, '--no-swap', '--migrations', migrationsDir, '--model-dir', modelDir);
    expect(released).toContain(`[release] cloning master (the master alias's target) into ${RELEASE}\n`);
    expect(released).toContain('[migrate] 0100-eyebrow … applied\n');
    expect(released).toContain(`[release] ${RELEASE}: every published entry within its item limits\n`);
    expect(released).toContain(`[release] --no-swap: master still targets master; swap with npm run migrate -- --swap ${RELEASE}\n`);
    expect(await accentHeadingFields()).not.toContain('eyebrow');

    // an editor's change in the release environment is not on the site until the swap
    await publishFieldChange(ARTICLE, 'title', RELEASE_TITLE, RELEASE);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await articleHeading()).toBe(ORIGINAL_TITLE);

    expect(await migrate('--swap', RELEASE)).toBe(`[release] master now targets ${RELEASE}\n`);
    await expect.poll(articleHeading, { timeout: 15_000 }).toBe(RELEASE_TITLE);
    expect(await accentHeadingFields()).toContain('eyebrow');
    // the search index followed the alias too
    await expect
      .poll(
        async () => {
          const res = await fetch(`http://localhost:${E2E_SITE_PORT}/api/searchapi/api/apps/ProjectOne/query/ProjectOne?q=zephyrine`);
          return ((await res.json()) as { hits: { title: string }[] }).hits.map((h) => h.title);
        },
        { timeout: 15_000 },
      )
      .toContain(RELEASE_TITLE);
  } finally {
    const { requests, failures } = await load.stop();
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(20);
  }

  // the release environment names where it came from: the rollback goes back there
  expect(await migrate('--rollback')).toBe(`[release] master now targets master (was ${RELEASE}); ${RELEASE} is kept\n`);
  expect(await accentHeadingFields()).not.toContain('eyebrow');
  await expect.poll(articleHeading, { timeout: 15_000 }).toBe(ORIGINAL_TITLE);
  const listed = await fetch(`${CONTENT_SERVICE}/spaces/${SPACE}/environments`, {
    headers: { Authorization: 'Bearer CFPAT-local-management-token' },
  });
  expect(((await listed.json()) as { items: { sys: { id: string } }[] }).items.map((e) => e.sys.id)).toContain(RELEASE);
  rmSync(migrationsDir, { recursive: true, force: true });
  rmSync(modelDir, { recursive: true, force: true });
});
