import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openSiteDb, parseSiteDbConfig, repositoryRoot, type SiteDb } from '@insurer/site-db';
import { parseComplianceConfig } from '../config.js';
import { openCompliance, type ComplianceStore } from '../store.js';

/** Exit code of a command whose configuration is invalid or whose database cannot be opened. */
export const EXIT_SETUP = 2;

/**
 * Opens the compliance tenant as the site would: `.env` at the repository root (the environment
 * wins), then SITE_DATABASE_PATH or DATABASE_URL and COMPLIANCE_RETENTION_YEARS. Exits EXIT_SETUP
 * with the reason when the configuration is invalid or the database cannot be opened.
 */
export async function openFromEnvironment(): Promise<{ site: SiteDb; store: ComplianceStore }> {
  const dotEnv = join(repositoryRoot(process.cwd()), '.env');
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  let site: SiteDb | undefined;
  try {
    const database = parseSiteDbConfig(process.env);
    const { retentionYears } = parseComplianceConfig(process.env);
    site = await openSiteDb(database);
    return { site, store: await openCompliance(site, { retentionYears }) };
  } catch (error) {
    await site?.close();
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(EXIT_SETUP);
  }
}
