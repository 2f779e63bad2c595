import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendRecord, approvalFor, openCompliance, pageSnapshot, snapshotHash, type SnapshotSource } from '@insurer/compliance';
import { startTestService, DELIVERY_TOKEN, MANAGEMENT_TOKEN, SPACE, type TestService } from '@insurer/content-service/testing';
import { openSiteDb } from '@insurer/site-db';
import { startWorkbench, type RunningWorkbench, type WorkbenchOptions } from '../src/server/server.js';

/**
 * Issue 41 items 3–5 and 7 (docs/requirements.md#decision-workbench-roles-and-review), against a
 * real content service, a real SQLite site database and a real HTTP peer standing in for the
 * site's webhook: sign-in and its session cookie, the limit on wrong passwords shared by two
 * instances, an author's publish of a product page refused, the approval computed by the server
 * from the Management API, a draft changed after its approval refused with 409, withdrawal, and
 * the records and their export.
 */

const AUTHOR = { email: 'demo.author@lanternfield.example', password: 'demo-author-password' };
const PRINCIPAL = { email: 'demo.principal@lanternfield.example', password: 'demo-principal-password' };
const JSON_TYPE = 'application/vnd.contentful.management.v1+json';

let service: TestService;
let workbench: RunningWorkbench;
let dir: string;
let options: WorkbenchOptions;
let siteHook: Server;
/** What the stand-in site's webhook received. */
const told: { headers: IncomingHttpHeaders; body: string }[] = [];
const direct = { Authorization: `Bearer ${MANAGEMENT_TOKEN}`, 'Content-Type': JSON_TYPE };

/** A call to the workbench's API as its page makes it: the session secret, and the session cookie when given. */
async function api(path: string, init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${workbench.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Workbench-Session': workbench.sessionSecret,
      'Content-Type': JSON_TYPE,
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, any>) : undefined };
}

/** Signs in and answers the cookie to send back (`workbench_session=…`). */
async function signIn(user: { email: string; password: string }, on: RunningWorkbench = workbench): Promise<string> {
  const res = await fetch(`${on.url}/api/session`, {
    method: 'POST',
    headers: { 'X-Workbench-Session': on.sessionSecret, 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A snapshot source over the content service's Management API, as the test's own reading of the draft. */
const draftSource: SnapshotSource = {
  localized: true,
  entries: async (ids) =>
    (
      (await (
        await fetch(`${service.httpUrl}/spaces/${SPACE}/environments/master/entries?sys.id[in]=${ids.join(',')}`, { headers: direct })
      ).json()) as { items: unknown[] }
    ).items,
  assets: async (ids) =>
    (
      (await (
        await fetch(`${service.httpUrl}/spaces/${SPACE}/environments/master/assets?sys.id[in]=${ids.join(',')}`, { headers: direct })
      ).json()) as { items: unknown[] }
    ).items,
};

const localized = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));

/** Creates an entry through the workbench as `cookie`'s user. */
async function create(cookie: string, contentType: string, fields: Record<string, unknown>): Promise<{ id: string; version: number }> {
  const res = await api(`/api/cma/spaces/${SPACE}/environments/master/entries`, {
    method: 'POST',
    cookie,
    headers: { 'X-Contentful-Content-Type': contentType },
    body: { fields: localized(fields) },
  });
  expect(res.status).toBe(201);
  return { id: res.body!.sys.id, version: res.body!.sys.version };
}

/** Edits an entry through the workbench as `cookie`'s user (its current fields with `fields` on top). */
async function edit(cookie: string, id: string, fields: Record<string, unknown>): Promise<number> {
  const now = await api(`/api/cma/spaces/${SPACE}/environments/master/entries/${id}`, { cookie });
  const res = await api(`/api/cma/spaces/${SPACE}/environments/master/entries/${id}`, {
    method: 'PUT',
    cookie,
    headers: { 'X-Contentful-Version': String(now.body!.sys.version) },
    body: { fields: { ...now.body!.fields, ...localized(fields) } },
  });
  expect(res.status).toBe(200);
  return res.body!.sys.version;
}

/** Publishes through the workbench's proxy as `cookie`'s user (the version the workbench's client names: the current one). */
async function publish(cookie: string, id: string) {
  const now = await api(`/api/cma/spaces/${SPACE}/environments/master/entries/${id}`, { cookie });
  return api(`/api/cma/spaces/${SPACE}/environments/master/entries/${id}/published`, {
    method: 'PUT',
    cookie,
    headers: { 'X-Contentful-Version': String(now.body!.sys.version) },
  });
}

/** The entry as the Delivery API serves it (what the site would show), or undefined when unpublished. */
async function live(id: string): Promise<Record<string, unknown> | undefined> {
  const res = await fetch(`${service.httpUrl}/cdn/spaces/${SPACE}/environments/master/entries/${id}`, {
    headers: { Authorization: `Bearer ${DELIVERY_TOKEN}` },
  });
  return res.status === 200 ? ((await res.json()) as { fields: Record<string, unknown> }).fields : undefined;
}

const review = (cookie: string, id: string, action: string, comment?: string, extra: Record<string, unknown> = {}) =>
  api(`/api/reviews/${id}`, { method: 'POST', cookie, body: { action, ...(comment === undefined ? {} : { comment }), ...extra } });

async function defineType(id: string, definition: Record<string, unknown>): Promise<void> {
  const model = `${service.httpUrl}/spaces/${SPACE}/environments/master/content_types/${id}`;
  expect((await fetch(model, { method: 'PUT', headers: direct, body: JSON.stringify(definition) })).status).toBe(201);
  expect((await fetch(`${model}/published`, { method: 'PUT', headers: { ...direct, 'X-Contentful-Version': '1' } })).status).toBe(200);
}

const product = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  url: `/${title.toLowerCase().replaceAll(' ', '-')}`,
  type: 'product',
  complianceNumber: 'LFM-2026-0117 Exp. 12/2999',
  expirationDate: '2999-12-31',
  ...extra,
});

beforeAll(async () => {
  service = await startTestService();
  dir = mkdtempSync(join(tmpdir(), 'workbench-roles-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Authoring workbench</title></head><body></body></html>');
  siteHook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      told.push({ headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => siteHook.listen(0, '127.0.0.1', resolve));
  const hookPort = (siteHook.address() as { port: number }).port;
  options = {
    port: 0,
    cmaUrl: service.httpUrl,
    managementToken: MANAGEMENT_TOKEN,
    spaceId: SPACE,
    environmentId: 'master',
    locale: 'en-US',
    siteUrl: 'http://localhost:3999',
    previewSecret: 'test-preview-secret',
    staticDir: dir,
    allowedOrigins: ['https://workbench.example'],
    database: { databaseUrl: undefined, sqlitePath: join(dir, 'site.sqlite'), poolSize: 1 },
    signIn: 'required',
    demoUsers: true,
    webhookSecret: 'test-webhook-secret',
    revalidateUrl: `http://127.0.0.1:${hookPort}/api/revalidate`,
  };
  workbench = await startWorkbench(options);
  await defineType('textBlock', { name: 'Text block', displayField: 'text', fields: [{ id: 'text', name: 'Text', type: 'Symbol' }] });
  await defineType('staticPage', {
    name: 'Static page',
    displayField: 'title',
    fields: [
      ...['title', 'url', 'type', 'complianceNumber'].map((id) => ({ id, name: id, type: 'Symbol' })),
      { id: 'expirationDate', name: 'Expiration date', type: 'Date' },
      { id: 'blocks', name: 'Blocks', type: 'Array', items: { type: 'Link', linkType: 'Entry' } },
    ],
  });
});

afterAll(async () => {
  await workbench?.close();
  await service?.destroy();
  await new Promise((resolve) => siteHook?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('signing in (issue 41 item 4)', () => {
  it('given nobody signed in, when the page asks, then no user and every other API call is 401 with a message', async () => {
    expect((await api('/api/session')).body).toEqual({ user: null, mode: 'required', signedIn: false });
    for (const path of ['/api/config', `/api/cma/spaces/${SPACE}/environments/master/entries`, '/api/reviews?entries=a', '/api/records']) {
      const res = await api(path);
      expect(res.status, path).toBe(401);
      expect(res.body, path).toEqual({ message: 'Sign in to use the workbench.' });
    }
  });

  it('given the form’s mistakes, when sent, then 422 with each message at its field, 400 for a body that is not a JSON object', async () => {
    const empty = await api('/api/session', { method: 'POST', body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'Check the highlighted fields.',
      errors: { email: 'Enter your e-mail address.', password: 'Enter your password.' },
    });
    const malformed = await api('/api/session', { method: 'POST', body: { email: 'avery at example', password: 'x' } });
    expect(malformed.body).toEqual({
      message: 'Check the highlighted fields.',
      errors: { email: 'Enter an e-mail address like name@example.com.' },
    });
    for (const body of ['not json', '[1]']) {
      const res = await api('/api/session', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The request body must be a JSON object.' });
    }
  });

  it('given the demo author’s password, when they sign in, then an HttpOnly, SameSite=Strict session cookie that the API takes; without the session secret it is still 403; signing out ends it', async () => {
    const wrong = await api('/api/session', { method: 'POST', body: { email: AUTHOR.email, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      message: 'The e-mail address or the password is not right.',
      errors: { password: 'The e-mail address or the password is not right.' },
    });
    const res = await api('/api/session', { method: 'POST', body: AUTHOR });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: expect.any(String), email: AUTHOR.email, name: 'Avery Author', role: 'author' },
      mode: 'required',
      signedIn: true,
    });
    const [setCookie] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^workbench_session=[^;]{20,}; Path=\/; Expires=[^;]+ GMT; HttpOnly; SameSite=Strict$/);
    const cookie = setCookie!.split(';')[0]!;
    expect((await api('/api/session', { cookie })).body).toMatchObject({ user: { name: 'Avery Author', role: 'author' }, signedIn: true });
    expect((await api('/api/config', { cookie })).status).toBe(200);
    const forged = await fetch(`${workbench.url}/api/config`, { headers: { Cookie: cookie } });
    expect(forged.status).toBe(403);
    const out = await api('/api/session', { method: 'DELETE', cookie });
    expect(out.body).toEqual({ user: null, mode: 'required', signedIn: false });
    expect(out.headers.getSetCookie()[0]).toMatch(
      /^workbench_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/,
    );
    expect((await api('/api/config', { cookie })).status).toBe(401);
  });

  it('given the workbench reached over https (an allowed https origin), when someone signs in there, then the cookie is Secure', async () => {
    const body = JSON.stringify(PRINCIPAL);
    const setCookie = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: workbench.port,
          path: '/api/session',
          method: 'POST',
          headers: { Host: 'workbench.example', 'X-Workbench-Session': workbench.sessionSecret, 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(String(res.headers['set-cookie']?.[0]));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(setCookie).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('given wrong passwords spread over two instances sharing the database, when the limit is reached, then 429 with Retry-After at the password field, even for the right password', async () => {
    const shared = {
      ...options,
      database: { ...options.database, sqlitePath: join(dir, 'limits.sqlite') },
      signInLimit: { max: 3, windowMs: 60_000 },
    };
    const one = await startWorkbench(shared);
    const two = await startWorkbench(shared);
    try {
      const attempt = (on: RunningWorkbench, password: string) =>
        fetch(`${on.url}/api/session`, {
          method: 'POST',
          headers: { 'X-Workbench-Session': on.sessionSecret, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: PRINCIPAL.email, password }),
        });
      expect((await attempt(one, 'wrong-1')).status).toBe(401);
      expect((await attempt(two, 'wrong-2')).status).toBe(401);
      expect((await attempt(one, 'wrong-3')).status).toBe(401);
      const limited = await attempt(two, PRINCIPAL.password);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({
        message: 'Too many wrong passwords: try again in 1 minute.',
        errors: { password: 'Too many wrong passwords: try again in 1 minute.' },
      });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('roles and review (issue 41 items 3 and 5)', () => {
  it('given an author, when they publish a product page, then 403 with the reason and it stays unpublished; a legal page and a block they publish', async () => {
    const author = await signIn(AUTHOR);
    const page = await create(author, 'staticPage', product('Term life'));
    const refused = await publish(author, page.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      sys: { type: 'Error', id: 'AccessDenied' },
      message: 'Only a principal publishes a product or tool page; submit it for review.',
    });
    expect(await live(page.id)).toBeUndefined();
    const legal = await create(author, 'staticPage', { title: 'Privacy', url: '/privacy', type: 'legal' });
    expect((await publish(author, legal.id)).status).toBe(200);
    const block = await create(author, 'textBlock', { text: 'Cover from day one.' });
    expect((await publish(author, block.id)).status).toBe(200);
  });

  it('given a page submitted by an author, when a principal approves it, then the server hashes the draft and its linked block itself (a hash in the request is ignored), records the principal and tells the site', async () => {
    const author = await signIn(AUTHOR);
    const principal = await signIn(PRINCIPAL);
    const block = await create(author, 'textBlock', { text: 'Level premiums for 20 years.' });
    const page = await create(
      author,
      'staticPage',
      product('Whole life', { blocks: [{ sys: { type: 'Link', linkType: 'Entry', id: block.id } }] }),
    );
    const forged = { contentHash: 'f'.repeat(64), entryVersion: 1 };
    const submitted = await review(author, page.id, 'submit', 'Ready for review.', forged);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      regulated: true,
      state: 'submitted',
      submittedBy: { name: 'Avery Author', role: 'author' },
      comments: [{ kind: 'submit', text: 'Ready for review.', by: { name: 'Avery Author' } }],
      publish: { allowed: false, message: 'Only a principal publishes a product or tool page; submit it for review.' },
    });
    const expected = snapshotHash(await pageSnapshot(draftSource, { rootId: page.id, locale: 'en-US' }));
    expect(submitted.body!.contentHash).toBe(expected);
    told.length = 0;
    const approved = await review(principal, page.id, 'approve', 'Approved as filed.', forged);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      state: 'approved',
      contentHash: expected,
      approval: {
        contentHash: expected,
        entryVersion: page.version,
        complianceNumber: 'LFM-2026-0117 Exp. 12/2999',
        expirationDate: '2999-12-31',
        principal: { name: 'Priya Principal', role: 'principal' },
      },
      publish: { allowed: true },
      site: 'The site was told.',
    });
    expect(told).toEqual([
      {
        headers: expect.objectContaining({
          'x-contentful-topic': 'Insurer.Compliance.approve',
          'x-contentful-webhook-secret': 'test-webhook-secret',
          'content-type': 'application/json',
        }),
        body: JSON.stringify({ sys: { id: page.id } }),
      },
    ]);
    expect((await api(`/api/reviews?entries=${page.id},${block.id}`, { cookie: author })).body).toEqual({
      states: { [page.id]: 'approved', [block.id]: 'draft' },
    });
    // The author still may not publish it; the principal may, the approved version.
    expect((await publish(author, page.id)).status).toBe(403);
    expect((await publish(author, block.id)).status).toBe(200);
    const published = await publish(principal, page.id);
    expect(published.status).toBe(200);
    expect(published.body!.sys.publishedVersion).toBe(page.version);
    expect((await live(page.id))?.title).toBe('Whole life');
  });

  it('given an approved and published page, when the page or its linked block changes, then the principal’s publish answers 409 naming the approval and the site keeps the approved version; a new approval publishes it', async () => {
    const author = await signIn(AUTHOR);
    const principal = await signIn(PRINCIPAL);
    const block = await create(author, 'textBlock', { text: 'Guaranteed for life.' });
    const page = await create(
      author,
      'staticPage',
      product('Annuity', { blocks: [{ sys: { type: 'Link', linkType: 'Entry', id: block.id } }] }),
    );
    expect((await review(principal, page.id, 'approve')).status).toBe(200);
    expect((await publish(principal, block.id)).status).toBe(200);
    expect((await publish(principal, page.id)).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const changed = `This page changed after Priya Principal approved version ${page.version} on ${today}: it needs a new approval before it is published.`;

    await edit(author, page.id, { title: 'Annuity, new rates' });
    const afterTitle = await publish(principal, page.id);
    expect(afterTitle.status).toBe(409);
    expect(afterTitle.body).toEqual({ sys: { type: 'Error', id: 'ApprovalRequired' }, message: changed });
    expect((await live(page.id))?.title).toBe('Annuity');
    await edit(author, page.id, { title: 'Annuity' });
    // Back to the approved content: the same hash, so the approval holds again.
    expect((await api(`/api/reviews/${page.id}`, { cookie: principal })).body).toMatchObject({
      state: 'approved',
      publish: { allowed: true },
    });

    await edit(author, block.id, { text: 'Guaranteed for life, now 5.1%.' });
    const review409 = await api(`/api/reviews/${page.id}`, { cookie: principal });
    expect(review409.body).toMatchObject({ state: 'changed-since-approval', publish: { allowed: false, message: changed } });
    expect((await publish(principal, page.id)).body).toEqual({ sys: { type: 'Error', id: 'ApprovalRequired' }, message: changed });

    const again = await review(principal, page.id, 'approve', 'New rate approved.');
    expect(again.body).toMatchObject({
      state: 'approved',
      comments: [{ kind: 'approve' }, { kind: 'approve', text: 'New rate approved.' }],
    });
    expect((await publish(principal, block.id)).status).toBe(200);
    expect((await publish(principal, page.id)).status).toBe(200);
  });

  it('given an approval withdrawn, then the site is told and the page is no longer publishable; the review’s mistakes answer 4xx with their messages', async () => {
    const principal = await signIn(PRINCIPAL);
    const author = await signIn(AUTHOR);
    const page = await create(author, 'staticPage', product('Disability'));
    expect((await review(principal, page.id, 'approve')).status).toBe(200);
    expect((await review(principal, page.id, 'withdraw')).body).toEqual({
      message: 'Give the reason for withdrawing the approval.',
      errors: { comment: 'Give the reason for withdrawing the approval.' },
    });
    expect((await review(author, page.id, 'withdraw', 'Not mine to withdraw.')).status).toBe(403);
    told.length = 0;
    const withdrawn = await review(principal, page.id, 'withdraw', 'The rates were filed wrong.');
    expect(withdrawn.body).toMatchObject({ state: 'draft', site: 'The site was told.' });
    expect(told.map((t) => t.headers['x-contentful-topic'])).toEqual(['Insurer.Compliance.withdraw']);
    expect((await publish(principal, page.id)).body).toEqual({
      sys: { type: 'Error', id: 'ApprovalRequired' },
      message: 'This page has no approval: a principal approves it in the review panel before it is published.',
    });

    expect((await review(author, page.id, 'approve')).body).toEqual({ message: 'Only a principal can approve a page' });
    expect((await review(author, page.id, 'comment', '  ')).body).toEqual({
      message: 'Write a comment first.',
      errors: { comment: 'Write a comment first.' },
    });
    expect((await review(author, page.id, 'publish')).body).toEqual({
      message: 'action must be one of submit, comment, approve, withdraw.',
    });
    expect((await review(author, page.id, 'comment', 'x'.repeat(2001))).status).toBe(422);
    const missing = await create(author, 'staticPage', product('Dental', { complianceNumber: undefined }));
    const unfit = await review(principal, missing.id, 'approve');
    expect(unfit.status).toBe(422);
    expect(unfit.body).toEqual({
      message: 'The page cannot be approved: A product page needs its compliance number (the approval code) before it is published.',
      errors: { complianceNumber: 'A product page needs its compliance number (the approval code) before it is published.' },
    });
    const legal = await create(author, 'staticPage', { title: 'Careers', type: 'careers' });
    expect((await api(`/api/reviews/${legal.id}`, { cookie: author })).body).toEqual({ entryId: legal.id, regulated: false });
    expect((await review(author, legal.id, 'submit')).body).toEqual({
      message: 'Only product and tool pages are reviewed: this entry needs no approval.',
    });
    expect((await api('/api/reviews/no-such-entry', { cookie: author })).status).toBe(404);
    expect((await api('/api/reviews/a%2Fb', { cookie: author })).body).toEqual({
      message: 'The path must name one entry id: /api/reviews/{entryId}.',
    });
    expect((await api('/api/reviews?entries=a,b/c', { cookie: author })).status).toBe(400);
    expect((await api(`/api/reviews/${page.id}`, { method: 'DELETE', cookie: author })).status).toBe(405);
  });
});

describe('records (issue 41 item 7)', () => {
  it('given two archived versions of a page, then the Records API lists them with the principal and the export is a ZIP with both HTML files and the index; malformed filters are 400', async () => {
    const author = await signIn(AUTHOR);
    const principal = await signIn(PRINCIPAL);
    const page = await create(author, 'staticPage', product('Retirement income'));
    const first = await review(principal, page.id, 'approve');
    // The site appends the archive's rows as it serves a publish (m41s); here the test appends them.
    const site = await openSiteDb(options.database);
    try {
      const store = await openCompliance(site);
      const snapshot = await pageSnapshot(draftSource, { rootId: page.id, locale: 'en-US' });
      const approval = await approvalFor(store, { entryId: page.id, contentHash: first.body!.contentHash });
      const at1 = new Date('2026-01-10T10:00:00Z');
      const at2 = new Date('2026-02-10T10:00:00Z');
      for (const [at, html] of [
        [at1, '<h1>Retirement income</h1>'],
        [at2, '<h1>Retirement income, 2026 rates</h1>'],
      ] as const) {
        await appendRecord(store, {
          event: 'publish',
          entryId: page.id,
          url: '/retirement-income',
          at,
          html,
          images: [],
          snapshot,
          contentHash: first.body!.contentHash,
          complianceNumber: 'LFM-2026-0117 Exp. 12/2999',
          expirationDate: '2999-12-31',
          approval: approval!,
          chartSources: [],
        });
      }
    } finally {
      await site.close();
    }
    const listed = await api(`/api/records?entry=${page.id}`, { cookie: author });
    expect(listed.status).toBe(200);
    expect(listed.body!.records).toEqual([
      expect.objectContaining({
        event: 'publish',
        url: '/retirement-income',
        principalName: 'Priya Principal',
        firstUse: '2026-01-10T10:00:00.000Z',
        lastUse: '2026-02-10T10:00:00.000Z',
      }),
      expect.objectContaining({ event: 'publish', principalName: 'Priya Principal', firstUse: '2026-02-10T10:00:00.000Z' }),
    ]);
    expect((await api(`/api/records?entry=${page.id}&from=2026-02-11&to=2026-02-28`, { cookie: author })).body!.records).toHaveLength(1);

    const zip = await fetch(`${workbench.url}/api/records/export?entry=${page.id}`, {
      headers: { 'X-Workbench-Session': workbench.sessionSecret, Cookie: author },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename="compliance-records-${page.id}.zip"`);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const html = Object.keys(files).filter((name) => name.endsWith('.html'));
    expect(html).toHaveLength(2);
    expect(html.map((name) => strFromU8(files[name]!)).sort()).toEqual([
      '<h1>Retirement income, 2026 rates</h1>',
      '<h1>Retirement income</h1>',
    ]);
    expect(strFromU8(files['index.csv']!)).toContain('Priya Principal');
    expect(strFromU8(files['index.json']!)).toContain('Priya Principal');

    for (const [query, message] of [
      ['from=2026-02-30', 'from must be a day written YYYY-MM-DD.'],
      ['to=yesterday', 'to must be a day written YYYY-MM-DD.'],
      ['from=2026-03-01&to=2026-02-01', 'from must not be after to.'],
      ['entry=a%2Fb', 'entry must be an entry id.'],
    ]) {
      const res = await api(`/api/records/export?${query}`, { cookie: author });
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ message });
    }
    expect((await api('/api/records', { method: 'POST', cookie: author, body: {} })).status).toBe(405);
  });
});
