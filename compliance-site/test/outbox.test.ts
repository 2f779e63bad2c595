import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTenant, openSiteDb, type SiteDb } from '@insurer/site-db';
import { startTestPostgres, type TestPostgres } from '@insurer/site-db/testing';
import { CAPTURE_TENANT, claimCaptures, completeCapture, pendingCaptures, requestCapture, retryCapture } from '../src/outbox.js';

/** The capture outbox on both databases of the site (docs/requirements.md#decision-compliance-capture). */
const dialects = [
  {
    name: 'SQLite',
    async open(): Promise<{ site: SiteDb; stop: () => Promise<void> }> {
      const dir = mkdtempSync(join(tmpdir(), 'capture-outbox-'));
      const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: join(dir, 'site.sqlite') });
      return { site, stop: async () => (await site.close(), rmSync(dir, { recursive: true, force: true })) };
    },
  },
  {
    name: 'PostgreSQL',
    async open(): Promise<{ site: SiteDb; stop: () => Promise<void> }> {
      const pg: TestPostgres = await startTestPostgres(0);
      const site = await openSiteDb({ databaseUrl: pg.url, sqlitePath: 'unused' });
      return { site, stop: async () => (await site.close(), await pg.stop()) };
    },
  },
];

describe.each(dialects)('the capture outbox on $name', ({ open }) => {
  let site: SiteDb;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ site, stop } = await open());
    await migrateTenant(site, CAPTURE_TENANT);
  });
  afterAll(async () => stop?.());

  it('given a page asked for twice, then one row; asked again while a worker holds it, then it is captured once more after; a failure waits and keeps the error', async () => {
    await requestCapture(site, { subject: 'page:p1', reason: 'publish', now: 1_000, dueAt: 1_500 });
    await requestCapture(site, { subject: 'page:p1', reason: 'approve', now: 1_100, dueAt: 1_600 });
    expect((await pendingCaptures(site)).map((r) => [r.subject, r.reason, r.requested_at, r.next_attempt_at])).toEqual([
      ['page:p1', 'approve', 1_100, 1_600],
    ]);
    // Not due yet; then due, and held by one worker only.
    expect(await claimCaptures(site, { now: 1_599, leaseMs: 60_000, limit: 10, token: 'a' })).toEqual([]);
    const [held] = await claimCaptures(site, { now: 1_600, leaseMs: 60_000, limit: 10, token: 'a' });
    expect([held?.subject, held?.attempts, held?.lock_token]).toEqual(['page:p1', 1, 'a']);
    expect(await claimCaptures(site, { now: 1_700, leaseMs: 60_000, limit: 10, token: 'b' })).toEqual([]);
    // A withdrawal arrives while it is held: completing releases the row instead of deleting it.
    await requestCapture(site, { subject: 'page:p1', reason: 'withdraw', now: 1_800 });
    expect(await completeCapture(site, held!, 'a')).toBe(true);
    const [again] = await claimCaptures(site, { now: 1_900, leaseMs: 60_000, limit: 10, token: 'b' });
    expect([again?.reason, again?.attempts]).toEqual(['withdraw', 1]);
    // It fails: due again later, with the error; the worker that lost its lease cannot touch it.
    expect(await retryCapture(site, again!, 'a', 'late', 9_999)).toBe(false);
    expect(await retryCapture(site, again!, 'b', '/p1: the site answered 503', 3_000)).toBe(true);
    expect((await pendingCaptures(site)).map((r) => [r.next_attempt_at, r.locked_until, r.last_error])).toEqual([
      [3_000, 0, '/p1: the site answered 503'],
    ]);
    const [last] = await claimCaptures(site, { now: 3_000, leaseMs: 60_000, limit: 10, token: 'c' });
    expect(last?.attempts).toBe(2);
    expect(await completeCapture(site, last!, 'c')).toBe(true);
    expect(await pendingCaptures(site)).toEqual([]);
  });
});
