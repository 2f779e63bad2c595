import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, MANAGEMENT_TOKEN, SPACE, type TestService } from '@insurer/content-service/testing';
import { startWorkbench, type RunningWorkbench } from '../src/server/server.js';
import { errorsByField } from '../src/app/entry-editor-errors.js';

let service: TestService;
let workbench: RunningWorkbench;
let dist: string;
const headers = { 'X-Workbench': '1', 'Content-Type': 'application/vnd.contentful.management.v1+json' };

beforeAll(async () => {
  service = await startTestService();
  dist = mkdtempSync(join(tmpdir(), 'workbench-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Authoring workbench</title>');
  workbench = await startWorkbench({
    port: 0,
    cmaUrl: service.httpUrl,
    managementToken: MANAGEMENT_TOKEN,
    spaceId: SPACE,
    environmentId: 'master',
    locale: 'en-US',
    siteUrl: 'http://localhost:3999',
    previewSecret: 'test-preview-secret',
    staticDir: dist,
  });
  const ct = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/environments/master/content_types/accordion`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      name: 'Accordion',
      fields: [
        {
          id: 'items',
          name: 'Items',
          type: 'Array',
          items: { type: 'Symbol' },
          validations: [{ size: { max: 2 }, message: 'An accordion group holds at most 2 items.' }],
        },
      ],
    }),
  });
  expect(ct.status).toBe(201);
  const activated = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/environments/master/content_types/accordion/published`, {
    method: 'PUT',
    headers: { ...headers, 'X-Contentful-Version': '1' },
  });
  expect(activated.status).toBe(200);
});

afterAll(async () => {
  await workbench?.close();
  await service?.destroy();
  rmSync(dist, { recursive: true, force: true });
});

describe('the workbench server (workbench/README.md)', () => {
  it('given the app, when it asks for its configuration, then it gets the space and site but no token or secret', async () => {
    const res = await fetch(`${workbench.url}/api/config`);
    expect(await res.json()).toEqual({
      spaceId: SPACE,
      environmentId: 'master',
      organizationId: 'local-organization',
      locale: 'en-US',
      siteUrl: 'http://localhost:3999',
    });
  });

  it('given a request without the workbench header or for another space, when proxied, then 403 with a message', async () => {
    const bare = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/environments/master/entries`);
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ message: 'The Management API proxy answers the workbench only (header x-workbench: 1).' });
    const other = await fetch(`${workbench.url}/api/cma/spaces/another/environments/master/entries`, { headers });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: `The workbench edits the space ${SPACE} only.` });
  });

  it('given a field app’s definition, when the workbench reads it through the proxy, then it gets its src; writes and other organizations are refused', async () => {
    const definitions = `${service.httpUrl}/organizations/local-organization/app_definitions`;
    const created = await fetch(definitions, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${MANAGEMENT_TOKEN}` },
      body: JSON.stringify({
        name: 'Proxy test app',
        src: 'http://localhost:4999/field-apps/proxy-test/',
        locations: [{ location: 'entry-field', fieldTypes: [{ type: 'Object' }] }],
      }),
    });
    expect(created.status).toBe(201);
    const { sys } = (await created.json()) as { sys: { id: string } };
    const proxied = `${workbench.url}/api/cma/organizations/local-organization/app_definitions/${sys.id}`;
    const read = await fetch(proxied, { headers });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { src: string }).src).toBe('http://localhost:4999/field-apps/proxy-test/');
    const write = await fetch(proxied, { method: 'PUT', headers, body: JSON.stringify({ name: 'Renamed' }) });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ message: `The workbench edits the space ${SPACE} only.` });
    const other = await fetch(`${workbench.url}/api/cma/organizations/another/app_definitions/${sys.id}`, { headers });
    expect(other.status).toBe(403);
    const deleted = await fetch(`${definitions}/${sys.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${MANAGEMENT_TOKEN}` } });
    expect(deleted.status).toBe(204);
  });

  it('given an entry saved twice from the same version, when proxied, then the second gets Contentful’s 409 VersionMismatch', async () => {
    const created = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/environments/master/entries`, {
      method: 'POST',
      headers: { ...headers, 'X-Contentful-Content-Type': 'accordion' },
      body: JSON.stringify({ fields: { items: { 'en-US': ['a'] } } }),
    });
    expect(created.status).toBe(201);
    const entry = (await created.json()) as { sys: { id: string; version: number } };
    const put = (items: string[]) =>
      fetch(`${workbench.url}/api/cma/spaces/${SPACE}/environments/master/entries/${entry.sys.id}`, {
        method: 'PUT',
        headers: { ...headers, 'X-Contentful-Version': String(entry.sys.version) },
        body: JSON.stringify({ fields: { items: { 'en-US': items } } }),
      });
    expect((await put(['a', 'b'])).status).toBe(200);
    const conflict = await put(['a', 'c']);
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as { sys: { id: string } }).sys.id).toBe('VersionMismatch');
  });

  it('given too many items, when published through the proxy, then 422 ValidationFailed names the field and the limit, as the editor shows it', async () => {
    const created = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/environments/master/entries`, {
      method: 'POST',
      headers: { ...headers, 'X-Contentful-Content-Type': 'accordion' },
      body: JSON.stringify({ fields: { items: { 'en-US': ['a', 'b', 'c'] } } }),
    });
    const entry = (await created.json()) as { sys: { id: string; version: number } };
    const publish = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/environments/master/entries/${entry.sys.id}/published`, {
      method: 'PUT',
      headers: { ...headers, 'X-Contentful-Version': String(entry.sys.version) },
    });
    expect(publish.status).toBe(422);
    const body = (await publish.json()) as {
      sys: { id: string };
      details: { errors: { name: string; path: string[]; details: string }[] };
    };
    expect(body.sys.id).toBe('ValidationFailed');
    expect(errorsByField(body.details.errors)).toEqual({
      items: [
        expect.objectContaining({ name: 'size', path: ['fields', 'items', 'en-US'], message: 'An accordion group holds at most 2 items.' }),
      ],
    });
  });

  it('given the preview, when opened, then it redirects to the site’s draft route with the secret, and refuses other hosts', async () => {
    const res = await fetch(`${workbench.url}/preview?slug=${encodeURIComponent('/life-insurance')}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3999/api/draft?secret=test-preview-secret&slug=%2Flife-insurance');
    for (const slug of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const bad = await fetch(`${workbench.url}/preview?slug=${encodeURIComponent(slug)}`, { redirect: 'manual' });
      expect(bad.status, slug).toBe(400);
      expect(await bad.json()).toEqual({ message: 'slug must be a path on the site, starting with a single "/".' });
    }
  });

  it('given any app path, when fetched, then the app’s page, never framable', async () => {
    const res = await fetch(`${workbench.url}/entries/abc`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(await res.text()).toContain('<title>Authoring workbench</title>');
  });
});
