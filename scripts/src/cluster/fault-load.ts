/**
 * The fault run of issue 30 against a running cluster (`npm run cluster`): `visitors` concurrent
 * visitors request pages through the front door while `submitters` concurrent submitters post
 * the contact form, for `seconds`; at `killAt` seconds one site instance gets `kill -9`. Then the
 * outbox drains, and every submission the front door answered 202 is looked up in the cluster's
 * site database: lost (not stored, or not delivered), duplicated (stored twice). Used by
 * `npm run bench:cluster` (60 s, figures printed) and `e2e/cluster.e2e.ts` (20 s, asserted).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { SiteDb } from '@insurer/site-db';

/**
 * The environment a fault run's cluster starts with: its submitters all post from this machine's
 * one address and network, each thanking a new address, so the per-address and per-network limits
 * and the hourly e-mail ceiling are lifted; durability is then shown on every submission, not on
 * the few the limits let through (the limits have tests of their own in the forms package).
 */
export const FAULT_RUN_LIMITS_OFF = {
  FORMS_RATE_LIMIT: '0',
  FORMS_NETWORK_RATE_LIMIT: '0',
  EMAIL_SUBMITTED_HOURLY_LIMIT: '0',
} as const;

export interface FaultLoadOptions {
  /** The front door, `http://localhost:{port}`. */
  base: string;
  /** The pages visitors ask for (paths). */
  paths: readonly string[];
  visitors: number;
  submitters: number;
  seconds: number;
  /** When to call `kill`, in seconds from the start. */
  killAt: number;
  kill: () => void;
  /** The cluster's site database, to count what was stored and delivered. */
  database: () => Promise<SiteDb>;
  /** How long the outbox may take to drain after the load, in ms. */
  drainTimeoutMs?: number;
}

export interface FaultLoadResult {
  visitorRequests: number;
  /** Visitor requests answered with anything but 2xx/3xx, not answered, or cut off. */
  visitorFailures: number;
  /**
   * The failures by status: `no answer` (the connection closed before a status line), `cut off`
   * (the answer began, then its connection closed: the instance died while streaming the page,
   * which no proxy can retry), or the HTTP status.
   */
  visitorFailuresByStatus: Record<string, number>;
  submissionsSent: number;
  /** Answered 202 by the front door. */
  accepted: number;
  /** Not answered 202 (the visitor would try again); by status, as `visitorFailuresByStatus`. */
  refusedByStatus: Record<string, number>;
  /** Accepted but not in the database, or not delivered once the outbox drained. */
  lost: number;
  /** Stored more than once (one submitter's one post kept twice). */
  duplicated: number;
  /** Stored although the visitor got no 202 (the instance died before it answered). */
  storedUnanswered: number;
  /** Milliseconds the outbox took to drain after the load. */
  drainMs: number;
  /** Page answer times, ascending, in ms. */
  pageMs: number[];
}

const CONTACT = {
  firstName: 'Fault',
  lastName: 'Run',
  phoneNumber: '212-555-0100',
  contactPreference: 'Email',
  howCanWeHelpYou: 'Please call me about my policy.',
};

function count(into: Record<string, number>, key: number | string): void {
  into[String(key)] = (into[String(key)] ?? 0) + 1;
}

/** Why a request failed, as the HTTP client says: its code (`UND_ERR_SOCKET`, `ECONNRESET`, `TimeoutError`). */
function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; name?: string } }).cause;
  return cause?.code ?? cause?.name ?? (error instanceof Error ? error.name : 'unknown');
}

/** Runs the load, the kill and the checks; answers the figures. */
export async function runFaultLoad(options: FaultLoadOptions): Promise<FaultLoadResult> {
  const run = randomUUID().slice(0, 8);
  const t0 = performance.now();
  const end = t0 + options.seconds * 1000;
  const killTimer = setTimeout(options.kill, options.killAt * 1000);
  const result: FaultLoadResult = {
    visitorRequests: 0,
    visitorFailures: 0,
    visitorFailuresByStatus: {},
    submissionsSent: 0,
    accepted: 0,
    refusedByStatus: {},
    lost: 0,
    duplicated: 0,
    storedUnanswered: 0,
    drainMs: 0,
    pageMs: [],
  };
  const accepted = new Set<string>();
  const unanswered = new Set<string>();

  const visitor = async (n: number) => {
    for (let i = n; performance.now() < end; i++) {
      const path = options.paths[i % options.paths.length]!;
      const started = performance.now();
      result.visitorRequests++;
      let response: Response;
      try {
        response = await fetch(`${options.base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      } catch (error) {
        result.visitorFailures++;
        count(result.visitorFailuresByStatus, `no answer (${reason(error)})`);
        continue;
      }
      try {
        await response.arrayBuffer();
      } catch (error) {
        result.visitorFailures++;
        count(result.visitorFailuresByStatus, `cut off (${reason(error)})`);
        continue;
      }
      if (response.status >= 400) {
        result.visitorFailures++;
        count(result.visitorFailuresByStatus, response.status);
      } else result.pageMs.push(performance.now() - started);
    }
  };

  const submitter = async (n: number) => {
    for (let i = 0; performance.now() < end; i++) {
      const email = `fault-${run}-${n}-${i}@example.com`;
      result.submissionsSent++;
      let response: Response;
      try {
        response = await fetch(`${options.base}/api/forms/gl-contact-us-hc`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: options.base },
          body: JSON.stringify({ values: { ...CONTACT, email }, tracking: {} }),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
      } catch (error) {
        unanswered.add(email);
        count(result.refusedByStatus, `no answer (${reason(error)})`);
        continue;
      }
      if (response.status === 202) accepted.add(email);
      else {
        unanswered.add(email);
        count(result.refusedByStatus, response.status);
      }
    }
  };

  await Promise.all([
    ...Array.from({ length: options.visitors }, (_, n) => visitor(n)),
    ...Array.from({ length: options.submitters }, (_, n) => submitter(n)),
  ]);
  clearTimeout(killTimer);
  result.accepted = accepted.size;
  result.pageMs.sort((a, b) => a - b);

  // Every stored submission of this run, by e-mail, with whether all its deliveries went out.
  const site = await options.database();
  const db = site.db.withTables<{ submissions: { id: string; values: string; status: string } }>();
  const drainStarted = performance.now();
  const deadline = drainStarted + (options.drainTimeoutMs ?? 120_000);
  let rows: { id: string; values: string; status: string }[] = [];
  for (;;) {
    rows = await db.selectFrom('submissions').select(['id', 'values', 'status']).where('values', 'like', `%fault-${run}-%`).execute();
    const pending = rows.filter((row) => row.status !== 'delivered').length;
    if (pending === 0 || performance.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  result.drainMs = performance.now() - drainStarted;
  const stored = new Map<string, { copies: number; delivered: number }>();
  for (const row of rows) {
    const email = (JSON.parse(row.values) as { email: string }).email;
    const entry = stored.get(email) ?? { copies: 0, delivered: 0 };
    entry.copies++;
    if (row.status === 'delivered') entry.delivered++;
    stored.set(email, entry);
  }
  for (const email of accepted) {
    const entry = stored.get(email);
    if (!entry || entry.delivered === 0) result.lost++;
  }
  for (const [email, entry] of stored) {
    if (entry.copies > 1) result.duplicated++;
    if (unanswered.has(email)) result.storedUnanswered++;
  }
  return result;
}

/** The figures as lines for a person. */
export function describeFaultLoad(
  options: Pick<FaultLoadOptions, 'visitors' | 'submitters' | 'seconds' | 'killAt'>,
  r: FaultLoadResult,
): string[] {
  const at = (p: number) =>
    r.pageMs.length ? r.pageMs[Math.min(r.pageMs.length - 1, Math.floor((p / 100) * r.pageMs.length))]!.toFixed(0) : '-';
  return [
    `${options.visitors} visitors and ${options.submitters} submitters for ${options.seconds} s through HAProxy; kill -9 of one site instance at ${options.killAt} s`,
    `visitor requests: ${r.visitorRequests}, failed: ${r.visitorFailures}${r.visitorFailures ? ` ${JSON.stringify(r.visitorFailuresByStatus)}` : ''}; page p50 ${at(50)} ms, p95 ${at(95)} ms`,
    `submissions sent: ${r.submissionsSent}, accepted (202): ${r.accepted}, not accepted: ${r.submissionsSent - r.accepted}${
      r.submissionsSent - r.accepted ? ` ${JSON.stringify(r.refusedByStatus)}` : ''
    } (stored all the same: ${r.storedUnanswered})`,
    `accepted but lost: ${r.lost}, duplicated: ${r.duplicated}; outbox drained in ${(r.drainMs / 1000).toFixed(1)} s`,
  ];
}
