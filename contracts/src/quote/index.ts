/**
 * The quote widget's contract (`@insurer/contracts/quote`, docs/requirements.md#quote-widget): the
 * tabs and their destinations, the flags the forms read, the age bands, each tab's schema and
 * messages, the `info` codec of the results pages, the rates' schemas and pricing, and the results
 * pages' lead (schema and the routing client's `quote_data`). Shared by the quote widget, the
 * forms backend and the quote-widget field app.
 */
export * from './age-bands.js';
export * from './info-codec.js';
export * from './messages.js';
export * from './quote-flags.js';
export * from './quote-lead.js';
export * from './quote-schemas.js';
export * from './rate-schemas.js';
export * from './rates.js';
export * from './tabs.js';
export * from './zip-state.js';
export * from './survey-lead.js';
