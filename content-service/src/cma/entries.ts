import type { Context, Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { ContentfulError, notFound, versionMismatch } from '../errors.js';
import { newId } from '../ids.js';
import type { ContentType, Entry, EnvRef, Link, Locale } from '../types.js';
import { validateEntryShape, validateForPublish } from '../validation/entry.js';
import { cmaJson, envFrom, jsonBody, versionHeader } from './context.js';
import { registerLifecycle, type PublishableKind } from './publishable.js';
import { collection, parseCollectionQuery, runCollectionQuery } from './query.js';
import { registerSnapshots, snapshotOnPublish } from './snapshots.js';
import { newSys, touched } from './sys.js';

/** The default locale's code of an environment. */
export function defaultLocale(ctx: ServiceContext, env: EnvRef): string {
  return ctx.store.list<Locale>(env, 'Locale').find((r) => r.draft.default)?.draft.code ?? 'en-US';
}

/** Entries as the publish path handles them: validated against their published content type, a snapshot per publish. */
export const ENTRY_KIND: PublishableKind = {
  type: 'Entry',
  segment: 'entries',
  validate(ctx, env, entity) {
    const entry = entity as Entry;
    const ctId = entry.sys.contentType?.sys.id ?? '';
    const contentType = ctx.store.get<ContentType>(env, 'ContentType', ctId)?.published;
    if (!contentType) {
      return [{ name: 'notResolvable', path: ['sys', 'contentType'], details: `Content type "${ctId}" is not published` }];
    }
    return validateForPublish(ctx.store, env, contentType, entry);
  },
  onPublish: (ctx, env, entity, now) => snapshotOnPublish(ctx, env, entity as Entry, now),
};

/**
 * Entries of the CMA (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/entries):
 * list with search parameters, get, create (`POST` or `PUT` with `X-Contentful-Content-Type`),
 * update (`PUT` with `X-Contentful-Version`), publish (keeping a snapshot), unpublish, archive, unarchive, delete,
 * and the snapshots of each publish.
 */
export function registerEntries(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void {
  for (const path of paths('/entries')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const params = new URL(c.req.url).searchParams;
      const query = parseCollectionQuery(params, params.get('locale') ?? defaultLocale(ctx, env));
      const entries = ctx.store.list<Entry>(env, 'Entry').map((r) => r.draft);
      const page = runCollectionQuery(entries, query);
      return cmaJson(c, collection(page.items, page.total, query.skip, query.limit));
    });
    app.post(path, async (c) => {
      const env = envFrom(ctx, c);
      return cmaJson(c, await createEntry(ctx, c, env, newId()), 201);
    });
  }

  for (const path of paths('/entries/:id')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const record = ctx.store.get<Entry>(env, 'Entry', id);
      if (!record) throw notFound('Entry', id, { environment: env.environmentId, space: env.spaceId });
      return cmaJson(c, record.draft);
    });
    app.put(path, async (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const record = ctx.store.get<Entry>(env, 'Entry', id);
      if (!record) return cmaJson(c, await createEntry(ctx, c, env, id), 201);
      const version = versionHeader(c);
      if (version !== record.draft.sys.version) throw versionMismatch();
      const body = await jsonBody(c);
      const contentType = requirePublishedContentType(ctx, env, record.draft.sys.contentType?.sys.id ?? '');
      const fields = checkedFields(ctx, env, contentType, body.fields);
      const draft: Entry = {
        sys: touched(record.draft.sys, new Date().toISOString()),
        fields,
        metadata: checkedMetadata(body.metadata, record.draft.metadata),
      };
      ctx.store.save(env, 'Entry', { id, draft, published: record.published });
      return cmaJson(c, draft);
    });
  }

  registerLifecycle(app, ctx, ENTRY_KIND, paths);
  registerSnapshots(app, ctx, paths);
}

async function createEntry(ctx: ServiceContext, c: Context, env: EnvRef, id: string): Promise<Entry> {
  const ctId = c.req.header('X-Contentful-Content-Type');
  if (!ctId) {
    throw new ContentfulError('BadRequest', 'The X-Contentful-Content-Type header is required to create an entry.');
  }
  if (!/^[a-zA-Z0-9-_.]{1,64}$/.test(id)) {
    throw new ContentfulError('BadRequest', 'Entry ids are 1 to 64 letters, digits, dots, dashes or underscores.', { id });
  }
  const body = await jsonBody(c);
  const contentType = requirePublishedContentType(ctx, env, ctId);
  const fields = checkedFields(ctx, env, contentType, body.fields ?? {});
  for (const field of contentType.fields) {
    if (field.defaultValue && fields[field.id] === undefined) fields[field.id] = structuredClone(field.defaultValue);
  }
  const now = new Date().toISOString();
  const contentTypeLink: Link<'ContentType'> = { sys: { type: 'Link', linkType: 'ContentType', id: ctId } };
  const entry: Entry = {
    sys: newSys(env, 'Entry', id, now, { publishedCounter: 0, contentType: contentTypeLink, automationTags: [] }),
    fields,
    metadata: checkedMetadata(body.metadata, { tags: [] }),
  };
  ctx.store.save(env, 'Entry', { id, draft: entry, published: null });
  return entry;
}

/**
 * @throws ContentfulError ValidationFailed (422) when the content type does not exist or is
 * not published: Contentful only accepts entries of published content types.
 */
function requirePublishedContentType(ctx: ServiceContext, env: EnvRef, ctId: string): ContentType {
  const contentType = ctx.store.get<ContentType>(env, 'ContentType', ctId)?.published;
  if (!contentType) {
    throw new ContentfulError('ValidationFailed', 'Validation error', {
      errors: [
        {
          name: 'notResolvable',
          path: ['sys', 'contentType'],
          link: { type: 'Link', linkType: 'ContentType', id: ctId },
          details: `Content type "${ctId}" does not exist or is not published`,
        },
      ],
    });
  }
  return contentType;
}

/**
 * The entry's `fields`, checked against the content type.
 * @throws ContentfulError UnknownField (422) naming each unknown field or locale, or
 * InvalidEntry (422) for a value of the wrong type.
 */
function checkedFields(ctx: ServiceContext, env: EnvRef, contentType: ContentType, raw: unknown): Entry['fields'] {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ContentfulError('InvalidEntry', 'Validation error', {
      errors: [{ name: 'type', type: 'Object', path: ['fields'], details: 'The type of "fields" is incorrect, expected type: Object' }],
    });
  }
  const locales = ctx.store.list<Locale>(env, 'Locale').map((r) => r.draft);
  const { unknown, invalid } = validateEntryShape(contentType, raw as Record<string, unknown>, locales);
  if (unknown.length) throw new ContentfulError('UnknownField', 'The body you sent contains an unknown field.', { errors: unknown });
  if (invalid.length) throw new ContentfulError('InvalidEntry', 'Validation error', { errors: invalid });
  return structuredClone(raw) as Entry['fields'];
}

/** The `metadata` of an entry or asset: `tags` must be an array of tag links. */
export function checkedMetadata(raw: unknown, fallback: Entry['metadata']): Entry['metadata'] {
  if (raw === undefined || raw === null) return fallback;
  const tags = (raw as { tags?: unknown }).tags;
  if (!Array.isArray(tags)) {
    throw new ContentfulError('BadRequest', 'metadata.tags must be an array of tag links.');
  }
  return { ...(raw as object), tags: tags as Link<'Tag'>[] };
}
