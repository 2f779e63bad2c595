/**
 * The site database (`@insurer/site-db`, docs/architecture.md#the-site-database): one connection
 * (a SQLite file, or a PostgreSQL pool when DATABASE_URL is set) per process, handed to each of
 * its tenants (the forms backend, the search index, the analytics collector), each creating its
 * own tables with its own migrations; and the fixed-window limits every tenant counts with.
 */
export { parseSiteDbConfig, type SiteDbConfig } from './config.js';
export { openSiteDb, pingSiteDb, repositoryRoot } from './connect.js';
export { migrateTenant } from './migrate.js';
export { failureLockout, hitRateLimit, recordFailure } from './rate-limit.js';
export type { DialectName, SiteDb, Tenant } from './types.js';
