import type { Context, Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { ContentfulError, notFound, versionMismatch } from '../errors.js';
import type { Asset, Entry, EntityRecord, EnvRef } from '../types.js';
import { cmaJson, envFrom, requiredVersion, versionHeader } from './context.js';
import { deletedPayload, published, touched, unpublished } from './sys.js';
import type { ValidationErrorItem } from '../validation/entry.js';

/** What can be published: an entry or an asset. */
export type Publishable = Entry | Asset;

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
 * Why `record` may not be published now: archived (400 BadRequest) or invalid (422
 * ValidationFailed with Contentful's error items).
 * @throws ContentfulError when it may not be published.
 */
export function checkPublishable(ctx: ServiceContext, env: EnvRef, kind: PublishableKind, record: EntityRecord<Publishable>): void {
  if (record.draft.sys.archivedAt) {
    throw new ContentfulError('BadRequest', `Cannot publish an archived ${kind.type.toLowerCase()}.`, {
      type: kind.type,
      id: record.id,
    });
  }
  const errors = kind.validate(ctx, env, record.draft);
  if (errors.length) throw new ContentfulError('ValidationFailed', 'Validation error', { errors });
}

/**
 * Publishes `record`'s draft as it is, unchecked (`checkPublishable` first): saves it as the
 * published copy and runs the kind's `onPublish` (an entry's snapshot). Call it inside a
 * transaction; the caller emits the webhook (`publishedTopic`) once the transaction has landed.
 * @returns the entity as published (its new `sys`).
 */
export function commitPublish(
  ctx: ServiceContext,
  env: EnvRef,
  kind: PublishableKind,
  record: EntityRecord<Publishable>,
  now: string,
): Publishable {
  const draft = { ...record.draft, sys: published(record.draft.sys, now) } as Publishable;
  ctx.store.save(env, kind.type, { id: record.id, draft, published: structuredClone(draft) });
  kind.onPublish?.(ctx, env, draft, now);
  return draft;
}

/** The webhook topic of an entity's lifecycle event: `ContentManagement.Entry.publish` … */
export function lifecycleTopic(kind: PublishableKind, action: string): string {
  return `ContentManagement.${kind.type}.${action}`;
}

/**
 * The one publish path of an entry or asset, for the publish route and for scheduled actions
 * alike: checks it (`checkPublishable`), publishes its current draft in one transaction and fires
 * the publish webhook.
 * @returns the published entity.
 * @throws ContentfulError BadRequest (archived) or ValidationFailed (422).
 */
export function publishRecord(ctx: ServiceContext, env: EnvRef, kind: PublishableKind, record: EntityRecord<Publishable>): Publishable {
  checkPublishable(ctx, env, kind, record);
  const now = new Date().toISOString();
  const draft = ctx.store.transaction(() => commitPublish(ctx, env, kind, record, now));
  ctx.webhooks.emit(lifecycleTopic(kind, 'publish'), draft);
  return draft;
}

/**
 * Unpublishes `record` (which must be published): saves its draft with the new `sys` and no
 * published copy. Call it inside a transaction; the caller emits the unpublish webhook with
 * `deletedPayload` of the returned `before` sys once the transaction has landed.
 * @returns the entity with its new `sys`.
 */
export function commitUnpublish(
  ctx: ServiceContext,
  env: EnvRef,
  kind: PublishableKind,
  record: EntityRecord<Publishable>,
  now: string,
): Publishable {
  const draft = { ...record.draft, sys: unpublished(record.draft.sys, now) } as Publishable;
  ctx.store.save(env, kind.type, { id: record.id, draft, published: null });
  return draft;
}

/**
 * @throws ContentfulError BadRequest when `record` is not published (so it cannot be unpublished).
 */
export function checkUnpublishable(kind: PublishableKind, record: EntityRecord<Publishable>): void {
  if (!record.published) {
    throw new ContentfulError('BadRequest', `The ${kind.type.toLowerCase()} is not published.`, { type: kind.type, id: record.id });
  }
}

/**
 * The one unpublish path of an entry or asset (the route's and scheduled actions'): drops the
 * published copy and fires the unpublish webhook with Contentful's `Deleted…` payload.
 * @returns the entity with its new `sys`.
 * @throws ContentfulError BadRequest when it is not published.
 */
export function unpublishRecord(ctx: ServiceContext, env: EnvRef, kind: PublishableKind, record: EntityRecord<Publishable>): Publishable {
  checkUnpublishable(kind, record);
  const now = new Date().toISOString();
  const draft = commitUnpublish(ctx, env, kind, record, now);
  ctx.webhooks.emit(lifecycleTopic(kind, 'unpublish'), deletedPayload(record.draft.sys, now));
  return draft;
}

/**
 * Registers the lifecycle routes shared by entries and assets
 * (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/entries/entry-publishing):
 * `PUT|DELETE …/{id}/published`, `PUT|DELETE …/{id}/archived`, `DELETE …/{id}`. Publish needs
 * `X-Contentful-Version`; archive, unpublish, unarchive and delete check it when sent (as
 * Contentful's reference marks it: optional). Each answers the entity (or 204 on delete) and firing webhooks.
 */
export function registerLifecycle(app: Hono, ctx: ServiceContext, kind: PublishableKind, paths: (suffix: string) => string[]): void {
  const topic = (action: string): string => lifecycleTopic(kind, action);

  for (const path of paths(`/${kind.segment}/:id/published`)) {
    app.put(path, (c) => {
      const env = envFrom(ctx, c);
      const record = loadVersioned(ctx, c, env, kind);
      return cmaJson(c, publishRecord(ctx, env, kind, record));
    });
    app.delete(path, (c) => {
      const env = envFrom(ctx, c);
      const record = loadVersioned(ctx, c, env, kind, 'optional');
      return cmaJson(c, unpublishRecord(ctx, env, kind, record));
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
