/**
 * The site's analytics collector (`@insurer/submissions/analytics`,
 * docs/requirements.md#decision-analytics-transport): Segment's tracking API, events stored in
 * the site database (a tenant of its own), read back by `GET /api/analytics/events` and
 * `npm run analytics:tail`. Its own configuration (`parseAnalyticsConfig`): a bad forms setting
 * never stops it.
 */
export { parseAnalyticsConfig, type AnalyticsConfig } from './config.js';
export {
  ANALYTICS_TENANT,
  handleCollect,
  handleReadEvents,
  latestAnalyticsEvents,
  recordServerEvent,
  type CollectorDeps,
  type StoredAnalyticsEvent,
} from './collector.js';
