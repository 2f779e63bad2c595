import { ContentfulError } from '../errors.js';
import { asLocation, distanceKm, inRectangle } from '../geo.js';
import type { AnyEntity } from '../types.js';

/**
 * REST collection queries as the Content Management API answers them
 * (https://www.contentful.com/developers/docs/references/content-delivery-api/#/reference/search-parameters,
 * which the CMA shares): equality, `[ne]`, `[in]`, `[nin]`, `[all]`, `[exists]`, `[lt]`,
 * `[lte]`, `[gt]`, `[gte]`, `[match]`, `order` (comma list, `-` for descending), `skip`,
 * `limit` (default 100, at most 1000), `content_type`, `links_to_entry`, `links_to_asset`,
 * `query` (full text), and the location search on Location fields
 * (https://www.contentful.com/developers/docs/references/content-delivery-api/#/reference/search-parameters/location-proximity-search):
 * `fields.f[near]=lat,lon` orders by distance, nearest first (entries without a location are left
 * out); `fields.f[within]=lat,lon,radiusKm` keeps the locations in a circle and
 * `fields.f[within]=lat1,lon1,lat2,lon2` those in a bounding box given by two opposite corners.
 */
export interface CollectionQuery {
  skip: number;
  limit: number;
  filters: ((entity: AnyEntity) => boolean)[];
  order: { path: string; desc: boolean }[];
  /** `[near]`: the field path and the point to order by distance from; it comes before `order`. */
  near?: { path: string; lat: number; lon: number };
}

/**
 * Contentful's MIME type groups of the assets' `mimetype_group` search
 * (https://www.contentful.com/developers/docs/references/content-delivery-api/#/reference/search-parameters/filtering-assets-by-mime-type).
 */
const MIMETYPE_GROUPS: Record<string, (contentType: string) => boolean> = {
  attachment: () => true,
  plaintext: (t) => t === 'text/plain',
  image: (t) => t.startsWith('image/'),
  audio: (t) => t.startsWith('audio/'),
  video: (t) => t.startsWith('video/'),
  richtext: (t) => t === 'application/rtf' || t === 'application/msword' || t.includes('wordprocessingml'),
  presentation: (t) => t.includes('presentation') || t === 'application/vnd.ms-powerpoint',
  spreadsheet: (t) => t.includes('spreadsheet') || t === 'application/vnd.ms-excel' || t === 'text/csv',
  pdfdocument: (t) => t === 'application/pdf',
  archive: (t) => /zip|x-tar|gzip|x-7z|x-rar/.test(t),
  code: (t) => /json|javascript|x-python|x-sh/.test(t),
  markup: (t) => t === 'text/html' || t.includes('xml'),
};

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

const OPERATORS = new Set(['ne', 'in', 'nin', 'all', 'exists', 'lt', 'lte', 'gt', 'gte', 'match', 'near', 'within']);
const RESERVED = new Set(['skip', 'limit', 'order', 'select', 'locale', 'include', 'access_token']);

/**
 * Parses `params` (the request's query string) into filters over stored entities; field paths
 * (`fields.x`) read the value of `locale`.
 * @throws ContentfulError InvalidQuery for a bad `skip`, `limit` or operator.
 */
export function parseCollectionQuery(params: URLSearchParams, locale: string): CollectionQuery {
  const skip = integerParam(params, 'skip', 0);
  const limit = integerParam(params, 'limit', DEFAULT_LIMIT);
  if (limit > MAX_LIMIT) {
    throw new ContentfulError(
      'InvalidQuery',
      'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
      {
        errors: [{ name: 'size', path: ['limit'], max: MAX_LIMIT, details: `Limit must be at most ${MAX_LIMIT}`, value: limit }],
      },
    );
  }
  const filters: CollectionQuery['filters'] = [];
  let near: CollectionQuery['near'];
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    if (key === 'content_type') {
      filters.push((e) => e.sys.contentType?.sys.id === raw);
      continue;
    }
    if (key === 'links_to_entry' || key === 'links_to_asset') {
      filters.push((e) => linksTo(e, raw));
      continue;
    }
    if (key === 'mimetype_group') {
      const group = MIMETYPE_GROUPS[raw];
      if (!group) throw invalidQuery(key);
      filters.push((e) => {
        const files = (e as { fields?: { file?: Record<string, { contentType?: string }> } }).fields?.file ?? {};
        return Object.values(files).some((file) => typeof file?.contentType === 'string' && group(file.contentType));
      });
      continue;
    }
    if (key === 'query') {
      const needle = raw.toLowerCase();
      filters.push((e) =>
        JSON.stringify('fields' in e ? e.fields : e)
          .toLowerCase()
          .includes(needle),
      );
      continue;
    }
    const match = /^([^[\]]+)(?:\[([a-z]+)\])?$/.exec(key);
    if (!match) throw invalidQuery(key);
    const path = match[1]!;
    const op = match[2] ?? 'eq';
    if (op !== 'eq' && !OPERATORS.has(op)) throw invalidQuery(key);
    if (op === 'near') {
      const [lat, lon] = coordinates(key, raw, [2]);
      const resolved = resolveFieldPath(path, locale);
      near = { path: resolved, lat: lat!, lon: lon! };
      filters.push((e) => asLocation(readPath(e, resolved)) !== undefined);
      continue;
    }
    if (op === 'within') {
      filters.push(withinFilter(key, resolveFieldPath(path, locale), raw));
      continue;
    }
    filters.push(buildFilter(path, op, raw, locale));
  }
  const orderParam = params.get('order');
  const order = orderParam
    ? orderParam
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => ({ path: p.replace(/^-/, ''), desc: p.startsWith('-') }))
    : [];
  return {
    skip,
    limit,
    filters,
    order: order.map((o) => ({ path: resolveFieldPath(o.path, locale), desc: o.desc })),
    ...(near ? { near } : {}),
  };
}

/**
 * The numbers of a location parameter: `count` of them, each finite, latitudes within ±90 and
 * longitudes within ±180 (a circle's third number, its radius in kilometres, is not negative).
 * @throws ContentfulError InvalidQuery otherwise.
 */
function coordinates(key: string, raw: string, counts: number[]): number[] {
  const parts = raw.split(',').map((p) => p.trim());
  const values = parts.map((p) => (p === '' ? Number.NaN : Number(p)));
  const valid =
    counts.includes(values.length) &&
    values.every((v) => Number.isFinite(v)) &&
    values.every((v, i) => (values.length === 3 && i === 2 ? v >= 0 : i % 2 === 0 ? Math.abs(v) <= 90 : Math.abs(v) <= 180));
  if (!valid) {
    const expected = counts.includes(3) ? 'lat,lon,radius (kilometres) or lat1,lon1,lat2,lon2' : 'lat,lon';
    throw new ContentfulError('InvalidQuery', `The location query parameter "${key}" must be ${expected} in decimal degrees.`, {
      errors: [{ name: 'location', path: [key], details: `Expected ${expected}`, value: raw }],
    });
  }
  return values;
}

/** `[within]`: a circle (`lat,lon,radiusKm`) or a bounding box (two opposite corners). */
function withinFilter(key: string, path: string, raw: string): (e: AnyEntity) => boolean {
  const values = coordinates(key, raw, [3, 4]);
  const [a, b, c, d] = values as [number, number, number, number | undefined];
  return (entity) => {
    const point = asLocation(readPath(entity, path));
    if (!point) return false;
    return d === undefined ? distanceKm(a, b, point.lat, point.lon) <= c : inRectangle(point, a, b, c, d);
  };
}

/** Applies a parsed query: filter, order (sys.createdAt then sys.id by default), page. */
export function runCollectionQuery<T extends AnyEntity>(items: T[], query: CollectionQuery): { total: number; items: T[] } {
  const matching = items.filter((item) => query.filters.every((f) => f(item)));
  const order = query.order.length ? query.order : [{ path: 'sys.createdAt', desc: false }];
  const { near } = query;
  const distance = (item: T): number => {
    const point = near ? asLocation(readPath(item, near.path)) : undefined;
    return near && point ? distanceKm(near.lat, near.lon, point.lat, point.lon) : 0;
  };
  matching.sort((a, b) => {
    if (near) {
      const byDistance = distance(a) - distance(b);
      if (byDistance !== 0) return byDistance;
    }
    for (const { path, desc } of order) {
      const cmp = compareValues(readPath(a, path), readPath(b, path));
      if (cmp !== 0) return desc ? -cmp : cmp;
    }
    return a.sys.id < b.sys.id ? -1 : a.sys.id > b.sys.id ? 1 : 0;
  });
  return { total: matching.length, items: matching.slice(query.skip, query.skip + query.limit) };
}

/** A Contentful collection envelope (`sys.type` `Array`). */
export function collection<T>(
  items: T[],
  total: number,
  skip: number,
  limit: number,
): {
  sys: { type: 'Array' };
  total: number;
  skip: number;
  limit: number;
  items: T[];
} {
  return { sys: { type: 'Array' }, total, skip, limit, items };
}

function integerParam(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ContentfulError('InvalidQuery', `The query parameter "${name}" must be a non-negative integer.`, {
      errors: [{ name: 'type', path: [name], details: `${name} must be a non-negative integer`, value: raw }],
    });
  }
  return value;
}

function invalidQuery(key: string): ContentfulError {
  return new ContentfulError(
    'InvalidQuery',
    'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    {
      errors: [{ name: 'unknownOperator', path: [key], details: `The query parameter "${key}" is not supported` }],
    },
  );
}

/** `fields.title` reads `fields.title.{locale}`; other paths are read as written. */
function resolveFieldPath(path: string, locale: string): string {
  const parts = path.split('.');
  if (parts[0] === 'fields' && parts.length >= 2) return ['fields', parts[1], locale, ...parts.slice(2)].join('.');
  return path;
}

/** Reads a dotted path; arrays along the way are mapped (so `metadata.tags.sys.id` is a list). */
export function readPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    if (Array.isArray(current)) {
      current = current.map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[part] : undefined));
      continue;
    }
    if (typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function buildFilter(path: string, op: string, raw: string, locale: string): (e: AnyEntity) => boolean {
  const resolved = resolveFieldPath(path, locale);
  const list = raw.split(',');
  return (entity) => {
    const value = readPath(entity, resolved);
    const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
    switch (op) {
      case 'eq':
        return values.some((v) => equalsQuery(v, raw));
      case 'ne':
        return !values.some((v) => equalsQuery(v, raw));
      case 'in':
        return values.some((v) => list.some((q) => equalsQuery(v, q)));
      case 'nin':
        return !values.some((v) => list.some((q) => equalsQuery(v, q)));
      case 'all':
        return list.every((q) => values.some((v) => equalsQuery(v, q)));
      case 'exists':
        return values.length > 0 === (raw === 'true');
      case 'match':
        return values.some((v) => typeof v === 'string' && v.toLowerCase().includes(raw.toLowerCase()));
      case 'lt':
      case 'lte':
      case 'gt':
      case 'gte':
        return values.some((v) => {
          const cmp = compareValues(v, coerceLike(v, raw));
          return op === 'lt' ? cmp < 0 : op === 'lte' ? cmp <= 0 : op === 'gt' ? cmp > 0 : cmp >= 0;
        });
      default:
        return false;
    }
  };
}

function coerceLike(sample: unknown, raw: string): unknown {
  if (typeof sample === 'number') return Number(raw);
  if (typeof sample === 'boolean') return raw === 'true';
  return raw;
}

function equalsQuery(value: unknown, raw: string): boolean {
  if (typeof value === 'string') return value === raw;
  if (typeof value === 'number') return value === Number(raw);
  if (typeof value === 'boolean') return String(value) === raw;
  return false;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') {
    const da = Date.parse(a);
    const db = Date.parse(b);
    if (/^\d{4}-\d{2}-\d{2}/.test(a) && /^\d{4}-\d{2}-\d{2}/.test(b) && !Number.isNaN(da) && !Number.isNaN(db)) return da - db;
    return a < b ? -1 : 1;
  }
  return String(a) < String(b) ? -1 : 1;
}

function linksTo(entity: AnyEntity, id: string): boolean {
  if (!('fields' in entity)) return false;
  const visit = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false;
    if (Array.isArray(node)) return node.some(visit);
    const sys = (node as { sys?: { type?: unknown; id?: unknown } }).sys;
    if (sys?.type === 'Link' && sys.id === id) return true;
    return Object.values(node).some(visit);
  };
  return visit(entity.fields);
}
