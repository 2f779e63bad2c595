/**
 * Benchmark of form submissions on the embedded defaults: the production build of the site
 * (`next start`) with its SQLite database, the delivery worker (`npm run worker`'s process) and the
 * local mailbox, each started here on free ports with a throwaway data folder. Half the
 * submissions are contact forms (two e-mails each, delivered over SMTP to the mailbox by the
 * worker), half annuities leads (kept in the database).
 * Prints submissions accepted per second, the answer time, and the delivery latency (from the
 * submission being recorded to its e-mail being accepted by the mailbox) p50/p95: under the burst
 * (e-mails queue behind each other) and for submissions sent one at a time. Asserts nothing.
 *
 *   npm run bench:forms:delivery
 *   SUBMISSIONS=400 CONCURRENCY=8 SINGLES=20 node --import tsx scripts/bench/forms.ts
 *   BENCH_SITE_DIR=/path/to/preview-app …   # another build of the site
 *
 * Needs a production build (`npm start` makes one, or `npm run build -w preview-app`). The
 * per-IP rate limit is turned off for the run: every request comes from this one address.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { nextCli, readBuildId } from '@insurer/preview-app/build';
import { startMailbox } from '../src/mailbox.js';

const ROOT = resolve(import.meta.dirname, '../..');
/** The built site to run (default preview-app/ of this checkout). */
const SITE_DIR = resolve(process.env.BENCH_SITE_DIR ?? join(ROOT, 'preview-app'));
const SUBMISSIONS = Number(process.env.SUBMISSIONS ?? 400);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const SINGLES = Number(process.env.SINGLES ?? 20);
const DELIVERY_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

if (!readBuildId(SITE_DIR)) {
  console.error('No production build of the site. Run `npm start` once (it builds), or `npm run build -w preview-app`.');
  process.exit(1);
}

const data = mkdtempSync(join(tmpdir(), 'bench-forms-'));
const mailbox = await startMailbox({ port: 0, dir: join(data, 'mailbox') });
const port = await freePort();
const base = `http://localhost:${port}`;
const databasePath = join(data, 'site.sqlite');
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
  PORT: String(port),
  SITE_URL: base,
  SITE_DATABASE_PATH: databasePath,
  DATABASE_URL: '',
  SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
  LEAD_ASSIGNMENT_URL: '',
  LEAD_ROUTE_URL: '',
  EMAIL_ENVELOPE_URL: '',
  FORMS_RATE_LIMIT: '0',
  FORMS_NETWORK_RATE_LIMIT: '0',
  // Benches measure delivery, not the site-wide ceiling on e-mails to submitted addresses.
  EMAIL_SUBMITTED_HOURLY_LIMIT: '0',
  APP_ENV: 'bench',
};
const site = spawn(process.execPath, [nextCli(SITE_DIR), 'start', '-p', String(port)], {
  cwd: SITE_DIR,
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});
const worker = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/src/worker-main.ts')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});

const headers = { 'content-type': 'application/json', origin: base, referer: `${base}/contact-us` };
const contact = (i: number) => ({
  values: {
    firstName: 'Bench',
    lastName: 'Visitor',
    email: `visitor${i}@example.com`,
    phoneNumber: '2125550100',
    contactPreference: 'Email',
    howCanWeHelpYou: 'A question about my policy.',
  },
  tracking: {},
});
const lead = (i: number) => ({
  values: { firstName: 'Bench', lastName: 'Lead', email: `lead${i}@example.com`, zipCode: '10001', interested: ['3'] },
  tracking: { LifeCampaignName: 'term-life-2025-bench', ClientId: `GA1.1.${i}` },
});

async function submit(i: number): Promise<{ id: string; form: string; answerMs: number }> {
  const form = i % 2 === 0 ? 'gl-contact-us-hc' : 'annuities-form-hc';
  const body = JSON.stringify(form === 'gl-contact-us-hc' ? contact(i) : lead(i));
  const t0 = performance.now();
  const res = await fetch(`${base}/api/forms/${form}`, { method: 'POST', headers, body });
  const answer = (await res.json()) as { id?: string; message?: string };
  if (res.status !== 202 || !answer.id) throw new Error(`submission ${i} answered ${res.status}: ${answer.message ?? ''}`);
  return { id: answer.id, form, answerMs: performance.now() - t0 };
}

/**
 * Waits (up to DELIVERY_TIMEOUT_MS) until every delivery of `ids` is delivered, then answers each
 * delivery's latency in ms: delivered_at − the submission's created_at (both stamped by the site).
 */
async function deliveryLatencies(db: Database.Database, ids: readonly string[], pollMs: number): Promise<number[]> {
  const placeholders = ids.map(() => '?').join(',');
  const pending = db.prepare(`select count(*) as n from deliveries where status != 'delivered' and submission_id in (${placeholders})`);
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while ((pending.get(...ids) as { n: number }).n > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, pollMs));
  const rows = db
    .prepare(
      `select d.delivered_at - s.created_at as ms from deliveries d join submissions s on s.id = d.submission_id
       where d.status = 'delivered' and s.id in (${placeholders})`,
    )
    .all(...ids) as { ms: number }[];
  return rows.map((r) => r.ms).sort((a, b) => a - b);
}

try {
  // The site answers a malformed body with 400 once it is up.
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${base}/api/forms/gl-contact-us-hc`, { method: 'POST', headers, body: '{' });
      if (res.status === 400) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600 || site.exitCode !== null) throw new Error(`the site did not start on ${base}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  for (let i = 0; i < 10; i++) await submit(-1 - i); // warm the route, the database and the SMTP pool

  const results: { id: string; form: string; answerMs: number }[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SUBMISSIONS) results.push(await submit(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  const contactIds = results.filter((r) => r.form === 'gl-contact-us-hc').map((r) => r.id);
  const expectedMails = contactIds.length * 2;
  const latencies = await deliveryLatencies(db, contactIds, 10);

  // Then one contact submission at a time, each waiting for its e-mails: latency without a queue.
  const single: number[] = [];
  for (let i = 0; i < SINGLES; i++) {
    const { id } = await submit(2 * (SUBMISSIONS + i));
    single.push(...(await deliveryLatencies(db, [id], 5)));
  }
  single.sort((a, b) => a - b);
  const stored = (
    db.prepare(`select count(*) as n from submissions where form_id = 'annuities-form-hc' and status = 'stored'`).get() as { n: number }
  ).n;
  db.close();
  const answers = results.map((r) => r.answerMs).sort((a, b) => a - b);
  const mails = readdirSync(mailbox.dir).filter((f) => f.endsWith('.eml')).length;

  console.log(`forms benchmark: ${SUBMISSIONS} submissions, ${CONCURRENCY} concurrent, next start + SQLite + local mailbox`);
  console.log(`  accepted              ${(SUBMISSIONS / seconds).toFixed(1)} submissions/s (${seconds.toFixed(2)} s)`);
  console.log(`  answer time           p50 ${ms(percentile(answers, 50))}  p95 ${ms(percentile(answers, 95))}`);
  console.log(
    `  delivery latency      p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  max ${ms(latencies.at(-1) ?? NaN)}` +
      `  (under the burst; ${latencies.length}/${expectedMails} e-mails delivered)`,
  );
  console.log(
    `  delivery latency      p50 ${ms(percentile(single, 50))}  p95 ${ms(percentile(single, 95))}  max ${ms(single.at(-1) ?? NaN)}` +
      `  (one submission at a time; ${single.length}/${SINGLES * 2} e-mails)`,
  );
  console.log(`  mailbox               ${mails} .eml files (warm-up included)`);
  console.log(`  leads kept (stored)   ${stored}`);
} finally {
  for (const child of [site, worker]) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await mailbox.close();
  rmSync(data, { recursive: true, force: true });
}
