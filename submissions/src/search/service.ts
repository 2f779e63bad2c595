import { parseFormsConfig } from '../config.js';
import { openSiteDb } from '../db/connect.js';
import { SearchIndexer, type SearchSource } from './indexer.js';
import { searchIndexOf, type SearchIndex } from './store.js';

/** The process's search index and the indexer that keeps it current. */
export interface SearchService {
  index: Promise<SearchIndex>;
  indexer: Promise<SearchIndexer>;
}

/** One search service per process on `globalThis` (Next bundles each route separately). */
const KEY = Symbol.for('@insurer/submissions/search');
type Holder = { [KEY]?: SearchService };

/**
 * The process's search index and its indexer over the site database (`DATABASE_URL`, else the
 * SQLite file `SITE_DATABASE_PATH`), opened on first call with `source`; later calls get the
 * same ones (their `source` is not used). The first call also starts the index's rebuild
 * (docs/requirements.md#decision-search-backend: the index is built at start); a failed rebuild
 * is logged and tried again (`buildAtStart`), the index keeping what it held.
 * @throws ConfigurationError when the database variables are invalid.
 */
export function searchService(source: SearchSource): SearchService {
  const holder = globalThis as Holder;
  let current = holder[KEY];
  if (!current) {
    const config = parseFormsConfig(process.env);
    const site = openSiteDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
    const index = site.then(searchIndexOf);
    const indexer = index.then((opened) => {
      const started = new SearchIndexer(opened, source);
      void buildAtStart(started);
      return started;
    });
    const created: SearchService = { index, indexer };
    // a failed open is retried on the next call rather than kept for the process's life
    site.catch(() => {
      if (holder[KEY] === created) delete holder[KEY];
    });
    indexer.catch(() => undefined);
    current = created;
    holder[KEY] = current;
  }
  return current;
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
