import type { ContentStore } from '../store.js';
import type { Asset, Entry, EnvRef, Tag } from '../types.js';
import { collectLinks } from './values.js';

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

const cache = new WeakMap<ContentStore, Map<string, { key: string; view: EnvView }>>();

/** The view of `env` for the delivery (`preview: false`) or preview API. */
export function environmentView(store: ContentStore, env: EnvRef, preview: boolean): EnvView {
  let perStore = cache.get(store);
  if (!perStore) cache.set(store, (perStore = new Map()));
  const slot = `${env.spaceId}/${env.environmentId}/${preview ? 'preview' : 'delivery'}`;
  const key = `${store.revision(env, 'Entry')}/${store.revision(env, 'Asset')}/${store.revision(env, 'Tag')}`;
  const hit = perStore.get(slot);
  if (hit && hit.key === key) return hit.view;
  const view = buildView(store, env, preview);
  perStore.set(slot, { key, view });
  return view;
}

function visible<T extends Entry | Asset>(record: { draft: T; published: T | null }, preview: boolean): T | null {
  if (record.draft.sys.archivedAt) return null;
  return preview ? record.draft : record.published;
}

function buildView(store: ContentStore, env: EnvRef, preview: boolean): EnvView {
  const entries = new Map<string, Entry>();
  const entriesByType = new Map<string, Entry[]>();
  const entryList: Entry[] = [];
  for (const record of store.list<Entry>(env, 'Entry')) {
    const entry = visible(record, preview);
    if (!entry) continue;
    entries.set(entry.sys.id, entry);
    entryList.push(entry);
    const ct = entry.sys.contentType?.sys.id ?? '';
    const list = entriesByType.get(ct);
    if (list) list.push(entry);
    else entriesByType.set(ct, [entry]);
  }
  const assets = new Map<string, Asset>();
  const assetList: Asset[] = [];
  for (const record of store.list<Asset>(env, 'Asset')) {
    const asset = visible(record, preview);
    if (!asset) continue;
    assets.set(asset.sys.id, asset);
    assetList.push(asset);
  }
  const tags = new Map<string, Tag>();
  for (const record of store.list<Tag>(env, 'Tag')) {
    const tag = record.published ?? record.draft;
    tags.set(tag.sys.id, tag);
  }

  const ordered = new Map<string, Entry[]>();
  let orderedAssets: Asset[] | undefined;
  let incoming: Map<string, IncomingLink[]> | undefined;
  const stamp = (e: Entry | Asset): string => defaultTimestamp(e, preview);

  return {
    preview,
    entries,
    entriesByType,
    entryList,
    assets,
    assetList,
    tags,
    defaultOrdered(contentTypeId) {
      const slot = contentTypeId ?? '\u0000all';
      let list = ordered.get(slot);
      if (!list) {
        list = [...(contentTypeId === null ? entryList : (entriesByType.get(contentTypeId) ?? []))].sort((a, b) =>
          compareDefault(stamp(a), stamp(b), a.sys.id, b.sys.id),
        );
        ordered.set(slot, list);
      }
      return list;
    },
    defaultOrderedAssets() {
      orderedAssets ??= [...assetList].sort((a, b) => compareDefault(stamp(a), stamp(b), a.sys.id, b.sys.id));
      return orderedAssets;
    },
    incomingLinks() {
      if (!incoming) {
        incoming = new Map();
        for (const source of entryList) {
          const bySource = new Map<string, IncomingLink>();
          for (const values of Object.values(source.fields ?? {})) {
            for (const [locale, value] of Object.entries(values ?? {})) {
              collectLinks(value, (_type, id) => {
                let link = bySource.get(id);
                if (!link) {
                  link = { source, locales: new Set() };
                  bySource.set(id, link);
                  const list = incoming!.get(id);
                  if (list) list.push(link);
                  else incoming!.set(id, [link]);
                }
                link.locales.add(locale);
              });
            }
          }
        }
      }
      return incoming;
    },
  };
}

/**
 * The timestamp of the default order: "descending by publication timestamp (`sys.updatedAt`)
 * and ascending by ID (`sys.id`)" ("Default ordering",
 * https://www.contentful.com/developers/docs/references/graphql/#/reference/collection-order/default-ordering).
 * A published snapshot's last publication is its `publishedAt`; a draft's is its `updatedAt`.
 */
export function defaultTimestamp(entity: Entry | Asset, preview: boolean): string {
  return (preview ? entity.sys.updatedAt : (entity.sys.publishedAt ?? entity.sys.updatedAt)) ?? '';
}

function compareDefault(stampA: string, stampB: string, idA: string, idB: string): number {
  if (stampA !== stampB) return stampA < stampB ? 1 : -1;
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}
