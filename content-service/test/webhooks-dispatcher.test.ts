import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type ServiceConfig } from '../src/config.js';
import { openDatabase, type SqliteDatabase } from '../src/db.js';
import {
  contentfulCrn,
  DEFAULT_MAX_ATTEMPTS,
  retryDelaysMs,
  WebhookDispatcher,
  webhookPayload,
  webhookTopic,
  type WebhookDispatcherOptions,
} from '../src/webhooks/dispatcher.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook target on 127.0.0.1:0 answering the queued statuses in turn, then 200. */
class Receiver {
  readonly requests: Received[] = [];
  statuses: number[] = [];
  /** When set, requests are held open and never answered. */
  hang = false;
  private server!: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
        if (this.hang) return;
        res.writeHead(this.statuses.shift() ?? 200, { 'Content-Type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 5 ms until it is true. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await sleep(5);
}

const SPACE_LINK = { sys: { type: 'Link', linkType: 'Space', id: 'hookspace' } };
const ENV_LINK = { sys: { type: 'Link', linkType: 'Environment', id: 'master' } };

function entry(id: string, marker = 'payload-marker') {
  return {
    sys: {
      id,
      type: 'Entry',
      space: SPACE_LINK,
      environment: ENV_LINK,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'article' } },
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-02T00:00:00.000Z',
      version: 3,
      publishedVersion: 2,
      publishedCounter: 1,
    },
    fields: { title: { 'en-US': marker } },
    metadata: { tags: [] },
  };
}

let dataDir: string;
let db: SqliteDatabase;
let receiver: Receiver;
let logs: string[];
const dispatchers: WebhookDispatcher[] = [];

function config(overrides: Record<string, string> = {}): ServiceConfig {
  return loadConfig({
    CONTENT_SERVICE_DATA_DIR: dataDir,
    CONTENTFUL_SPACE_ID: 'hookspace',
    CONTENT_SERVICE_WEBHOOK_URLS: receiver.url,
    CONTENT_SERVICE_WEBHOOK_SECRET: 's3cret',
    ...overrides,
  });
}

function dispatcher(
  cfg: ServiceConfig | (() => ServiceConfig) = config(),
  options: WebhookDispatcherOptions = {},
  database = db,
): WebhookDispatcher {
  const d = new WebhookDispatcher(database, cfg, { backoffMs: 20, log: (line) => logs.push(line), ...options });
  dispatchers.push(d);
  return d;
}

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'content-service-webhooks-'));
  db = openDatabase(dataDir);
  receiver = await new Receiver().start();
  logs = [];
});

afterEach(async () => {
  for (const d of dispatchers.splice(0)) d.close();
  await receiver.stop();
  if (db.open) db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WebhookDispatcher', () => {
  it('given a configured URL, when an entry is published, then it POSTs the payload with Contentful headers', async () => {
    const d = dispatcher();
    const payload = entry('e1');
    d.emit('ContentManagement.Entry.publish', payload);
    await d.idle();

    expect(receiver.requests).toHaveLength(1);
    const [req] = receiver.requests;
    expect(JSON.parse(req!.body)).toEqual(payload);
    expect(req!.headers).toMatchObject({
      'content-type': 'application/vnd.contentful.management.v1+json',
      'x-contentful-topic': 'ContentManagement.Entry.publish',
      'x-contentful-webhook-name': 'content-service',
      'x-contentful-webhook-request-attempt': '1',
      'x-contentful-webhook-secret': 's3cret',
      'x-contentful-crn': 'crn:contentful:::content:spaces/hookspace/environments/master/entries/e1',
    });
    expect(req!.headers['x-contentful-idempotency-key']).toMatch(/^[0-9a-f]{64}$/);
    expect(d.deliveries()).toMatchObject([
      { topic: 'ContentManagement.Entry.publish', status: 'delivered', attempts: 1, lastResult: 'HTTP 200' },
    ]);
  });

  it('given no secret and two URLs, when emitting, then both get it and no secret header is sent', async () => {
    const second = await new Receiver().start();
    try {
      const d = dispatcher(config({ CONTENT_SERVICE_WEBHOOK_URLS: `${receiver.url}, ${second.url}`, CONTENT_SERVICE_WEBHOOK_SECRET: '' }));
      d.emit('ContentManagement.Asset.publish', { sys: { id: 'a1', type: 'Asset', space: SPACE_LINK, environment: ENV_LINK } });
      await d.idle();
      for (const r of [receiver, second]) {
        expect(r.requests).toHaveLength(1);
        expect(r.requests[0]!.headers['x-contentful-webhook-secret']).toBeUndefined();
        expect(r.requests[0]!.headers['x-contentful-crn']).toBe('crn:contentful:::content:spaces/hookspace/environments/master/assets/a1');
      }
    } finally {
      await second.stop();
    }
  });

  it('given a target answering 500 once, when emitting, then it retries with the next attempt number and succeeds', async () => {
    receiver.statuses = [500];
    const d = dispatcher();
    d.emit('ContentManagement.Entry.unpublish', webhookPayload(entry('e2'), 'unpublish'));
    await d.idle();

    expect(receiver.requests.map((r) => r.headers['x-contentful-webhook-request-attempt'])).toEqual(['1', '2']);
    const [first, second] = receiver.requests;
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-contentful-idempotency-key']).toBe(first!.headers['x-contentful-idempotency-key']);
    expect(JSON.parse(second!.body)).toMatchObject({ sys: { type: 'DeletedEntry', id: 'e2', revision: 1 } });
    expect(d.deliveries()[0]).toMatchObject({ status: 'delivered', attempts: 2 });

    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatch(
      /ContentManagement\.Entry\.unpublish -> http:\/\/127\.0\.0\.1:\d+\/hook attempt 1\/12: HTTP 500 .*retrying in 20 ms/,
    );
    expect(logs[1]).toMatch(/attempt 2\/12: HTTP 200 .*delivered/);
  });

  it('given a target that always fails, when emitting, then it gives up after maxAttempts with growing delays', async () => {
    receiver.statuses = [503, 503, 503, 503];
    const d = dispatcher(config(), { maxAttempts: 3, backoffMs: 30 });
    const started = Date.now();
    d.emit('ContentManagement.Entry.delete', webhookPayload(entry('e3'), 'delete'));
    await d.idle();
    expect(receiver.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(30 + 60 - 5);
    expect(d.deliveries()[0]).toMatchObject({ status: 'failed', attempts: 3, lastResult: 'HTTP 503' });
    expect(logs.map((l) => /retrying in (\d+) ms|giving up/.exec(l)?.[0])).toEqual(['retrying in 30 ms', 'retrying in 60 ms', 'giving up']);
  });

  it('given a target down for its first 5 attempts, when emitting with the default attempts, then it keeps retrying and delivers', async () => {
    receiver.statuses = [503, 503, 503, 503, 503];
    const d = dispatcher(config(), { backoffMs: 5 });
    d.emit('ContentManagement.Entry.publish', entry('e-late'));
    await d.idle();
    expect(receiver.requests.map((r) => r.headers['x-contentful-webhook-request-attempt'])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(d.deliveries()[0]).toMatchObject({ status: 'delivered', attempts: 6, lastResult: 'HTTP 200' });
  });

  it('given the default policy, when listing its delays, then they double from 1 s to a 5 min cap and span over 15 minutes', () => {
    const delays = retryDelaysMs();
    expect(delays).toHaveLength(DEFAULT_MAX_ATTEMPTS - 1);
    expect(delays.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(Math.max(...delays)).toBe(5 * 60 * 1000);
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThan(15 * 60 * 1000);
  });

  it('given an unreachable target, when emitting, then network errors are retried and logged without payloads', async () => {
    const down = await new Receiver().start();
    const url = down.url;
    await down.stop();
    const d = dispatcher(config({ CONTENT_SERVICE_WEBHOOK_URLS: url }), { maxAttempts: 2 });
    d.emit('ContentManagement.Entry.publish', entry('e4', 'SECRET-CONTENT'));
    await d.idle();
    expect(d.deliveries()[0]).toMatchObject({ status: 'failed', attempts: 2 });
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatch(/attempt 1\/2: error: /);
    expect(logs.join('\n')).not.toContain('SECRET-CONTENT');
    expect(logs.join('\n')).not.toContain('s3cret');
  });

  it('given a target that never answers, when the timeout passes, then the attempt fails', async () => {
    receiver.hang = true;
    const d = dispatcher(config(), { maxAttempts: 1, timeoutMs: 150 });
    d.emit('ContentManagement.Entry.publish', entry('e5'));
    await d.idle();
    expect(receiver.requests).toHaveLength(1);
    expect(d.deliveries()[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastResult: expect.stringContaining('timed out after 150 ms'),
    });
  });

  it('given a pending retry, when the process restarts on the same database, then the delivery resumes', async () => {
    receiver.statuses = [500];
    const first = dispatcher(config(), { backoffMs: 400 });
    first.emit('ContentManagement.Entry.publish', entry('e6'));
    await until(() => first.deliveries()[0]?.lastResult === 'HTTP 500');
    expect(first.deliveries()[0]).toMatchObject({ status: 'pending', attempts: 1, lastResult: 'HTTP 500' });
    first.close();
    db.close();

    // A new process: new connection, new dispatcher.
    db = openDatabase(dataDir);
    const second = dispatcher(config(), { backoffMs: 400 });
    expect(logs.at(-1)).toBe('[webhooks] resuming 1 pending delivery');
    await second.idle();
    expect(receiver.requests.map((r) => r.headers['x-contentful-webhook-request-attempt'])).toEqual(['1', '2']);
    expect(receiver.requests[1]!.headers['x-contentful-idempotency-key']).toBe(
      receiver.requests[0]!.headers['x-contentful-idempotency-key'],
    );
    expect(JSON.parse(receiver.requests[1]!.body)).toEqual(entry('e6'));
    expect(second.deliveries()[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('given close(), when a retry was scheduled, then nothing more is sent and idle() resolves', async () => {
    receiver.statuses = [500];
    const d = dispatcher(config(), { backoffMs: 150 });
    d.emit('ContentManagement.Entry.publish', entry('e7'));
    await until(() => d.deliveries()[0]?.lastResult === 'HTTP 500');
    d.close();
    await d.idle();
    await sleep(300);
    expect(receiver.requests).toHaveLength(1);
    expect(d.deliveries()[0]).toMatchObject({ status: 'pending' });
  });

  it('given no webhook URLs, when emitting, then nothing is stored or sent', async () => {
    const d = dispatcher(config({ CONTENT_SERVICE_WEBHOOK_URLS: '' }));
    d.emit('ContentManagement.Entry.publish', entry('e8'));
    await d.idle();
    expect(d.deliveries()).toEqual([]);
    expect(receiver.requests).toHaveLength(0);
  });

  it('given a config getter, when the URLs change, then emit uses the current ones', async () => {
    let current = config({ CONTENT_SERVICE_WEBHOOK_URLS: '' });
    const d = dispatcher(() => current);
    d.emit('ContentManagement.Entry.publish', entry('e9'));
    current = config();
    d.emit('ContentManagement.Entry.publish', entry('e10'));
    await d.idle();
    expect(receiver.requests.map((r) => JSON.parse(r.body).sys.id)).toEqual(['e10']);
  });

  it('given many finished deliveries, when more finish, then only keepFinished rows are kept', async () => {
    const d = dispatcher(config(), { keepFinished: 2 });
    for (const id of ['k1', 'k2', 'k3', 'k4']) d.emit('ContentManagement.Entry.publish', entry(id));
    await d.idle();
    expect(receiver.requests).toHaveLength(4);
    expect(d.deliveries()).toHaveLength(2);
  });
});

describe('payload helpers', () => {
  it('given an entity and an action, when building the payload, then unpublish/delete send a Deleted sys and others the entity', () => {
    const e = entry('p1');
    expect(webhookPayload(e, 'publish')).toEqual(e);
    expect(webhookPayload(e, 'publish')).not.toBe(e);
    const deleted = webhookPayload(e, 'delete') as { sys: Record<string, unknown> };
    expect(deleted).toEqual({
      sys: {
        type: 'DeletedEntry',
        id: 'p1',
        space: SPACE_LINK,
        environment: ENV_LINK,
        contentType: e.sys.contentType,
        revision: 1,
        createdAt: e.sys.createdAt,
        updatedAt: expect.any(String),
        deletedAt: expect.any(String),
      },
    });
    expect(webhookTopic('Asset', 'unpublish')).toBe('ContentManagement.Asset.unpublish');
    expect(contentfulCrn(deleted)).toBe('crn:contentful:::content:spaces/hookspace/environments/master/entries/p1');
    expect(contentfulCrn({ sys: { id: 'x', type: 'Webhook' } })).toBeNull();
    expect(contentfulCrn('nope')).toBeNull();
  });
});
