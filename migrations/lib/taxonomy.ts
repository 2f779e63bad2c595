/**
 * Closed lists of the requirements that more than one migration needs. Values as of the migrations
 * that introduced them: a later migration that changes a list defines its own copy and edits
 * the fields (applied migrations are replayed on fresh spaces, so these must not change).
 */

/**
 * Article category tags (docs/requirements.md#article-query, docs/requirements.md#categories-and-topics): the two hubs, the card kinds that change the
 * eyebrow ('Webinar', 'Study / report'; otherwise 'Article'), 'Press release' (never expires
 * from lists, docs/requirements.md#article-query) and 'News' (archived news, docs/requirements.md#article-archive).
 */
export const ARTICLE_CATEGORIES = ['Learning Center', 'Edge', 'Study / report', 'Press release', 'Webinar', 'News'] as const;

/** Topic tags of the 'Learning Center' hub (docs/requirements.md#categories-and-topics). */
export const LEARNING_CENTER_TOPICS = ['Mental wellness', 'Physical health', 'Financial fitness', 'Family and community'] as const;

/** Topic tags of the 'Edge' hub (docs/requirements.md#categories-and-topics). */
export const EDGE_TOPICS = [
  'Absence management',
  'Ben-tech',
  'Benefits communication and enrollment',
  'Employee benefits',
  'Well-being',
] as const;

/** Every topic tag (docs/requirements.md#categories-and-topics); the 'All' filter of the grids is not a tag. */
export const ARTICLE_TOPICS = [...LEARNING_CENTER_TOPICS, ...EDGE_TOPICS] as const;

/** Everything an article's `category` list may hold: categories and topics. */
export const ARTICLE_TAGS = [...ARTICLE_CATEGORIES, ...ARTICLE_TOPICS] as const;

/** Format initiatives of the 'Edge' hub (docs/requirements.md#categories-and-topics); 'All' is a filter, not a format. */
export const ARTICLE_FORMATS = ['Reports', 'Articles', 'Webinars'] as const;

/** Audiences of the site (docs/requirements.md#audiences). */
export const AUDIENCES = ['Individuals and families', 'Employers', 'Brokers', 'Dental providers', 'Financial professionals'] as const;

/** Alert types (docs/requirements.md#alert-box). */
export const ALERT_TYPES = ['information', 'confirmation', 'warning', 'error'] as const;

/** Absolute http(s) address or a site path. */
export const URL_OR_PATH = {
  regexp: { pattern: '^(https?://|/)\\S*$' },
  message: 'Enter an address starting with https:// or a path starting with /.',
};

/** Absolute http(s) address. */
export const ABSOLUTE_URL = { regexp: { pattern: '^https?://\\S+$' }, message: 'Enter an address starting with https://.' };

/** A site path as pages are looked up by (docs/requirements.md#pages-and-articles): '/' or '/lower-case/segments'. */
export const PAGE_PATH = {
  regexp: { pattern: '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' },
  message: 'Enter a path starting with / in lower-case letters, digits and dashes, e.g. /life-insurance/term.',
};

/**
 * The product forms that carry a compliance code (docs/requirements.md#decision-compliance-codes):
 * the tools' share flows and the quote results' lead forms, by form id.
 */
export const COMPLIANCE_CODE_FORMS = [
  'rila-tool-share',
  'retirement-calculator-share',
  'life-quote-lead',
  'disability-quote-lead',
] as const;
