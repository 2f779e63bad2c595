/**
 * The compliance record of regulated pages (issue 41 items 4–7; docs/requirements.md#decision-compliance-archive):
 * workbench users and sessions, review and approval by a registered principal, content snapshots
 * and their hashes, and the append-only, hash-chained archive of every version as served. A tenant
 * of the site database (`@insurer/site-db`); no framework imports.
 */
export { ComplianceForbiddenError, ComplianceInputError } from './errors.js';
export { openCompliance, RETENTION_YEARS_MIN, type ComplianceStore } from './store.js';
export { parseComplianceConfig, type ComplianceConfig } from './config.js';
export {
  createSession,
  createUser,
  DEMO_USERS,
  ensureDemoUsers,
  listUsers,
  signIn,
  signOut,
  userForSession,
  type Role,
  type WorkbenchUser,
} from './users.js';
export { pageSnapshot, snapshotHash, type PageSnapshot, type SnapshotSource } from './snapshot.js';
export {
  approvalFor,
  approve,
  commentOnReview,
  reviewOf,
  reviewStates,
  submitForReview,
  withdrawApproval,
  type Approval,
  type Review,
  type ReviewComment,
  type ReviewState,
} from './review.js';
export {
  appendRecord,
  exportRecords,
  listRecords,
  recordHtml,
  verifyArchive,
  type AppendRecordInput,
  type ArchiveEvent,
  type ArchiveImage,
  type ChartSource,
  type RecordFilter,
  type RecordSummary,
} from './archive.js';
