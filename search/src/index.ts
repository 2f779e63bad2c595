/**
 * The site search (`@insurer/search`, docs/requirements.md#search and
 * docs/requirements.md#decision-search-backend): a full-text index of the published pages and
 * articles in the site database (SQLite FTS5, or PostgreSQL full-text search when DATABASE_URL
 * is set), the search service's parameters and answer, and the indexer the CMS webhooks drive.
 * No framework imports and no configuration of its own: the site passes the content reader and its
 * site database. See search/README.md.
 */
export { excerptHtml, excerptParts, type ExcerptPart } from './excerpt.js';
export {
  MAX_AFFECTED_DOCUMENTS,
  MAX_LINK_LOOKUPS,
  REBUILD_DELAY_MS,
  SearchIndexer,
  type LinkingEntry,
  type SearchSource,
  type WebhookEffect,
} from './indexer.js';
export {
  BLANK_TERM,
  DEFAULT_ROWS,
  MAX_ROWS,
  MAX_START,
  MAX_TERM_LENGTH,
  parseSearchParams,
  type ParsedSearch,
  type SearchRequest,
} from './params.js';
export { richTextToPlain } from './rich-text.js';
export { searchAnswer, searchResponse } from './response.js';
export { SEARCH_TENANT } from './schema.js';
export { createSearchService, type SearchService } from './service.js';
export { searchIndexOf, type SearchDocument, type SearchHit, type SearchIndex, type SearchResults } from './store.js';
