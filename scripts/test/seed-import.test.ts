import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type runContentfulImport from 'contentful-import';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELIVERY_TOKEN, MANAGEMENT_TOKEN, SPACE, cma, startTestService, type TestService } from '@insurer/content-service/testing';
import { runPendingMigrations } from '../src/migrate.js';
import { IMAGES_DIR, SEED_FILE } from '@insurer/seed/paths';
import { envPath, localTarget } from './helpers.js';

/**
 * `seed/demo-content.json` imported by the real `contentful-import` (as documented in
 * seed/README.md) into an empty space of a fresh content service: the file alone recreates the
 * model, the content and the images.
 */
// contentful-import's ESM build imports date-fns folders, which Node's ESM loader refuses; its CommonJS build loads.
const contentfulImport = createRequire(import.meta.url)('contentful-import') as typeof runContentfulImport;

let service: TestService;
let workDir: string;
let importError: unknown;

beforeAll(async () => {
  service = await startTestService();
  workDir = mkdtempSync(join(tmpdir(), 'seed-import-'));
  // contentful-import prints tables and a task list; keep the test output readable.
  const quiet = [
    vi.spyOn(console, 'log').mockImplementation(() => undefined),
    vi.spyOn(console, 'error').mockImplementation(() => undefined),
  ];
  // `hostUpload` and `insecure` are contentful-management options that contentful-import passes
  // through to its client (`initClient({ ...options })`); its typings list only `host`.
  const options: Parameters<typeof contentfulImport>[0] & { hostUpload: string; insecure: boolean } = {
    spaceId: SPACE,
    environmentId: 'master',
    managementToken: MANAGEMENT_TOKEN,
    contentFile: SEED_FILE,
    uploadAssets: true,
    assetsDirectory: IMAGES_DIR,
    host: service.httpHost,
    hostUpload: service.httpHost,
    insecure: true,
    rateLimit: 1000,
    useVerboseRenderer: true,
    errorLogFile: join(workDir, 'import-errors.json'),
  };
  // Its HTTP client adds an error listener to a keep-alive socket for every request it sends on it,
  // so hundreds of requests trip Node's 10-listener leak warning; lift the limit while it runs.
  const maxListeners = EventEmitter.defaultMaxListeners;
  EventEmitter.defaultMaxListeners = 0;
  try {
    await contentfulImport(options);
  } catch (error) {
    importError = error;
  } finally {
    EventEmitter.defaultMaxListeners = maxListeners;
    for (const spy of quiet) spy.mockRestore();
  }
}, 120_000);

afterAll(async () => {
  await service?.destroy();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('contentful-import of seed/demo-content.json', () => {
  it('given an empty space, when the file is imported with its images, then the import reports no error', () => {
    const errors = (importError as { errors?: unknown[] } | undefined)?.errors;
    expect(errors ?? importError).toBeUndefined();
    expect(existsSync(join(workDir, 'import-errors.json'))).toBe(false);
  });

  it('given the imported space, when the home page is queried through GraphQL, then it is published with its hero image', async () => {
    const res = await fetch(`${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${DELIVERY_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: `{
          staticPageCollection(where: { url: "/" }, limit: 1) { items { title hero { ... on HeaderBlock { title image { media { url contentType } } } } } }
          articleCollection(limit: 1) { total }
        }`,
      }),
    });
    type Answer = {
      staticPageCollection: { items: { title: string; hero: { title: string; image: { media: { url: string; contentType: string } } } }[] };
      articleCollection: { total: number };
    };
    const body = (await res.json()) as { data: Answer; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const home = body.data.staticPageCollection.items[0]!;
    expect(home.title).toBe('Life, disability, dental and retirement coverage | Lanternfield Mutual');
    expect(home.hero.title).toBe('Protection for the people who count on you');
    expect(home.hero.image.media.contentType).toBe('image/jpeg');
    const image = await fetch(home.hero.image.media.url);
    expect(image.status).toBe(200);
    expect(body.data.articleCollection.total).toBeGreaterThanOrEqual(40);
  });

  it('given the imported space, when npm run migrate runs, then every migration is already recorded and nothing is applied', async () => {
    const result = await runPendingMigrations({ target: localTarget(service), certificate: service.certificate, log: () => undefined });
    expect(result.pending).toEqual([]);
    expect(result.applied).toEqual([]);
    const tags = await cma(service, 'GET', `${envPath()}/tags`);
    expect((tags.body as { items: { sys: { id: string } }[] }).items.map((t) => t.sys.id).sort()).toEqual([
      'demo',
      'hubEdge',
      'hubLearningCenter',
      'newsroom',
    ]);
  });
});
