import type { ContentStore } from '../store.js';
import type { Asset, Entry, EnvRef, Tag } from '../types.js';
/**
 * What one API sees of an environment: the Content Delivery API the published snapshots, the
 * Content Preview API the latest drafts ("Previewing content",
 * https://www.contentful.com/developers/docs/references/graphql/#/introduction/previewing-content).
 * Archived entities are visible to neither. Built lazily per environment and API, and rebuilt
 * only when an entry, asset or tag of the environment is written.
 */
export interface EnvView {
    preview: boolean;
    entries: Map<string, Entry>;
    entriesByType: Map<string, Entry[]>;
    /** Every visible entry, in creation order. */
    entryList: Entry[];
    assets: Map<string, Asset>;
    assetList: Asset[];
    tags: Map<string, Tag>;
    /** Entries of a content type (`null`: all entries) in the default order, cached. */
    defaultOrdered(contentTypeId: string | null): Entry[];
    /** Assets in the default order, cached. */
    defaultOrderedAssets(): Asset[];
    /** Incoming links: target id → linking entries and the locales they link in. */
    incomingLinks(): Map<string, IncomingLink[]>;
}
export interface IncomingLink {
    source: Entry;
    locales: Set<string>;
}
/** The view of `env` for the delivery (`preview: false`) or preview API. */
export declare function environmentView(store: ContentStore, env: EnvRef, preview: boolean): EnvView;
/**
 * The timestamp of the default order: "descending by publication timestamp (`sys.updatedAt`)
 * and ascending by ID (`sys.id`)" ("Default ordering",
 * https://www.contentful.com/developers/docs/references/graphql/#/reference/collection-order/default-ordering).
 * A published snapshot's last publication is its `publishedAt`; a draft's is its `updatedAt`.
 */
export declare function defaultTimestamp(entity: Entry | Asset, preview: boolean): string;
