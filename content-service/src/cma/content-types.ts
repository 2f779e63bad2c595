import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { ContentfulError, notFound, versionMismatch } from '../errors.js';
import { newId } from '../ids.js';
import type { ContentType, ContentTypeField, EditorInterface, Entry, EnvRef } from '../types.js';
import { validateContentTypeBody } from '../validation/content-type.js';
import { cmaJson, envFrom, jsonBody, requiredVersion, versionHeader } from './context.js';
import { collection, parseCollectionQuery, runCollectionQuery } from './query.js';
import { newSys, published, touched, unpublished } from './sys.js';
import { defaultLocale } from './entries.js';

/**
 * Content types of the CMA (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/content-types):
 * list (with `sys.id[in]`, order and paging), get, create/update by `PUT` (version checked),
 * `POST` with a generated id, publish, unpublish (refused while entries exist), delete
 * (refused while published).
 */
export function registerContentTypes(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void {
  for (const path of paths('/content_types')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const params = new URL(c.req.url).searchParams;
      const query = parseCollectionQuery(params, defaultLocale(ctx, env));
      const page = runCollectionQuery(
        ctx.store.list<ContentType>(env, 'ContentType').map((r) => r.draft),
        query,
      );
      return cmaJson(c, collection(page.items, page.total, query.skip, query.limit));
    });
    app.post(path, async (c) => {
      const env = envFrom(ctx, c);
      return cmaJson(c, saveContentType(ctx, env, newId(), await jsonBody(c), undefined), 201);
    });
  }

  for (const path of paths('/public/content_types')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const items = ctx.store.list<ContentType>(env, 'ContentType').flatMap((r) => (r.published ? [r.published] : []));
      return cmaJson(c, collection(items, items.length, 0, items.length));
    });
  }

  for (const path of paths('/content_types/:id')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const record = ctx.store.get<ContentType>(env, 'ContentType', id);
      if (!record) throw notFound('ContentType', id, { environment: env.environmentId, space: env.spaceId });
      return cmaJson(c, record.draft);
    });
    app.put(path, async (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      if (!/^[a-zA-Z0-9-_.]{1,64}$/.test(id)) {
        throw new ContentfulError('BadRequest', 'Content type ids are 1 to 64 letters, digits, dots, dashes or underscores.', { id });
      }
      const exists = !!ctx.store.get(env, 'ContentType', id);
      const body = await jsonBody(c);
      return cmaJson(c, saveContentType(ctx, env, id, body, versionHeader(c)), exists ? 200 : 201);
    });
    app.delete(path, (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const record = ctx.store.get<ContentType>(env, 'ContentType', id);
      if (!record) throw notFound('ContentType', id, { environment: env.environmentId, space: env.spaceId });
      if (record.published) {
        throw new ContentfulError('BadRequest', 'Cannot delete a published content type; unpublish it first.', { id });
      }
      ctx.store.transaction(() => {
        ctx.store.remove(env, 'ContentType', id);
        if (ctx.store.get(env, 'EditorInterface', id)) ctx.store.remove(env, 'EditorInterface', id);
      });
      return c.body(null, 204);
    });
  }

  for (const path of paths('/content_types/:id/published')) {
    app.put(path, (c) => {
      const env = envFrom(ctx, c);
      const record = loadContentType(ctx, env, c.req.param('id') ?? '');
      if (requiredVersion(c) !== record.draft.sys.version) throw versionMismatch();
      const now = new Date().toISOString();
      const draft: ContentType = { ...record.draft, sys: published(record.draft.sys, now) };
      // Contentful drops fields marked `deleted` when the content type is published.
      const live: ContentType = { ...draft, fields: draft.fields.filter((f) => !f.deleted) };
      ctx.store.transaction(() => {
        ctx.store.save(env, 'ContentType', { id: record.id, draft: live, published: structuredClone(live) });
        syncEditorInterface(ctx, env, live, now);
      });
      return cmaJson(c, live);
    });
    app.delete(path, (c) => {
      const env = envFrom(ctx, c);
      const record = loadContentType(ctx, env, c.req.param('id') ?? '');
      if (requiredVersion(c) !== record.draft.sys.version) throw versionMismatch();
      if (!record.published) throw new ContentfulError('BadRequest', 'The content type is not published.', { id: record.id });
      const entries = ctx.store.list<Entry>(env, 'Entry').filter((r) => r.draft.sys.contentType?.sys.id === record.id);
      if (entries.length) {
        throw new ContentfulError(
          'BadRequest',
          `Cannot unpublish a content type that has entries (${entries.length}); delete them first.`,
          { id: record.id, entries: entries.length },
        );
      }
      const draft: ContentType = { ...record.draft, sys: unpublished(record.draft.sys, new Date().toISOString()) };
      ctx.store.save(env, 'ContentType', { id: record.id, draft, published: null });
      return cmaJson(c, draft);
    });
  }
}

function loadContentType(ctx: ServiceContext, env: EnvRef, id: string) {
  const record = ctx.store.get<ContentType>(env, 'ContentType', id);
  if (!record) throw notFound('ContentType', id, { environment: env.environmentId, space: env.spaceId });
  return record;
}

/**
 * Creates or updates a content type draft. Updating needs the current version.
 * @throws ContentfulError VersionMismatch, or ValidationFailed with the body's problems.
 */
function saveContentType(
  ctx: ServiceContext,
  env: EnvRef,
  id: string,
  body: Record<string, unknown>,
  version: number | undefined,
): ContentType {
  const record = ctx.store.get<ContentType>(env, 'ContentType', id);
  if (record && version !== record.draft.sys.version) throw versionMismatch();
  const errors = validateContentTypeBody(body);
  if (errors.length) throw new ContentfulError('ValidationFailed', 'Validation error', { errors });
  const now = new Date().toISOString();
  const fields = (body.fields as Partial<ContentTypeField>[]).map(
    (f) =>
      ({
        validations: [],
        disabled: false,
        omitted: false,
        ...f,
        localized: f.localized === true,
        required: f.required === true,
      }) as ContentTypeField,
  );
  const draft: ContentType = {
    sys: record ? touched(record.draft.sys, now) : newSys(env, 'ContentType', id, now, { publishedCounter: 0 }),
    displayField: (body.displayField as string | null | undefined) ?? null,
    name: body.name as string,
    description: (body.description as string | null | undefined) ?? '',
    fields,
  };
  ctx.store.save(env, 'ContentType', { id, draft, published: record?.published ?? null });
  return draft;
}

const DEFAULT_WIDGETS: Record<string, string> = {
  Symbol: 'singleLine',
  Text: 'markdown',
  RichText: 'richTextEditor',
  Integer: 'numberEditor',
  Number: 'numberEditor',
  Date: 'datePicker',
  Boolean: 'boolean',
  Object: 'objectEditor',
  Location: 'locationEditor',
  'Link:Entry': 'entryLinkEditor',
  'Link:Asset': 'assetLinkEditor',
  'Array:Symbol': 'tagEditor',
  'Array:Entry': 'entryLinksEditor',
  'Array:Asset': 'assetLinksEditor',
};

/** The editor interface Contentful answers before any is saved: built-in widgets per field type. */
export function defaultEditorInterface(env: EnvRef, contentType: ContentType): EditorInterface {
  const controls = contentType.fields.map((f) => {
    const key =
      f.type === 'Link'
        ? `Link:${f.linkType}`
        : f.type === 'Array'
          ? `Array:${f.items?.type === 'Link' ? f.items.linkType : 'Symbol'}`
          : f.type;
    return { fieldId: f.id, widgetId: DEFAULT_WIDGETS[key] ?? 'singleLine', widgetNamespace: 'builtin' };
  });
  const sys = newSys(env, 'EditorInterface', 'default', contentType.sys.createdAt, {
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType.sys.id } },
  });
  return { sys, controls };
}

/**
 * Contentful keeps a content type's editor interface in step with each publish: its version
 * grows by one (the first publish creates it at version 1; contentful-migration counts on this),
 * fields new to the content type get their default control and deleted fields lose theirs.
 */
function syncEditorInterface(ctx: ServiceContext, env: EnvRef, contentType: ContentType, now: string): void {
  const stored = ctx.store.get<EditorInterface>(env, 'EditorInterface', contentType.sys.id)?.draft;
  const defaults = defaultEditorInterface(env, contentType);
  const fieldIds = new Set(contentType.fields.map((f) => f.id));
  const kept = (stored?.controls ?? []).filter((control) => fieldIds.has(control.fieldId));
  const missing = defaults.controls.filter((control) => !kept.some((k) => k.fieldId === control.fieldId));
  const draft: EditorInterface = stored
    ? { ...stored, sys: { ...touched(stored.sys, now) }, controls: [...kept, ...missing] }
    : { ...defaults, sys: { ...defaults.sys, updatedAt: now } };
  ctx.store.save(env, 'EditorInterface', { id: contentType.sys.id, draft, published: draft });
}

/**
 * Editor interfaces (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/editor-interface):
 * `GET` answers the stored one or the default (version 1); `PUT` needs the current version.
 */
export function registerEditorInterfaces(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void {
  const current = (env: EnvRef, ctId: string): EditorInterface => {
    const contentType = ctx.store.get<ContentType>(env, 'ContentType', ctId);
    if (!contentType) throw notFound('ContentType', ctId, { environment: env.environmentId, space: env.spaceId });
    return ctx.store.get<EditorInterface>(env, 'EditorInterface', ctId)?.draft ?? defaultEditorInterface(env, contentType.draft);
  };
  for (const path of paths('/editor_interfaces')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const items = ctx.store.list<ContentType>(env, 'ContentType').map((r) => current(env, r.id));
      return cmaJson(c, collection(items, items.length, 0, items.length));
    });
  }
  for (const path of paths('/content_types/:id/editor_interface')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      return cmaJson(c, current(env, c.req.param('id') ?? ''));
    });
    app.put(path, async (c) => {
      const env = envFrom(ctx, c);
      const ctId = c.req.param('id') ?? '';
      const existing = current(env, ctId);
      if (requiredVersion(c) !== existing.sys.version) throw versionMismatch();
      const body = await jsonBody(c);
      if (body.controls !== undefined && !Array.isArray(body.controls)) {
        throw new ContentfulError('ValidationFailed', 'Validation error', {
          errors: [
            { name: 'type', type: 'Array', path: ['controls'], details: 'The type of "controls" is incorrect, expected type: Array' },
          ],
        });
      }
      // Contentful refuses a control naming an app that is not installed in the environment.
      const controls = (body.controls as EditorInterface['controls'] | undefined) ?? [];
      controls.forEach((control, i) => {
        if (control?.widgetNamespace === 'app' && !ctx.store.get(env, 'AppInstallation', String(control.widgetId))) {
          throw new ContentfulError('ValidationFailed', 'Validation error', {
            errors: [
              { name: 'notInstalled', path: ['controls', i, 'widgetId'], details: `The app ${String(control.widgetId)} is not installed` },
            ],
          });
        }
      });
      const draft: EditorInterface = {
        sys: touched(existing.sys, new Date().toISOString()),
        controls: (body.controls as EditorInterface['controls'] | undefined) ?? existing.controls,
        ...(body.sidebar !== undefined ? { sidebar: body.sidebar as unknown[] } : existing.sidebar ? { sidebar: existing.sidebar } : {}),
        ...(body.editors !== undefined ? { editors: body.editors as unknown[] } : {}),
        ...(body.editorLayout !== undefined ? { editorLayout: body.editorLayout as unknown[] } : {}),
        ...(body.groupControls !== undefined ? { groupControls: body.groupControls as unknown[] } : {}),
      };
      ctx.store.save(env, 'EditorInterface', { id: ctId, draft, published: draft });
      return cmaJson(c, draft);
    });
  }
}
