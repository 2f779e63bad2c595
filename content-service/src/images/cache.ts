/**
 * A byte-bounded least-recently-used cache for transformed images. A `Map` keeps insertion
 * order, so re-inserting on every hit makes its first key the least recently used one.
 */
export class ByteLruCache<V extends { data: Uint8Array }> {
  private readonly entries = new Map<string, V>();
  private used = 0;

  /** @param maxBytes total `data.byteLength` the cache may hold; larger single values are not cached. */
  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const size = value.data.byteLength;
    this.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, value);
    this.used += size;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= old.data.byteLength;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.used -= old.data.byteLength;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }

  /** Bytes currently held. */
  get size(): number {
    return this.used;
  }

  get count(): number {
    return this.entries.size;
  }
}
