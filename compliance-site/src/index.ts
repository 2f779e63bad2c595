/**
 * The compliance record where the site serves (issue 41 items 1 and 6;
 * docs/requirements.md#decision-compliance-capture): whether a published regulated page may be
 * served (`pageServable`: its fields, its charts' and tables' sources, and a recorded approval of
 * exactly its published content), and the capture of every version as served into the archive of
 * `@insurer/compliance` through an outbox the publish webhook writes and the delivery worker
 * drains. Framework-free: the site (`preview-app`) and the worker (`npm run worker`) import it.
 */
export { parseComplianceSiteConfig, type ComplianceSiteConfig, type DeliveryConfig } from './config.js';
export { contentDelivery, type Delivery, type DeliveredEntry } from './cda.js';
export {
  approvalCheck,
  pageServable,
  publishedState,
  type ApprovalCheck,
  type PublishedPage,
  type PublishedState,
  type Serving,
  type ServingDeps,
} from './serving.js';
export {
  CAPTURE_TENANT,
  claimCaptures,
  completeCapture,
  pendingCaptures,
  requestCapture,
  retryCapture,
  type CaptureReason,
  type CaptureRow,
  type CaptureSubject,
} from './outbox.js';
export {
  capturePage,
  CaptureNotReady,
  COMPLIANCE_HASH_META,
  contentHashOf,
  imageSources,
  pagesOf,
  type CaptureDeps,
  type CaptureOutcome,
} from './capture.js';
export { CaptureWorker, captureLog, startComplianceCapture, type CaptureWorkerOptions } from './worker.js';
export { approveDemoPages, type DemoApprovals } from './demo.js';
