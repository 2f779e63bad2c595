/**
 * The site's analytics collector (`@insurer/analytics`,
 * docs/requirements.md#decision-analytics-transport): Segment's tracking API as the browser's
 * first-party sender posts it, consent enforced and context added on the server, events stored in
 * the site database (a tenant of its own), read back by `GET /api/analytics/events` and
 * `npm run analytics:tail`, and, with a Segment write key, queued there and delivered by
 * `AnalyticsDeliveryWorker` through `@segment/analytics-node` (in `npm run worker`:
 * `startAnalyticsDelivery`). Its own configuration
 * (`parseAnalyticsConfig`): a bad forms setting never stops it.
 */
export { parseAnalyticsConfig, type AnalyticsConfig } from './config.js';
export {
  ANALYTICS_TENANT,
  handleCollect,
  handleReadEvents,
  latestAnalyticsEvents,
  recordServerEvent,
  type CollectorAnswer,
  type CollectorDeps,
  type StoredAnalyticsEvent,
} from './collector.js';
export { serverContext, type CollectorVisitor } from './context.js';
export { AnalyticsDeliveryWorker, startAnalyticsDelivery, type AnalyticsDeliveryOptions } from './delivery.js';
export { queueDepth, type StoredMessage } from './queue.js';
