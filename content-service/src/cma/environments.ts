import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import type { EnvironmentMeta } from '../store.js';
import { MASTER_ALIAS, aliasMeta, environmentMeta } from '../bootstrap.js';
import { ContentfulError, notFound } from '../errors.js';
import { webhookTopic } from '../webhooks/dispatcher.js';
import { cmaJson, jsonBody, requiredVersion } from './context.js';
import { collection } from './query.js';

const ENV_ID = /^[a-zA-Z0-9][a-zA-Z0-9-_.]{0,63}$/;

/**
 * Spaces and environments (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/environments):
 * get the space; list, get (by id or alias id), create (a copy of `X-Contentful-Source-Environment`,
 * the `master` alias's target by default; ready at once) and delete environments (never one an
 * alias targets); and the space's environment aliases.
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
    const spaceId = c.req.param('space');
    const items = ctx.store.listEnvironments(spaceId).map((meta) => withAliases(ctx, spaceId, meta));
    return cmaJson(c, collection(items, items.length, 0, 100));
  });
  app.get('/spaces/:space/environments/:env', (c) => {
    const spaceId = c.req.param('space');
    space(spaceId);
    const requested = c.req.param('env');
    const alias = ctx.store.getAlias(spaceId, requested);
    const meta = ctx.store.getEnvironment({ spaceId, environmentId: alias?.environment.sys.id ?? requested });
    if (!meta) throw notFound('Environment', requested, { space: spaceId });
    const shown = withAliases(ctx, spaceId, meta);
    if (!alias) return cmaJson(c, shown);
    // Through an alias: the alias's id and name, the target in `aliasedEnvironment`.
    return cmaJson(c, {
      ...shown,
      name: alias.sys.id,
      sys: { ...shown.sys, id: alias.sys.id, aliasedEnvironment: link('Environment', meta.sys.id) },
    });
  });
  app.put('/spaces/:space/environments/:env', async (c) => {
    const spaceId = c.req.param('space');
    space(spaceId);
    const target = { spaceId, environmentId: c.req.param('env') };
    checkId(target.environmentId, 'Environment');
    if (ctx.store.getEnvironment(target)) {
      throw new ContentfulError('VersionMismatch', 'An environment with this id already exists.', { id: target.environmentId });
    }
    if (ctx.store.getAlias(spaceId, target.environmentId)) {
      throw new ContentfulError('VersionMismatch', 'An environment alias with this id already exists.', { id: target.environmentId });
    }
    const sourceId = c.req.header('X-Contentful-Source-Environment') ?? 'master';
    const source = { spaceId, environmentId: ctx.store.resolveEnvironmentId(spaceId, sourceId) };
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
    if (ctx.store.getAlias(env.spaceId, env.environmentId)) {
      throw new ContentfulError(
        'BadRequest',
        `"${env.environmentId}" is an environment alias; delete the alias instead (master cannot be deleted).`,
      );
    }
    if (!ctx.store.getEnvironment(env)) throw notFound('Environment', env.environmentId, { space: env.spaceId });
    const aliases = aliasesOf(ctx, env.spaceId, env.environmentId);
    if (aliases.length) {
      throw new ContentfulError(
        'BadRequest',
        `The environment "${env.environmentId}" is the target of the alias ${aliases.map((a) => `"${a}"`).join(', ')} and cannot be deleted.`,
      );
    }
    ctx.store.deleteEnvironment(env);
    ctx.schedules.deleteEnvironment(env);
    return c.body(null, 204);
  });
  registerEnvironmentAliases(app, ctx, space);
}

/**
 * Environment aliases (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/environment-aliases):
 * list, get, create or retarget with `PUT` (an existing alias needs its current
 * `X-Contentful-Version`, else 409 `VersionMismatch`), delete (never `master`). An alias always
 * targets an existing environment (not another alias). Every change is sent to the webhooks as
 * `ContentManagement.EnvironmentAlias.{create,save,delete}` with the alias as payload, so a site
 * drops what it cached from the environment the alias left.
 */
function registerEnvironmentAliases(app: Hono, ctx: ServiceContext, space: (id: string) => unknown): void {
  const base = '/spaces/:space/environment_aliases';
  app.get(base, (c) => {
    space(c.req.param('space'));
    const items = ctx.store.listAliases(c.req.param('space'));
    return cmaJson(c, collection(items, items.length, 0, 100));
  });
  app.get(`${base}/:alias`, (c) => {
    space(c.req.param('space'));
    const alias = ctx.store.getAlias(c.req.param('space'), c.req.param('alias'));
    if (!alias) throw notFound('EnvironmentAlias', c.req.param('alias'), { space: c.req.param('space') });
    return cmaJson(c, alias);
  });
  app.put(`${base}/:alias`, async (c) => {
    const spaceId = c.req.param('space');
    const aliasId = c.req.param('alias');
    space(spaceId);
    checkId(aliasId, 'EnvironmentAlias');
    const body = await jsonBody(c);
    const targetId = (body.environment as { sys?: { id?: unknown } } | undefined)?.sys?.id;
    if (typeof targetId !== 'string' || !targetId) {
      throw new ContentfulError('ValidationFailed', 'Validation error', {
        errors: [
          {
            name: 'required',
            path: ['environment'],
            details: 'The target environment is required: {"environment":{"sys":{"type":"Link","linkType":"Environment","id":"…"}}}',
          },
        ],
      });
    }
    if (
      !ctx.store.getEnvironment({ spaceId, environmentId: targetId }) ||
      (ctx.store.getAlias(spaceId, targetId) && targetId !== MASTER_ALIAS)
    ) {
      throw new ContentfulError('ValidationFailed', 'Validation error', {
        errors: [
          {
            name: 'notResolvable',
            path: ['environment'],
            value: targetId,
            details: `The environment "${targetId}" does not exist; an alias must target an existing environment.`,
          },
        ],
      });
    }
    const existing = ctx.store.getAlias(spaceId, aliasId);
    const now = new Date().toISOString();
    if (!existing) {
      if (aliasId !== MASTER_ALIAS && ctx.store.getEnvironment({ spaceId, environmentId: aliasId })) {
        throw new ContentfulError('VersionMismatch', 'An environment with this id already exists.', { id: aliasId });
      }
      const created = aliasMeta(spaceId, aliasId, targetId, now);
      ctx.store.putAlias(spaceId, created);
      ctx.webhooks.emit(webhookTopic('EnvironmentAlias', 'create'), created);
      return cmaJson(c, created, 201);
    }
    const version = requiredVersion(c);
    if (version !== existing.sys.version) {
      throw new ContentfulError(
        'VersionMismatch',
        `Version mismatch: the alias is at version ${existing.sys.version}, the request sent ${version}.`,
      );
    }
    const updated = {
      ...existing,
      sys: { ...existing.sys, version: existing.sys.version + 1, updatedAt: now },
      environment: link('Environment', targetId),
    };
    ctx.store.putAlias(spaceId, updated);
    ctx.webhooks.emit(webhookTopic('EnvironmentAlias', 'save'), updated);
    return cmaJson(c, updated);
  });
  app.delete(`${base}/:alias`, (c) => {
    const spaceId = c.req.param('space');
    const aliasId = c.req.param('alias');
    space(spaceId);
    const alias = ctx.store.getAlias(spaceId, aliasId);
    if (!alias) throw notFound('EnvironmentAlias', aliasId, { space: spaceId });
    if (aliasId === MASTER_ALIAS) throw new ContentfulError('BadRequest', 'The master environment alias cannot be deleted.');
    ctx.store.deleteAlias(spaceId, aliasId);
    ctx.webhooks.emit(webhookTopic('EnvironmentAlias', 'delete'), alias);
    return c.body(null, 204);
  });
}

/** @throws ContentfulError ValidationFailed when `id` is not a valid environment or alias id (64 characters at most). */
function checkId(id: string, type: 'Environment' | 'EnvironmentAlias'): void {
  if (ENV_ID.test(id)) return;
  throw new ContentfulError('ValidationFailed', 'Validation error', {
    errors: [
      {
        name: 'regexp',
        path: ['sys', 'id'],
        value: id,
        details: `${type} ids are at most 64 letters, digits, dots, dashes and underscores`,
      },
    ],
  });
}

/** The ids of the aliases that target `environmentId`. */
function aliasesOf(ctx: ServiceContext, spaceId: string, environmentId: string): string[] {
  return ctx.store
    .listAliases(spaceId)
    .filter((a) => a.environment.sys.id === environmentId)
    .map((a) => a.sys.id);
}

/** The environment with `sys.aliases`: a link to each alias that targets it, as Contentful lists them. */
function withAliases(ctx: ServiceContext, spaceId: string, meta: EnvironmentMeta): EnvironmentMeta {
  return { ...meta, sys: { ...meta.sys, aliases: aliasesOf(ctx, spaceId, meta.sys.id).map((id) => link('EnvironmentAlias', id)) } };
}

function link<T extends string>(linkType: T, id: string): { sys: { type: 'Link'; linkType: T; id: string } } {
  return { sys: { type: 'Link', linkType, id } };
}
