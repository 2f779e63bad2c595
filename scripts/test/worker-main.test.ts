import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openFormsDb,
  recordSubmission,
  startSmtpListener,
  tempDir,
  waitFor,
  type FormsSiteDb,
  type SmtpListener,
} from '@insurer/submissions/testing';

const ROOT = join(import.meta.dirname, '..', '..');

/** A worker process as `npm run worker` starts it, with its output collected. */
interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/worker-main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const message = (n: number) => ({
  communication: 'contact-inquiry',
  to: ['inbox@example.com'],
  subject: `Inquiry ${n}`,
  html: `<p>${n}</p>`,
  text: String(n),
});

/** The JSON log lines in a process's output (other lines, such as a configuration error's, are left out). */
function logLines(output: string): { msg: string; submission?: string; requestId?: string }[] {
  return output.split('\n').flatMap((row) => {
    try {
      return [JSON.parse(row) as { msg: string; submission?: string; requestId?: string }];
    } catch {
      return [];
    }
  });
}

describe('npm run worker (scripts/src/worker-main.ts)', () => {
  let temp: ReturnType<typeof tempDir>;
  let site: FormsSiteDb;
  let smtp: SmtpListener | undefined;
  const workers: WorkerProcess[] = [];
  const env = () => ({
    SITE_DATABASE_PATH: join(temp.dir, 'site.sqlite'),
    SMTP_URL: `smtp://127.0.0.1:${smtp?.port ?? 1}`,
    DELIVERY_POLL_MS: '25',
    DELIVERY_TIMEOUT_MS: '5000',
  });

  beforeEach(async () => {
    temp = tempDir();
    site = await openFormsDb({ databaseUrl: undefined, sqlitePath: join(temp.dir, 'site.sqlite') });
  });

  afterEach(async () => {
    for (const worker of workers.splice(0)) {
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
    await smtp?.close();
    smtp = undefined;
    await site.close();
    temp.remove();
  });

  it('two worker processes on one database send every e-mail once, log each with its request id, and stop cleanly on SIGTERM', async () => {
    // Given 24 recorded contact e-mails waiting in the outbox and an SMTP server
    smtp = await startSmtpListener();
    for (let n = 0; n < 24; n++) {
      await recordSubmission(
        site.forms,
        {
          id: `sub-${n}`,
          formId: 'gl-contact-us-hc',
          values: {},
          tracking: {},
          deliveries: [{ kind: 'smtp', payload: { message: message(n) } }],
          requestId: `request-${n}`,
        },
        Date.now(),
      );
    }
    // When two workers run against the same database
    workers.push(startWorker(env()), startWorker(env()));
    await waitFor(
      async () => (await site.forms.selectFrom('deliveries').select('id').where('status', '!=', 'delivered').execute()).length === 0,
      30_000,
      'every delivery recorded as delivered',
    );
    // Then each e-mail reached the server exactly once (one Message-ID per delivery)
    await new Promise((resolve) => setTimeout(resolve, 200));
    const parsed = await Promise.all(smtp.received.map((m) => PostalMime.parse(m.raw)));
    expect(parsed.map((m) => m.subject).sort()).toEqual(Array.from({ length: 24 }, (_, n) => `Inquiry ${n}`).sort());
    expect(new Set(parsed.map((m) => m.messageId)).size).toBe(24);
    // And on SIGTERM both exit 0 after saying they stopped
    for (const worker of workers) worker.child.kill('SIGTERM');
    expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
    for (const worker of workers) {
      const messages = logLines(worker.output()).map((line) => line.msg);
      expect(messages).toContain('Delivery worker started (sqlite) for SMTP');
      expect(messages).toContain('SIGTERM: finishing the deliveries in flight');
      expect(messages).toContain('Delivery worker stopped');
    }
    // And every line about a delivery carries the id of the site request its submission arrived with
    const deliveryLines = workers.flatMap((worker) => logLines(worker.output())).filter((line) => line.submission !== undefined);
    const delivered = deliveryLines.filter((line) => line.msg === 'Delivered');
    expect(delivered.map((line) => line.submission).sort()).toEqual(Array.from({ length: 24 }, (_, n) => `sub-${n}`).sort());
    for (const line of deliveryLines) expect(line.requestId, JSON.stringify(line)).toBe(`request-${String(line.submission).slice(4)}`);
  }, 60_000);

  it('finishes the delivery in flight before exiting on SIGINT', async () => {
    // Given an SMTP server that takes a second to accept a message
    let arrived = false;
    smtp = await startSmtpListener(0, { replyDelayMs: 1_000, onArrival: () => (arrived = true) });
    await recordSubmission(
      site.forms,
      {
        id: 'slow',
        formId: 'gl-contact-us-hc',
        values: {},
        tracking: {},
        deliveries: [{ kind: 'smtp', payload: { message: message(1) } }],
      },
      Date.now(),
    );
    const worker = startWorker(env());
    workers.push(worker);
    // When SIGINT comes while the message is being sent
    await waitFor(() => arrived, 30_000, 'the message to reach the server');
    worker.child.kill('SIGINT');
    // Then the worker exits 0 only after the send was accepted and recorded
    expect(await worker.exited).toBe(0);
    const row = await site.forms.selectFrom('deliveries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lock_token: null });
    expect(smtp.received).toHaveLength(1);
  }, 60_000);

  it('refuses to start with an invalid configuration, naming each bad variable', async () => {
    // Given two malformed variables
    const worker = startWorker({ ...env(), LEAD_ASSIGNMENT_URL: 'not a url', FORMS_RATE_LIMIT: 'many' });
    workers.push(worker);
    // Then it exits 1 with one line per variable
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('[forms] Invalid forms configuration (see .env.example):');
    expect(worker.output()).toContain('  LEAD_ASSIGNMENT_URL: must be an absolute http:// or https:// URL');
    expect(worker.output()).toContain('  FORMS_RATE_LIMIT: must be a whole number');
  }, 60_000);
});
