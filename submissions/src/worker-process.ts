import { migrateTenant, openSiteDb, type DialectName, type SiteDbConfig } from '@insurer/site-db';
import type { AnalyticsConfig } from './analytics/config.js';
import { AnalyticsDeliveryWorker } from './analytics/delivery.js';
import { ANALYTICS_TENANT } from './analytics/schema.js';
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
 * that keeps the process alive, as `npm run worker` runs it; with `analytics` holding a Segment
 * write key, the analytics collector's tables are migrated too and its queue is delivered to
 * Segment beside the forms' outbox (`AnalyticsDeliveryWorker`). Any number of these may run
 * against one PostgreSQL database: each claims rows with `FOR UPDATE SKIP LOCKED` under its own
 * lease token, so no delivery is sent by two of them (see `claimDue`, `claimBatches`).
 * @throws Error when the database cannot be reached or a migration fails.
 */
export async function startWorkerProcess(config: FormsConfig, database: SiteDbConfig, analytics?: AnalyticsConfig): Promise<RunningWorker> {
  const site = await withFormsTables(await openSiteDb(database));
  const worker = new DeliveryWorker({ site, deliver: createDeliver(config), delivery: config.delivery, holdProcess: true });
  worker.start();
  log('info', `Delivery worker started (${site.dialect}) for ${describeDownstreams(configuredDownstreams(config))}`);
  const segmentWriteKey = analytics?.segmentWriteKey;
  let segment: AnalyticsDeliveryWorker | undefined;
  if (analytics && segmentWriteKey) {
    await migrateTenant(site, ANALYTICS_TENANT);
    segment = new AnalyticsDeliveryWorker({ site, config: { ...analytics, segmentWriteKey }, holdProcess: true });
    segment.start();
    log('info', `Analytics delivery to Segment started (${analytics.segmentHost})`);
  }
  let stopped: Promise<void> | undefined;
  return {
    dialect: site.dialect,
    stop: () =>
      (stopped ??= (async () => {
        await Promise.all([worker.stop(), segment?.stop()]);
        await site.close();
        closeSmtpTransports();
        log('info', 'Delivery worker stopped');
      })()),
  };
}
