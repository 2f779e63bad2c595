import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { environmentMeta } from '../bootstrap.js';
import { ContentfulError, notFound } from '../errors.js';
import { cmaJson } from './context.js';
import { collection } from './query.js';

const ENV_ID = /^[a-zA-Z0-9][a-zA-Z0-9-_.]{0,63}$/;

/**
 * Spaces and environments (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/environments):
 * get the space; list, get, create (a copy of `X-Contentful-Source-Environment`, `master` by
 * default; ready at once) and delete environments (never `master`).
 */
export function registerEnvironments(app: Hono, ctx: ServiceContext): void {
  const space = (id: string) => {
    const found = ctx.store.getSpace(id);
    if (!found) throw notFound('Space', id);
    const { sys, name } = found;
    return { sys, name };
  };
  app.get('/spaces', (c) => {
    const found = space(ctx.config.spaceId);
    return cmaJson(c, collection([found], 1, 0, 100));
  });
  app.get('/spaces/:space', (c) => cmaJson(c, space(c.req.param('space'))));
  app.get('/spaces/:space/environments', (c) => {
    space(c.req.param('space'));
    const items = ctx.store.listEnvironments(c.req.param('space'));
    return cmaJson(c, collection(items, items.length, 0, 100));
  });
  app.get('/spaces/:space/environments/:env', (c) => {
    space(c.req.param('space'));
    const env = { spaceId: c.req.param('space'), environmentId: c.req.param('env') };
    const meta = ctx.store.getEnvironment(env);
    if (!meta) throw notFound('Environment', env.environmentId, { space: env.spaceId });
    return cmaJson(c, meta);
  });
  app.put('/spaces/:space/environments/:env', async (c) => {
    const spaceId = c.req.param('space');
    space(spaceId);
    const target = { spaceId, environmentId: c.req.param('env') };
    if (!ENV_ID.test(target.environmentId)) {
      throw new ContentfulError('ValidationFailed', 'Validation error', {
        errors: [
          {
            name: 'regexp',
            path: ['sys', 'id'],
            value: target.environmentId,
            details: 'Environment ids are letters, digits, dots, dashes and underscores',
          },
        ],
      });
    }
    if (ctx.store.getEnvironment(target)) {
      throw new ContentfulError('VersionMismatch', 'An environment with this id already exists.', { id: target.environmentId });
    }
    const sourceId = c.req.header('X-Contentful-Source-Environment') ?? 'master';
    const source = { spaceId, environmentId: sourceId };
    if (!ctx.store.getEnvironment(source)) throw notFound('Environment', sourceId, { space: spaceId });
    const text = await c.req.text();
    let name = target.environmentId;
    try {
      const body = text ? (JSON.parse(text) as { name?: unknown }) : {};
      if (typeof body.name === 'string' && body.name) name = body.name;
    } catch {
      throw new ContentfulError('BadRequest', 'The body you sent is not valid JSON.');
    }
    const meta = { ...environmentMeta(target, new Date().toISOString()), name };
    ctx.store.transaction(() => {
      ctx.store.putEnvironment(spaceId, meta);
      ctx.store.cloneEnvironment(source, target);
    });
    return cmaJson(c, meta, 201);
  });
  app.delete('/spaces/:space/environments/:env', (c) => {
    const env = { spaceId: c.req.param('space'), environmentId: c.req.param('env') };
    space(env.spaceId);
    if (!ctx.store.getEnvironment(env)) throw notFound('Environment', env.environmentId, { space: env.spaceId });
    if (env.environmentId === 'master') throw new ContentfulError('BadRequest', 'The master environment cannot be deleted.');
    ctx.store.deleteEnvironment(env);
    return c.body(null, 204);
  });
}
