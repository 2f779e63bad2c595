import type { Asset, Entry, Sys } from '../types.js';
import type { ContentTypeModel, FieldKind } from './content-model.js';
import { localizedValue } from './locales.js';
import { toTime } from './values.js';
import type { FilterScope } from './filters.js';

/**
 * The `order` argument: "Collection Order"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/collection-order).
 * `{field}_ASC`/`{field}_DESC` for Symbol, Integer, Number, Date and Boolean fields ("It is not
 * possible to order on fields of type Link, Text, Location, Object, or RichText"), plus
 * `sys_id`, `sys_publishedAt`, `sys_firstPublishedAt`, `sys_publishedVersion`. Several values
 * sort by the first, then the next for ties. Entries missing a value sort last.
 */

/** Field kinds that get `_ASC`/`_DESC` values in `{Type}Order`. */
export const ORDERABLE_KINDS: ReadonlySet<FieldKind> = new Set(['Symbol', 'Integer', 'Number', 'Date', 'Boolean']);

/** The `sys` properties of every order enum, in the order Contentful lists them. */
export const SYS_ORDER_FIELDS = ['id', 'publishedAt', 'firstPublishedAt', 'publishedVersion'] as const;

/** Asset fields of `AssetOrder` ("Schema generation › Assets"). */
export const ASSET_ORDER_FIELDS = ['url', 'size', 'contentType', 'fileName', 'width', 'height'] as const;

export function orderValues(fieldNames: string[]): string[] {
  const values: string[] = [];
  for (const name of [...fieldNames, ...SYS_ORDER_FIELDS.map((f) => `sys_${f}`)]) values.push(`${name}_ASC`, `${name}_DESC`);
  return values;
}

type Key<T> = (item: T) => unknown;

interface SortKey<T> {
  get: Key<T>;
  desc: boolean;
}

function parseOrder(value: string): { path: string; desc: boolean } {
  const i = value.lastIndexOf('_');
  return { path: value.slice(0, i), desc: value.slice(i + 1) === 'DESC' };
}

function sysKey(path: string): ((sys: Sys) => unknown) | null {
  if (!path.startsWith('sys_')) return null;
  const name = path.slice(4);
  if (name === 'publishedAt' || name === 'firstPublishedAt') return (sys) => toTime(sys[name]);
  if (name === 'id' || name === 'publishedVersion') return (sys) => sys[name];
  return null;
}

/** Entries sorted by `order` (values of `{Type}Order` or `EntryOrder`); ties fall back to `sys.id`. */
export function sortEntries(entries: Entry[], order: string[], type: ContentTypeModel | null, scope: FilterScope): Entry[] {
  const keys: SortKey<Entry>[] = [];
  for (const value of order) {
    const { path, desc } = parseOrder(value);
    const field = type?.fieldsByName.get(path);
    if (field) {
      const date = field.kind === 'Date';
      keys.push({
        desc,
        get: (e) => {
          const v = localizedValue(e.fields?.[field.id], scope.chain, field.localized, scope.defaultLocale);
          return date ? toTime(v) : v;
        },
      });
      continue;
    }
    const sys = sysKey(path);
    if (sys) keys.push({ desc, get: (e) => sys(e.sys) });
  }
  return sortBy(entries, keys);
}

/** Assets sorted by `AssetOrder` values. */
export function sortAssets(assets: Asset[], order: string[], read: (asset: Asset, name: string) => unknown): Asset[] {
  const keys: SortKey<Asset>[] = [];
  for (const value of order) {
    const { path, desc } = parseOrder(value);
    const sys = sysKey(path);
    keys.push({ desc, get: sys ? (a) => sys(a.sys) : (a) => read(a, path) });
  }
  return sortBy(assets, keys);
}

function sortBy<T extends Entry | Asset>(items: T[], keys: SortKey<T>[]): T[] {
  if (keys.length === 0) return items;
  const decorated = items.map((item) => ({ item, values: keys.map((k) => k.get(item)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compareValues(a.values[i], b.values[i], keys[i]!.desc);
      if (c !== 0) return c;
    }
    return a.item.sys.id < b.item.sys.id ? -1 : a.item.sys.id > b.item.sys.id ? 1 : 0;
  });
  return decorated.map((d) => d.item);
}

function missing(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'number' && Number.isNaN(v));
}

function compareValues(a: unknown, b: unknown, desc: boolean): number {
  const ma = missing(a);
  const mb = missing(b);
  if (ma || mb) return ma === mb ? 0 : ma ? 1 : -1;
  const x = typeof a === 'boolean' ? Number(a) : (a as string | number);
  const y = typeof b === 'boolean' ? Number(b) : (b as string | number);
  const c = x < y ? -1 : x > y ? 1 : 0;
  return desc ? -c : c;
}
