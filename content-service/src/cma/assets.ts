import type { Context, Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { ContentfulError, notFound, versionMismatch } from '../errors.js';
import { newId } from '../ids.js';
import { processAssetFile } from '../images/process.js';
import type { Asset, EnvRef, Locale } from '../types.js';
import type { ValidationErrorItem } from '../validation/entry.js';
import { cmaJson, envFrom, jsonBody, requiredVersion, versionHeader } from './context.js';
import { checkedMetadata, defaultLocale } from './entries.js';
import { registerLifecycle, type PublishableKind } from './publishable.js';
import { collection, parseCollectionQuery, runCollectionQuery } from './query.js';
import { newSys, touched } from './sys.js';

const ASSET_FIELDS = new Set(['title', 'description', 'file']);

/** Assets as the publish path handles them. */
export const ASSET_KIND: PublishableKind = {
  type: 'Asset',
  segment: 'assets',
  /** An asset publishes once every file it has is processed (has a `url`). */
  validate(_ctx, _env, entity) {
    const asset = entity as Asset;
    const errors: ValidationErrorItem[] = [];
    for (const [code, file] of Object.entries(asset.fields.file ?? {})) {
      if (!file.url)
        errors.push({
          name: 'required',
          path: ['fields', 'file', code, 'url'],
          details: 'The file must be processed before the asset is published',
        });
    }
    return errors;
  },
};

/**
 * Assets of the CMA (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/assets):
 * list, get, create, update, `PUT …/files/{locale}/process`, publish, unpublish, archive, delete.
 * Processing happens before the 204 answers, so the client's first poll sees the `url`.
 */
export function registerAssets(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void {
  for (const path of paths('/assets')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const params = new URL(c.req.url).searchParams;
      const query = parseCollectionQuery(params, params.get('locale') ?? defaultLocale(ctx, env));
      const page = runCollectionQuery(
        ctx.store.list<Asset>(env, 'Asset').map((r) => r.draft),
        query,
      );
      return cmaJson(c, collection(page.items, page.total, query.skip, query.limit));
    });
    app.post(path, async (c) => cmaJson(c, await createAsset(ctx, c, envFrom(ctx, c), newId()), 201));
  }

  for (const path of paths('/assets/:id')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const record = ctx.store.get<Asset>(env, 'Asset', id);
      if (!record) throw notFound('Asset', id, { environment: env.environmentId, space: env.spaceId });
      return cmaJson(c, record.draft);
    });
    app.put(path, async (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const record = ctx.store.get<Asset>(env, 'Asset', id);
      if (!record) return cmaJson(c, await createAsset(ctx, c, env, id), 201);
      if (versionHeader(c) !== record.draft.sys.version) throw versionMismatch();
      const body = await jsonBody(c);
      const draft: Asset = {
        sys: touched(record.draft.sys, new Date().toISOString()),
        fields: checkedAssetFields(ctx, env, body.fields),
        metadata: checkedMetadata(body.metadata, record.draft.metadata),
      };
      ctx.store.save(env, 'Asset', { id, draft, published: record.published });
      return cmaJson(c, draft);
    });
  }

  for (const path of paths('/assets/:id/files/:locale/process')) {
    app.put(path, async (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const code = c.req.param('locale') ?? '';
      const record = ctx.store.get<Asset>(env, 'Asset', id);
      if (!record) throw notFound('Asset', id, { environment: env.environmentId, space: env.spaceId });
      if (requiredVersion(c) !== record.draft.sys.version) throw versionMismatch();
      const file = record.draft.fields.file?.[code];
      if (!file) throw new ContentfulError('BadRequest', `The asset has no file for locale "${code}".`, { id, locale: code });
      const processed = await processAssetFile(ctx, env.spaceId, id, file);
      const latest = ctx.store.get<Asset>(env, 'Asset', id)!;
      const draft: Asset = {
        ...latest.draft,
        sys: touched(latest.draft.sys, new Date().toISOString()),
        fields: { ...latest.draft.fields, file: { ...latest.draft.fields.file, [code]: processed } },
      };
      ctx.store.save(env, 'Asset', { id, draft, published: latest.published });
      return c.body(null, 204);
    });
  }

  registerLifecycle(app, ctx, ASSET_KIND, paths);
}

async function createAsset(ctx: ServiceContext, c: Context, env: EnvRef, id: string): Promise<Asset> {
  if (!/^[a-zA-Z0-9-_.]{1,64}$/.test(id)) {
    throw new ContentfulError('BadRequest', 'Asset ids are 1 to 64 letters, digits, dots, dashes or underscores.', { id });
  }
  const body = await jsonBody(c);
  const now = new Date().toISOString();
  const asset: Asset = {
    sys: newSys(env, 'Asset', id, now, { publishedCounter: 0 }),
    fields: checkedAssetFields(ctx, env, body.fields),
    metadata: checkedMetadata(body.metadata, { tags: [] }),
  };
  ctx.store.save(env, 'Asset', { id, draft: asset, published: null });
  return asset;
}

/** A media type as RFC 9110 writes it (`type/subtype`, parameters after `;`), with no control character. */
const MEDIA_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:\s*;[\x20-\x7e]*)?$/;

/**
 * @throws ContentfulError UnknownField for a field other than title, description and file or an
 * unknown locale; InvalidEntry for a file without fileName and contentType, or a contentType that
 * is not a media type.
 */
function checkedAssetFields(ctx: ServiceContext, env: EnvRef, raw: unknown): Asset['fields'] {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new ContentfulError('InvalidEntry', 'Validation error', {
      errors: [{ name: 'type', path: ['fields'], details: 'fields must be an object' }],
    });
  const codes = new Set(ctx.store.list<Locale>(env, 'Locale').map((r) => r.draft.code));
  const unknown: ValidationErrorItem[] = [];
  const invalid: ValidationErrorItem[] = [];
  for (const [fieldId, localized] of Object.entries(raw as Record<string, Record<string, unknown>>)) {
    if (!ASSET_FIELDS.has(fieldId)) {
      unknown.push({ name: 'unknown', path: ['fields', fieldId], details: `The property "${fieldId}" is not expected` });
      continue;
    }
    for (const [code, value] of Object.entries(localized ?? {})) {
      if (!codes.has(code))
        unknown.push({ name: 'unknown', path: ['fields', fieldId, code], details: `The property "${code}" is not expected` });
      else if (fieldId === 'file') {
        const file = value as { fileName?: unknown; contentType?: unknown };
        if (typeof file?.fileName !== 'string' || typeof file.contentType !== 'string') {
          invalid.push({ name: 'required', path: ['fields', 'file', code], details: 'A file needs fileName and contentType' });
        } else if (!MEDIA_TYPE.test(file.contentType)) {
          // It becomes the Images API's Content-Type header: a CR LF in it made every read of the file a 500.
          invalid.push({
            name: 'regexp',
            path: ['fields', 'file', code, 'contentType'],
            details: 'contentType must be a media type (type/subtype)',
          });
        }
      } else if (typeof value !== 'string') {
        invalid.push({
          name: 'type',
          type: 'Symbol',
          path: ['fields', fieldId, code],
          details: `The type of "value" is incorrect, expected type: Symbol`,
        });
      }
    }
  }
  if (unknown.length) throw new ContentfulError('UnknownField', 'The body you sent contains an unknown field.', { errors: unknown });
  if (invalid.length) throw new ContentfulError('InvalidEntry', 'Validation error', { errors: invalid });
  return structuredClone(raw) as Asset['fields'];
}
