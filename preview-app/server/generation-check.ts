/**
 * How long an instance trusts the content generation it last read from Redis, in ms: a publish
 * reaches every instance's page cache within this (page-cache.ts,
 * docs/requirements.md#decision-pages-rendered-once-per-publish). A module of its own so the
 * cluster's browser tests can wait exactly this without compiling the page cache.
 */
export const GENERATION_CHECK_MS = 250;
