import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimDue, markAttemptFailed, markDelivered, recordSubmission, requeueFailed } from '../src/db/outbox.js';
import { retryDelayMs } from '../src/delivery/backoff.js';
import type { Deliver } from '../src/delivery/adapters.js';
import type { DeliveryOutcome } from '../src/delivery/outcome.js';
import { DeliveryWorker } from '../src/delivery/worker.js';
import { tempDir, testConfig, waitFor, openFormsDb, type FormsSiteDb } from './helpers.js';

const message = { communication: 'contact-inquiry', to: ['inbox@example.com'], subject: 's', html: '<p>h</p>', text: 't' };

describe('the outbox on SQLite', () => {
  let temp: ReturnType<typeof tempDir>;
  let site: FormsSiteDb;

  beforeEach(async () => {
    temp = tempDir();
    site = await openFormsDb({ databaseUrl: undefined, sqlitePath: join(temp.dir, 'site.sqlite') });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await site.close();
    temp.remove();
  });

  it('writes a submission and its deliveries together, due at once', async () => {
    // When a submission with two deliveries is recorded
    const { deliveryIds } = await recordSubmission(
      site.forms,
      {
        id: 'sub-1',
        formId: 'gl-contact-us-hc',
        values: { a: 1 },
        tracking: {},
        deliveries: [
          { kind: 'smtp', payload: { message } },
          { kind: 'smtp', payload: { message } },
        ],
      },
      1_000,
    );
    // Then both rows are pending, due at the submission time, unclaimed
    const rows = await site.forms.selectFrom('deliveries').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.id).sort()).toEqual([...deliveryIds].sort());
    for (const row of rows)
      expect(row).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: 1_000, locked_until: 0, lock_token: null });
    expect((await site.forms.selectFrom('submissions').selectAll().executeTakeFirstOrThrow()).status).toBe('accepted');
  });

  it('writes nothing when the transaction fails half-way', async () => {
    // Given a submission id already taken
    await recordSubmission(site.forms, { id: 'dup', formId: 'f', values: {}, tracking: {}, deliveries: [] }, 1);
    // When the same id is recorded again with a delivery
    await expect(
      recordSubmission(
        site.forms,
        { id: 'dup', formId: 'f', values: {}, tracking: {}, deliveries: [{ kind: 'smtp', payload: { message } }] },
        2,
      ),
    ).rejects.toThrow();
    // Then no orphan delivery was written
    expect(await site.forms.selectFrom('deliveries').selectAll().execute()).toHaveLength(0);
  });

  it('lets each due row be claimed by one worker only, until its lease ends', async () => {
    // Given three due deliveries
    await recordSubmission(
      site.forms,
      { id: 's', formId: 'f', values: {}, tracking: {}, deliveries: Array(3).fill({ kind: 'smtp', payload: { message } }) },
      0,
    );
    // When two workers claim at the same moment
    const [a, b] = await Promise.all([
      claimDue(site, { now: 10, leaseMs: 1000, limit: 2, token: 'A' }),
      claimDue(site, { now: 10, leaseMs: 1000, limit: 2, token: 'B' }),
    ]);
    // Then they share the rows without overlap, each row leased and counted once
    const ids = [...a!, ...b!].map((r) => r.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const row of [...a!, ...b!]) expect(row).toMatchObject({ attempts: 1, locked_until: 1010 });
    // And nothing is claimable while the leases hold
    expect(await claimDue(site, { now: 500, leaseMs: 1000, limit: 10, token: 'C' })).toHaveLength(0);
    // And a lease that ran out (a worker died) gives the row back, counting another attempt
    const reclaimed = await claimDue(site, { now: 2000, leaseMs: 1000, limit: 10, token: 'D' });
    expect(reclaimed).toHaveLength(3);
    for (const row of reclaimed) expect(row.attempts).toBe(2);
    // And the worker that lost its lease cannot record an outcome over the new holder's
    expect(await markDelivered(site.forms, a![0]!, 'A', 2001)).toBe(false);
    expect(await markDelivered(site.forms, reclaimed[0]!, 'D', 2001)).toBe(true);
  });

  it('marks the submission delivered only when every delivery is, and failed when one gives up; requeue brings it back', async () => {
    await recordSubmission(
      site.forms,
      { id: 's', formId: 'f', values: {}, tracking: {}, deliveries: Array(2).fill({ kind: 'smtp', payload: { message } }) },
      0,
    );
    const [first, second] = await claimDue(site, { now: 0, leaseMs: 100, limit: 2, token: 'T' });
    await markDelivered(site.forms, first!, 'T', 5);
    expect((await site.forms.selectFrom('submissions').select('status').executeTakeFirstOrThrow()).status).toBe('accepted');
    await markAttemptFailed(site.forms, second!, 'T', 'HTTP 400', undefined);
    expect((await site.forms.selectFrom('submissions').select('status').executeTakeFirstOrThrow()).status).toBe('failed');
    expect(
      await site.forms.selectFrom('deliveries').select(['status', 'last_error']).where('id', '=', second!.id).executeTakeFirst(),
    ).toEqual({
      status: 'failed',
      last_error: 'HTTP 400',
    });
    // When an operator requeues the failed deliveries
    expect(await requeueFailed(site.forms, 100)).toBe(1);
    const again = await claimDue(site, { now: 100, leaseMs: 100, limit: 2, token: 'U' });
    expect(again.map((r) => r.id)).toEqual([second!.id]);
    expect(again[0]!.attempts).toBe(1);
    await markDelivered(site.forms, again[0]!, 'U', 101);
    expect((await site.forms.selectFrom('submissions').select('status').executeTakeFirstOrThrow()).status).toBe('delivered');
  });

  it('runs migrations once: a second open of the same file is a no-op', async () => {
    const again = await openFormsDb({ databaseUrl: undefined, sqlitePath: join(temp.dir, 'site.sqlite') });
    const migrations = await sql<{ name: string }>`select name from kysely_migration_forms`.execute(again.db);
    await again.close();
    expect(migrations.rows.map((m) => m.name)).toEqual([
      '0001-submissions-outbox',
      '0002-leads-audit',
      '0003-known-visitors',
      '0004-submission-request-id',
    ]);
  });
});

describe('retry backoff', () => {
  it('doubles from the base up to the cap, with half of each wait jittered', () => {
    const options = { baseMs: 1000, maxMs: 300_000 };
    // With the random source at its top, the wait is the full exponential step
    expect([1, 2, 3, 4, 9, 10, 20].map((n) => retryDelayMs(n, options, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 256_000, 300_000, 300_000,
    ]);
    // At its bottom, half of it
    expect([1, 2, 10].map((n) => retryDelayMs(n, options, () => 0))).toEqual([500, 1000, 150_000]);
  });
});

describe('the delivery worker', () => {
  let temp: ReturnType<typeof tempDir>;
  let site: FormsSiteDb;
  let worker: DeliveryWorker | undefined;

  beforeEach(async () => {
    temp = tempDir();
    site = await openFormsDb({ databaseUrl: undefined, sqlitePath: join(temp.dir, 'site.sqlite') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await worker?.stop();
    await site.close();
    temp.remove();
  });

  function start(deliver: Deliver, env: Record<string, string> = {}): DeliveryWorker {
    worker = new DeliveryWorker({ site, deliver, delivery: testConfig(temp.dir, env).delivery, random: () => 1 });
    worker.start();
    return worker;
  }

  it('retries a failing delivery with growing waits, then delivers it once', async () => {
    // Given a downstream that fails three times, then accepts
    const calls: number[] = [];
    const outcomes: DeliveryOutcome[] = [
      { ok: false, error: 'ECONNREFUSED', retryable: true, transport: true },
      { ok: false, error: 'HTTP 503', retryable: true, transport: false },
      { ok: false, error: 'ETIMEDOUT', retryable: true, transport: true },
      { ok: true },
    ];
    start(async () => {
      calls.push(Date.now());
      return outcomes[calls.length - 1] ?? { ok: true };
    });
    // When a delivery is recorded
    await recordSubmission(
      site.forms,
      { id: 's', formId: 'f', values: {}, tracking: {}, deliveries: [{ kind: 'smtp', payload: { message } }] },
      Date.now(),
    );
    void worker!.nudge();
    // Then it is attempted four times, the waits between attempts growing (40, 80, 160 ms)
    await waitFor(
      async () => (await site.forms.selectFrom('deliveries').select('status').executeTakeFirstOrThrow()).status === 'delivered',
    );
    expect(calls).toHaveLength(4);
    const waits = calls.slice(1).map((t, i) => t - calls[i]!);
    expect(waits[0]).toBeGreaterThanOrEqual(35);
    expect(waits[1]).toBeGreaterThanOrEqual(75);
    expect(waits[2]).toBeGreaterThanOrEqual(155);
    const row = await site.forms.selectFrom('deliveries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 4, status: 'delivered', last_error: null });
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).toHaveLength(4);
  });

  it('gives up after the maximum attempts and leaves the row failed, with the error code only', async () => {
    let calls = 0;
    start(
      async () => {
        calls++;
        return { ok: false, error: 'HTTP 502', retryable: true, transport: false };
      },
      { DELIVERY_MAX_ATTEMPTS: '3', DELIVERY_RETRY_BASE_MS: '10' },
    );
    await recordSubmission(
      site.forms,
      { id: 's', formId: 'f', values: {}, tracking: {}, deliveries: [{ kind: 'smtp', payload: { message } }] },
      Date.now(),
    );
    await waitFor(async () => (await site.forms.selectFrom('deliveries').select('status').executeTakeFirstOrThrow()).status === 'failed');
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBe(3);
    expect(await site.forms.selectFrom('deliveries').select(['attempts', 'last_error']).executeTakeFirstOrThrow()).toEqual({
      attempts: 3,
      last_error: 'HTTP 502',
    });
    expect((await site.forms.selectFrom('submissions').select('status').executeTakeFirstOrThrow()).status).toBe('failed');
  });

  it('does not retry an error the downstream will repeat (a 4xx)', async () => {
    let calls = 0;
    start(async () => {
      calls++;
      return { ok: false, error: 'HTTP 422', retryable: false, transport: false };
    });
    await recordSubmission(
      site.forms,
      { id: 's', formId: 'f', values: {}, tracking: {}, deliveries: [{ kind: 'smtp', payload: { message } }] },
      Date.now(),
    );
    await waitFor(async () => (await site.forms.selectFrom('deliveries').select('status').executeTakeFirstOrThrow()).status === 'failed');
    expect(calls).toBe(1);
  });

  it('shares the work between two workers on one database without delivering anything twice', async () => {
    const seen: string[] = [];
    const deliver: Deliver = async (row) => {
      seen.push(row.id);
      await new Promise((r) => setTimeout(r, 2));
      return { ok: true };
    };
    const other = new DeliveryWorker({ site, deliver, delivery: testConfig(temp.dir).delivery });
    start(deliver);
    other.start();
    try {
      for (let i = 0; i < 10; i++) {
        await recordSubmission(
          site.forms,
          { id: `s${i}`, formId: 'f', values: {}, tracking: {}, deliveries: Array(5).fill({ kind: 'smtp', payload: { message } }) },
          Date.now(),
        );
      }
      await waitFor(
        async () => (await site.forms.selectFrom('deliveries').select('id').where('status', '!=', 'delivered').execute()).length === 0,
      );
      expect(seen).toHaveLength(50);
      expect(new Set(seen).size).toBe(50);
    } finally {
      await other.stop();
    }
  });
});
