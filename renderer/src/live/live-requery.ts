/**
 * When the draft page must be queried again (docs/architecture.md#live-preview): field edits are
 * drawn in the browser from the data the editor sends, but a block added, removed or moved, a new
 * card in a grid or a new image needs the server to query and draw what the links now name. No
 * React here: the live preview's root owns one (`LivePreviewRoot`), and every live block and page
 * part reports to it through `useLinkStructure`.
 *
 * - A live source on the page reports what it shows (`show`): its key, the link signature of the
 *   raw item the server drew, and every entry and asset id in it.
 * - The editor's data for a source links other entries than the page shows (`linksChanged`, an
 *   `ENTRY_UPDATED` from Contentful's web app or the workbench): the page is queried again, and
 *   again with growing pauses (`retryDelaysMs`) while the drawn page still shows the old links (the
 *   editor's save may land after its update), until it shows them or the source leaves the page.
 * - The editor saved an entity the page shows, or one the editor's data newly links (`saved`, an
 *   `ENTRY_SAVED`): the page is queried again. The SDK's own save event only fires for entities
 *   that have a tagged element, which a block drawn empty or a card not drawn yet has not.
 *
 * Queries never overlap: a request while one runs queues one more after it.
 */
export class LiveRequery {
  /** Entry and asset ids the page shows, counted per source that shows them. */
  private readonly shown = new Map<string, number>();
  /** The link signature each source key shows now (the latest raw item drawn under that key). */
  private readonly current = new Map<string, { signature: string; count: number }>();
  /** Per source key, the link signature the editor's data has and the page does not show yet, and the ids it links. */
  private readonly expected = new Map<string, { signature: string; ids: readonly string[] }>();
  private running = false;
  private again = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  /**
   * @param refresh queries the page again (the server renders it from the Content Preview API) and
   *   resolves once the new render is on the page; it must not reject (a failure resolves)
   * @param retryDelaysMs pauses between queries while the page does not show the editor's links yet
   */
  constructor(
    private readonly refresh: () => Promise<void>,
    private readonly retryDelaysMs: readonly number[] = [250, 500, 1000, 2000, 4000],
  ) {}

  /** Stops every pending query (the root unmounted). */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
  }

  /**
   * A live source is drawn: `key` names it (`StaticPage:<id>`, `CardGrid:<id>`), `signature` is the
   * link signature of the raw item the server drew, `ids` every entry and asset in it.
   * @returns a function to call when it is no longer drawn
   */
  show(key: string, signature: string, ids: readonly string[]): () => void {
    for (const id of ids) this.shown.set(id, (this.shown.get(id) ?? 0) + 1);
    const before = this.current.get(key);
    this.current.set(key, { signature, count: (before?.signature === signature ? before.count : 0) + 1 });
    if (this.expected.get(key)?.signature === signature) this.expected.delete(key);
    return () => {
      for (const id of ids) {
        const left = (this.shown.get(id) ?? 1) - 1;
        if (left > 0) this.shown.set(id, left);
        else this.shown.delete(id);
      }
      const now = this.current.get(key);
      if (now?.signature !== signature) return;
      if (now.count > 1) this.current.set(key, { signature, count: now.count - 1 });
      else this.current.delete(key);
    };
  }

  /**
   * The editor's data for source `key` links entries in other places than the page shows: the
   * signature of that data (over the raw item's fields) and the ids it links. Queries the page
   * unless it already shows them.
   */
  linksChanged(key: string, signature: string, ids: readonly string[]): void {
    if (this.current.get(key)?.signature === signature) {
      this.expected.delete(key);
      return;
    }
    const known = this.expected.get(key);
    this.expected.set(key, { signature, ids });
    // The same links again (the editor re-sent its data to a new subscription): the query already
    // asked for runs, and its retries follow.
    if (known?.signature === signature && (this.running || this.retryTimer !== undefined)) return;
    this.attempt = 0;
    this.request();
  }

  /** The editor saved entity `id`; `tagged` when an element of the page carries its inspector tags. Queries the page when the page shows it or is waiting for it. */
  saved(id: string, tagged: boolean): void {
    if (!tagged && !this.shown.has(id) && ![...this.expected.values()].some((e) => e.ids.includes(id))) return;
    this.request();
  }

  /** True while some source's expected links are not drawn yet. */
  get waiting(): boolean {
    return this.expected.size > 0;
  }

  private request(): void {
    if (this.disposed) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.refresh().then(() => this.settle());
  }

  private settle(): void {
    this.running = false;
    if (this.disposed) return;
    if (this.again) {
      this.again = false;
      this.request();
      return;
    }
    // A source the new render no longer draws (its block was removed) waits for nothing.
    for (const key of this.expected.keys()) if (!this.current.has(key)) this.expected.delete(key);
    if (!this.expected.size) {
      this.attempt = 0;
      return;
    }
    const delay = this.retryDelaysMs[this.attempt++];
    if (delay === undefined) {
      // The save never came: the next ENTRY_SAVED or edit asks again.
      this.expected.clear();
      this.attempt = 0;
      return;
    }
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.request();
    }, delay);
  }
}
