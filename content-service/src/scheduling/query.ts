import { ContentfulError } from '../errors.js';

/** Query parameters every CMA request may carry besides a collection's own (the token). */
const ALWAYS_ALLOWED = new Set(['access_token']);

/**
 * @throws ContentfulError InvalidQuery (400) naming each parameter the collection does not know,
 * so a misspelt filter is not silently ignored.
 */
export function requireKnownParams(params: URLSearchParams, known: ReadonlySet<string>): void {
  const unknown = [...new Set(params.keys())].filter((key) => !known.has(key) && !ALWAYS_ALLOWED.has(key));
  if (unknown.length) {
    throw new ContentfulError('InvalidQuery', `Unknown query parameter${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}.`, {
      errors: unknown.map((name) => ({ name: 'unknown', details: `The query parameter "${name}" is not supported here` })),
    });
  }
}

/** A comma-separated list parameter's values (`a,b` → `['a', 'b']`, blanks dropped), or undefined when absent. */
export function listParam(params: URLSearchParams, name: string): string[] | undefined {
  const raw = params.get(name);
  return raw === null
    ? undefined
    : raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}

/**
 * `limit` as an integer from 1 to `max` (`fallback` when absent).
 * @throws ContentfulError InvalidQuery otherwise.
 */
export function limitParam(params: URLSearchParams, fallback: number, max: number): number {
  const raw = params.get('limit');
  if (raw === null) return fallback;
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(limit) || limit < 1 || limit > max) {
    throw new ContentfulError('InvalidQuery', `limit must be an integer from 1 to ${max}.`);
  }
  return limit;
}

/**
 * The offset a page cursor (`next`, `pageNext`) stands for: the cursors this service hands out
 * are the offset in base64url; 0 when absent.
 * @throws ContentfulError InvalidQuery for a cursor it did not hand out.
 */
export function cursorParam(params: URLSearchParams, name: string): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return 0;
  const decoded = Buffer.from(raw, 'base64url').toString('utf8');
  const offset = Number(decoded);
  if (!/^\d{1,9}$/.test(decoded) || !Number.isInteger(offset)) {
    throw new ContentfulError('InvalidQuery', `${name} is not a page cursor this service gave out.`);
  }
  return offset;
}

/** The cursor of the page starting at `offset`. */
export function cursorFor(offset: number): string {
  return Buffer.from(String(offset), 'utf8').toString('base64url');
}

/**
 * One page of a cursor-paginated collection (CMA "Scheduled actions" and "Releases":
 * `{ sys: { type: 'Array' }, items, limit, pages: { next? } }`): `pages.next` is the cursor of
 * the next page, absent on the last.
 */
export function cursorPage<T>(all: readonly T[], offset: number, limit: number) {
  const items = all.slice(offset, offset + limit);
  const more = offset + limit < all.length;
  return { sys: { type: 'Array' as const }, items, limit, pages: more ? { next: cursorFor(offset + limit) } : {} };
}

/**
 * An ordering by `fields` (`name` or `-name`, comma separated) among `allowed`, else `fallback`.
 * @throws ContentfulError InvalidQuery for an order it does not know.
 */
export function orderParam<T>(
  params: URLSearchParams,
  allowed: Readonly<Record<string, (item: T) => string>>,
  fallback: string,
): (a: T, b: T) => number {
  const raw = params.get('order') ?? fallback;
  const parts = raw.split(',').map((part) => {
    const descending = part.startsWith('-');
    const key = descending ? part.slice(1) : part;
    const read = allowed[key];
    if (!read) throw new ContentfulError('InvalidQuery', `order must be one of ${Object.keys(allowed).join(', ')} (or the same with -).`);
    return { read, sign: descending ? -1 : 1 };
  });
  return (a, b) => {
    for (const { read, sign } of parts) {
      const x = read(a);
      const y = read(b);
      if (x !== y) return (x < y ? -1 : 1) * sign;
    }
    return 0;
  };
}
