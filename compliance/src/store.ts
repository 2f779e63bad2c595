import type { SiteDb } from '@insurer/site-db';

/** COMPLIANCE_RETENTION_YEARS' default and minimum: FINRA Rule 2210(b)(4)(A) with SEA Rule 17a-4 asks for three years. */
export const RETENTION_YEARS_MIN = 3;

/** The compliance tenant opened on a site database (`openCompliance`): what every function of this package takes first. */
export interface ComplianceStore {
  site: SiteDb;
  /** Years an archive row is kept before the database lets it be deleted (at least RETENTION_YEARS_MIN). */
  retentionYears: number;
}

/**
 * Opens the tenant on `site` (runs its migrations). One per process.
 * @throws Error when `retentionYears` is below RETENTION_YEARS_MIN or a migration fails.
 */
export async function openCompliance(site: SiteDb, options: { retentionYears?: number } = {}): Promise<ComplianceStore> {
  void site;
  void options;
  throw new Error('not yet');
}
