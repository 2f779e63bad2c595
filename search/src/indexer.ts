import type { SearchDocument, SearchIndex } from './store.js';

/** An entry that links to another entry or an asset, as the CDA answers it. */
export interface LinkingEntry {
  id: string;
  /** Its content type's id. */
  contentType: string;
}

/** Where the indexer reads published content (the site passes its Contentful reader). */
export interface SearchSource {
  /** Content types whose entries are documents (a page, an article). */
  documentTypes: ReadonlySet<string>;
  /**
   * Content types none of whose fields a document reads (a navigation, a form definition, an
   * image block): a change to one of their entries, or to what only they link to, changes no
   * document, so the walk up from a change does not pass through them.
   */
  textlessTypes: ReadonlySet<string>;
  /** Every published, indexable document (noindex entries left out). */
  all(): Promise<SearchDocument[]>;
  /**
   * The published document of entry `id` of a document type (`contentType` when known saves a
   * lookup); undefined when it is not published or is noindex.
   */
  one(id: string, contentType?: string): Promise<SearchDocument | undefined>;
  /**
   * The published entries whose fields link to entry or asset `id` (the Content Delivery API's
   * `links_to_entry` / `links_to_asset`,
   * https://www.contentful.com/developers/docs/references/content-delivery-api/#/reference/search-parameters/links-to-entry).
   * The link is found whether or not `id` itself is still published.
   */
  linksTo(entity: 'Entry' | 'Asset', id: string): Promise<LinkingEntry[]>;
}

/** What a webhook did to the index. */
export type WebhookEffect = 'indexed' | 'removed' | 'updated' | 'rebuild' | 'ignored';

/** How long webhooks that need a rebuild are gathered into one, in ms. */
export const REBUILD_DELAY_MS = 300;

/**
 * The most documents one change re-reads, and the most reverse lookups it makes; past either, a
 * rebuild (one paged read of everything) is cheaper than reading each document on its own.
 */
export const MAX_AFFECTED_DOCUMENTS = 500;
export const MAX_LINK_LOOKUPS = 200;

/** Documents read at once while updating the ones a change touched. */
const READ_CONCURRENCY = 4;

const TOPIC = /^ContentManagement\.(Entry|Asset)\.(publish|unpublish|archive|unarchive|delete)$/;
/**
 * An environment alias created, retargeted or deleted: what the `master` alias serves may be
 * another environment altogether (a release swap or a rollback, scripts/src/release.ts).
 */
const ALIAS_TOPIC = /^ContentManagement\.EnvironmentAlias\.(create|save|delete)$/;

/**
 * Keeps the search index in step with the CMS (docs/requirements.md#decision-search-backend):
 * `rebuild()` at start, then one call of `onWebhook` per publish, unpublish, archive or delete
 * webhook. A page or article published is read and written at once; one unpublished, archived or
 * deleted leaves the index at once. Any other entry or asset (a block, a card, an image) changes
 * only the documents that use it: the entries linking to it are looked up (`SearchSource.linksTo`),
 * and up through them until pages and articles are reached, and those documents alone are read
 * again and written. Several site instances may share the index: every write is an upsert or
 * delete by id, the latest read winning (`SearchIndex.upsert`).
 */
export class SearchIndexer {
  private rebuilding: Promise<void> | undefined;
  private rebuildAgain = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly index: SearchIndex,
    private readonly source: SearchSource,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  /**
   * Reads every document from the source and makes the index hold exactly those. A call while
   * one runs waits for it and runs once more after it (what it read may be older than the call).
   * @throws what the source throws (the index is left as it was).
   */
  rebuild(): Promise<void> {
    if (this.rebuilding) {
      this.rebuildAgain = true;
      return this.rebuilding;
    }
    const started = Date.now();
    this.rebuilding = (async () => {
      try {
        do {
          this.rebuildAgain = false;
          const readSince = Date.now();
          const documents = await this.source.all();
          const { removed } = await this.index.replaceAll(documents, readSince);
          this.log(`[search] index rebuilt: ${documents.length} documents, ${removed} removed, ${Date.now() - started} ms`);
        } while (this.rebuildAgain);
      } finally {
        this.rebuilding = undefined;
      }
    })();
    return this.rebuilding;
  }

  /**
   * Applies one CMS webhook (`topic` as in `X-Contentful-Topic`, `payload` its JSON body) and
   * answers what it did; resolves once the index is written ('rebuild': once the rebuild is
   * scheduled, when a change touches more than `MAX_AFFECTED_DOCUMENTS`). A rebuild running in
   * this process finishes first, so it cannot undo the change. An environment alias event
   * (`ContentManagement.EnvironmentAlias.create|save|delete`) rebuilds the whole index before it
   * resolves. Unknown topics and payloads without `sys.id` are 'ignored'.
   * @throws what the source or the database throws.
   */
  async onWebhook(topic: string, payload: unknown): Promise<WebhookEffect> {
    // after a rebuild in progress, which may have read the content before this change
    if (this.rebuilding) await this.rebuilding.catch(() => undefined);
    if (ALIAS_TOPIC.test(topic)) {
      // every document may have changed: read them all again, now, so a failure reaches the sender
      await this.rebuild();
      return 'rebuild';
    }
    const match = TOPIC.exec(topic);
    const sys = (payload as { sys?: { id?: unknown; contentType?: { sys?: { id?: unknown } } } } | null)?.sys;
    if (!match || typeof sys?.id !== 'string') return 'ignored';
    const entity = match[1] as 'Entry' | 'Asset';
    const action = match[2];
    const contentType = sys.contentType?.sys?.id;
    const isDocument = entity === 'Entry' && typeof contentType === 'string' && this.source.documentTypes.has(contentType);
    if (isDocument && (action === 'publish' || action === 'unarchive')) {
      const readAt = Date.now();
      const document = await this.source.one(sys.id, contentType);
      if (document) await this.index.upsert([document], readAt);
      else await this.index.remove([sys.id]);
      return document ? 'indexed' : 'removed';
    }
    if (action === 'unpublish' || action === 'archive' || action === 'delete') await this.index.remove([sys.id]);
    if (isDocument) return 'removed';
    if (typeof contentType === 'string' && this.source.textlessTypes.has(contentType)) return 'ignored';
    const started = Date.now();
    const affected = await this.documentsUsing(entity, sys.id);
    if (!affected) {
      this.scheduleRebuild();
      return 'rebuild';
    }
    const { written, removed } = await this.refresh(affected);
    this.log(
      `[search] ${entity} ${sys.id} ${action}: ${affected.size} documents use it, ${written} written, ${removed} removed, ${Date.now() - started} ms`,
    );
    return 'updated';
  }

  /**
   * The pages and articles (id → content type) whose text may include entry or asset `id`: the
   * entries linking to it, and up through every entry that is not a document. Undefined past
   * `MAX_AFFECTED_DOCUMENTS` or `MAX_LINK_LOOKUPS`.
   */
  private async documentsUsing(entity: 'Entry' | 'Asset', id: string): Promise<Map<string, string> | undefined> {
    const documents = new Map<string, string>();
    const seen = new Set([`${entity}:${id}`]);
    let frontier: { entity: 'Entry' | 'Asset'; id: string }[] = [{ entity, id }];
    let lookups = 0;
    while (frontier.length > 0) {
      const next: { entity: 'Entry'; id: string }[] = [];
      for (const link of frontier) {
        if (++lookups > MAX_LINK_LOOKUPS) return undefined;
        for (const entry of await this.source.linksTo(link.entity, link.id)) {
          if (seen.has(`Entry:${entry.id}`)) continue;
          seen.add(`Entry:${entry.id}`);
          if (this.source.textlessTypes.has(entry.contentType)) continue;
          // a document holds its own blocks' text, not that of the pages it links to: stop there
          if (this.source.documentTypes.has(entry.contentType)) documents.set(entry.id, entry.contentType);
          else next.push({ entity: 'Entry', id: entry.id });
        }
        if (documents.size > MAX_AFFECTED_DOCUMENTS) return undefined;
      }
      frontier = next;
    }
    return documents;
  }

  /** Reads `documents` again and writes each (or removes one no longer indexable). */
  private async refresh(documents: Map<string, string>): Promise<{ written: number; removed: number }> {
    const readAt = Date.now();
    const ids = [...documents.keys()];
    const read: SearchDocument[] = [];
    const gone: string[] = [];
    for (let i = 0; i < ids.length; i += READ_CONCURRENCY) {
      const batch = ids.slice(i, i + READ_CONCURRENCY);
      const found = await Promise.all(batch.map((id) => this.source.one(id, documents.get(id))));
      found.forEach((document, k) => (document ? read.push(document) : gone.push(batch[k]!)));
    }
    const { written } = await this.index.upsert(read, readAt);
    if (gone.length) await this.index.remove(gone);
    return { written, removed: gone.length };
  }

  /** Stops a scheduled rebuild (tests, shutdown). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private scheduleRebuild(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.rebuild().catch((error: unknown) =>
        this.log(`[search] rebuild failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, REBUILD_DELAY_MS);
    this.timer.unref();
  }
}
