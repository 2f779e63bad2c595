import { migrateTenant, type SiteDb } from '@insurer/site-db';
import { SearchIndexer, type SearchSource } from './indexer.js';
import { SEARCH_TENANT } from './schema.js';
import { searchIndexOf, type SearchIndex } from './store.js';

/** A site's search index and the indexer that keeps it current. */
export interface SearchService {
  index: Promise<SearchIndex>;
  indexer: Promise<SearchIndexer>;
}

/**
 * The search index in `site` (the process's one site database, opened by the caller) and its
 * indexer over `source`; the index's tables are migrated first. Also starts the index's rebuild
 * (docs/requirements.md#decision-search-backend: the index is built at start); a failed rebuild
 * is logged and tried again (`buildAtStart`), the index keeping what it held. The caller keeps
 * one per process and asks again after a rejection (the database was down).
 */
export function createSearchService(site: Promise<SiteDb>, source: SearchSource): SearchService {
  const index = site.then(async (opened) => {
    await migrateTenant(opened, SEARCH_TENANT);
    return searchIndexOf(opened);
  });
  const indexer = index.then((opened) => {
    const started = new SearchIndexer(opened, source);
    void buildAtStart(started);
    return started;
  });
  indexer.catch(() => undefined);
  return { index, indexer };
}

/** Attempts of the rebuild at start, 5 s apart: the content service may still be starting. */
const START_ATTEMPTS = 12;

async function buildAtStart(indexer: SearchIndexer): Promise<void> {
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    try {
      await indexer.rebuild();
      return;
    } catch (error) {
      console.error(
        `[search] building the index failed (attempt ${attempt} of ${START_ATTEMPTS}): ${error instanceof Error ? error.message : String(error)}`,
      );
      if (attempt < START_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 5000).unref());
    }
  }
}
