import type { SearchDocument, SearchIndex } from './store.js';

/** Where the indexer reads published content (the site passes its GraphQL Content API reader). */
export interface SearchSource {
  /** Content types whose entries are documents (a page, an article). */
  documentTypes: ReadonlySet<string>;
  /** Every published, indexable document (noindex entries left out). */
  all(): Promise<SearchDocument[]>;
  /** The published document of entry `id` of a document type; undefined when it is not published or is noindex. */
  one(id: string): Promise<SearchDocument | undefined>;
}

/** What a webhook did to the index. */
export type WebhookEffect = 'indexed' | 'removed' | 'rebuild' | 'ignored';

/** How long webhooks about shared entries (blocks, assets) are gathered into one rebuild, in ms. */
export const REBUILD_DELAY_MS = 300;

const TOPIC = /^ContentManagement\.(Entry|Asset)\.(publish|unpublish|archive|unarchive|delete)$/;

/**
 * Keeps the search index in step with the CMS (docs/requirements.md#decision-search-backend):
 * `rebuild()` at start, then one call of `onWebhook` per publish, unpublish, archive or delete
 * webhook. A page or article published is read and written at once; one unpublished, archived or
 * deleted leaves the index at once. Any other entry or asset (a block, an image) may appear on
 * many pages, so it starts a rebuild, webhooks within `REBUILD_DELAY_MS` sharing one. Several
 * site instances may share the index: every write is an idempotent upsert or delete by id.
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
   * scheduled). A rebuild running in this process finishes first, so it cannot undo the change. Unknown topics and payloads without `sys.id` are 'ignored'.
   * @throws what the source or the database throws.
   */
  async onWebhook(topic: string, payload: unknown): Promise<WebhookEffect> {
    // after a rebuild in progress, which may have read the content before this change
    if (this.rebuilding) await this.rebuilding.catch(() => undefined);
    const match = TOPIC.exec(topic);
    const sys = (payload as { sys?: { id?: unknown; contentType?: { sys?: { id?: unknown } } } } | null)?.sys;
    if (!match || typeof sys?.id !== 'string') return 'ignored';
    const [, entity, action] = match;
    const contentType = sys.contentType?.sys?.id;
    const isDocument = entity === 'Entry' && typeof contentType === 'string' && this.source.documentTypes.has(contentType);
    if (isDocument && (action === 'publish' || action === 'unarchive')) {
      const document = await this.source.one(sys.id);
      if (document) await this.index.upsert([document]);
      else await this.index.remove([sys.id]);
      return document ? 'indexed' : 'removed';
    }
    if (action === 'unpublish' || action === 'archive' || action === 'delete') await this.index.remove([sys.id]);
    if (isDocument) return 'removed';
    this.scheduleRebuild();
    return 'rebuild';
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
