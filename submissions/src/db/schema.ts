import type { Generated, Kysely } from 'kysely';
import type { SiteDb } from '@insurer/site-db';

/** Where a submission stands: 'stored' when nothing downstream is configured (the embedded default). */
export type SubmissionStatus = 'accepted' | 'stored' | 'delivered' | 'failed';

/** The downstream a delivery goes to; each has one adapter (see `delivery/adapters.ts`). */
export type DeliveryKind =
  | 'lead-assignment'
  | 'lead-route'
  | 'email-envelope'
  | 'smtp'
  | 'web-to-lead'
  | 'tool-lead'
  | 'lead-assign'
  | 'lead-create'
  | 'quote-lead-validate'
  | 'quote-lead-create'
  | 'quote-follow-up';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** Times are epoch milliseconds (bigint on PostgreSQL, integer on SQLite); JSON columns are text. */
export interface SubmissionsTable {
  id: string;
  form_id: string;
  created_at: number;
  /** The validated form values, JSON. */
  values: string;
  /** The tracking context sent with the submission (contract `TrackingContext`), JSON. */
  tracking: string;
  status: SubmissionStatus;
  /** The site request it arrived with (`X-Request-Id`); null when none was known. */
  request_id: string | null;
}

/** The outbox: one row per downstream call a submission needs. */
export interface DeliveriesTable {
  id: string;
  submission_id: string;
  kind: DeliveryKind;
  /** Kind-specific JSON (see `delivery/payloads.ts`): exactly what is sent. */
  payload: string;
  status: DeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** The claim lease: no other worker takes the row before this time. 0 when unclaimed. */
  locked_until: Generated<number>;
  /** Random token of the claim that holds the lease; completions must present it. */
  lock_token: string | null;
  /** Why the last attempt failed: a code or HTTP status, never personal data. */
  last_error: string | null;
  delivered_at: number | null;
  created_at: number;
}

/**
 * The leads-audit record (docs/requirements.md#decision-leads-audit-event): one row per submission
 * that carried an e-mail, 'blacklisted' or 'valid', with the form and submission ids (never the
 * e-mail). Apart from anonymous analytics, kept `LEADS_AUDIT_RETENTION_DAYS`.
 */
export interface LeadsAuditTable {
  submission_id: string;
  form_id: string;
  audit: 'blacklisted' | 'valid';
  created_at: number;
}

/** The forms backend's tables in the site database, for Kysely (a type: `withTables` wants an index signature). */
export type FormsDatabase = {
  submissions: SubmissionsTable;
  deliveries: DeliveriesTable;
  leads_audit: LeadsAuditTable;
  known_visitors: KnownVisitorsTable;
};

/** The visitors a survey lead was created for (docs/requirements.md#decision-survey-lead-actions): a hash of the normalised e-mail. */
export interface KnownVisitorsTable {
  key: string;
  created_at: number;
}

/** The forms backend's view of the site database: its own tables, typed. */
export function formsDb(site: Pick<SiteDb, 'db'>): Kysely<FormsDatabase> {
  return site.db.withTables<FormsDatabase>();
}
