import { randomUUID } from 'node:crypto';
import { listRecords, openCompliance, type ComplianceStore } from '@insurer/compliance';
import { complianceExpired, needsApproval } from '@insurer/contracts/compliance';
import { migrateTenant, type SiteDb } from '@insurer/site-db';
import { retryDelayMs } from '@insurer/submissions/delivery/backoff';
import { PollingWorker } from '@insurer/submissions/delivery/polling';
import { contentDelivery } from './cda.js';
import { capturePage, CaptureNotReady, pagesOf, type CaptureDeps } from './capture.js';
import type { ComplianceSiteConfig } from './config.js';
import { CAPTURE_TENANT, claimCaptures, completeCapture, requestCapture, retryCapture, type CaptureRow } from './outbox.js';

/** Captures one round takes at most. */
const BATCH = 10;
/** How long a worker holds a capture (a page and its images fetched, a row appended) before another may take it. */
const LEASE_MS = 60_000;
/** The wait before retrying a capture: 1 s, doubling, at most a minute; without end (the site may be building or down for a while). */
const RETRY = { baseMs: 1_000, maxMs: 60_000 };

/** Writes `[compliance] {message} key=value …` at `level`: ids, subjects and codes only. */
export function captureLog(
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, string | number | undefined> = {},
): void {
  const detail = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
  console[level](`[compliance] ${message}${detail ? ` ${detail}` : ''}`);
}

/** What the capture worker needs; clock and random for tests. */
export interface CaptureWorkerOptions extends CaptureDeps {
  site: SiteDb;
  pollMs: number;
  expiryScanMs: number;
  /** The timers keep the process alive: true in a worker process of its own (`npm run worker`). */
  holdProcess?: boolean;
  clock?: () => number;
  random?: () => number;
}

/**
 * Drains the capture outbox into the compliance archive (docs/requirements.md#decision-compliance-capture):
 * claims due captures (several workers, in one process or many, never take the same one), turns
 * a changed entry or asset into captures of the pages that show it, and captures each page
 * (`capturePage`). A capture that fails (the site not serving the version yet, the site or the
 * Content Delivery API down) is retried after 1 s, doubling up to a minute, without end: nothing
 * a webhook asked for is lost. Every `expiryScanMs` it also asks for a capture of each published
 * page that needs approval and is past its expiration date while the archive has it served, so its
 * `expire` row is written once it expires.
 */
export class CaptureWorker extends PollingWorker {
  private readonly clock: () => number;
  private readonly random: () => number;
  private scanTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: CaptureWorkerOptions) {
    super({ pollMs: options.pollMs, batchSize: BATCH, holdProcess: options.holdProcess ?? false });
    this.clock = options.clock ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  /** Polls the outbox and scans for expiries. Idempotent. */
  override start(): void {
    super.start();
    if (this.scanTimer) return;
    this.scanTimer = setInterval(
      () => void this.scanExpiries().catch((error: unknown) => this.roundFailed(error)),
      this.options.expiryScanMs,
    );
    if (!this.options.holdProcess) this.scanTimer.unref();
  }

  override async stop(): Promise<void> {
    if (this.scanTimer) clearInterval(this.scanTimer);
    this.scanTimer = undefined;
    await super.stop();
  }

  protected roundFailed(error: unknown): void {
    captureLog('error', 'Compliance capture round failed', { error: error instanceof Error ? error.message : 'unknown' });
  }

  /** Claims due captures and makes each; answers how many were claimed. */
  protected async runRound(): Promise<number> {
    const token = randomUUID();
    const rows = await claimCaptures(this.options.site, { now: this.clock(), leaseMs: LEASE_MS, limit: BATCH, token });
    for (const row of rows) await this.capture(row, token);
    return rows.length;
  }

  private async capture(row: CaptureRow, token: string): Promise<void> {
    const { site } = this.options;
    try {
      if (row.subject.startsWith('page:')) {
        const entryId = row.subject.slice('page:'.length);
        const outcome = await capturePage(this.options, entryId, new Date(this.clock()));
        if (outcome.appended) captureLog('info', `Archived ${outcome.appended}`, { page: entryId, seq: outcome.seq, reason: row.reason });
      } else {
        const pages = await pagesOf(this.options, row.subject);
        const now = this.clock();
        if (!pages) await requestCapture(site, { subject: 'all', reason: row.reason, now });
        else for (const id of pages) await requestCapture(site, { subject: `page:${id}`, reason: row.reason, now });
      }
      if (!(await completeCapture(site, row, token)))
        captureLog('warn', 'Capture lease lost before it was recorded', { subject: row.subject });
    } catch (error) {
      const retryInMs = retryDelayMs(row.attempts, RETRY, this.random);
      const message = error instanceof Error ? error.message : String(error);
      captureLog(error instanceof CaptureNotReady ? 'warn' : 'error', 'Capture not made; will retry', {
        subject: row.subject,
        attempt: row.attempts,
        error: message,
        retryInMs,
      });
      await retryCapture(site, row, token, message, this.clock() + retryInMs);
    }
  }

  /**
   * Asks for a capture of every published page that needs approval, is past its expiration date
   * and is still served according to the archive (its latest row a `publish`): the capture then
   * appends its `expire` row. Pages expired long ago, already recorded, cost one archive read each.
   * @throws what the Content Delivery API client or the database throws.
   */
  async scanExpiries(): Promise<number> {
    const now = new Date(this.clock());
    // Date-only values hold through their day (complianceExpired decides); a day's margin finds them all.
    const until = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
    const pages = await this.options.delivery.staticPages({ 'fields.expirationDate[lte]': until }, [
      'fields.type',
      'fields.expirationDate',
    ]);
    let asked = 0;
    for (const page of pages) {
      const expiration = page.fields.expirationDate;
      if (!needsApproval(page.fields.type) || typeof expiration !== 'string' || !complianceExpired(expiration, now)) continue;
      const rows = await listRecords(this.options.store, { entryId: page.sys.id });
      const last = rows.reduce<(typeof rows)[number] | undefined>((l, r) => (!l || r.seq > l.seq ? r : l), undefined);
      if (last?.event !== 'publish') continue;
      await requestCapture(this.options.site, { subject: `page:${page.sys.id}`, reason: 'expire', now: now.getTime() });
      asked++;
    }
    if (asked) this.nudge().catch(() => undefined);
    return asked;
  }
}

/**
 * The capture worker in a worker process (`npm run worker`, scripts/src/worker-main.ts, beside the
 * forms' outbox): migrates the outbox's table on `site`, opens the compliance tenant, starts a
 * `CaptureWorker` that keeps the process alive, and asks for a capture of everything once (what
 * happened while no worker ran: the demo's first rows, webhooks the site took while this was down).
 * @throws Error when a migration fails.
 */
export async function startComplianceCapture(
  site: SiteDb,
  options: { config: ComplianceSiteConfig; retentionYears: number; store?: ComplianceStore },
): Promise<CaptureWorker[]> {
  await migrateTenant(site, CAPTURE_TENANT);
  const store = options.store ?? (await openCompliance(site, { retentionYears: options.retentionYears }));
  const worker = new CaptureWorker({
    site,
    store,
    delivery: contentDelivery(options.config.delivery),
    siteUrl: options.config.captureUrl,
    pollMs: options.config.pollMs,
    expiryScanMs: options.config.expiryScanMs,
    holdProcess: true,
  });
  await requestCapture(site, { subject: 'all', reason: 'start', now: Date.now() });
  worker.start();
  captureLog('info', `Compliance capture started (pages from ${options.config.captureUrl})`);
  return [worker];
}
