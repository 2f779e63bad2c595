import { openSiteDb, type DialectName, type SiteDbConfig } from '@insurer/site-db';
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

/**
 * Opens the site database of `database` (the forms' tables migrated) and starts a delivery worker
 * that keeps the process alive, as `npm run worker` runs it. Any number of these may run against
 * one PostgreSQL database: each claims rows with `FOR UPDATE SKIP LOCKED` under its own lease
 * token, so no delivery is sent by two of them (see `claimDue`).
 * @throws Error when the database cannot be reached or a migration fails.
 */
export async function startWorkerProcess(config: FormsConfig, database: SiteDbConfig): Promise<RunningWorker> {
  const site = await withFormsTables(await openSiteDb(database));
  const worker = new DeliveryWorker({ site, deliver: createDeliver(config), delivery: config.delivery, holdProcess: true });
  worker.start();
  log('info', `Delivery worker started (${site.dialect}) for ${describeDownstreams(configuredDownstreams(config))}`);
  let stopped: Promise<void> | undefined;
  return {
    dialect: site.dialect,
    stop: () =>
      (stopped ??= (async () => {
        await worker.stop();
        await site.close();
        closeSmtpTransports();
        log('info', 'Delivery worker stopped');
      })()),
  };
}
