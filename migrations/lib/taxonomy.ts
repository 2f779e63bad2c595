/**
 * Closed lists of the seeds that more than one migration needs. Values as of the migrations
 * that introduced them: a later migration that changes a list defines its own copy and edits
 * the fields (applied migrations are replayed on fresh spaces, so these must not change).
 */

/**
 * Article category tags (seed 000 §7 and §9): the two hubs, the card kinds that change the
 * eyebrow ('Webinar', 'Study / report'; otherwise 'Article'), 'Press release' (never expires
 * from lists, seed 001 §7) and 'News' (archived news, seed 001 §4).
 */
export const ARTICLE_CATEGORIES = ['Learning Center', 'Edge', 'Study / report', 'Press release', 'Webinar', 'News'] as const;

/** Topic tags of the 'Learning Center' hub (seed 000 §9). */
export const LEARNING_CENTER_TOPICS = ['Mental wellness', 'Physical health', 'Financial fitness', 'Family and community'] as const;

/** Topic tags of the 'Edge' hub (seed 000 §9). */
export const EDGE_TOPICS = [
  'Absence management',
  'Ben-tech',
  'Benefits communication and enrollment',
  'Employee benefits',
  'Well-being',
] as const;

/** Every topic tag (seed 000 §9); the 'All' filter of the grids is not a tag. */
export const ARTICLE_TOPICS = [...LEARNING_CENTER_TOPICS, ...EDGE_TOPICS] as const;

/** Everything an article's `category` list may hold: categories and topics. */
export const ARTICLE_TAGS = [...ARTICLE_CATEGORIES, ...ARTICLE_TOPICS] as const;

/** Format initiatives of the 'Edge' hub (seed 000 §9); 'All' is a filter, not a format. */
export const ARTICLE_FORMATS = ['Reports', 'Articles', 'Webinars'] as const;

/** Audiences of the site (seed 000 introduction). */
export const AUDIENCES = ['Individuals and families', 'Employers', 'Brokers', 'Dental providers', 'Financial professionals'] as const;

/** Alert types (seed 001 §4 "Alert types: information, confirmation, warning, error"). */
export const ALERT_TYPES = ['information', 'confirmation', 'warning', 'error'] as const;

/** Absolute http(s) address or a site path. */
export const URL_OR_PATH = {
  regexp: { pattern: '^(https?://|/)\\S*$' },
  message: 'Enter an address starting with https:// or a path starting with /.',
};

/** Absolute http(s) address. */
export const ABSOLUTE_URL = { regexp: { pattern: '^https?://\\S+$' }, message: 'Enter an address starting with https://.' };

/** A site path as pages are looked up by (seed 001 §1): '/' or '/lower-case/segments'. */
export const PAGE_PATH = {
  regexp: { pattern: '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' },
  message: 'Enter a path starting with / in lower-case letters, digits and dashes, e.g. /life-insurance/term.',
};
