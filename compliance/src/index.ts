/**
 * The compliance record of regulated pages (issue 41 items 4–7; docs/requirements.md#decision-compliance-archive):
 * workbench users and sessions, review and approval by a registered principal, content snapshots
 * and their hashes, and the append-only, hash-chained archive of every version as served. A tenant
 * of the site database (`@insurer/site-db`); no framework imports. The agreed API is the one of
 * the package README; names added since are marked there.
 */
export { ComplianceForbiddenError, ComplianceInputError } from './errors.js';
export { openCompliance, RETENTION_YEARS_MIN, type ComplianceStore } from './store.js';
export { parseComplianceConfig, type ComplianceConfig } from './config.js';
export { COMPLIANCE_TENANT, TRIGGER_MESSAGES } from './schema.js';
export {
  createSession,
  createUser,
  DEMO_USERS,
  ensureDemoUsers,
  listUsers,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLES,
  SESSION_HOURS,
  setPassword,
  signIn,
  signOut,
  userById,
  userForSession,
  type Role,
  type Session,
  type WorkbenchUser,
} from './users.js';
export { canonicalJson, pageSnapshot, SNAPSHOT_MAX_DEPTH, snapshotHash, type PageSnapshot, type SnapshotSource } from './snapshot.js';
export {
  approvalFor,
  approve,
  approvedSnapshot,
  commentOnReview,
  COMPLIANCE_NUMBER_MAX,
  reviewOf,
  reviewStates,
  submitForReview,
  TEXT_MAX,
  withdrawApproval,
  type Approval,
  type Review,
  type ReviewComment,
  type ReviewState,
} from './review.js';
export {
  appendRecord,
  ARCHIVE_EVENTS,
  GENESIS_HASH,
  imageBytes,
  listRecords,
  recordHtml,
  verifyArchive,
  type AppendRecordInput,
  type ArchiveEvent,
  type ArchiveImage,
  type ChartSource,
  type RecordFilter,
  type RecordSummary,
  type VerifyResult,
} from './archive.js';
export { exportRecords, urlSlug, type ExportIndexRow } from './export.js';
