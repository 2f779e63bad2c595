import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openSiteDb, parseSiteDbConfig, type SiteDb, type SiteDbConfig } from '@insurer/site-db';
import type { Kysely } from 'kysely';
import { parseFormsConfig, type FormsConfig } from '../src/config.js';
import { formsDb, type FormsDatabase } from '../src/db/schema.js';
import { withFormsTables } from '../src/service.js';
import { createDeliver } from '../src/delivery/adapters.js';
import { DeliveryWorker } from '../src/delivery/worker.js';
import type { DefinitionLoader } from '../src/forms/generic.js';
import { handleFormPost, type FormsDeps } from '../src/submit.js';
import type { RilaToolLoader } from '../src/content/site-content.js';
import { testRilaConfig } from '@insurer/contracts/testing/rila-config';
import { RILA_WIDGET_FIXTURE_ID } from '@insurer/contracts/testing/rila-result';

export const SITE = 'http://localhost:3000';

/** A temp folder removed by the returned function. */
export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'forms-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The forms configuration of a test and where its site database is. */
export type TestConfig = FormsConfig & { database: SiteDbConfig };

/**
 * The forms configuration of a test: a fresh SQLite file, fast retries, SMTP to a port nothing
 * listens on (never the developer's own local mailbox), plus `env`.
 */
export function testConfig(dbDir: string, env: Record<string, string> = {}): TestConfig {
  const all = {
    SITE_URL: SITE,
    SITE_DATABASE_PATH: join(dbDir, 'site.sqlite'),
    DELIVERY_RETRY_BASE_MS: '40',
    DELIVERY_RETRY_MAX_MS: '200',
    DELIVERY_POLL_MS: '25',
    DELIVERY_TIMEOUT_MS: '2000',
    SMTP_URL: 'smtp://127.0.0.1:1',
    ...env,
  };
  return { ...parseFormsConfig(all), database: parseSiteDbConfig(all) };
}

/** An open site database with the forms' tables migrated; `forms` is its typed view for the tests' queries. */
export type FormsSiteDb = SiteDb & { forms: Kysely<FormsDatabase> };

/** Opens the site database of `database` with the forms' tables, as the site and the worker do. */
export async function openFormsDb(database: Pick<SiteDbConfig, 'databaseUrl' | 'sqlitePath'>): Promise<FormsSiteDb> {
  const site = await withFormsTables(await openSiteDb(database));
  return { ...site, forms: formsDb(site) };
}

/**
 * `handleFormPost` with the client address the site would have worked out: these tests put it in
 * X-Forwarded-For (`post`'s `ip`), as the site's thin server leaves it.
 */
export function submitForm(request: Request, formId: string, deps: FormsDeps): Promise<Response> {
  return handleFormPost(request, formId, deps, request.headers.get('x-forwarded-for') ?? 'unknown');
}

/** The site's RILA tool hook for tests: the hand-checked configuration (newer variant) under the fixtures' widget id. */
export const testRilaTool: RilaToolLoader = async (widgetId) =>
  widgetId === RILA_WIDGET_FIXTURE_ID ? { config: testRilaConfig(), variant: 'v3' } : undefined;

export interface Harness {
  config: TestConfig;
  site: FormsSiteDb;
  worker: DeliveryWorker;
  deps: FormsDeps;
  close(): Promise<void>;
}

/** A migrated database, a started worker and the route's dependencies, wired like `service.ts` does. */
export async function harness(
  config: TestConfig,
  options: { random?: () => number; loadDefinition?: DefinitionLoader; clock?: () => number } = {},
): Promise<Harness> {
  const site = await openFormsDb(config.database);
  const worker = new DeliveryWorker({
    site,
    deliver: createDeliver(config),
    delivery: config.delivery,
    ...(options.random ? { random: options.random } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  worker.start();
  const deps: FormsDeps = {
    config,
    site: async () => site,
    afterRecord: () => void worker.nudge(),
    loadDefinition: options.loadDefinition ?? (async () => undefined),
    loadRilaTool: testRilaTool,
    ...(options.random ? { random: options.random } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  };
  return {
    config,
    site,
    worker,
    deps,
    close: async () => {
      await worker.stop();
      await site.close();
    },
  };
}

/** A same-origin POST of the site, as a browser sends it. */
export function post(
  formId: string,
  body: string,
  options: { contentType?: string; headers?: Record<string, string>; ip?: string } = {},
): Request {
  return new Request(`${SITE}/api/forms/${formId}`, {
    method: 'POST',
    headers: {
      origin: SITE,
      referer: `${SITE}/contact-us`,
      host: 'localhost:3000',
      'content-type': options.contentType ?? 'application/json',
      'x-forwarded-for': options.ip ?? '198.51.100.7',
      ...options.headers,
    },
    body,
  });
}

/** A JSON `SubmissionRequest` POST. */
export function postJson(formId: string, values: Record<string, unknown>, tracking: Record<string, unknown> = {}, ip?: string): Request {
  return post(formId, JSON.stringify({ values, tracking }), ip ? { ip } : {});
}

/** Polls `check` every 20 ms until it answers true, or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A request a recording server received. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server recording each request and answering `status` (default 200). */
export interface Recorder {
  server: Server;
  port: number;
  received: Received[];
  status: number;
  close(): Promise<void>;
}

/**
 * Starts a recorder on `port` (0: any free port). Every request is answered `status` with
 * `answer(url)` as its JSON body (default: a lead-assignment answer with both ids).
 */
export async function startRecorder(
  port = 0,
  status = 200,
  answer: (url: string) => string = () => '{"lead_id":"L-1","internal_lead_id":"I-1"}',
): Promise<Recorder> {
  const recorder: Recorder = {
    server: createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        recorder.received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(recorder.status, { 'content-type': 'application/json' }).end(answer(req.url ?? ''));
      });
    }),
    port: 0,
    received: [],
    status,
    close: () => new Promise<void>((done) => recorder.server.close(() => done())),
  };
  await new Promise<void>((resolve, reject) => {
    recorder.server.once('error', reject);
    recorder.server.listen(port, '127.0.0.1', () => resolve());
  });
  recorder.port = (recorder.server.address() as AddressInfo).port;
  return recorder;
}

/** A port nothing listens on (taken from the system, then released). */
export async function deadPort(): Promise<number> {
  const probe = await startRecorder();
  const port = probe.port;
  await probe.close();
  return port;
}

/** A message a test SMTP listener received: the SMTP envelope and the raw RFC 5322 text. */
export interface SmtpReceived {
  from: string | undefined;
  to: string[];
  raw: Buffer;
}

/** A real SMTP listener (npm `smtp-server`, as the local mailbox uses) keeping what it receives in memory. */
export interface SmtpListener {
  port: number;
  received: SmtpReceived[];
  close(): Promise<void>;
}

/**
 * Starts an SMTP listener on 127.0.0.1:`port` (0: any free port). With `replyDelayMs`, each
 * message is kept at once but accepted (250) only that long after it arrived, and `onArrival`
 * is called as it arrives: a slow relay, for tests of what happens to a send in flight.
 */
export async function startSmtpListener(port = 0, options: { replyDelayMs?: number; onArrival?: () => void } = {}): Promise<SmtpListener> {
  const received: SmtpReceived[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        options.onArrival?.();
        if (options.replyDelayMs) setTimeout(() => callback(), options.replyDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** PostgreSQL (PGlite over the wire protocol) for the search tests and `npm run bench:search`. */
export { startTestPostgres, type TestPostgres } from '@insurer/site-db/testing';
export { captureLogs, type LogLine } from './log-capture.js';
/** Records a submission and its deliveries in the outbox, as the route does (for tests that start a worker on their own rows). */
export { recordSubmission } from '../src/db/outbox.js';
