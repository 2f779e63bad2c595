/**
 * A byte-bounded least-recently-used cache for transformed images. A `Map` keeps insertion
 * order, so re-inserting on every hit makes its first key the least recently used one.
 */
export declare class ByteLruCache<V extends {
    data: Uint8Array;
}> {
    readonly maxBytes: number;
    private readonly entries;
    private used;
    /** @param maxBytes total `data.byteLength` the cache may hold; larger single values are not cached. */
    constructor(maxBytes: number);
    get(key: string): V | undefined;
    set(key: string, value: V): void;
    delete(key: string): void;
    clear(): void;
    /** Bytes currently held. */
    get size(): number;
    get count(): number;
}
