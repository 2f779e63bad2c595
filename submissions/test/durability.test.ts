/**
 * Durability of accepted submissions (docs/requirements.md#security): with the lead downstream
 * down, a burst of submissions, the process that accepted them killed with SIGKILL mid-burst,
 * a restart, and the downstream back up, no submission that was answered 2xx is lost and none
 * reaches the downstream twice. No timing is asserted, only the outcome.
 *
 * The processes killed are `fixtures/forms-site.ts` (the site's forms code without Next.js: the
 * same `createFormsHandler()` its `POST /api/forms/{formId}` route calls, on a `node:http`
 * server, so "answered 202, then killed" happens exactly as in the site: the answer is sent after
 * the submission and its outbox rows were committed) and the delivery worker beside it
 * (scripts/src/worker-main.ts, `npm run worker`), both with SIGKILL. Starting the whole product
 * (content service, seed, Next.js build) per test would take minutes; that full run is
 * `npm run bench:forms`, which kills the real site's process group the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deadPort, startRecorder, tempDir, waitFor, type Recorder, openFormsDb, type FormsSiteDb } from './helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BURST = 60;
const CONCURRENCY = 10;
const KILL_AFTER = 20;

interface SiteProcess {
  child: ChildProcess;
  exited: Promise<unknown>;
}

/** Starts the delivery worker's process. */
function startWorker(env: Record<string, string>): SiteProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/worker-main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: 'ignore',
  });
  return { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

/** Starts the fixture and resolves once it takes submissions. */
async function startSite(env: Record<string, string>): Promise<SiteProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'submissions/test/fixtures/forms-site.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    });
    void exited.then(() => reject(new Error(`the site fixture exited:\n${output}`)));
  });
  return { child, exited };
}

describe('accepted submissions through a crash of the site and its worker', () => {
  let temp: ReturnType<typeof tempDir>;
  let sites: SiteProcess[];
  let downstream: Recorder | undefined;
  let db: FormsSiteDb | undefined;

  beforeEach(() => {
    temp = tempDir();
    sites = [];
  });

  afterEach(async () => {
    for (const site of sites) {
      site.child.kill('SIGKILL');
      await site.exited;
    }
    await db?.close();
    db = undefined;
    await downstream?.close();
    downstream = undefined;
    temp.remove();
  });

  it('loses none of the submissions answered 202 and delivers each once, after SIGKILL of both mid-burst and a restart', async () => {
    // Given the site, its lead-assignment downstream down (nothing listens on its port)
    const leadPort = await deadPort();
    const port = await deadPort();
    const origin = `http://localhost:${port}`;
    const env = {
      PORT: String(port),
      SITE_URL: origin,
      SITE_DATABASE_PATH: join(temp.dir, 'site.sqlite'),
      LEAD_ASSIGNMENT_URL: `http://127.0.0.1:${leadPort}/api/lead-assignment/create`,
      SMTP_URL: 'smtp://127.0.0.1:1',
      FORMS_RATE_LIMIT: '0',
      FORMS_NETWORK_RATE_LIMIT: '0',
      DELIVERY_RETRY_BASE_MS: '50',
      DELIVERY_RETRY_MAX_MS: '200',
      DELIVERY_POLL_MS: '25',
      DELIVERY_LEASE_MS: '1000',
      DELIVERY_TIMEOUT_MS: '2000',
    };
    const first = await startSite(env);
    const firstWorker = startWorker(env);
    sites.push(first, firstWorker);

    // When a burst of lead submissions comes in and the site is killed (SIGKILL) mid-burst
    const accepted: string[] = [];
    let answeredOtherwise = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BURST) {
          const n = next++;
          const form = n % 2 === 0 ? 'annuities-form-hc' : 'connect-with-FP-hc';
          try {
            const response = await fetch(`${origin}/api/forms/${form}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin, referer: `${origin}/annuities` },
              body: JSON.stringify({
                values: {
                  firstName: 'Ada',
                  lastName: `Quinn ${lettersOf(n)}`,
                  email: `ada${n}@example.com`,
                  zipCode: '10001',
                  interested: ['3'],
                },
                tracking: {},
              }),
            });
            const answer = (await response.json()) as { id?: string };
            if (response.status === 202 && answer.id) accepted.push(answer.id);
            else answeredOtherwise++;
          } catch {
            answeredOtherwise++; // refused or cut off: the visitor was not told it was accepted
          }
          if (accepted.length >= KILL_AFTER && first.child.exitCode === null && first.child.signalCode === null) {
            first.child.kill('SIGKILL');
            firstWorker.child.kill('SIGKILL');
          }
        }
      }),
    );
    await Promise.all([first.exited, firstWorker.exited]);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(firstWorker.child.signalCode).toBe('SIGKILL');
    expect(accepted.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answeredOtherwise).toBeGreaterThan(0); // the kill really came mid-burst

    // And the site and its worker are started again, then the downstream comes up
    sites.push(await startSite(env), startWorker(env));
    downstream = await startRecorder(leadPort);
    db = await openFormsDb({ databaseUrl: undefined, sqlitePath: env.SITE_DATABASE_PATH });
    const site = db;
    await waitFor(
      async () => (await site.forms.selectFrom('deliveries').select('id').where('status', '!=', 'delivered').execute()).length === 0,
      60_000,
      'the outbox to drain',
    );
    await new Promise((resolve) => setTimeout(resolve, 500)); // more polling rounds: a second send would show

    // Then every accepted submission is in the database with its lead delivered
    const submissions = await site.forms.selectFrom('submissions').select('id').where('id', 'in', accepted).execute();
    expect(submissions.map((s) => s.id).sort()).toEqual([...accepted].sort());
    const deliveries = await site.forms
      .selectFrom('deliveries')
      .select(['id', 'submission_id', 'status'])
      .where('submission_id', 'in', accepted)
      .execute();
    expect(new Set(deliveries.map((d) => d.submission_id)).size).toBe(accepted.length);
    expect(deliveries.every((d) => d.status === 'delivered')).toBe(true);

    // And the downstream received each of their deliveries exactly once (by Idempotency-Key), and nothing twice
    const keys = downstream.received.map((r) => String(r.headers['idempotency-key']));
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    expect(deliveries.filter((d) => counts.get(d.id) !== 1)).toEqual([]);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
  }, 120_000);
});

/** A number as letters (0 → 'a', 27 → 'bb'): names take letters only. */
function lettersOf(n: number): string {
  return String.fromCharCode(97 + (n % 26)).repeat(1 + Math.floor(n / 26));
}
