import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSharedPreview } from '@insurer/contracts/shared-preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkbench, type RunningWorkbench } from '../src/server/server.js';

/**
 * `POST /api/share-links` (docs/requirements.md#decision-shared-preview-links): the workbench's
 * server signs a shared preview link with the site's preview secret, which the site checks with
 * the same rule (`@insurer/contracts/shared-preview`).
 */

const SITE = 'http://localhost:3999';
const SECRET = 'test-preview-secret';
let workbench: RunningWorkbench;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'workbench-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Authoring workbench</title></head><body></body></html>');
  workbench = await startWorkbench({
    port: 0,
    // No Management API call is made here.
    cmaUrl: 'http://127.0.0.1:9',
    managementToken: 'unused',
    spaceId: 'space',
    environmentId: 'master',
    locale: 'en-US',
    siteUrl: SITE,
    previewSecret: SECRET,
    staticDir: dist,
    shareLinkSeconds: 3600,
    // The local mode: every call acts as the local principal (test/roles.test.ts signs people in).
    database: { databaseUrl: undefined, sqlitePath: join(dist, 'site.sqlite'), poolSize: 1 },
    signIn: 'local',
    webhookSecret: 'test-webhook-secret',
  });
});

afterAll(async () => {
  await workbench?.close();
  rmSync(dist, { recursive: true, force: true });
});

const share = (body: string, init: { session?: string; method?: string } = {}) =>
  fetch(`${workbench.url}/api/share-links`, {
    method: init.method ?? 'POST',
    headers: { 'X-Workbench-Session': init.session ?? workbench.sessionSecret, 'Content-Type': 'application/json' },
    ...(init.method === 'GET' ? {} : { body }),
  });

describe('POST /api/share-links', () => {
  it('given a page path, then 201 with a link to its shared preview on the site, expiring after the configured lifetime, that the site’s check opens', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await share(JSON.stringify({ slug: '/spring-campaign' }));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = (await res.json()) as { url: string; path: string; expiresAt: string };
    expect(answer.path).toBe('/spring-campaign');
    expect(answer.url).toMatch(/^http:\/\/localhost:3999\/shared-preview\/spring-campaign\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/);
    const expires = Number(new URL(answer.url).searchParams.get('expires'));
    expect(expires - before).toBeGreaterThanOrEqual(3600);
    expect(expires - before).toBeLessThanOrEqual(3601);
    expect(answer.expiresAt).toBe(new Date(expires * 1000).toISOString());
    const url = new URL(answer.url);
    expect(checkSharedPreview(url.pathname, url.searchParams, SECRET)).toEqual({
      ok: true,
      path: '/spring-campaign',
      expiresAt: new Date(expires * 1000),
    });
    // The preview secret itself is nowhere in the answer.
    expect(JSON.stringify(answer)).not.toContain(SECRET);
  });

  it('given no session, another method, a body that is not JSON, no page path or an oversize body, then 403, 405, 400, 400 and 413 with a message', async () => {
    const noSession = await share(JSON.stringify({ slug: '/x' }), { session: 'wrong' });
    expect(noSession.status).toBe(403);
    const get = await share('', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual({ message: 'Share links are made with POST.' });
    const notJson = await share('slug=/x');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'The body must be JSON: { "slug": "/a/page" }.' });
    for (const body of [JSON.stringify({ slug: '//evil.example' }), JSON.stringify({ slug: 'spring' }), JSON.stringify({}), 'null', '7']) {
      const refused = await share(body);
      expect(refused.status, body).toBe(400);
      expect(await refused.json()).toEqual({ message: 'slug must be a path on the site, starting with a single "/".' });
    }
    const large = await share(JSON.stringify({ slug: `/${'a'.repeat(5000)}` }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: 'Request bodies are limited to 4096 bytes.' });
  });
});
