import { createClient } from 'contentful';
import type { SnapshotSource } from '@insurer/compliance';
import type { DeliveryConfig } from './config.js';

/** Entries per Content Delivery API request (its maximum). */
const PAGE = 1000;

/** An entry as the Content Delivery API answers it, the fields in one locale. */
export interface DeliveredEntry {
  sys: { id: string; contentType: { sys: { id: string } } } & Record<string, unknown>;
  fields: Record<string, unknown>;
}

/** An asset as the Content Delivery API answers it. */
export interface DeliveredAsset {
  sys: { id: string } & Record<string, unknown>;
  fields: Record<string, unknown>;
}

/** The Content Delivery API reads the capture and the serving rule make (published content only). */
export interface Delivery {
  /** The locale everything is read in. */
  locale: string;
  /** A page snapshot's source over the published content (`localized: false`: `fields[field]`). */
  snapshotSource(): SnapshotSource;
  /** The published entries linking to entry or asset `id` (`links_to_entry` / `links_to_asset`): ids and content types. */
  linkingEntries(entity: 'Entry' | 'Asset', id: string): Promise<{ id: string; contentType: string }[]>;
  /** The published static pages matching `query` (CDA search parameters), with the fields `select` names. */
  staticPages(query: Record<string, string>, select: string[]): Promise<DeliveredEntry[]>;
}

/**
 * The Content Delivery API of `config` through Contentful's own client (`contentful`, links left
 * unresolved: a snapshot keeps links as links). Assets are taken from the entries' `includes`:
 * every published asset a snapshot reaches is linked from an entry it read before, and Contentful
 * includes those (the local content service answers no `/assets` of its own); an unpublished one is
 * absent, as from the API.
 */
export function contentDelivery(config: DeliveryConfig): Delivery {
  const base = new URL(config.url);
  const client = createClient({
    space: config.spaceId,
    environment: config.environmentId,
    accessToken: config.token,
    host: base.host,
    basePath: base.pathname.replace(/\/$/, ''),
    insecure: base.protocol === 'http:',
    retryOnError: false,
  }).withoutLinkResolution;
  const locale = config.locale;
  return {
    locale,
    snapshotSource() {
      const assets = new Map<string, DeliveredAsset>();
      return {
        localized: false,
        async entries(ids) {
          const out: unknown[] = [];
          for (let i = 0; i < ids.length; i += PAGE) {
            const answer = await client.getEntries({ 'sys.id[in]': ids.slice(i, i + PAGE), include: 1, limit: PAGE, locale });
            out.push(...answer.items);
            for (const asset of (answer.includes?.Asset ?? []) as unknown as DeliveredAsset[]) assets.set(asset.sys.id, asset);
          }
          return out;
        },
        async assets(ids) {
          return ids.flatMap((id) => (assets.has(id) ? [assets.get(id)!] : []));
        },
      };
    },
    async linkingEntries(entity, id) {
      const out: { id: string; contentType: string }[] = [];
      for (let skip = 0; ; skip += PAGE) {
        const answer = await client.getEntries({
          ...(entity === 'Entry' ? { links_to_entry: id } : { links_to_asset: id }),
          select: ['sys.id', 'sys.contentType'],
          include: 0,
          limit: PAGE,
          skip,
        });
        for (const item of answer.items) out.push({ id: item.sys.id, contentType: item.sys.contentType.sys.id });
        if (answer.items.length < PAGE || skip + PAGE >= answer.total) return out;
      }
    },
    async staticPages(query, select) {
      const out: DeliveredEntry[] = [];
      for (let skip = 0; ; skip += PAGE) {
        const answer = await client.getEntries({
          ...query,
          content_type: 'staticPage',
          // The client types `select` per content type; these are plain field paths of a static page.
          select: ['sys.id', 'sys.contentType', ...select] as unknown as ['sys.id'],
          include: 0,
          limit: PAGE,
          skip,
          locale,
        });
        out.push(...(answer.items as unknown as DeliveredEntry[]));
        if (answer.items.length < PAGE || skip + PAGE >= answer.total) return out;
      }
    },
  };
}
