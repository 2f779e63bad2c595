import { openSiteDb, type DialectName, type SiteDb, type SiteDbConfig } from '@insurer/site-db';
import { configuredDownstreams, describeDownstreams, type FormsConfig } from './config.js';
import { withFormsTables } from './service.js';
import { createDeliver } from './delivery/adapters.js';
import { DeliveryWorker } from './delivery/worker.js';
import { log } from './log.js';
import { closeSmtpTransports } from './mail/smtp.js';

/** A delivery worker running on its own: stop it to let the deliveries in flight finish and close the database. */
export interface RunningWorker {
  dialect: DialectName;
  /** Stops polling, waits for the round in flight to finish and be recorded, then closes the database and SMTP connections. */
  stop(): Promise<void>;
}

/** Another delivery worker sharing the process and its site database (the analytics queue's, for one): stopped with the forms'. */
export interface CompanionWorker {
  /** Stops polling and waits for the round in flight to finish and be recorded. */
  stop(): Promise<void>;
}

/**
 * Starts the process's other delivery workers on its open site database (their tables migrated
 * by them), after the forms' worker has started. The command composing the process passes it
 * (scripts/src/worker-main.ts: the analytics queue's delivery to Segment), so this package
 * imports none of them.
 */
export type StartCompanions = (site: SiteDb) => Promise<readonly CompanionWorker[]>;

/**
 * Opens the site database of `database` (the forms' tables migrated) and starts a delivery worker
 * that keeps the process alive, as `npm run worker` runs it; `startCompanions` starts the
 * process's other delivery workers beside the forms' outbox (the analytics queue's, with a
 * Segment write key), stopped with it. Any number of these may run against one PostgreSQL
 * database: each claims rows with `FOR UPDATE SKIP LOCKED` under its own lease token, so no
 * delivery is sent by two of them (see `claimDue`, `claimBatches`).
 * @throws Error when the database cannot be reached or a migration fails.
 */
export async function startWorkerProcess(
  config: FormsConfig,
  database: SiteDbConfig,
  startCompanions?: StartCompanions,
): Promise<RunningWorker> {
  const site = await withFormsTables(await openSiteDb(database));
  const worker = new DeliveryWorker({ site, deliver: createDeliver(config), delivery: config.delivery, holdProcess: true });
  worker.start();
  log('info', `Delivery worker started (${site.dialect}) for ${describeDownstreams(configuredDownstreams(config))}`);
  const companions = (await startCompanions?.(site)) ?? [];
  let stopped: Promise<void> | undefined;
  return {
    dialect: site.dialect,
    stop: () =>
      (stopped ??= (async () => {
        await Promise.all([worker.stop(), ...companions.map((companion) => companion.stop())]);
        await site.close();
        closeSmtpTransports();
        log('info', 'Delivery worker stopped');
      })()),
  };
}
