/**
 * The forms backend (`@insurer/submissions`): form submissions, lead routing, e-mail and their
 * delivery, with no framework imports. The site mounts `createFormsHandler` on its
 * `/api/forms/{formId}` route and calls `startFormsWorker` at server start; `npm run worker`
 * runs `startWorkerProcess` alone (src/worker-main.ts). See submissions/README.md.
 */
export {
  ConfigurationError,
  configuredDownstreams,
  describeDownstreams,
  parseFormsConfig,
  type Downstreams,
  type EmailChannel,
  type FormsConfig,
  type WebToLeadTarget,
} from './config.js';
export { openSiteDb, type DialectName, type SiteDb } from './db/connect.js';
export { clientAddress } from './guard/rate-limit.js';
export { requeueFailed } from './db/outbox.js';
export { DeliveryWorker, type WorkerOptions } from './delivery/worker.js';
export type { DefinitionLoader } from './forms/generic.js';
export {
  collectAnalytics,
  createFormsHandler,
  formsDeps,
  readAnalyticsEvents,
  startFormsWorker,
  stopFormsService,
  type FormsHandler,
  type SiteHooks,
} from './service.js';
export {
  handleCollect,
  handleReadEvents,
  latestAnalyticsEvents,
  recordServerEvent,
  type CollectorDeps,
  type StoredAnalyticsEvent,
} from './analytics/collector.js';
export { handleFormPost, INVALID, UNAVAILABLE, type FormsDeps } from './submit.js';
export { startWorkerProcess, type RunningWorker } from './worker-process.js';
