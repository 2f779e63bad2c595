import type { Context, Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { ContentfulError, notFound, versionMismatch } from '../errors.js';
import type { Asset, Entry, EntityRecord, EnvRef } from '../types.js';
import { cmaJson, envFrom, requiredVersion, versionHeader } from './context.js';
import { deletedPayload, published, touched, unpublished } from './sys.js';
import type { ValidationErrorItem } from '../validation/entry.js';

type Publishable = Entry | Asset;

export interface PublishableKind {
  type: 'Entry' | 'Asset';
  /** Path segment: `entries` or `assets`. */
  segment: string;
  /** Publish-time validation; answers Contentful's error items (empty when valid). */
  validate(ctx: ServiceContext, env: EnvRef, entity: Publishable): ValidationErrorItem[];
  /** Called in the publish's transaction with what was published (entries keep a snapshot). */
  onPublish?(ctx: ServiceContext, env: EnvRef, entity: Publishable, now: string): void;
}

/**
 * Loads a record and checks `X-Contentful-Version` against its draft.
 * @throws ContentfulError NotFound, or VersionMismatch (409) when the version differs.
 */
export function loadVersioned(
  ctx: ServiceContext,
  c: Context,
  env: EnvRef,
  kind: PublishableKind,
  versionRule: 'required' | 'optional' = 'required',
): EntityRecord<Publishable> {
  const id = c.req.param('id') ?? '';
  const record = ctx.store.get<Publishable>(env, kind.type, id);
  if (!record) throw notFound(kind.type, id, { environment: env.environmentId, space: env.spaceId });
  const version = versionRule === 'required' ? requiredVersion(c) : versionHeader(c);
  if (version !== undefined && version !== record.draft.sys.version) throw versionMismatch();
  return record;
}

/**
 * Registers the lifecycle routes shared by entries and assets
 * (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/entries/entry-publishing):
 * `PUT|DELETE …/{id}/published`, `PUT|DELETE …/{id}/archived`, `DELETE …/{id}`. Publish needs
 * `X-Contentful-Version`; archive, unpublish, unarchive and delete check it when sent (as
 * Contentful's reference marks it: optional). Each answers the entity (or 204 on delete) and firing webhooks.
 */
export function registerLifecycle(app: Hono, ctx: ServiceContext, kind: PublishableKind, paths: (suffix: string) => string[]): void {
  const topic = (action: string): string => `ContentManagement.${kind.type}.${action}`;

  for (const path of paths(`/${kind.segment}/:id/published`)) {
    app.put(path, (c) => {
      const env = envFrom(ctx, c);
      const record = loadVersioned(ctx, c, env, kind);
      if (record.draft.sys.archivedAt) {
        throw new ContentfulError('BadRequest', `Cannot publish an archived ${kind.type.toLowerCase()}.`, {
          type: kind.type,
          id: record.id,
        });
      }
      const errors = kind.validate(ctx, env, record.draft);
      if (errors.length) throw new ContentfulError('ValidationFailed', 'Validation error', { errors });
      const now = new Date().toISOString();
      const sys = published(record.draft.sys, now);
      const draft = { ...record.draft, sys } as Publishable;
      ctx.store.transaction(() => {
        ctx.store.save(env, kind.type, { id: record.id, draft, published: structuredClone(draft) });
        kind.onPublish?.(ctx, env, draft, now);
      });
      ctx.webhooks.emit(topic('publish'), draft);
      return cmaJson(c, draft);
    });
    app.delete(path, (c) => {
      const env = envFrom(ctx, c);
      const record = loadVersioned(ctx, c, env, kind, 'optional');
      if (!record.published) {
        throw new ContentfulError('BadRequest', `The ${kind.type.toLowerCase()} is not published.`, { type: kind.type, id: record.id });
      }
      const now = new Date().toISOString();
      const draft = { ...record.draft, sys: unpublished(record.draft.sys, now) } as Publishable;
      ctx.store.save(env, kind.type, { id: record.id, draft, published: null });
      ctx.webhooks.emit(topic('unpublish'), deletedPayload(record.draft.sys, now));
      return cmaJson(c, draft);
    });
  }

  for (const path of paths(`/${kind.segment}/:id/archived`)) {
    app.put(path, (c) => {
      const env = envFrom(ctx, c);
      // Contentful's reference ("Archive an entry"): X-Contentful-Version is optional here.
      const record = loadVersioned(ctx, c, env, kind, 'optional');
      if (record.published) {
        throw new ContentfulError('BadRequest', `Cannot archive a published ${kind.type.toLowerCase()}; unpublish it first.`, {
          type: kind.type,
          id: record.id,
        });
      }
      const now = new Date().toISOString();
      const base = touched(record.draft.sys, now);
      const draft = {
        ...record.draft,
        sys: { ...base, archivedAt: now, archivedVersion: base.version, archivedBy: base.updatedBy },
      } as Publishable;
      ctx.store.save(env, kind.type, { id: record.id, draft, published: null });
      ctx.webhooks.emit(topic('archive'), draft);
      return cmaJson(c, draft);
    });
    app.delete(path, (c) => {
      const env = envFrom(ctx, c);
      const record = loadVersioned(ctx, c, env, kind, 'optional');
      if (!record.draft.sys.archivedAt) {
        throw new ContentfulError('BadRequest', `The ${kind.type.toLowerCase()} is not archived.`, { type: kind.type, id: record.id });
      }
      const now = new Date().toISOString();
      const sys = touched(record.draft.sys, now);
      delete sys.archivedAt;
      delete sys.archivedVersion;
      delete sys.archivedBy;
      const draft = { ...record.draft, sys } as Publishable;
      ctx.store.save(env, kind.type, { id: record.id, draft, published: null });
      ctx.webhooks.emit(topic('unarchive'), draft);
      return cmaJson(c, draft);
    });
  }

  for (const path of paths(`/${kind.segment}/:id`)) {
    app.delete(path, (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const record = ctx.store.get<Publishable>(env, kind.type, id);
      if (!record) throw notFound(kind.type, id, { environment: env.environmentId, space: env.spaceId });
      const version = c.req.header('X-Contentful-Version');
      if (version !== undefined && Number(version) !== record.draft.sys.version) throw versionMismatch();
      if (record.published) {
        throw new ContentfulError('BadRequest', `Cannot delete a published ${kind.type.toLowerCase()}; unpublish it first.`, {
          type: kind.type,
          id,
        });
      }
      ctx.store.remove(env, kind.type, id);
      ctx.webhooks.emit(topic('delete'), deletedPayload(record.draft.sys, new Date().toISOString()));
      return c.body(null, 204);
    });
  }
}
