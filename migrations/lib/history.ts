/**
 * The record of what ran, kept in the space itself: one published entry of this content type per
 * applied migration, id `migration-{name}`. `npm run migrate` writes it; the seed's export carries
 * one for each migration file, so an imported space counts as migrated.
 */
export const HISTORY_CONTENT_TYPE = 'migrationHistory';
