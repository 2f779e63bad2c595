import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * `npm start` as an operator runs it: a stop (SIGTERM) ends every process it started within 10
 * seconds and frees its ports, and a start after a stop or after a crash (kill -9) works. A second
 * copy of the product on its own ports and data folder; the production build is the one the
 * suite's own server made, so no build runs here.
 */
const PORTS = { site: 3190, contentService: 4290, tls: 4690, mailbox: 2690, workbench: 3191 };
const DATA = '.data/e2e-start-stop';
const PID_FILE = `.data/run/site-${PORTS.site}.pid`;
const WORKER_PID_FILE = `.data/run/worker-${PORTS.site}.pid`;

interface Started {
  child: ChildProcess;
  output: string[];
}

/** Starts the product as `node scripts/src/start.ts`, or through `npm start` itself (`viaNpm`). */
function startProduct(extraEnv: Record<string, string> = {}, viaNpm = false): Started {
  const output: string[] = [];
  const [command, args] = viaNpm ? ['npm', ['start']] : [process.execPath, ['--import', 'tsx', 'scripts/src/start.ts']];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(PORTS.site),
      CONTENT_SERVICE_PORT: String(PORTS.contentService),
      CONTENT_SERVICE_TLS_PORT: String(PORTS.tls),
      CONTENT_SERVICE_DATA_DIR: `${DATA}/content-service`,
      MAILBOX_PORT: String(PORTS.mailbox),
      WORKBENCH_PORT: String(PORTS.workbench),
      MAILBOX_DIR: `${DATA}/mailbox`,
      SITE_DATABASE_PATH: `${DATA}/site.sqlite`,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

/**
 * Waits until the product's site answers; fails at once when the start process ends first, and
 * either way shows the end of its output, so a slow or failed start says why.
 */
async function waitForSite(product: Started): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${PORTS.site}/robots.txt`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (product.child.exitCode !== null || Date.now() > deadline) {
      const why = product.child.exitCode !== null ? `npm start exited with ${product.child.exitCode}` : 'the site did not answer in 300 s';
      throw new Error(`${why}; its last output:\n${product.output.join('').slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Whether something accepts connections on `port` (loopback). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

test.describe.configure({ mode: 'serial' });

test('given npm start running, when npm itself gets SIGTERM, then every process ends within 10 s and a second start works; after a kill -9 a third start works too', async () => {
  test.setTimeout(900_000);
  rmSync(DATA, { recursive: true, force: true });
  rmSync(PID_FILE, { force: true });

  // npm itself, as an operator's `kill` or a supervisor reaches it (it once exited alone and left
  // every service running).
  const first = startProduct({}, true);
  await waitForSite(first);
  const sitePid = Number(readFileSync(PID_FILE, 'utf8'));
  expect(groupAlive(sitePid)).toBe(true);

  const stoppedAt = Date.now();
  first.child.kill('SIGTERM');
  await exited(first.child);
  await expect.poll(() => groupAlive(sitePid), { timeout: 10_000 - (Date.now() - stoppedAt) }).toBe(false);
  expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  for (const port of Object.values(PORTS)) expect(await listening(port), `port ${port} after the stop`).toBe(false);
  expect(existsSync(PID_FILE)).toBe(false);

  const second = startProduct();
  await waitForSite(second);
  const secondPid = Number(readFileSync(PID_FILE, 'utf8'));
  const secondWorkerPid = Number(readFileSync(WORKER_PID_FILE, 'utf8'));
  // A crash: the start script dies at once and cannot stop what it started.
  second.child.kill('SIGKILL');
  await exited(second.child);
  expect(groupAlive(secondPid)).toBe(true);
  expect(groupAlive(secondWorkerPid)).toBe(true);

  const third = startProduct();
  // The crashed run's site still answers on the port: wait for the new run to have taken over.
  await expect.poll(() => third.output.join(''), { timeout: 180_000 }).toContain(`[start] site on http://localhost:${PORTS.site}`);
  await waitForSite(third);
  expect(third.output.join('')).toContain(`[start] stopping the site left running by an earlier run (process group ${secondPid})`);
  expect(groupAlive(secondPid)).toBe(false);
  expect(third.output.join('')).toContain(
    `[start] stopping the delivery worker left running by an earlier run (process group ${secondWorkerPid})`,
  );
  expect(groupAlive(secondWorkerPid)).toBe(false);
  expect(third.output.join('')).not.toContain('EADDRINUSE');
  const thirdPid = Number(readFileSync(PID_FILE, 'utf8'));
  third.child.kill('SIGTERM');
  await exited(third.child);
  await expect.poll(() => groupAlive(thirdPid), { timeout: 10_000 }).toBe(false);
});

test('given the product with 3 submissions a minute per address, when one client forges a new X-Forwarded-For on every post, then the fourth answers 429; ten wrong webhook secrets a minute are the most one address gets', async () => {
  test.setTimeout(300_000);
  // The forms' limit slides (site-db's hitRateLimit, window 'sliding'): four posts that straddle a
  // minute turning over still count together, so the default one-minute window is the test's.
  const product = startProduct({ FORMS_RATE_LIMIT: '3' });
  try {
    await expect.poll(() => product.output.join(''), { timeout: 180_000 }).toContain(`[start] site on http://localhost:${PORTS.site}`);
    await waitForSite(product);
    const contact = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '212-555-0100',
      contactPreference: 'Email',
      howCanWeHelpYou: 'Please call me about my policy.',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`http://localhost:${PORTS.site}/api/forms/gl-contact-us-hc`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: `http://localhost:${PORTS.site}`,
          'X-Forwarded-For': `198.51.100.${i + 1}`,
          'X-Real-IP': `192.0.2.${i + 1}`,
        },
        body: JSON.stringify({ values: contact, tracking: {} }),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toEqual({ message: 'Too many submissions from your network. Please wait a minute and try again.' });
      }
    }
    expect(statuses).toEqual([202, 202, 202, 429]);

    // Wrong webhook secrets: 10 a minute from one address, then 429, whatever X-Forwarded-For
    // claims (a forged header does not buy more guesses); the right secret from the same address
    // still passes (a guesser behind the CMS's NAT cannot stop publishing), and draft mode's
    // secret has its own count.
    const guess = (secret: string, i: number) =>
      fetch(`http://localhost:${PORTS.site}/api/revalidate`, {
        method: 'POST',
        headers: {
          'X-Contentful-Topic': 'ContentManagement.Entry.publish',
          'X-Contentful-Webhook-Secret': secret,
          'X-Forwarded-For': `198.51.100.${100 + i}`,
        },
      });
    const guesses: number[] = [];
    for (let i = 0; i < 11; i++) guesses.push((await guess(`wrong-${i}`, i)).status);
    expect(guesses).toEqual([...Array<number>(10).fill(401), 429]);
    const blocked = await guess('wrong-again', 98);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: 'Too many wrong secrets. Try again in a minute.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await guess('local-webhook-secret', 99);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ revalidated: true, topic: 'ContentManagement.Entry.publish' });
    const draft = await fetch(`http://localhost:${PORTS.site}/api/draft?secret=wrong&slug=/`, { redirect: 'manual' });
    expect(draft.status).toBe(401);
    expect(await draft.json()).toEqual({ message: 'Invalid preview secret.' });
  } finally {
    product.child.kill('SIGTERM');
    await exited(product.child);
  }
});
