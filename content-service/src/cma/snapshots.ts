import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { notFound } from '../errors.js';
import { newId } from '../ids.js';
import type { Entry, EnvRef, Link, Sys } from '../types.js';
import { cmaJson, envFrom, LOCAL_USER } from './context.js';
import { collection, parseCollectionQuery } from './query.js';

/**
 * A snapshot as the CMA answers it
 * (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/snapshots):
 * `sys` of the snapshot, `snapshot` the entry's `fields` and `sys` at publish time (no `metadata`).
 */
export interface Snapshot {
  sys: {
    type: 'Snapshot';
    id: string;
    snapshotType: 'publish';
    snapshotEntityType: 'Entry';
    createdAt: string;
    updatedAt: string;
    createdBy: Link<'User'>;
    updatedBy: Link<'User'>;
    space: Link<'Space'>;
    environment: Link<'Environment'>;
  };
  snapshot: { fields: Entry['fields']; sys: Sys };
}

/** Keeps a snapshot of `entry` as just published (called in the publish's transaction). */
export function snapshotOnPublish(ctx: ServiceContext, env: EnvRef, entry: Entry, now: string): void {
  const snapshot: Snapshot = {
    sys: {
      type: 'Snapshot',
      id: newId(),
      snapshotType: 'publish',
      snapshotEntityType: 'Entry',
      createdAt: now,
      updatedAt: now,
      createdBy: LOCAL_USER,
      updatedBy: LOCAL_USER,
      space: entry.sys.space,
      environment: entry.sys.environment,
    },
    snapshot: { fields: structuredClone(entry.fields), sys: structuredClone(entry.sys) },
  };
  ctx.store.addSnapshot(env, entry.sys.id, snapshot);
}

/**
 * Entry snapshots: `GET …/entries/{id}/snapshots` (newest first, `skip`/`limit`) and
 * `GET …/entries/{id}/snapshots/{snapshotId}`. One snapshot per publish, in every environment
 * (Contentful keeps them in master only).
 * @throws ContentfulError NotFound for an unknown entry or snapshot.
 */
export function registerSnapshots(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void {
  const entryOf = (env: EnvRef, id: string): void => {
    if (!ctx.store.get<Entry>(env, 'Entry', id)) throw notFound('Entry', id, { environment: env.environmentId, space: env.spaceId });
  };
  for (const path of paths('/entries/:id/snapshots')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      entryOf(env, id);
      const query = parseCollectionQuery(
        new URLSearchParams({ skip: c.req.query('skip') ?? '0', limit: c.req.query('limit') ?? '100' }),
        '',
      );
      const page = ctx.store.listSnapshots<Snapshot>(env, id, query.skip, query.limit);
      return cmaJson(c, collection(page.items, page.total, query.skip, query.limit));
    });
  }
  for (const path of paths('/entries/:id/snapshots/:snapshotId')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      entryOf(env, id);
      const snapshotId = c.req.param('snapshotId') ?? '';
      const snapshot = ctx.store.getSnapshot<Snapshot>(env, id, snapshotId);
      if (!snapshot) throw notFound('Snapshot', snapshotId, { environment: env.environmentId, space: env.spaceId });
      return cmaJson(c, snapshot);
    });
  }
}
