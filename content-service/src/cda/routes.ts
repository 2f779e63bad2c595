import { Hono, type Context, type Next } from 'hono';
import type { StoredSpace } from '../bootstrap.js';
import { envFrom } from '../cma/context.js';
import { collection, parseCollectionQuery, runCollectionQuery } from '../cma/query.js';
import type { ServiceContext } from '../context.js';
import { accessTokenInvalid, ContentfulError, notFound } from '../errors.js';
import { tokenMatches } from '../http/tokens.js';
import type { Asset, Entry, EnvRef, Link, Locale } from '../types.js';

/** Where the Content Delivery API lives here: Contentful's `cdn.contentful.com` paths under this prefix (the client's `basePath`). */
export const CDA_BASE_PATH = '/cdn';

const CDA_JSON = 'application/vnd.contentful.delivery.v1+json';
/** The CDA's `include` default and maximum (levels of linked entries and assets resolved). */
const DEFAULT_INCLUDE = 1;
const MAX_INCLUDE = 10;

interface Delivered {
  sys: Record<string, unknown>;
  fields: Record<string, unknown>;
  metadata: unknown;
}

function paths(suffix: string): string[] {
  return [`${CDA_BASE_PATH}/spaces/:space/environments/:env${suffix}`, `${CDA_BASE_PATH}/spaces/:space${suffix}`];
}

/**
 * The Content Delivery API's entries (https://www.contentful.com/developers/docs/references/content-delivery-api/#/reference/entries),
 * published content only, with the delivery token: `GET {CDA_BASE_PATH}/spaces/{space}/environments/{env}/entries`
 * with the search parameters of the CMA's collection query (`parseCollectionQuery`), location search
 * (`[near]`, `[within]`) included, and `GET …/entries/{id}`. Fields are answered in one locale
 * (`locale`, default the space's default; `*` for all), linked entries and assets in `includes`
 * up to `include` levels (default 1, at most 10). Searching by field needs `content_type`, as on Contentful.
 */
export function cdaRoutes(ctx: ServiceContext): Hono {
  const app = new Hono();
  app.use(`${CDA_BASE_PATH}/*`, authenticate(ctx));
  for (const path of paths('/entries')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const params = new URL(c.req.url).searchParams;
      const locale = requestedLocale(ctx, env, params.get('locale'));
      const hasFieldFilter = [...params.keys()].some((k) => k.startsWith('fields.'));
      if (hasFieldFilter && !params.get('content_type')) {
        throw new ContentfulError(
          'InvalidQuery',
          'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
          { errors: [{ name: 'unknownContentType', details: 'Searching on fields requires the content_type parameter' }] },
        );
      }
      const query = parseCollectionQuery(params, locale === '*' ? defaultLocale(ctx, env) : locale);
      const page = runCollectionQuery(published<Entry>(ctx, env, 'Entry'), query);
      const items = page.items.map((e) => deliver(e, locale, env));
      const includes = linkedIncludes(ctx, env, page.items, includeDepth(params.get('include')), locale);
      return c.body(JSON.stringify({ ...collection(items, page.total, query.skip, query.limit), includes }), 200, {
        'Content-Type': CDA_JSON,
      });
    });
  }
  for (const path of paths('/entries/:id')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const entry = ctx.store.get<Entry>(env, 'Entry', id)?.published;
      if (!entry) throw notFound('Entry', id, { environment: env.environmentId, space: env.spaceId });
      const locale = requestedLocale(ctx, env, new URL(c.req.url).searchParams.get('locale'));
      return c.body(JSON.stringify(deliver(entry, locale, env)), 200, { 'Content-Type': CDA_JSON });
    });
  }
  return app;
}

function authenticate(ctx: ServiceContext) {
  return async (c: Context, next: Next) => {
    const header = c.req.header('Authorization') ?? '';
    const token = header.replace(/^Bearer\s+/i, '') || c.req.query('access_token') || '';
    const space = ctx.store.getSpace(ctx.config.spaceId) as StoredSpace | undefined;
    if (!space || !tokenMatches(token, space.tokens.delivery)) throw accessTokenInvalid();
    await next();
  };
}

function defaultLocale(ctx: ServiceContext, env: EnvRef): string {
  return ctx.store.list<Locale>(env, 'Locale').find((r) => r.draft.default)?.draft.code ?? 'en-US';
}

function requestedLocale(ctx: ServiceContext, env: EnvRef, raw: string | null): string {
  if (!raw) return defaultLocale(ctx, env);
  if (raw === '*') return raw;
  if (!ctx.store.list<Locale>(env, 'Locale').some((r) => r.draft.code === raw)) {
    throw new ContentfulError('BadRequest', `Unknown locale: ${raw}`, { errors: [{ name: 'unknownLocale', value: raw }] });
  }
  return raw;
}

function includeDepth(raw: string | null): number {
  if (raw === null || raw === '') return DEFAULT_INCLUDE;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > MAX_INCLUDE) {
    throw new ContentfulError('InvalidQuery', `The query parameter "include" must be a whole number from 0 to ${MAX_INCLUDE}.`, {
      errors: [{ name: 'range', path: ['include'], min: 0, max: MAX_INCLUDE, value: raw }],
    });
  }
  return n;
}

function published<T extends Entry | Asset>(ctx: ServiceContext, env: EnvRef, type: 'Entry' | 'Asset'): T[] {
  return ctx.store.list<T>(env, type).flatMap((r) => (r.published ? [r.published] : []));
}

/** A published entity in the CDA's shape: fields in `locale` (or every locale for `*`), delivery `sys`. */
function deliver(entity: Entry | Asset, locale: string, env: EnvRef): Delivered {
  const { sys } = entity;
  const fields: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(entity.fields as Record<string, Record<string, unknown>>)) {
    const value = locale === '*' ? values : values[locale];
    if (value !== undefined) fields[name] = value;
  }
  return {
    metadata: entity.metadata ?? { tags: [] },
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: env.spaceId } },
      id: sys.id,
      type: sys.type,
      createdAt: sys.firstPublishedAt ?? sys.createdAt,
      updatedAt: sys.publishedAt ?? sys.updatedAt,
      environment: { sys: { id: env.environmentId, type: 'Link', linkType: 'Environment' } },
      revision: sys.publishedCounter ?? 1,
      ...(sys.contentType ? { contentType: sys.contentType } : {}),
      ...(locale === '*' ? {} : { locale }),
    },
    fields,
  };
}

function linksIn(value: unknown, found: Link<'Entry' | 'Asset'>[]): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) linksIn(v, found);
    return;
  }
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
  if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string') {
    found.push(value as Link<'Entry' | 'Asset'>);
    return;
  }
  for (const v of Object.values(value)) linksIn(v, found);
}

/** The published entries and assets linked from `items`, `depth` levels deep, without the items themselves. */
function linkedIncludes(
  ctx: ServiceContext,
  env: EnvRef,
  items: Entry[],
  depth: number,
  locale: string,
): { Entry: Delivered[]; Asset: Delivered[] } {
  const seen = new Set(items.map((e) => `Entry:${e.sys.id}`));
  const out: { Entry: Delivered[]; Asset: Delivered[] } = { Entry: [], Asset: [] };
  let level: (Entry | Asset)[] = items;
  for (let d = 0; d < depth && level.length; d++) {
    const next: (Entry | Asset)[] = [];
    for (const entity of level) {
      const links: Link<'Entry' | 'Asset'>[] = [];
      linksIn(entity.fields, links);
      for (const link of links) {
        const type = link.sys.linkType;
        const key = `${type}:${link.sys.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const target = ctx.store.get<Entry | Asset>(env, type, link.sys.id)?.published;
        if (!target) continue;
        out[type].push(deliver(target, locale, env));
        next.push(target);
      }
    }
    level = next;
  }
  return out;
}
