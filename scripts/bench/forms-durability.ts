/**
 * `npm run bench:forms`: the forms under load and through a crash, against the whole product as
 * `npm start` runs it (`scripts/src/start.ts` as a child process: the local content service, the
 * site behind its thin server and the delivery worker, each in its own process group, SQLite),
 * on free loopback ports with a throwaway data folder, and a lead-assignment downstream this
 * script runs itself (a `node:http` peer on 127.0.0.1 it can take down and bring up, counting
 * each call by its `Idempotency-Key`, the delivery id). The per-IP form limit is off
 * (`FORMS_RATE_LIMIT=0`): every request comes from this one address.
 *
 * 1. Load, warm: after a warm-up, CONCURRENCY (100) submitters post valid lead forms
 *    (`annuities-form-hc`, `connect-with-FP-hc`) for LOAD_SECONDS; prints accepted/s, answer time
 *    p50/p95/p99 and errors.
 * 2. Load, right after a restart: SIGTERM to the product, start it again, and the same load from
 *    the first request on (the site answers `/robots.txt`; the form route has not run yet).
 * 3. Durability: the downstream goes down; a burst of BURST submissions from CONCURRENCY
 *    submitters; once half are accepted the site's process group (pid file in `.data/run/`) gets
 *    SIGKILL; the product is started again, the downstream comes up, and the outbox drains.
 *    Then every submission answered 2xx must be in the database and have reached the downstream
 *    exactly once per delivery: prints accepted, lost, duplicated, and the drain time.
 *
 *   npm run bench:forms
 *   CONCURRENCY=100 LOAD_SECONDS=10 WARM_UP=200 BURST=400 npm run bench:forms
 *   BENCH_PORT=3600 BENCH_CONTENT_SERVICE_PORT=4600 BENCH_CONTENT_SERVICE_TLS_PORT=4601 \
 *   BENCH_MAILBOX_PORT=2600 BENCH_DOWNSTREAM_PORT=2601 npm run bench:forms   # fixed ports (default: free ones)
 *
 * Everything is bounded (time or count) and on loopback; the product is stopped (SIGTERM to the
 * start process, which stops its children) and the data folder removed at the end, also on
 * Ctrl-C. Retries are made faster than the defaults so the drain is not a backoff wait
 * (printed with the figures). Needs nothing running; builds the site on first use like `npm start`.
 * Exits 1 when a 2xx-answered submission was lost or delivered twice. docs/requirements.md#security
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { percentile, portOf, ROOT, sleep } from './product.js';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 100);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const WARM_UP = Number(process.env.WARM_UP ?? 200);
const BURST = Number(process.env.BURST ?? 400);
const START_TIMEOUT_MS = 15 * 60_000; // the first start may build the site
const DRAIN_TIMEOUT_MS = 120_000;
const RETRY = { DELIVERY_RETRY_BASE_MS: '200', DELIVERY_RETRY_MAX_MS: '2000', DELIVERY_LEASE_MS: '5000', DELIVERY_POLL_MS: '200' };

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The lead-assignment downstream: counts calls per Idempotency-Key; `down()` refuses connections. */
class Downstream {
  readonly received = new Map<string, number>();
  private server: Server | undefined;
  constructor(readonly port: number) {}

  /** Listens on 127.0.0.1:port and answers every POST 200, counting its Idempotency-Key. */
  async up(): Promise<void> {
    const server = createHttpServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const key = String(req.headers['idempotency-key'] ?? '');
        this.received.set(key, (this.received.get(key) ?? 0) + 1);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"lead_id":"L-1","internal_lead_id":"I-1"}');
      });
    });
    await new Promise<void>((done, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => done());
    });
    this.server = server;
  }

  /** Stops listening and drops kept-alive connections: the next call is refused. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
}

const data = mkdtempSync(join(tmpdir(), 'bench-forms-'));
const [port, contentPort, contentTlsPort, mailboxPort, downstreamPort] = await Promise.all(
  ['BENCH_PORT', 'BENCH_CONTENT_SERVICE_PORT', 'BENCH_CONTENT_SERVICE_TLS_PORT', 'BENCH_MAILBOX_PORT', 'BENCH_DOWNSTREAM_PORT'].map(portOf),
);
const base = `http://localhost:${port}`;
const databasePath = join(data, 'site.sqlite');
const pidFile = join(ROOT, `.data/run/site-${port}.pid`);
const logPath = join(data, 'start.log');
const downstream = new Downstream(downstreamPort!);
let product: ChildProcess | undefined;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  SITE_URL: base,
  CONTENT_SERVICE_PORT: String(contentPort),
  CONTENT_SERVICE_TLS_PORT: String(contentTlsPort),
  CONTENT_SERVICE_DATA_DIR: join(data, 'content'),
  MAILBOX_PORT: String(mailboxPort),
  MAILBOX_DIR: join(data, 'mailbox'),
  SITE_DATABASE_PATH: databasePath,
  DATABASE_URL: '',
  SMTP_URL: '',
  EMAIL_ENVELOPE_URL: '',
  LEAD_ROUTE_URL: '',
  WEB_TO_LEAD_URL: '',
  LEADS_AUDIT_EMAILS: '',
  LEAD_ASSIGNMENT_URL: `http://127.0.0.1:${downstreamPort}/api/lead-assignment/create`,
  FORMS_RATE_LIMIT: '0',
  FORMS_NETWORK_RATE_LIMIT: '0',
  // Benches measure delivery, not the site-wide ceiling on e-mails to submitted addresses.
  EMAIL_SUBMITTED_HOURLY_LIMIT: '0',
  ...RETRY,
};

/** Starts `npm start`'s script (output to the log file) and waits until the site answers /robots.txt. */
async function startProduct(): Promise<number> {
  const out = openSync(logPath, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/src/start.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, out],
  });
  product = child;
  const t0 = performance.now();
  while (performance.now() - t0 < START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the product did not start on ${base}; its output is in ${logPath}:\n${tail()}`);
}

function tail(): string {
  return existsSync(logPath) ? readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n') : '';
}

/** Waits for the start process to exit (it does once its site is gone), SIGTERM first when `stop`. */
async function stopProduct(stop: boolean): Promise<void> {
  const child = product;
  product = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  if (stop) child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
}

const headers = { 'content-type': 'application/json', origin: base, referer: `${base}/annuities` };
const FORMS = ['annuities-form-hc', 'connect-with-FP-hc'] as const;
let serial = 0;

/** What one submission got: the submission id of a 2xx answer, or the error. */
interface Outcome {
  /** The submission's place in the run (send order). */
  n: number;
  ok: boolean;
  id?: string;
  error?: string;
  ms: number;
}

/** Posts one valid lead form as the site's form component does (JSON `{ values, tracking }`). */
async function submit(): Promise<Outcome> {
  const n = serial++;
  const form = FORMS[n % FORMS.length]!;
  const body = JSON.stringify({
    values: { firstName: 'Bench', lastName: 'Lead', email: `lead${n}@example.com`, zipCode: '10001', interested: ['3'] },
    tracking: { LifeCampaignName: 'term-life-2025-bench', ClientId: `GA1.1.${n}` },
  });
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api/forms/${form}`, { method: 'POST', headers, body });
    const answer = (await res.json()) as { id?: string; message?: string };
    const elapsed = performance.now() - t0;
    if (res.ok && answer.id) return { n, ok: true, id: answer.id, ms: elapsed };
    return { n, ok: false, error: `${res.status} ${answer.message ?? ''}`.trim(), ms: elapsed };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { n, ok: false, error: cause, ms: performance.now() - t0 };
  }
}

/** CONCURRENCY submitters, each posting until `more()` says stop; `onOutcome` sees every answer. */
async function load(
  more: () => boolean,
  onOutcome: (o: Outcome) => void = () => undefined,
): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (more()) {
        const outcome = await submit();
        outcomes.push(outcome);
        onOutcome(outcome);
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - t0) / 1000 };
}

function report(label: string, { outcomes, seconds }: { outcomes: Outcome[]; seconds: number }): void {
  const accepted = outcomes.filter((o) => o.ok);
  const times = accepted.map((o) => o.ms).sort((a, b) => a - b);
  const errors = new Map<string, number>();
  for (const o of outcomes) if (!o.ok) errors.set(o.error ?? '?', (errors.get(o.error ?? '?') ?? 0) + 1);
  console.log(`  ${label}`);
  console.log(
    `    accepted            ${(accepted.length / seconds).toFixed(1)} submissions/s (${accepted.length} in ${seconds.toFixed(2)} s)`,
  );
  console.log(
    `    answer time         p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(percentile(times, 99))}  max ${ms(times.at(-1) ?? NaN)}`,
  );
  console.log(`    errors              ${outcomes.length - accepted.length}${[...errors].map(([e, n]) => `  ${n}× ${e}`).join('')}`);
}

/** Waits until the outbox has no undelivered row, or DRAIN_TIMEOUT_MS pass; answers the time taken. */
async function drain(db: Database.Database): Promise<number> {
  const pending = db.prepare(`select count(*) as n from deliveries where status != 'delivered'`);
  const t0 = performance.now();
  while ((pending.get() as { n: number }).n > 0 && performance.now() - t0 < DRAIN_TIMEOUT_MS) await sleep(50);
  return performance.now() - t0;
}

let cleaned = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  await stopProduct(true);
  await downstream.down();
  rmSync(data, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().then(() => process.exit(130)));

let failed = false;
try {
  await downstream.up();
  console.log(
    `forms benchmark: npm start's product on ${base} (SQLite, worker in the site), lead assignment on 127.0.0.1:${downstreamPort}`,
  );
  console.log(
    `  ${CONCURRENCY} concurrent submitters; retries ${Object.entries(RETRY)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
  const built = existsSync(join(ROOT, 'preview-app/.next/BUILD_ID'));
  const firstStart = await startProduct();
  console.log(
    `  first start           ${(firstStart / 1000).toFixed(1)} s (content service, migrations, seed into an empty folder${built ? '' : ', build'})`,
  );

  // 1. warm
  for (let i = 0; i < WARM_UP; i += CONCURRENCY) await Promise.all(Array.from({ length: CONCURRENCY }, submit));
  let until = performance.now() + LOAD_SECONDS * 1000;
  report(`warm (after ${WARM_UP} warm-up submissions), ${LOAD_SECONDS} s`, await load(() => performance.now() < until));

  // 2. right after a restart
  await stopProduct(true);
  const restart = await startProduct();
  until = performance.now() + LOAD_SECONDS * 1000;
  const cold = await load(() => performance.now() < until);
  const firstN = Math.min(...cold.outcomes.map((o) => o.n));
  const firstAnswers = cold.outcomes
    .filter((o) => o.n < firstN + CONCURRENCY)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  report(`right after a restart (started in ${(restart / 1000).toFixed(1)} s), ${LOAD_SECONDS} s`, cold);
  console.log(`    first ${CONCURRENCY} answers   p50 ${ms(percentile(firstAnswers, 50))}  max ${ms(firstAnswers.at(-1) ?? NaN)}`);

  // 3. durability
  const loadDb = new Database(databasePath, { readonly: true, fileMustExist: true });
  await drain(loadDb);
  const before = new Set((loadDb.prepare(`select id from submissions`).all() as { id: string }[]).map((r) => r.id));
  loadDb.close();
  await downstream.down();
  let sent = 0;
  let acceptedSoFar = 0;
  let killedAt = -1;
  const killAfter = Math.floor(BURST / 2);
  const burst = await load(
    () => sent++ < BURST,
    (o) => {
      if (o.ok) acceptedSoFar++;
      if (acceptedSoFar >= killAfter && killedAt < 0) {
        killedAt = acceptedSoFar;
        const pid = Number(readFileSync(pidFile, 'utf8').trim());
        process.kill(-pid, 'SIGKILL');
      }
    },
  );
  await stopProduct(false); // the start process exits once its site is gone
  const accepted = burst.outcomes.filter((o): o is Outcome & { id: string } => o.ok && o.id !== undefined).map((o) => o.id);
  const refused = burst.outcomes.length - accepted.length;
  await startProduct();
  await downstream.up();
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  const drainMs = await drain(db);
  await sleep(1_000); // several more polling rounds: a second send would show now
  const inDb = new Set((db.prepare(`select id from submissions`).all() as { id: string }[]).map((r) => r.id));
  const deliveries = db.prepare(`select id, submission_id as submissionId, status from deliveries`).all() as {
    id: string;
    submissionId: string;
    status: string;
  }[];
  const byId = new Map<string, { id: string; status: string }[]>();
  for (const d of deliveries) byId.set(d.submissionId, [...(byId.get(d.submissionId) ?? []), d]);
  let lost = 0;
  let duplicated = 0;
  for (const id of accepted) {
    const rows = byId.get(id) ?? [];
    if (!inDb.has(id) || rows.length === 0 || rows.some((r) => (downstream.received.get(r.id) ?? 0) === 0)) lost++;
  }
  const burstKeys = new Set(accepted.flatMap((id) => (byId.get(id) ?? []).map((r) => r.id)));
  let duplicatedElsewhere = 0;
  for (const [key, n] of downstream.received) {
    if (n > 1 && burstKeys.has(key)) duplicated += n - 1;
    else if (n > 1) duplicatedElsewhere += n - 1;
  }
  const acceptedSet = new Set(accepted);
  const unanswered = [...inDb].filter((id) => !before.has(id) && !acceptedSet.has(id)).length;
  db.close();
  console.log(
    `  durability: downstream down, ${BURST} submissions, kill -9 of the site after ${killedAt} accepted, restart, downstream up`,
  );
  console.log(`    accepted (2xx)      ${accepted.length}  (not answered or refused: ${refused}; kept though unanswered: ${unanswered})`);
  console.log(`    lost                ${lost}`);
  console.log(`    duplicated          ${duplicated}  (calls repeating an Idempotency-Key the downstream already had)`);
  console.log(`    drain time          ${ms(drainMs)} (downstream up → outbox empty)`);
  console.log(`  repeated calls in the load phases (the restart with SIGTERM included): ${duplicatedElsewhere}`);
  failed = lost > 0 || duplicated > 0 || killedAt < 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  failed = true;
} finally {
  await cleanUp();
}
// Let stdout drain (a pipe is written asynchronously), then end even if a kept-alive socket lingers.
process.exitCode = failed ? 1 : 0;
setTimeout(() => process.exit(), 5_000).unref();
