/**
 * The content type of the seed record (scripts/src/seed-record.ts): one entry, written by
 * `npm run seed`, holding the version of every demo entry and asset it last wrote. Not an
 * editor's content: the workbench leaves it out of its entry list.
 */
export const SEED_RECORD_CONTENT_TYPE = 'seedRecord';
