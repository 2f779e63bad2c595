import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { ContentfulError, notFound, versionMismatch } from '../errors.js';
import type { Tag } from '../types.js';
import { cmaJson, envFrom, jsonBody, versionHeader } from './context.js';
import { collection, parseCollectionQuery, runCollectionQuery } from './query.js';
import { newSys, touched } from './sys.js';

/**
 * Tags (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/content-tags):
 * list, get, create by `PUT` (`sys.visibility` public or private), rename (version checked),
 * delete (version checked).
 */
export function registerTags(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void {
  for (const path of paths('/tags')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const query = parseCollectionQuery(new URL(c.req.url).searchParams, 'en-US');
      const page = runCollectionQuery(
        ctx.store.list<Tag>(env, 'Tag').map((r) => r.draft),
        query,
      );
      return cmaJson(c, collection(page.items, page.total, query.skip, query.limit));
    });
  }
  for (const path of paths('/tags/:id')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const record = ctx.store.get<Tag>(env, 'Tag', id);
      if (!record) throw notFound('Tag', id, { environment: env.environmentId, space: env.spaceId });
      return cmaJson(c, record.draft);
    });
    app.put(path, async (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const body = await jsonBody(c);
      if (typeof body.name !== 'string' || !body.name.trim()) {
        throw new ContentfulError('ValidationFailed', 'Validation error', {
          errors: [{ name: 'required', path: ['name'], details: 'The property "name" is required here' }],
        });
      }
      const record = ctx.store.get<Tag>(env, 'Tag', id);
      const now = new Date().toISOString();
      if (record) {
        if (versionHeader(c) !== record.draft.sys.version) throw versionMismatch();
        const tag: Tag = { sys: touched(record.draft.sys, now), name: body.name };
        ctx.store.save(env, 'Tag', { id, draft: tag, published: tag });
        return cmaJson(c, tag);
      }
      if (!/^[a-zA-Z0-9-_.]{1,64}$/.test(id))
        throw new ContentfulError('BadRequest', 'Tag ids are 1 to 64 letters, digits, dots, dashes or underscores.', { id });
      const visibility = (body.sys as { visibility?: unknown } | undefined)?.visibility === 'public' ? 'public' : 'private';
      const tag: Tag = { sys: newSys(env, 'Tag', id, now, { visibility }), name: body.name };
      ctx.store.save(env, 'Tag', { id, draft: tag, published: tag });
      return cmaJson(c, tag, 201);
    });
    app.delete(path, (c) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const record = ctx.store.get<Tag>(env, 'Tag', id);
      if (!record) throw notFound('Tag', id, { environment: env.environmentId, space: env.spaceId });
      if (versionHeader(c) !== record.draft.sys.version) throw versionMismatch();
      ctx.store.remove(env, 'Tag', id);
      return c.body(null, 204);
    });
  }
}
