import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, DELIVERY_TOKEN, MANAGEMENT_TOKEN, SPACE, type TestService } from '@insurer/content-service/testing';
import { sendRawRequest } from '@insurer/content-service/testing/raw-http';
import { startWorkbench, type RunningWorkbench } from '../src/server/server.js';
import { errorsByField } from '../src/app/entry-editor-errors.js';

let service: TestService;
let workbench: RunningWorkbench;
let dist: string;
let headers: Record<string, string>;
/** Headers for the content service itself (the model is defined there, as migrations do). */
let direct: Record<string, string>;

/** A request with any `Host` and headers (fetch cannot set `Host`): its status, headers and body. */
function rawGet(
  path: string,
  requestHeaders: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: workbench.port, path, headers: requestHeaders }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  service = await startTestService();
  dist = mkdtempSync(join(tmpdir(), 'workbench-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Authoring workbench</title></head><body></body></html>');
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
    requestTimeoutMs: 1500,
    // The local mode: every call acts as the local principal (test/roles.test.ts signs people in).
    database: { databaseUrl: undefined, sqlitePath: join(dist, 'site.sqlite'), poolSize: 1 },
    signIn: 'local',
    webhookSecret: 'test-webhook-secret',
  });
  headers = { 'X-Workbench-Session': workbench.sessionSecret, 'Content-Type': 'application/vnd.contentful.management.v1+json' };
  direct = { Authorization: `Bearer ${MANAGEMENT_TOKEN}`, 'Content-Type': 'application/vnd.contentful.management.v1+json' };
  // The model is the developers' (migrations), not the workbench's: defined on the content service itself.
  const ct = await fetch(`${service.httpUrl}/spaces/${SPACE}/environments/master/content_types/accordion`, {
    method: 'PUT',
    headers: direct,
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
  const activated = await fetch(`${service.httpUrl}/spaces/${SPACE}/environments/master/content_types/accordion/published`, {
    method: 'PUT',
    headers: { ...direct, 'X-Contentful-Version': '1' },
  });
  expect(activated.status).toBe(200);
});

/** Approves the page `entryId` as it is now, as the local principal every call of this file acts for. */
async function approveAsLocalPrincipal(entryId: string): Promise<void> {
  const res = await fetch(`${workbench.url}/api/reviews/${entryId}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'approve' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Creates a draft static page with `fields` (en-US values) through the workbench's proxy. @returns its id. */
async function draftPage(fields: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/environments/master/entries`, {
    method: 'POST',
    headers: { ...headers, 'X-Contentful-Content-Type': 'staticPage' },
    body: JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])) }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { sys: { id: string } }).sys.id;
}

afterAll(async () => {
  await workbench?.close();
  await service?.destroy();
  rmSync(dist, { recursive: true, force: true });
});

describe('the workbench server (workbench/README.md)', () => {
  it('given the app, when it asks for its configuration, then it gets the space and site but no token or secret', async () => {
    const res = await fetch(`${workbench.url}/api/config`, { headers });
    expect(await res.json()).toEqual({
      spaceId: SPACE,
      environmentId: 'master',
      organizationId: 'local-organization',
      locale: 'en-US',
      siteUrl: 'http://localhost:3999',
    });
  });

  it('given a request without the session secret, with the constant header of old or a wrong one, or for another space, then 403 with a message', async () => {
    const refusal = { message: 'The workbench API answers the workbench’s own page only (header x-workbench-session).' };
    const attempts: Record<string, string>[] = [{}, { 'X-Workbench': '1' }, { 'X-Workbench-Session': 'guessed' }];
    for (const sent of attempts) {
      const bare = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/environments/master/entries`, { headers: sent });
      expect(bare.status).toBe(403);
      expect(await bare.json()).toEqual(refusal);
    }
    const config = await fetch(`${workbench.url}/api/config`);
    expect(config.status).toBe(403);
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

  it('given a CMA body one byte past Contentful’s 1 MB request size, when proxied, then 413 with a message and the CMA never sees it', async () => {
    const tooLarge = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/environments/master/entries`, {
      method: 'POST',
      headers: { ...headers, 'X-Contentful-Content-Type': 'accordion' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: 'Request bodies are limited to 1048576 bytes.' });
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

  it('given a product page without a compliance number or past its expiration date, when published through the proxy, then 422 on those fields and it stays unpublished', async () => {
    const base = `${workbench.url}/api/cma/spaces/${SPACE}/environments/master`;
    const model = `${service.httpUrl}/spaces/${SPACE}/environments/master`;
    const ct = await fetch(`${model}/content_types/staticPage`, {
      method: 'PUT',
      headers: direct,
      body: JSON.stringify({
        name: 'Static page',
        displayField: 'title',
        fields: ['title', 'type', 'complianceNumber']
          .map((id) => ({ id, name: id, type: 'Symbol' }))
          .concat([{ id: 'expirationDate', name: 'Expiration date', type: 'Date' }]),
      }),
    });
    expect(ct.status).toBe(201);
    expect(
      (await fetch(`${model}/content_types/staticPage/published`, { method: 'PUT', headers: { ...direct, 'X-Contentful-Version': '1' } }))
        .status,
    ).toBe(200);
    const publish = async (fields: Record<string, string>, options: { approved?: boolean } = {}) => {
      const created = await fetch(`${base}/entries`, {
        method: 'POST',
        headers: { ...headers, 'X-Contentful-Content-Type': 'staticPage' },
        body: JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])) }),
      });
      const entry = (await created.json()) as { sys: { id: string; version: number } };
      if (options.approved) await approveAsLocalPrincipal(entry.sys.id);
      const res = await fetch(`${base}/entries/${entry.sys.id}/published`, {
        method: 'PUT',
        headers: { ...headers, 'X-Contentful-Version': String(entry.sys.version) },
      });
      return {
        status: res.status,
        body: (await res.json()) as { sys: { id: string; publishedVersion?: number }; details?: { errors: unknown[] } },
      };
    };
    const missing = await publish({ title: 'Term life', type: 'Product', expirationDate: '2999-12-31' });
    expect(missing.status).toBe(422);
    expect(missing.body.sys.id).toBe('ValidationFailed');
    expect(missing.body.details?.errors).toEqual([
      {
        name: 'compliance',
        path: ['fields', 'complianceNumber', 'en-US'],
        details: 'A product page needs its compliance number (the approval code) before it is published.',
      },
    ]);
    const expired = await publish({
      title: 'Old tool',
      type: 'tool',
      complianceNumber: 'LFM-2020-0001 Exp. 01/2021',
      expirationDate: '2021-01-31',
    });
    expect(expired.status).toBe(422);
    expect(expired.body.details?.errors).toEqual([
      {
        name: 'compliance',
        path: ['fields', 'expirationDate', 'en-US'],
        details: 'The compliance approval expired on 2021-01-31: renew it and enter the new expiration date before publishing.',
      },
    ]);
    const fields = { title: 'Term life', type: 'product', complianceNumber: 'LFM-2026-0117 Exp. 12/2999', expirationDate: '2999-12-31' };
    // A compliant product page still needs its approval (test/roles.test.ts has the whole workflow).
    const unapproved = await publish(fields);
    expect(unapproved.status).toBe(409);
    expect(unapproved.body).toEqual({
      sys: { type: 'Error', id: 'ApprovalRequired' },
      message: 'This page has no approval: a principal approves it in the review panel before it is published.',
    });
    const fine = await publish(fields, { approved: true });
    expect(fine.status).toBe(200);
    expect(fine.body.sys.publishedVersion).toBeGreaterThan(0);
    const legal = await publish({ title: 'Privacy', type: 'legal' });
    expect(legal.status).toBe(200);
  });

  it('given an editor’s session, when it publishes a product page without a compliance number through an encoded path, then 422 and it stays unpublished; deletes of the space or an environment, model writes and other resources are 403; a path without a canonical form is 400 (issue 41)', async () => {
    // Runs after the test above, which defined staticPage on the content service.
    const base = `${workbench.url}/api/cma/spaces/${SPACE}/environments/master`;
    const created = await fetch(`${base}/entries`, {
      method: 'POST',
      headers: { ...headers, 'X-Contentful-Content-Type': 'staticPage' },
      body: JSON.stringify({
        fields: { title: { 'en-US': 'Dental' }, type: { 'en-US': 'product' }, expirationDate: { 'en-US': '2999-12-31' } },
      }),
    });
    const entry = (await created.json()) as { sys: { id: string; version: number } };
    for (const published of ['publishe%64', '%70ublished', 'publish%65d']) {
      const res = await fetch(`${base}/entries/${entry.sys.id}/${published}`, {
        method: 'PUT',
        headers: { ...headers, 'X-Contentful-Version': String(entry.sys.version) },
      });
      expect(res.status, published).toBe(422);
      expect(((await res.json()) as { sys: { id: string } }).sys.id).toBe('ValidationFailed');
    }
    const after = (await (await fetch(`${base}/entries/${entry.sys.id}`, { headers })).json()) as { sys: { publishedVersion?: number } };
    expect(after.sys.publishedVersion).toBeUndefined();

    const refused: [string, string][] = [
      ['DELETE', `/spaces/${SPACE}`],
      ['DELETE', `/spaces/${SPACE}/environments/master`],
      ['PUT', `/spaces/${SPACE}/environments/release-x`],
      ['PUT', `/spaces/${SPACE}/environments/master/content_types/staticPage`],
      ['DELETE', `/spaces/${SPACE}/environments/master/content_types/staticPage/published`],
      ['GET', `/spaces/${SPACE}/webhook_definitions`],
      ['GET', `/spaces/${SPACE}/api_keys`],
      ['PUT', `/spaces/${SPACE}/environment_aliases/master`],
      ['PUT', `/spaces/${SPACE}/scheduled_actions/some-action`],
    ];
    for (const [method, path] of refused) {
      const res = await fetch(`${workbench.url}/api/cma${path}`, { method, headers });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ message: `The workbench does not make this call: ${method} ${path}.` });
    }
    for (const path of [
      `/spaces/${SPACE}/environments/master/entries/%ZZ`,
      `/spaces/${SPACE}/environments/master/entries/a%2Fb/published`,
    ]) {
      const res = await fetch(`${workbench.url}/api/cma${path}`, { method: 'PUT', headers });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        message: 'The path is not a Content Management API path: a malformed escape or an empty, "." or ".." segment.',
      });
    }
    // What is scheduled is read (Forma 36's reference editors list it on their cards).
    const scheduled = await fetch(
      `${workbench.url}/api/cma/spaces/${SPACE}/scheduled_actions?environment.sys.id=master&sys.status=scheduled`,
      {
        headers,
      },
    );
    expect(scheduled.status).toBe(200);
    expect(((await scheduled.json()) as { sys: { type: string } }).sys.type).toBe('Array');
    // The service and its space are still there.
    expect((await fetch(`${base}/entries/${entry.sys.id}`, { headers })).status).toBe(200);
  });

  it('given scheduled publishing through the workbench, then a product page cannot be scheduled (403), a page past its expiration date at the scheduled time is refused at its field (422), others are scheduled and canceled; a time change is refused (issue 42)', async () => {
    // Runs after the tests above, which defined staticPage on the content service.
    const schedule = (entryId: string, datetime: string) =>
      fetch(`${workbench.url}/api/cma/spaces/${SPACE}/scheduled_actions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          entity: { sys: { type: 'Link', linkType: 'Entry', id: entryId } },
          environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } },
          action: 'publish',
          scheduledFor: { datetime, timezone: 'America/New_York' },
        }),
      });
    const product = await draftPage({
      title: 'Term life',
      type: 'product',
      complianceNumber: 'LFM-1 Exp. 12/2999',
      expirationDate: '2999-12-31',
    });
    const refusedProduct = await schedule(product, '2030-01-01T09:00:00-05:00');
    expect(refusedProduct.status).toBe(403);
    expect(await refusedProduct.json()).toMatchObject({
      sys: { type: 'Error', id: 'AccessDenied' },
      message: 'A product or tool page is published by a principal, as approved, when they publish it: it cannot be scheduled.',
    });
    const expiring = await draftPage({ title: 'Spring offer', type: 'article', expirationDate: '2029-06-30' });
    const late = await schedule(expiring, '2029-07-01T09:00:00-04:00');
    expect(late.status).toBe(422);
    const body = (await late.json()) as { sys: { id: string }; details: { errors: { path: string[]; details: string }[] } };
    expect(body.sys.id).toBe('ValidationFailed');
    expect(body.details.errors.map((e) => e.path)).toEqual([['fields', 'expirationDate', 'en-US']]);
    const inTime = await schedule(expiring, '2029-06-01T09:00:00-04:00');
    expect(inTime.status).toBe(201);
    const action = (await inTime.json()) as { sys: { id: string; version: number; status: string } };
    expect(action.sys.status).toBe('scheduled');
    const listed = await fetch(
      `${workbench.url}/api/cma/spaces/${SPACE}/scheduled_actions?environment.sys.id=master&entity.sys.id=${expiring}&sys.status=scheduled`,
      { headers },
    );
    expect(((await listed.json()) as { items: { sys: { id: string } }[] }).items.map((a) => a.sys.id)).toEqual([action.sys.id]);
    const moved = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/scheduled_actions/${action.sys.id}`, {
      method: 'PUT',
      headers: { ...headers, 'X-Contentful-Version': String(action.sys.version) },
      body: JSON.stringify({ scheduledFor: { datetime: '2029-08-01T09:00:00-04:00' } }),
    });
    expect(moved.status).toBe(403);
    const canceled = await fetch(`${workbench.url}/api/cma/spaces/${SPACE}/scheduled_actions/${action.sys.id}?environment.sys.id=master`, {
      method: 'DELETE',
      headers,
    });
    expect(canceled.status).toBe(200);
    expect(((await canceled.json()) as { sys: { status: string } }).sys.status).toBe('canceled');
  });

  it('given releases through the workbench, then one holding a product page is refused (403) and one of two plain pages publishes both in one action (issue 42)', async () => {
    const envBase = `${workbench.url}/api/cma/spaces/${SPACE}/environments/master`;
    const release = async (title: string, ids: string[]) => {
      const res = await fetch(`${envBase}/releases`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title,
          entities: { sys: { type: 'Array' }, items: ids.map((id) => ({ sys: { type: 'Link', linkType: 'Entry', id } })) },
        }),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { sys: { id: string; version: number } };
    };
    const publishRelease = (r: { sys: { id: string; version: number } }) =>
      fetch(`${envBase}/releases/${r.sys.id}/published`, {
        method: 'PUT',
        headers: { ...headers, 'X-Contentful-Version': String(r.sys.version) },
      });
    const product = await draftPage({
      title: 'Term life',
      type: 'product',
      complianceNumber: 'LFM-2 Exp. 12/2999',
      expirationDate: '2999-12-31',
    });
    const plain = [
      await draftPage({ title: 'Campaign home', type: 'article' }),
      await draftPage({ title: 'Campaign offer', type: 'article' }),
    ];
    const withProduct = await publishRelease(await release('With a product page', [plain[0]!, product]));
    expect(withProduct.status).toBe(403);
    expect(((await withProduct.json()) as { message: string }).message).toBe(
      'A release cannot hold a product or tool page: a principal publishes each of those, as approved, on its own. Remove it from the release.',
    );
    const campaign = await publishRelease(await release('Spring campaign', plain));
    expect(campaign.status).toBe(200);
    expect(((await campaign.json()) as { sys: { status: string } }).sys.status).toBe('succeeded');
    for (const id of [...plain, product]) {
      const entry = (await (await fetch(`${envBase}/entries/${id}`, { headers })).json()) as { sys: { publishedVersion?: number } };
      expect(Boolean(entry.sys.publishedVersion), id).toBe(id !== product);
    }
  });

  it('given a publish of an approved, compliant page raced against an edit that removes its compliance number, 100 times, then a page without one is never published: the proxy publishes the version it checked (issue 41)', async () => {
    const base = `${workbench.url}/api/cma/spaces/${SPACE}/environments/master`;
    const compliant = {
      title: { 'en-US': 'Term life' },
      type: { 'en-US': 'product' },
      complianceNumber: { 'en-US': 'LFM-2026-0117 Exp. 12/2999' },
      expirationDate: { 'en-US': '2999-12-31' },
    };
    const { complianceNumber: _removed, ...stripped } = compliant;
    let published = 0;
    for (let i = 0; i < 100; i++) {
      const created = await fetch(`${base}/entries`, {
        method: 'POST',
        headers: { ...headers, 'X-Contentful-Content-Type': 'staticPage' },
        body: JSON.stringify({ fields: compliant }),
      });
      const { sys } = (await created.json()) as { sys: { id: string; version: number } };
      await approveAsLocalPrincipal(sys.id);
      // The attacker's pair: the edit, and a publish naming the version that edit will make.
      const [, publish] = await Promise.all([
        fetch(`${base}/entries/${sys.id}`, {
          method: 'PUT',
          headers: { ...headers, 'X-Contentful-Version': String(sys.version) },
          body: JSON.stringify({ fields: stripped }),
        }),
        fetch(`${base}/entries/${sys.id}/published`, {
          method: 'PUT',
          headers: { ...headers, 'X-Contentful-Version': String(sys.version + 1) },
        }),
      ]);
      if (publish.status === 200) published++;
      const cda = await fetch(`${service.httpUrl}/cdn/spaces/${SPACE}/environments/master/entries/${sys.id}`, {
        headers: { Authorization: `Bearer ${DELIVERY_TOKEN}` },
      });
      if (cda.status === 200) {
        const live = (await cda.json()) as { fields: Record<string, unknown> };
        expect(live.fields.complianceNumber, `try ${i}`).toBe('LFM-2026-0117 Exp. 12/2999');
      } else expect(cda.status).toBe(404);
    }
    console.log(`raced publishes: ${published} of 100 published (each the checked, compliant version)`);
  });

  it('given a product form’s compliance code past its expiration date, when published through the proxy, then 422 on that field', async () => {
    const base = `${workbench.url}/api/cma/spaces/${SPACE}/environments/master`;
    const model = `${service.httpUrl}/spaces/${SPACE}/environments/master`;
    const ct = await fetch(`${model}/content_types/complianceCode`, {
      method: 'PUT',
      headers: direct,
      body: JSON.stringify({
        name: 'Compliance code',
        displayField: 'code',
        fields: [
          { id: 'formId', name: 'Product form', type: 'Symbol' },
          { id: 'code', name: 'Compliance code', type: 'Symbol' },
          { id: 'expirationDate', name: 'Expiration date', type: 'Date' },
        ],
      }),
    });
    expect(ct.status).toBe(201);
    await fetch(`${model}/content_types/complianceCode/published`, { method: 'PUT', headers: { ...direct, 'X-Contentful-Version': '1' } });
    const publish = async (expirationDate: string) => {
      const created = await fetch(`${base}/entries`, {
        method: 'POST',
        headers: { ...headers, 'X-Contentful-Content-Type': 'complianceCode' },
        body: JSON.stringify({
          fields: {
            formId: { 'en-US': 'rila-tool-share' },
            code: { 'en-US': 'LFM-RILA-2024-0001' },
            expirationDate: { 'en-US': expirationDate },
          },
        }),
      });
      const entry = (await created.json()) as { sys: { id: string; version: number } };
      const res = await fetch(`${base}/entries/${entry.sys.id}/published`, {
        method: 'PUT',
        headers: { ...headers, 'X-Contentful-Version': String(entry.sys.version) },
      });
      return { status: res.status, body: (await res.json()) as { details?: { errors: unknown[] } } };
    };
    const expired = await publish('2024-06-30');
    expect(expired.status).toBe(422);
    expect(expired.body.details?.errors).toEqual([
      {
        name: 'compliance',
        path: ['fields', 'expirationDate', 'en-US'],
        details: 'This compliance code expired on 2024-06-30: enter the renewed code and its new expiration date before publishing.',
      },
    ]);
    expect((await publish('2999-12-31')).status).toBe(200);
  });

  it('given the preview, when the workbench’s page opens it with its session, then it redirects to the site’s draft route with the secret, and refuses other hosts', async () => {
    const session = encodeURIComponent(workbench.sessionSecret);
    const res = await fetch(`${workbench.url}/preview?slug=${encodeURIComponent('/life-insurance')}&session=${session}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3999/api/draft?secret=test-preview-secret&slug=%2Flife-insurance');
    for (const slug of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const bad = await fetch(`${workbench.url}/preview?slug=${encodeURIComponent(slug)}&session=${session}`, { redirect: 'manual' });
      expect(bad.status, slug).toBe(400);
      expect(await bad.json()).toEqual({ message: 'slug must be a path on the site, starting with a single "/".' });
    }
  });

  it('given another local caller without the session, when it asks for the preview, then 403 and the preview secret stays on the server', async () => {
    for (const query of ['', '&session=', '&session=guessed']) {
      const res = await fetch(`${workbench.url}/preview?slug=%2F${query}`, { redirect: 'manual' });
      expect(res.status, query).toBe(403);
      expect(res.headers.get('location')).toBeNull();
      const text = await res.text();
      expect(text).not.toContain('test-preview-secret');
      expect(JSON.parse(text)).toEqual({
        message: 'The preview opens from the workbench’s own page only (its session is missing or wrong).',
      });
    }
  });

  it('given any app path, when fetched, then the app’s page with this process’s session, the security headers and never framable', async () => {
    const res = await fetch(`${workbench.url}/entries/abc`);
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<title>Authoring workbench</title>');
    expect(html).toContain(`<meta name="workbench-session" content="${workbench.sessionSecret}" />`);
    const api = await fetch(`${workbench.url}/api/config`, { headers });
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('given a rebound host name (DNS rebinding), when it asks for the page or the API, then 421 and nothing of the workbench', async () => {
    for (const path of ['/', `/api/cma/spaces/${SPACE}/environments/master/entries?limit=1`, '/preview?slug=%2F']) {
      const res = await rawGet(path, { Host: `rebind.attacker.example:${workbench.port}`, 'X-Workbench-Session': workbench.sessionSecret });
      expect(res.status, path).toBe(421);
      expect(JSON.parse(res.body)).toEqual({
        message: `The workbench answers only for localhost:${workbench.port}, 127.0.0.1:${workbench.port}, [::1]:${workbench.port}, not for the host "rebind.attacker.example:${workbench.port}".`,
      });
      expect(res.body).not.toContain(workbench.sessionSecret);
    }
    const own = await rawGet('/', { Host: `127.0.0.1:${workbench.port}` });
    expect(own.status).toBe(200);
  });

  it('given another origin, when it calls the API even with the session, then 403', async () => {
    const res = await fetch(`${workbench.url}/api/config`, { headers: { ...headers, Origin: 'http://localhost:3999' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: 'Requests from the origin "http://localhost:3999" are refused: the workbench answers its own pages only.',
    });
    const own = await fetch(`${workbench.url}/api/config`, { headers: { ...headers, Origin: workbench.url } });
    expect(own.status).toBe(200);
  });

  it('given a request whose headers or body never finish, when the request timeout passes, then 408 with a message and the connection closes', async () => {
    const host = `localhost:${workbench.port}`;
    const unfinishedHeaders = await sendRawRequest(workbench.port, `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Slow: 1\r\n`, 10_000);
    expect(unfinishedHeaders.status).toBe(408);
    expect(JSON.parse(unfinishedHeaders.body)).toEqual({ message: 'The request was not received completely in time.' });
    const unfinishedBody = await sendRawRequest(
      workbench.port,
      `PUT /api/cma/spaces/${SPACE}/environments/master/entries/x HTTP/1.1\r\nHost: ${host}\r\nX-Workbench-Session: ${workbench.sessionSecret}\r\nContent-Length: 100\r\n\r\n{"fields":`,
      10_000,
    );
    expect(unfinishedBody.status).toBe(408);
    expect(JSON.parse(unfinishedBody.body)).toEqual({ message: 'The request was not received completely in time.' });
  });
});
