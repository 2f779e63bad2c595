import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateTenant, openSiteDb, type SiteDb } from '@insurer/site-db';
import { ANALYTICS_TENANT, handleCollect } from '../src/collector.js';
import { parseAnalyticsConfig, type AnalyticsConfig } from '../src/config.js';
import type { CollectorVisitor } from '../src/context.js';
import { AnalyticsDeliveryWorker } from '../src/delivery.js';
import { claimBatchesQuery, queueDepth } from '../src/queue.js';
import { analyticsDb, type AnalyticsDatabase } from '../src/schema.js';
import { tempDir, waitFor } from './helpers.js';
import { startSegmentStandIn, type SegmentStandIn } from './helpers.js';

/**
 * Delivery to Segment (docs/requirements.md#decision-analytics-transport): events the collector
 * stored are queued in the site database and delivered by the worker through
 * `@segment/analytics-node` to a real HTTP server standing in for Segment's API. The outage lasts
 * ANALYTICS_OUTAGE_MS (3 s here; `npm run bench:analytics` runs the 60 s one against the product).
 */

const OUTAGE_MS = Number(process.env.ANALYTICS_OUTAGE_MS ?? 3_000);
const WRITE_KEY = 'testWriteKey1';
const visitor: CollectorVisitor = {
  anonymousId: 'visitor-1',
  optedOut: false,
  utm: { utm_source: 'newsletter' },
  trafficSource: 'direct/none',
};

function configFor(host: string): AnalyticsConfig & { segmentWriteKey: string } {
  const config = parseAnalyticsConfig({
    SITE_URL: 'http://localhost',
    SEGMENT_WRITE_KEY: WRITE_KEY,
    SEGMENT_HOST: host,
    ANALYTICS_RATE_LIMIT: '0',
    ANALYTICS_DELIVERY_POLL_MS: '50',
    ANALYTICS_RETRY_BASE_MS: '100',
    ANALYTICS_RETRY_MAX_MS: '800',
    ANALYTICS_DELIVERY_TIMEOUT_MS: '2000',
    ANALYTICS_DELIVERY_LEASE_MS: '10000',
  });
  return { ...config, segmentWriteKey: WRITE_KEY };
}

async function collect(site: SiteDb, config: AnalyticsConfig, path: string, body: unknown): Promise<number> {
  const request = new Request(`http://localhost/api/analytics/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Host: 'localhost', Referer: 'http://localhost/life-insurance' },
    body: JSON.stringify(body),
  });
  return (await handleCollect(request, path, { config, site: async () => site }, '203.0.113.9', visitor)).response.status;
}

let folder: ReturnType<typeof tempDir>;
let segment: SegmentStandIn;
const opened: SiteDb[] = [];
const workers: AnalyticsDeliveryWorker[] = [];

async function openSite(path: string): Promise<SiteDb> {
  const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: path });
  await migrateTenant(site, ANALYTICS_TENANT);
  opened.push(site);
  return site;
}

function worker(site: SiteDb, config: AnalyticsConfig & { segmentWriteKey: string }): AnalyticsDeliveryWorker {
  const started = new AnalyticsDeliveryWorker({ site, config });
  workers.push(started);
  return started;
}

beforeEach(async () => {
  folder = tempDir();
  segment = await startSegmentStandIn();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await Promise.all(opened.splice(0).map((s) => s.close()));
  await segment.close();
  folder.remove();
  vi.restoreAllMocks();
});

describe('delivery to Segment through @segment/analytics-node', () => {
  it('given a write key, when events are collected, then Segment’s API gets them in its batch format and the queue empties', async () => {
    const site = await openSite(`${folder.dir}/site.sqlite`);
    const config = configFor(segment.host);
    expect(await collect(site, config, 't', { event: 'Site Searched', properties: { searchTerm: 'life' } })).toBe(200);
    expect(
      await collect(site, config, 'p', {
        name: 'Life Insurance',
        properties: { title: 'Life' },
        context: { featureFlags: { rilaV3: true } },
      }),
    ).toBe(200);
    expect(await collect(site, config, 'i', { traits: { sfmc_id: 'SF-1' } })).toBe(200);
    await worker(site, config).drain();

    expect(segment.calls).toHaveLength(1);
    const [call] = segment.calls;
    expect(call!.url).toBe('/v1/batch');
    expect(call!.headers.authorization).toBe(`Basic ${Buffer.from(`${WRITE_KEY}:`).toString('base64')}`);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.body.writeKey).toBe(WRITE_KEY);
    expect(Number.isNaN(Date.parse(call!.body.sentAt ?? ''))).toBe(false);
    const library = { name: '@segment/analytics-node', version: expect.any(String) };
    const page = { path: '/life-insurance', url: 'http://localhost/life-insurance', search: '' };
    const common = { anonymousId: 'visitor-1', messageId: expect.any(String), timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };
    expect(call!.body.batch).toEqual([
      expect.objectContaining({
        ...common,
        type: 'track',
        event: 'Site Searched',
        properties: { searchTerm: 'life' },
        context: { page, campaign: { source: 'newsletter' }, trafficSource: 'direct/none', library },
      }),
      expect.objectContaining({
        ...common,
        type: 'page',
        name: 'Life Insurance',
        properties: { title: 'Life' },
        context: {
          page: { ...page, title: 'Life' },
          campaign: { source: 'newsletter' },
          trafficSource: 'direct/none',
          featureFlags: { rilaV3: true },
          library,
        },
      }),
      expect.objectContaining({ ...common, type: 'identify', traits: { sfmc_id: 'SF-1' } }),
    ]);
    expect(await queueDepth(site)).toEqual({ pending: 0, failed: 0 });
  });

  it(
    `given Segment down for ${OUTAGE_MS / 1000} s while events keep coming and the worker is replaced, then every event arrives once`,
    async () => {
      // Given Segment's API down (its port refuses connections) and a worker retrying
      await segment.down();
      const path = `${folder.dir}/site.sqlite`;
      const site = await openSite(path);
      const config = configFor(segment.host);
      const first = worker(site, config);
      first.start();
      const sent: string[] = [];
      const started = Date.now();
      let replaced = false;
      // When a visitor sends an event every 100 ms through the outage, and halfway the worker's process is replaced
      while (Date.now() - started < OUTAGE_MS) {
        const messageId = `outage-${sent.length}`;
        expect(await collect(site, config, 't', { event: 'Form Submitted', messageId, properties: { n: sent.length } })).toBe(200);
        sent.push(messageId);
        if (!replaced && Date.now() - started > OUTAGE_MS / 2) {
          replaced = true;
          await first.stop();
          worker(await openSite(path), config).start();
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(segment.calls).toEqual([]);
      expect((await queueDepth(site)).pending).toBeGreaterThan(0);
      await segment.up();
      // Then, once it is back, each event reaches it exactly once and the queue is empty
      await waitFor(() => segment.messageIds().length >= sent.length, 20_000, 'every event at Segment');
      await waitFor(async () => (await queueDepth(site)).pending === 0, 5_000, 'an empty queue');
      expect([...segment.messageIds()].sort()).toEqual([...sent].sort());
    },
    60_000 + OUTAGE_MS * 2,
  );

  it('given Segment answering 503 once, then the batch is retried and arrives once; a 400 leaves it failed, kept for an operator', async () => {
    const site = await openSite(`${folder.dir}/site.sqlite`);
    const config = configFor(segment.host);
    segment.failNext = 1;
    segment.failStatus = 503;
    await collect(site, config, 't', { event: 'retried', messageId: 'r1' });
    const delivering = worker(site, config);
    delivering.start();
    await waitFor(() => segment.messageIds().length === 1, 10_000, 'the retried event');
    expect(segment.messageIds()).toEqual(['r1']);

    segment.failNext = 1;
    segment.failStatus = 400;
    await collect(site, config, 't', { event: 'refused', messageId: 'bad1' });
    await waitFor(async () => (await queueDepth(site)).failed === 1, 10_000, 'the refused batch');
    const kept = await analyticsDb(site).selectFrom('analytics_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: 'failed', last_error: '400', attempts: 1 });
    expect(JSON.parse(kept.messages)).toEqual([expect.objectContaining({ messageId: 'bad1', event: 'refused' })]);
    expect(segment.messageIds()).toEqual(['r1']);
  });
});

describe('several workers on one PostgreSQL database (the two-worker run is in postgres.test.ts, with its server)', () => {
  it('claims with FOR UPDATE SKIP LOCKED', () => {
    const compiler = new Kysely<AnalyticsDatabase>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    const { sql } = claimBatchesQuery(compiler, 'postgres', { now: 1, leaseMs: 1, limit: 5, token: 't' }).compile();
    expect(sql).toContain('order by "next_attempt_at" limit $7 for update skip locked) returning *');
  });
});
