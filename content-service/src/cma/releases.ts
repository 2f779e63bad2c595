import type { Context, Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { ContentfulError, notFound, versionMismatch } from '../errors.js';
import { newId } from '../ids.js';
import { requireActiveRelease, runReleaseAction } from '../scheduling/actions.js';
import { linkTo, MAX_ACTION_ENTITIES } from '../scheduling/execute.js';
import { cursorPage, cursorParam, limitParam, listParam, orderParam, requireKnownParams } from '../scheduling/query.js';
import type { AnyLink, Release, ReleaseAction, ReleaseEntityType } from '../scheduling/types.js';
import type { EnvRef } from '../types.js';
import type { ValidationErrorItem } from '../validation/entry.js';
import { cmaJson, envFrom, jsonBody, LOCAL_USER, requiredVersion } from './context.js';

/** The longest release title, in characters (chosen here: Contentful documents none). */
export const MAX_TITLE_LENGTH = 255;

const BODY_KEYS = new Set(['sys', 'title', 'entities', 'metadata']);
const LIST_PARAMS = new Set([
  'entities.sys.linkType',
  'entities.sys.id[in]',
  'entities[exists]',
  'sys.id[in]',
  'sys.id[nin]',
  'sys.status[in]',
  'sys.status[nin]',
  'sys.createdBy.sys.id[in]',
  'sys.schemaVersion',
  'title[match]',
  'order',
  'limit',
  'pageNext',
]);
const ACTION_LIST_PARAMS = new Set([
  'sys.id[in]',
  'sys.release.sys.id[in]',
  'sys.status[in]',
  'sys.status[nin]',
  'action',
  'uniqueBy',
  'order',
  'limit',
]);

function refuseV2(schemaVersion: unknown): void {
  if (schemaVersion === 'Release.v2') {
    throw new ContentfulError(
      'BadRequest',
      'Release.v2 is not supported by this service; create a Release.v1 release (entry and asset links).',
    );
  }
}

/**
 * A release body checked whole: `title` (1–255 characters), `entities` (`{ sys: { type: 'Array' },
 * items }`, at most 200 distinct entry or asset links, each existing in the environment);
 * `sys` (Release.v1 only) and `metadata` kept as sent.
 * @throws ContentfulError UnknownField, BadRequest (Release.v2) or ValidationFailed (422).
 */
function checkedRelease(
  ctx: ServiceContext,
  env: EnvRef,
  body: Record<string, unknown>,
): Pick<Release, 'title' | 'entities'> & { metadata?: unknown } {
  const unknown = Object.keys(body).filter((key) => !BODY_KEYS.has(key));
  if (unknown.length) {
    throw new ContentfulError('UnknownField', 'The body you sent contains an unknown field.', {
      errors: unknown.map((key) => ({ name: 'unknown', path: [key], details: `The property "${key}" is not expected` })),
    });
  }
  refuseV2((body.sys as { schemaVersion?: unknown } | undefined)?.schemaVersion);
  const problems: ValidationErrorItem[] = [];
  const { title, entities } = body;
  if (typeof title !== 'string' || !title.trim()) {
    problems.push({ name: 'required', path: ['title'], details: 'A release needs a title' });
  } else if (title.length > MAX_TITLE_LENGTH) {
    problems.push({
      name: 'size',
      path: ['title'],
      max: MAX_TITLE_LENGTH,
      details: `A release title is at most ${MAX_TITLE_LENGTH} characters`,
    });
  }
  const items = (entities as { items?: unknown } | null | undefined)?.items;
  if (!entities || typeof entities !== 'object' || !Array.isArray(items)) {
    problems.push({ name: 'required', path: ['entities'], details: 'entities must be { "sys": { "type": "Array" }, "items": [links] }' });
  } else if (items.length > MAX_ACTION_ENTITIES) {
    problems.push({
      name: 'size',
      path: ['entities', 'items'],
      max: MAX_ACTION_ENTITIES,
      details: `A release holds at most ${MAX_ACTION_ENTITIES} entities; this one has ${items.length}.`,
    });
  } else {
    const seen = new Set<string>();
    items.forEach((value, index) => {
      const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } } | null)?.sys;
      if (sys?.type !== 'Link' || (sys.linkType !== 'Entry' && sys.linkType !== 'Asset') || typeof sys.id !== 'string' || !sys.id) {
        problems.push({ name: 'type', path: ['entities', 'items', index], details: 'Each item must be a link to an Entry or an Asset' });
      } else if (seen.has(`${sys.linkType}:${sys.id}`)) {
        problems.push({
          name: 'unique',
          path: ['entities', 'items', index],
          details: `The ${sys.linkType.toLowerCase()} ${sys.id} is in the release twice`,
        });
      } else seen.add(`${sys.linkType}:${sys.id}`);
    });
  }
  if (problems.length) throw new ContentfulError('ValidationFailed', 'Validation error', { errors: problems });
  const links = (items as AnyLink<ReleaseEntityType>[]).map((l) => linkTo(l.sys.linkType, l.sys.id));
  // Contentful's answer for a link to a missing entity ("create invalid Release" in contentful-management's tests).
  const missing = links.filter((l) => !ctx.store.get(env, l.sys.linkType, l.sys.id));
  if (missing.length) {
    throw new ContentfulError('ValidationFailed', 'Validation error', {
      errors: missing.map((l) => ({
        error: {
          sys: { type: 'Error', id: 'NotFound' },
          message: 'The resource could not be found.',
          details: { sys: { id: l.sys.id, type: l.sys.linkType } },
        },
      })),
    });
  }
  return {
    title: title as string,
    entities: { sys: { type: 'Array' }, items: links },
    ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
  };
}

function loadRelease(ctx: ServiceContext, c: Context): { env: EnvRef; release: Release } {
  const env = envFrom(ctx, c);
  const id = c.req.param('id') ?? '';
  const release = ctx.schedules.getRelease(env, id);
  if (!release) throw notFound('Release', id, { environment: env.environmentId, space: env.spaceId });
  return { env, release };
}

/** The release of the URL at the version `X-Contentful-Version` names. @throws ContentfulError NotFound, VersionMismatch (409). */
function loadVersionedRelease(ctx: ServiceContext, c: Context): { env: EnvRef; release: Release } {
  const loaded = loadRelease(ctx, c);
  if (requiredVersion(c) !== loaded.release.sys.version) throw versionMismatch();
  return loaded;
}

function touchedRelease(release: Release, changes: Partial<Release> = {}, sys: Partial<Release['sys']> = {}): Release {
  return {
    ...release,
    ...changes,
    sys: { ...release.sys, ...sys, version: release.sys.version + 1, updatedAt: new Date().toISOString(), updatedBy: LOCAL_USER },
  };
}

/** The release query's filters (`entities.sys.id[in]`, `sys.status[in]`, `title[match]`, …) as a predicate. */
function releaseFilter(params: URLSearchParams): (release: Release) => boolean {
  refuseV2(params.get('sys.schemaVersion'));
  const linkType = params.get('entities.sys.linkType');
  const entityIds = listParam(params, 'entities.sys.id[in]');
  const exists = params.get('entities[exists]');
  const idIn = listParam(params, 'sys.id[in]');
  const idNin = listParam(params, 'sys.id[nin]');
  const statusIn = listParam(params, 'sys.status[in]');
  const statusNin = listParam(params, 'sys.status[nin]');
  const creators = listParam(params, 'sys.createdBy.sys.id[in]');
  const words = (params.get('title[match]') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (entityIds && !linkType)
    throw new ContentfulError('InvalidQuery', 'entities.sys.id[in] needs entities.sys.linkType (Entry or Asset).');
  if (exists !== null && exists !== 'true' && exists !== 'false')
    throw new ContentfulError('InvalidQuery', 'entities[exists] must be true or false.');
  return (release) => {
    const items = release.entities.items;
    return (
      (!linkType || !entityIds
        ? !linkType || items.some((l) => l.sys.linkType === linkType)
        : items.some((l) => l.sys.linkType === linkType && entityIds.includes(l.sys.id))) &&
      (exists === null || (exists === 'true') === items.length > 0) &&
      (!idIn || idIn.includes(release.sys.id)) &&
      (!idNin || !idNin.includes(release.sys.id)) &&
      (!statusIn || statusIn.includes(release.sys.status)) &&
      (!statusNin || !statusNin.includes(release.sys.status)) &&
      (!creators || creators.includes(release.sys.createdBy.sys.id)) &&
      words.every((w) => release.title.toLowerCase().includes(w))
    );
  };
}

/** The release action query's filters as a predicate; `uniqueBy=sys.release.sys.id` keeps the first of each release after ordering. */
function actionFilter(params: URLSearchParams): (action: ReleaseAction) => boolean {
  const idIn = listParam(params, 'sys.id[in]');
  const releases = listParam(params, 'sys.release.sys.id[in]');
  const statusIn = listParam(params, 'sys.status[in]');
  const statusNin = listParam(params, 'sys.status[nin]');
  const kind = params.get('action');
  if (kind !== null && !['publish', 'unpublish', 'validate'].includes(kind)) {
    throw new ContentfulError('InvalidQuery', 'action must be publish, unpublish or validate.');
  }
  return (a) =>
    (!idIn || idIn.includes(a.sys.id)) &&
    (!releases || releases.includes(a.sys.release.sys.id)) &&
    (!statusIn || statusIn.includes(a.sys.status)) &&
    (!statusNin || !statusNin.includes(a.sys.status)) &&
    (kind === null || a.action === kind);
}

const BY_DATES = {
  'sys.updatedAt': (r: { sys: { updatedAt: string } }) => r.sys.updatedAt,
  'sys.createdAt': (r: { sys: { createdAt: string } }) => r.sys.createdAt,
};

/**
 * Releases of the CMA (https://www.contentful.com/developers/docs/references/content-management-api/,
 * "Releases"; Release.v1: plain entry and asset links), under an environment:
 * `GET|POST …/releases`, `GET|PUT|DELETE …/releases/{id}`, `PUT|DELETE …/releases/{id}/published`
 * (publish or unpublish every entity as one action), `POST …/releases/{id}/validate`,
 * `PUT|DELETE …/releases/{id}/archived`, `GET …/releases/{id}/actions/{actionId}` and
 * `GET …/release_actions`. At most 200 entities a release.
 */
export function registerReleases(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void {
  for (const path of paths('/releases')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const params = new URL(c.req.url).searchParams;
      requireKnownParams(params, LIST_PARAMS);
      const order = orderParam<Release>(params, { ...BY_DATES, title: (r) => r.title }, '-sys.updatedAt');
      const limit = limitParam(params, 100, 1000);
      const matching = ctx.schedules.listReleases(env).filter(releaseFilter(params)).sort(order);
      return cmaJson(c, cursorPage(matching, cursorParam(params, 'pageNext'), limit));
    });
    app.post(path, async (c) => {
      const env = envFrom(ctx, c);
      const fields = checkedRelease(ctx, env, await jsonBody(c));
      const now = new Date().toISOString();
      const release: Release = {
        ...fields,
        sys: {
          id: newId(),
          type: 'Release',
          version: 1,
          status: 'active',
          space: { sys: { type: 'Link', linkType: 'Space', id: env.spaceId } },
          environment: linkTo('Environment', env.environmentId),
          createdBy: LOCAL_USER,
          updatedBy: LOCAL_USER,
          createdAt: now,
          updatedAt: now,
        },
      };
      ctx.schedules.putRelease(env, release);
      return cmaJson(c, release, 201);
    });
  }

  for (const path of paths('/releases/:id')) {
    app.get(path, (c) => cmaJson(c, loadRelease(ctx, c).release));
    app.put(path, async (c) => {
      const { env, release } = loadVersionedRelease(ctx, c);
      if (release.sys.status === 'archived')
        throw new ContentfulError('BadRequest', 'The release is archived: unarchive it before changing it.');
      const updated = touchedRelease(release, checkedRelease(ctx, env, await jsonBody(c)));
      ctx.schedules.putRelease(env, updated);
      return cmaJson(c, updated);
    });
    app.delete(path, (c) => {
      const { env, release } = loadRelease(ctx, c);
      ctx.schedules.deleteRelease(env, release.sys.id);
      return c.body(null, 204);
    });
  }

  for (const path of paths('/releases/:id/published')) {
    const act = (action: 'publish' | 'unpublish') => (c: Context) => {
      const { env, release } = loadVersionedRelease(ctx, c);
      requireActiveRelease(release);
      return cmaJson(c, runReleaseAction(ctx, env, release, action));
    };
    app.put(path, act('publish'));
    app.delete(path, act('unpublish'));
  }

  for (const path of paths('/releases/:id/validate')) {
    app.post(path, async (c) => {
      const { env, release } = loadRelease(ctx, c);
      requireActiveRelease(release);
      const text = await c.req.text();
      const body = text.trim() ? await jsonBody(c) : {};
      const as = body.action ?? 'publish';
      if (as !== 'publish' && as !== 'unpublish') throw new ContentfulError('BadRequest', 'action must be publish or unpublish.');
      return cmaJson(c, runReleaseAction(ctx, env, release, 'validate', as), 201);
    });
  }

  for (const path of paths('/releases/:id/archived')) {
    app.put(path, (c) => {
      const { env, release } = loadVersionedRelease(ctx, c);
      if (release.sys.status === 'archived') throw new ContentfulError('BadRequest', 'The release is already archived.');
      const now = new Date().toISOString();
      const archived = touchedRelease(release, {}, { status: 'archived', archivedAt: now, archivedBy: LOCAL_USER });
      ctx.schedules.putRelease(env, archived);
      return cmaJson(c, archived);
    });
    app.delete(path, (c) => {
      const { env, release } = loadVersionedRelease(ctx, c);
      if (release.sys.status !== 'archived') throw new ContentfulError('BadRequest', 'The release is not archived.');
      const active = touchedRelease(release, {}, { status: 'active' });
      delete active.sys.archivedAt;
      delete active.sys.archivedBy;
      ctx.schedules.putRelease(env, active);
      return cmaJson(c, active);
    });
  }

  for (const path of paths('/releases/:id/actions/:actionId')) {
    app.get(path, (c) => {
      const { env, release } = loadRelease(ctx, c);
      const id = c.req.param('actionId') ?? '';
      const action = ctx.schedules.getReleaseAction(env, release.sys.id, id);
      if (!action) throw notFound('ReleaseAction', id, { environment: env.environmentId, space: env.spaceId, release: release.sys.id });
      return cmaJson(c, action);
    });
  }

  for (const path of paths('/release_actions')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const params = new URL(c.req.url).searchParams;
      requireKnownParams(params, ACTION_LIST_PARAMS);
      const uniqueBy = params.get('uniqueBy');
      if (uniqueBy !== null && uniqueBy !== 'sys.release.sys.id')
        throw new ContentfulError('InvalidQuery', 'uniqueBy supports sys.release.sys.id only.');
      const order = orderParam<ReleaseAction>(params, BY_DATES, '-sys.updatedAt');
      let matching = ctx.schedules.listReleaseActions(env).filter(actionFilter(params)).sort(order);
      if (uniqueBy) {
        const seen = new Set<string>();
        matching = matching.filter((a) => !seen.has(a.sys.release.sys.id) && Boolean(seen.add(a.sys.release.sys.id)));
      }
      return cmaJson(c, cursorPage(matching, 0, limitParam(params, 100, 1000)));
    });
  }
}
