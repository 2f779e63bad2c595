import type { Asset, AssetFile, Entry, Sys } from '../types.js';
import { distanceKm } from '../geo.js';
import type { ContentTypeModel, FieldKind, FieldModel, SpaceModel } from './content-model.js';
import type { EnvView } from './entity-index.js';
import { localizedValue } from './locales.js';
import { linkId, richTextPlainText, toTime } from './values.js';

/**
 * The `where` argument of collections: "Collection Filters"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/collection-filters).
 * Keys combine with AND; `AND`/`OR` take lists of filters; `sys` and `contentfulMetadata` filter
 * system properties and tags; single-type references filter the linked entry one level deep
 * ("Link Filtering", "Nested collection filters").
 */

export type FilterOp =
  | ''
  | 'not'
  | 'exists'
  | 'in'
  | 'not_in'
  | 'contains'
  | 'not_contains'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'contains_all'
  | 'contains_some'
  | 'contains_none'
  | 'within_circle'
  | 'within_rectangle';

const STRING_OPS: FilterOp[] = ['exists', '', 'not', 'in', 'not_in', 'contains', 'not_contains'];
const ORDERED_OPS: FilterOp[] = ['exists', '', 'not', 'in', 'not_in', 'gt', 'gte', 'lt', 'lte'];

/**
 * The operators of each field kind ("Filters by field type"): equality, `_not`, `_in`,
 * `_not_in` for scalars; `_contains`/`_not_contains` for strings and rich text; `_gt`… for
 * numbers and dates; `_contains_all/_some/_none` for arrays of symbols; `_within_*` for
 * locations; `_exists` for every field. JSON objects only have `_exists`.
 */
export const FILTER_OPS: Record<FieldKind, FilterOp[]> = {
  Symbol: STRING_OPS,
  Text: STRING_OPS,
  Integer: ORDERED_OPS,
  Number: ORDERED_OPS,
  Date: ORDERED_OPS,
  Boolean: ['exists', '', 'not'],
  Object: ['exists'],
  Location: ['exists', 'within_circle', 'within_rectangle'],
  RichText: ['exists', 'contains', 'not_contains'],
  Symbols: ['exists', 'contains_all', 'contains_some', 'contains_none'],
  EntryLink: ['exists'],
  AssetLink: ['exists'],
  EntryLinks: [],
  AssetLinks: [],
};

export function filterKey(name: string, op: FilterOp): string {
  return op === '' ? name : `${name}_${op}`;
}

export type FilterKeySpec =
  | { type: 'field'; field: FieldModel; op: FilterOp }
  /** `{field}: cf{Target}NestedFilter` on references restricted to one content type. */
  | { type: 'nested'; field: FieldModel }
  /** `{field}Collection_exists` of arrays of links. */
  | { type: 'collectionExists'; field: FieldModel };

const keyCache = new WeakMap<ContentTypeModel, { top: Map<string, FilterKeySpec>; nested: Map<string, FilterKeySpec> }>();

/** The filter keys of a content type's `{Type}Filter` (or, `nested`, its `cf{Type}NestedFilter`). */
export function filterKeys(type: ContentTypeModel, nested: boolean): Map<string, FilterKeySpec> {
  let cached = keyCache.get(type);
  if (!cached) {
    const top = new Map<string, FilterKeySpec>();
    const inner = new Map<string, FilterKeySpec>();
    for (const field of type.fields) {
      for (const op of FILTER_OPS[field.kind]) {
        const spec: FilterKeySpec = { type: 'field', field, op };
        top.set(filterKey(field.name, op), spec);
        inner.set(filterKey(field.name, op), spec);
      }
      if (field.kind === 'EntryLinks' || field.kind === 'AssetLinks') {
        const spec: FilterKeySpec = { type: 'collectionExists', field };
        top.set(`${field.graphqlName}_exists`, spec);
        inner.set(`${field.graphqlName}_exists`, spec);
      }
      if ((field.kind === 'EntryLink' || field.kind === 'EntryLinks') && field.targets.length === 1) {
        top.set(field.name, { type: 'nested', field });
      }
    }
    cached = { top, nested: inner };
    keyCache.set(type, cached);
  }
  return nested ? cached.nested : cached.top;
}

/** What filters read values with: the locale chain and the API's view. */
export interface FilterScope {
  chain: string[];
  defaultLocale: string;
  view: EnvView;
  model: SpaceModel;
}

export type FilterInput = Record<string, unknown>;
type Predicate<T> = (item: T) => boolean;

const ALWAYS = (): boolean => true;

/**
 * A predicate for `where` over entries of `type` (`null`: the `EntryFilter` of `entryCollection`,
 * which only has `sys`, `contentfulMetadata`, `AND`, `OR`).
 */
export function entryFilter(
  where: FilterInput | null | undefined,
  type: ContentTypeModel | null,
  scope: FilterScope,
  nested = false,
): Predicate<Entry> {
  if (!where) return ALWAYS;
  const keys = type ? filterKeys(type, nested) : new Map<string, FilterKeySpec>();
  const parts: Predicate<Entry>[] = [];
  for (const [key, arg] of Object.entries(where)) {
    if (arg === null || arg === undefined) continue;
    if (key === 'AND' || key === 'OR') {
      const subs = (arg as FilterInput[]).filter(Boolean).map((sub) => entryFilter(sub, type, scope, nested));
      if (subs.length) parts.push(key === 'AND' ? (e) => subs.every((p) => p(e)) : (e) => subs.some((p) => p(e)));
    } else if (key === 'sys') {
      parts.push(sysFilter(arg as FilterInput, (e: Entry) => e.sys));
    } else if (key === 'contentfulMetadata') {
      parts.push(metadataFilter(arg as FilterInput));
    } else {
      const spec = keys.get(key);
      if (spec) parts.push(entryKeyPredicate(spec, arg, scope));
    }
  }
  return all(parts);
}

function entryKeyPredicate(spec: FilterKeySpec, arg: unknown, scope: FilterScope): Predicate<Entry> {
  const { field } = spec;
  const value = (e: Entry): unknown => localizedValue(e.fields?.[field.id], scope.chain, field.localized, scope.defaultLocale);
  if (spec.type === 'collectionExists') {
    return (e) => isPresent(value(e)) === Boolean(arg);
  }
  if (spec.type === 'nested') {
    const targetId = field.targets[0]!;
    const target = scope.model.byId.get(targetId);
    const inner = entryFilter(arg as FilterInput, target ?? null, scope, true);
    const matches = (link: unknown): boolean => {
      const id = linkId(link, 'Entry');
      const linked = id ? scope.view.entries.get(id) : undefined;
      return !!linked && linked.sys.contentType?.sys.id === targetId && inner(linked);
    };
    return field.kind === 'EntryLinks'
      ? (e) => {
          const v = value(e);
          return Array.isArray(v) && v.some(matches);
        }
      : (e) => matches(value(e));
  }
  return opPredicate(spec.op, arg, value, valueKind(field.kind));
}

/** A predicate for `where` over assets (`AssetFilter`). */
export function assetFilter(where: FilterInput | null | undefined, scope: FilterScope): Predicate<Asset> {
  if (!where) return ALWAYS;
  const parts: Predicate<Asset>[] = [];
  for (const [key, arg] of Object.entries(where)) {
    if (arg === null || arg === undefined) continue;
    if (key === 'AND' || key === 'OR') {
      const subs = (arg as FilterInput[]).filter(Boolean).map((sub) => assetFilter(sub, scope));
      if (subs.length) parts.push(key === 'AND' ? (a) => subs.every((p) => p(a)) : (a) => subs.some((p) => p(a)));
      continue;
    }
    if (key === 'sys') {
      parts.push(sysFilter(arg as FilterInput, (a: Asset) => a.sys));
      continue;
    }
    if (key === 'contentfulMetadata') {
      parts.push(metadataFilter(arg as FilterInput));
      continue;
    }
    const { name, op } = splitKey(key, ASSET_FILTER_FIELDS);
    const field = ASSET_FILTER_FIELDS[name];
    if (!field) continue;
    parts.push(opPredicate(op, arg, (a) => field.read(a, scope), field.kind));
  }
  return all(parts);
}

interface AssetFilterField {
  kind: ValueKind;
  read(asset: Asset, scope: FilterScope): unknown;
}

function assetFile(asset: Asset, scope: FilterScope): AssetFile | undefined {
  return localizedValue(asset.fields.file, scope.chain, true, scope.defaultLocale) as AssetFile | undefined;
}

/** The fields of `AssetFilter` ("Schema generation › Assets"). */
export const ASSET_FILTER_FIELDS: Record<string, AssetFilterField> = {
  title: { kind: 'string', read: (a, s) => localizedValue(a.fields.title, s.chain, true, s.defaultLocale) },
  description: { kind: 'string', read: (a, s) => localizedValue(a.fields.description, s.chain, true, s.defaultLocale) },
  url: { kind: 'string', read: (a, s) => assetFile(a, s)?.url },
  size: { kind: 'number', read: (a, s) => assetFile(a, s)?.details?.size },
  contentType: { kind: 'string', read: (a, s) => assetFile(a, s)?.contentType },
  fileName: { kind: 'string', read: (a, s) => assetFile(a, s)?.fileName },
  width: { kind: 'number', read: (a, s) => assetFile(a, s)?.details?.image?.width },
  height: { kind: 'number', read: (a, s) => assetFile(a, s)?.details?.image?.height },
};

/** Operators of the `AssetFilter` fields (strings and integers). */
export function assetFilterOps(kind: ValueKind): FilterOp[] {
  return kind === 'string' ? STRING_OPS : ORDERED_OPS;
}

/** `SysFilter`: `id` (string operators), `publishedAt`/`firstPublishedAt` (dates), `publishedVersion` (numbers). */
export const SYS_FILTER_FIELDS: Record<string, ValueKind> = {
  id: 'string',
  publishedAt: 'date',
  firstPublishedAt: 'date',
  publishedVersion: 'number',
};

function sysFilter<T>(where: FilterInput, sysOf: (item: T) => Sys): Predicate<T> {
  const parts: Predicate<T>[] = [];
  for (const [key, arg] of Object.entries(where)) {
    if (arg === null || arg === undefined) continue;
    const { name, op } = splitKey(key, SYS_FILTER_FIELDS);
    const kind = SYS_FILTER_FIELDS[name];
    if (!kind) continue;
    parts.push(opPredicate(op, arg, (item) => sysOf(item)[name], kind));
  }
  return all(parts);
}

/** `ContentfulMetadataFilter`: `tags_exists`, `tags { id_contains_all/_some/_none }` (and the same for `concepts`). */
function metadataFilter<T extends Entry | Asset>(where: FilterInput): Predicate<T> {
  const parts: Predicate<T>[] = [];
  const ids = (item: T, kind: 'tags' | 'concepts'): string[] =>
    ((item.metadata?.[kind] ?? []) as { sys?: { id?: string } }[])
      .map((l) => l.sys?.id)
      .filter((id): id is string => typeof id === 'string');
  for (const kind of ['tags', 'concepts'] as const) {
    const exists = where[`${kind}_exists`];
    if (exists !== null && exists !== undefined) parts.push((item) => ids(item, kind).length > 0 === Boolean(exists));
    const sub = where[kind] as FilterInput | null | undefined;
    if (!sub) continue;
    for (const op of ['contains_all', 'contains_some', 'contains_none'] as const) {
      const arg = sub[`id_${op}`];
      if (arg === null || arg === undefined) continue;
      parts.push(opPredicate(op, arg, (item) => ids(item, kind), 'array'));
    }
  }
  return all(parts);
}

type ValueKind = 'string' | 'number' | 'date' | 'boolean' | 'json' | 'location' | 'richtext' | 'array' | 'link';

function valueKind(kind: FieldKind): ValueKind {
  switch (kind) {
    case 'Symbol':
    case 'Text':
      return 'string';
    case 'Integer':
    case 'Number':
      return 'number';
    case 'Date':
      return 'date';
    case 'Boolean':
      return 'boolean';
    case 'Location':
      return 'location';
    case 'RichText':
      return 'richtext';
    case 'Symbols':
    case 'EntryLinks':
    case 'AssetLinks':
      return 'array';
    case 'EntryLink':
    case 'AssetLink':
      return 'link';
    default:
      return 'json';
  }
}

/** Splits `name_op` into a known field name and its operator. */
function splitKey(key: string, fields: Record<string, unknown>): { name: string; op: FilterOp } {
  if (key in fields) return { name: key, op: '' };
  const ops: FilterOp[] = ['not_contains', 'not_in', 'not', 'exists', 'in', 'contains', 'gte', 'gt', 'lte', 'lt'];
  for (const op of ops) {
    const suffix = `_${op}`;
    if (key.endsWith(suffix) && key.slice(0, -suffix.length) in fields) return { name: key.slice(0, -suffix.length), op };
  }
  return { name: key, op: '' };
}

function isPresent(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

/** Comparable form of a value: numbers as numbers, dates as epoch milliseconds. */
function comparable(v: unknown, kind: ValueKind): unknown {
  if (kind === 'date') return toTime(v);
  if (kind === 'number') return typeof v === 'number' ? v : Number(v);
  return v;
}

function opPredicate<T>(op: FilterOp, arg: unknown, get: (item: T) => unknown, kind: ValueKind): Predicate<T> {
  switch (op) {
    case 'exists':
      return (item) => isPresent(get(item)) === Boolean(arg);
    case '': {
      const expected = comparable(arg, kind);
      return (item) => {
        const v = get(item);
        return isPresent(v) && comparable(v, kind) === expected;
      };
    }
    case 'not': {
      const eq = opPredicate('', arg, get, kind);
      return (item) => !eq(item);
    }
    case 'in': {
      const set = new Set((arg as unknown[]).map((a) => comparable(a, kind)));
      return (item) => {
        const v = get(item);
        return isPresent(v) && set.has(comparable(v, kind));
      };
    }
    case 'not_in': {
      const within = opPredicate('in', arg, get, kind);
      return (item) => !within(item);
    }
    case 'contains': {
      // "contains" is case-insensitive ("Filters by field type" › String, RichText).
      const needle = String(arg).toLowerCase();
      const text = (v: unknown): string => (kind === 'richtext' ? richTextPlainText(v) : String(v)).toLowerCase();
      return (item) => {
        const v = get(item);
        return isPresent(v) && text(v).includes(needle);
      };
    }
    case 'not_contains': {
      const contains = opPredicate('contains', arg, get, kind);
      return (item) => !contains(item);
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const bound = comparable(arg, kind) as number;
      const test =
        op === 'gt'
          ? (v: number) => v > bound
          : op === 'gte'
            ? (v: number) => v >= bound
            : op === 'lt'
              ? (v: number) => v < bound
              : (v: number) => v <= bound;
      return (item) => {
        const v = get(item);
        if (!isPresent(v)) return false;
        const c = comparable(v, kind) as number;
        return !Number.isNaN(c) && test(c);
      };
    }
    case 'contains_all':
    case 'contains_some':
    case 'contains_none': {
      const wanted = arg as unknown[];
      return (item) => {
        const v = get(item);
        const values = Array.isArray(v) ? v : [];
        if (op === 'contains_all') return values.length > 0 && wanted.every((w) => values.includes(w));
        const some = wanted.some((w) => values.includes(w));
        return op === 'contains_some' ? some : !some;
      };
    }
    case 'within_circle': {
      const [lat, lon, radiusKm] = arg as number[];
      return (item) => {
        const loc = get(item) as { lat?: number; lon?: number } | undefined;
        return typeof loc?.lat === 'number' && typeof loc.lon === 'number' && distanceKm(lat!, lon!, loc.lat, loc.lon) <= radiusKm!;
      };
    }
    case 'within_rectangle': {
      const [lat1, lon1, lat2, lon2] = arg as number[];
      const [minLat, maxLat] = [Math.min(lat1!, lat2!), Math.max(lat1!, lat2!)];
      const [minLon, maxLon] = [Math.min(lon1!, lon2!), Math.max(lon1!, lon2!)];
      return (item) => {
        const loc = get(item) as { lat?: number; lon?: number } | undefined;
        return (
          typeof loc?.lat === 'number' &&
          typeof loc.lon === 'number' &&
          loc.lat >= minLat &&
          loc.lat <= maxLat &&
          loc.lon >= minLon &&
          loc.lon <= maxLon
        );
      };
    }
  }
}

function all<T>(parts: Predicate<T>[]): Predicate<T> {
  if (parts.length === 0) return ALWAYS;
  if (parts.length === 1) return parts[0]!;
  return (item) => parts.every((p) => p(item));
}
