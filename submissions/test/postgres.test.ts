import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failureLockout, hitRateLimit, recordFailure } from '@insurer/site-db';
import { claimDue, claimQuery, markDelivered, recordSubmission } from '../src/db/outbox.js';
import { createDeliver } from '../src/delivery/adapters.js';
import { DeliveryWorker } from '../src/delivery/worker.js';
import type { FormsDatabase } from '../src/db/schema.js';
import { harness, openFormsDb, postJson, startRecorder, submitForm, testConfig, waitFor, type FormsSiteDb } from './helpers.js';

const compiler = {
  postgres: new Kysely<FormsDatabase>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }),
  sqlite: new Kysely<FormsDatabase>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }),
};

describe('the claim statement per dialect', () => {
  const options = { now: 1000, leaseMs: 60_000, limit: 10, token: 'tok' };

  it('on PostgreSQL skips rows other workers hold locked', () => {
    const { sql: text, parameters } = claimQuery(compiler.postgres, 'postgres', options).compile();
    expect(text).toBe(
      'update "deliveries" set "locked_until" = $1, "lock_token" = $2, "attempts" = "attempts" + $3 where "id" in ' +
        '(select "id" from "deliveries" where "status" = $4 and "next_attempt_at" <= $5 and "locked_until" <= $6 ' +
        'order by "next_attempt_at" limit $7 for update skip locked) returning *',
    );
    expect(parameters).toEqual([61_000, 'tok', 1, 'pending', 1000, 1000, 10]);
  });

  it('on SQLite is one UPDATE … RETURNING, without the row-lock clause SQLite does not have', () => {
    const { sql: text } = claimQuery(compiler.sqlite, 'sqlite', options).compile();
    expect(text).toBe(
      'update "deliveries" set "locked_until" = ?, "lock_token" = ?, "attempts" = "attempts" + ? where "id" in ' +
        '(select "id" from "deliveries" where "status" = ? and "next_attempt_at" <= ? and "locked_until" <= ? ' +
        'order by "next_attempt_at" limit ?) returning *',
    );
  });
});

/**
 * PostgreSQL for real, with no server installed: PGlite (PostgreSQL compiled to WebAssembly)
 * behind its wire-protocol socket, reached through the `pg` driver and Kysely's PostgresDialect
 * exactly as a DATABASE_URL would be.
 */
describe('the site database on PostgreSQL (PGlite over the wire protocol)', () => {
  let pglite: PGlite;
  let server: PGLiteSocketServer;
  let url: string;
  let site: FormsSiteDb;

  beforeAll(async () => {
    pglite = await PGlite.create();
    // room for three pools of up to 10 connections: this suite's and the two competing workers'
    server = new PGLiteSocketServer({ db: pglite, port: 0, host: '127.0.0.1', maxConnections: 64 });
    await server.start();
    url = `postgres://postgres@${server.getServerConn()}/postgres`;
    site = await openFormsDb({ databaseUrl: url, sqlitePath: 'unused' });
  }, 60_000);

  afterAll(async () => {
    await site?.close();
    await server?.stop();
    await pglite?.close();
  });

  it('migrates once, with bigint times read back as numbers', async () => {
    const again = await openFormsDb({ databaseUrl: url, sqlitePath: 'unused' });
    const ran = await sql<{ name: string }>`select name from kysely_migration_forms`.execute(again.db);
    await again.close();
    expect(ran.rows.map((r) => r.name)).toEqual([
      '0001-submissions-outbox',
      '0002-leads-audit',
      '0003-known-visitors',
      '0004-submission-request-id',
    ]);
    expect(site.dialect).toBe('postgres');
  });

  it('records, claims with FOR UPDATE SKIP LOCKED and completes a delivery', async () => {
    const message = { communication: 'contact-inquiry', to: ['a@example.com'], subject: 's', html: 'h', text: 't' };
    await recordSubmission(
      site.forms,
      { id: 'pg-1', formId: 'f', values: { x: 1 }, tracking: {}, deliveries: [{ kind: 'smtp', payload: { message } }] },
      5_000,
    );
    const claimed = await claimDue(site, { now: 6_000, leaseMs: 1_000, limit: 5, token: 'pg' });
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ submission_id: 'pg-1', attempts: 1, locked_until: 7_000, next_attempt_at: 5_000 });
    expect(typeof claimed[0]!.locked_until).toBe('number');
    expect(await claimDue(site, { now: 6_500, leaseMs: 1_000, limit: 5, token: 'other' })).toHaveLength(0);
    expect(await markDelivered(site.forms, claimed[0]!, 'pg', 6_100)).toBe(true);
    const submission = await site.forms.selectFrom('submissions').selectAll().where('id', '=', 'pg-1').executeTakeFirstOrThrow();
    expect(submission.status).toBe('delivered');
  });

  it('counts the per-IP limit with an upsert', async () => {
    const hit = () => hitRateLimit(site, { address: '203.0.113.9', now: 120_000, windowMs: 60_000, max: 2, window: 'calendar' });
    expect((await hit()).allowed).toBe(true);
    expect((await hit()).allowed).toBe(true);
    expect(await hit()).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts a sliding limit per tenth of its window across a minute turning over', async () => {
    const hit = (now: number) =>
      hitRateLimit(site, { scope: 'pg-sliding', address: '203.0.113.9', now, windowMs: 60_000, max: 2, window: 'sliding' });
    expect((await hit(119_000)).allowed).toBe(true);
    expect((await hit(121_000)).allowed).toBe(true);
    expect(await hit(121_500)).toEqual({ allowed: false, retryAfterSeconds: 65 });
  });

  it('counts failures in a sliding window: two in one millisecond add up, and the lockout ends when the oldest ages out', async () => {
    const limit = { scope: 'pg-failures', address: '203.0.113.9', windowMs: 60_000 };
    await recordFailure(site, { ...limit, now: 119_500 });
    await recordFailure(site, { ...limit, now: 119_500 });
    await recordFailure(site, { ...limit, now: 120_500 });
    expect(await failureLockout(site, { ...limit, max: 3, now: 121_000 })).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(await failureLockout(site, { ...limit, max: 3, now: 179_500 })).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('lets two workers, each with its own connections, deliver one outbox with every delivery sent once', async () => {
    // Given 30 lead-assignment deliveries waiting and a lead-assignment endpoint
    const recorder = await startRecorder();
    const config = testConfig('/tmp', { DATABASE_URL: url, LEAD_ASSIGNMENT_URL: `http://127.0.0.1:${recorder.port}/two-workers` });
    const now = Date.now();
    for (let n = 0; n < 30; n++) {
      await recordSubmission(
        site.forms,
        {
          id: `two-${n}`,
          formId: 'safe-guard-360-hc',
          values: {},
          tracking: {},
          deliveries: [{ kind: 'lead-assignment', payload: { source: 'safeguard360', body: { lead: { n } } } }],
        },
        now,
      );
    }
    // When two workers, as two processes would, open the database and drain it at the same time
    const sites = await Promise.all([1, 2].map(() => openFormsDb({ databaseUrl: url, sqlitePath: 'unused' })));
    const sentBy: string[][] = [[], []];
    const deliver = createDeliver(config);
    const workers = sites.map(
      (own, i) =>
        new DeliveryWorker({
          site: own,
          delivery: config.delivery,
          deliver: (row, at) => {
            sentBy[i]!.push(row.id);
            return deliver(row, at);
          },
        }),
    );
    try {
      await Promise.all(workers.map((worker) => worker.drain()));
      // Then the endpoint got each delivery once (one idempotency key each), both workers took part, all are delivered
      const mine = recorder.received.filter((r) => r.url === '/two-workers?source=safeguard360');
      expect(mine).toHaveLength(30);
      expect(new Set(mine.map((r) => r.headers['idempotency-key'])).size).toBe(30);
      expect(sentBy[0]!.length + sentBy[1]!.length).toBe(30);
      expect(sentBy[0]!.length).toBeGreaterThan(0);
      expect(sentBy[1]!.length).toBeGreaterThan(0);
      const rows = await site.forms
        .selectFrom('deliveries')
        .select(['status', 'attempts'])
        .where('submission_id', 'like', 'two-%')
        .execute();
      expect(rows).toHaveLength(30);
      expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await Promise.all(sites.map((own) => own.close()));
      await recorder.close();
    }
  });

  it('takes a lead through the route and delivers it from PostgreSQL', async () => {
    const recorder = await startRecorder();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const h = await harness(testConfig('/tmp', { DATABASE_URL: url, LEAD_ASSIGNMENT_URL: `http://127.0.0.1:${recorder.port}/leads` }));
    try {
      const response = await submitForm(
        postJson('safe-guard-360-hc', { firstName: 'Lee', lastName: 'Park', email: 'lee@example.com', zipCode: '30301' }),
        'safe-guard-360-hc',
        h.deps,
      );
      expect(response.status).toBe(202);
      await waitFor(() => recorder.received.length === 1, 10_000, 'the lead');
      expect(recorder.received[0]!.url).toBe('/leads?source=safeguard360');
      expect(JSON.parse(recorder.received[0]!.body)).toMatchObject({ lead: { first_name: 'Lee' }, send_to_agency_assist: false });
    } finally {
      vi.restoreAllMocks();
      await h.close();
      await recorder.close();
    }
  });
});
