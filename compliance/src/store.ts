import { migrateTenant, type SiteDb } from '@insurer/site-db';
import type { Kysely } from 'kysely';
import { COMPLIANCE_TENANT, type ComplianceDatabase } from './schema.js';

/**
 * COMPLIANCE_RETENTION_YEARS' default and minimum: FINRA Rule 2210(b)(4)(A) with SEA Rule 17a-4
 * keeps a retail communication at least three years from its last use
 * (docs/requirements.md#decision-compliance-archive).
 */
export const RETENTION_YEARS_MIN = 3;

/** The compliance tenant opened on a site database (`openCompliance`): what every function of this package takes first. */
export interface ComplianceStore {
  site: SiteDb;
  /** Years an archive row is kept before the database lets it be deleted (at least RETENTION_YEARS_MIN). */
  retentionYears: number;
}

/**
 * Opens the compliance tenant on `site` and applies its migrations (tables and the archive's
 * triggers; a second call is a no-op). One per process; `retentionYears` comes from
 * `parseComplianceConfig(env).retentionYears` (COMPLIANCE_RETENTION_YEARS), default 3.
 * @throws Error when `retentionYears` is not a whole number of at least RETENTION_YEARS_MIN, or a migration fails.
 */
export async function openCompliance(site: SiteDb, options: { retentionYears?: number } = {}): Promise<ComplianceStore> {
  const retentionYears = options.retentionYears ?? RETENTION_YEARS_MIN;
  if (!Number.isInteger(retentionYears) || retentionYears < RETENTION_YEARS_MIN) {
    throw new Error(`The compliance archive's retention must be a whole number of years, at least ${RETENTION_YEARS_MIN}`);
  }
  await migrateTenant(site, COMPLIANCE_TENANT);
  return { site, retentionYears };
}

/** The tenant's tables, typed. */
export function tables(store: ComplianceStore): Kysely<ComplianceDatabase> {
  return store.site.db.withTables<ComplianceDatabase>();
}
