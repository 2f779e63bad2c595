import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTenant, openSiteDb, type SiteDb } from '@insurer/site-db';
import { startTestPostgres, type TestPostgres } from '@insurer/site-db/testing';
import { ANALYTICS_TENANT, handleCollect } from '../src/collector.js';
import { parseAnalyticsConfig } from '../src/config.js';
import { AnalyticsDeliveryWorker } from '../src/delivery.js';
import { queueDepth } from '../src/queue.js';
import { startSegmentStandIn } from './helpers.js';

/**
 * The Segment queue on PostgreSQL for real, with no server installed: PGlite (PostgreSQL compiled
 * to WebAssembly) behind its wire-protocol socket, reached through the `pg` driver exactly as a
 * DATABASE_URL would be (the forms' outbox has the same test, submissions/test/postgres.test.ts).
 */
describe('the analytics queue on PostgreSQL (PGlite over the wire protocol)', () => {
  let postgres: TestPostgres;
  let url: string;

  beforeAll(async () => {
    postgres = await startTestPostgres(0);
    url = postgres.url;
  }, 60_000);

  afterAll(async () => {
    await postgres?.stop();
  });

  it('lets two analytics delivery workers share the Segment queue, each event sent once (docs/requirements.md#decision-analytics-transport)', async () => {
    // Given 20 batches queued by the collector and Segment's API (a stand-in)
    const segment = await startSegmentStandIn();
    const config = parseAnalyticsConfig({
      SITE_URL: 'http://localhost',
      SEGMENT_WRITE_KEY: 'collector',
      SEGMENT_HOST: segment.host,
      ANALYTICS_RATE_LIMIT: '0',
      ANALYTICS_DELIVERY_BATCH: '3',
    });
    const sites: SiteDb[] = await Promise.all([1, 2, 3].map(() => openSiteDb({ databaseUrl: url, sqlitePath: 'unused' })));
    for (const own of sites) await migrateTenant(own, ANALYTICS_TENANT);
    const [collecting, a, b] = sites as [SiteDb, SiteDb, SiteDb];
    const visitor = { anonymousId: 'pg-visitor', optedOut: false, utm: {}, trafficSource: undefined };
    for (let n = 0; n < 20; n++) {
      const request = new Request('http://localhost/api/analytics/v1/t', {
        method: 'POST',
        headers: { Host: 'localhost', Origin: 'http://localhost' },
        body: JSON.stringify({ event: 'pg', messageId: `pg-${n}` }),
      });
      await handleCollect(request, 't', { config, site: async () => collecting }, '203.0.113.9', visitor);
    }
    // When two workers, each under a write key of its own (so the stand-in tells them apart), drain it at once
    const workers = [a, b].map(
      (own, i) => new AnalyticsDeliveryWorker({ site: own, config: { ...config, segmentWriteKey: i === 0 ? 'workerA' : 'workerB' } }),
    );
    try {
      await Promise.all(workers.map((worker) => worker.drain()));
      // Then Segment got each event once, from both workers, and the queue is empty
      expect(segment.messageIds().sort()).toEqual(Array.from({ length: 20 }, (_, n) => `pg-${n}`).sort());
      expect(new Set(segment.calls.map((c) => c.body.writeKey))).toEqual(new Set(['workerA', 'workerB']));
      expect(await queueDepth(collecting)).toEqual({ pending: 0, failed: 0 });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await Promise.all(sites.map((own) => own.close()));
      await segment.close();
    }
  });
});
