import type { Context, Hono } from 'hono';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { ServiceContext } from '../context.js';
import { ContentfulError, notFound, versionMismatch } from '../errors.js';
import { newId } from '../ids.js';
import { REFERENCE_FILTER } from '../scheduling/actions.js';
import { linkTo } from '../scheduling/execute.js';
import { cursorPage, cursorParam, limitParam, listParam, orderParam, requireKnownParams } from '../scheduling/query.js';
import type { ScheduledAction, ScheduledActionStatus, SchedulableType } from '../scheduling/types.js';
import type { EnvRef } from '../types.js';
import type { ValidationErrorItem } from '../validation/entry.js';
import { cmaJson, jsonBody, LOCAL_USER, requiredVersion } from './context.js';

/** How far ahead an action may be scheduled, in years (CMA "Scheduled actions", Limitations: "up to 5 years in the future"). */
export const MAX_YEARS_AHEAD = 5;
/** Scheduled actions waiting to run per environment (CMA "Scheduled actions", Limitations: 500 in `scheduled` status). */
export const MAX_PENDING_ACTIONS = 500;

const STATUSES: readonly ScheduledActionStatus[] = ['scheduled', 'inProgress', 'succeeded', 'failed', 'canceled'];
const ENTITY_TYPES: readonly SchedulableType[] = ['Entry', 'Asset', 'Release'];
const BODY_KEYS = new Set(['sys', 'action', 'entity', 'environment', 'scheduledFor', 'payload']);
const LIST_PARAMS = new Set([
  'environment.sys.id',
  'entity.sys.id',
  'entity.sys.id[in]',
  'entity.sys.linkType',
  'entity.sys.linkType[in]',
  'sys.id[in]',
  'sys.status',
  'sys.status[in]',
  'sys.status[nin]',
  'scheduledFor.datetime[gte]',
  'scheduledFor.datetime[gt]',
  'scheduledFor.datetime[lte]',
  'scheduledFor.datetime[lt]',
  'order',
  'limit',
  'next',
]);
const ISO_DATETIME = z.iso.datetime({ offset: true });

/** `2026-01-02T15:04:05-0700` (an offset without its colon, as Contentful's own examples write it) read as `…-07:00`. */
function withColonOffset(datetime: string): string {
  return datetime.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
}

/** Whether `zone` is an IANA time zone name the runtime knows (`Europe/Berlin`). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function item(path: (string | number)[], name: string, details: string, extra: Record<string, unknown> = {}): ValidationErrorItem {
  return { name, path, details, ...extra };
}

function isLink(value: unknown, linkTypes: readonly string[]): value is { sys: { type: 'Link'; linkType: string; id: string } } {
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } } | null)?.sys;
  return (
    sys?.type === 'Link' &&
    typeof sys.linkType === 'string' &&
    linkTypes.includes(sys.linkType) &&
    typeof sys.id === 'string' &&
    sys.id !== ''
  );
}

/**
 * The problems of a scheduled action's time: an ISO 8601 date-time with an offset, after `now`
 * and at most `MAX_YEARS_AHEAD` years after it ("The scheduled date … must be between the current
 * time and up to 5 years in the future"), and an IANA `timezone` when one is given.
 */
export function scheduleProblems(scheduledFor: unknown, now: Date): ValidationErrorItem[] {
  if (!scheduledFor || typeof scheduledFor !== 'object' || Array.isArray(scheduledFor)) {
    return [item(['scheduledFor'], 'required', 'scheduledFor must be an object with a datetime')];
  }
  const { datetime, timezone, ...rest } = scheduledFor as Record<string, unknown>;
  const problems: ValidationErrorItem[] = Object.keys(rest).map((key) =>
    item(['scheduledFor', key], 'unknown', `The property "${key}" is not expected`),
  );
  if (typeof datetime !== 'string' || !ISO_DATETIME.safeParse(withColonOffset(datetime)).success) {
    problems.push(
      item(
        ['scheduledFor', 'datetime'],
        'format',
        'scheduledFor.datetime must be an ISO 8601 date and time with an offset, e.g. 2027-01-31T09:00:00.000Z',
      ),
    );
  } else {
    const at = Date.parse(withColonOffset(datetime));
    const latest = new Date(now);
    latest.setUTCFullYear(latest.getUTCFullYear() + MAX_YEARS_AHEAD);
    if (at <= now.getTime()) {
      problems.push(item(['scheduledFor', 'datetime'], 'range', 'scheduledFor.datetime must be in the future', { value: datetime }));
    } else if (at > latest.getTime()) {
      problems.push(
        item(
          ['scheduledFor', 'datetime'],
          'range',
          `scheduledFor.datetime must be at most ${MAX_YEARS_AHEAD} years ahead (${latest.toISOString()})`,
          {
            value: datetime,
            max: latest.toISOString(),
          },
        ),
      );
    }
  }
  if (timezone !== undefined && (typeof timezone !== 'string' || !isTimeZone(timezone))) {
    problems.push(
      item(['scheduledFor', 'timezone'], 'in', 'scheduledFor.timezone must be an IANA time zone name, e.g. Europe/Berlin', {
        value: timezone,
      }),
    );
  }
  return problems;
}

/** The problems of `payload` (optional): `withReferences` with the one filter Contentful defines, for an entry's publish. */
function payloadProblems(body: Record<string, unknown>): ValidationErrorItem[] {
  const { payload } = body;
  if (payload === undefined) return [];
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return [item(['payload'], 'type', 'payload must be an object')];
  const { withReferences, ...rest } = payload as Record<string, unknown>;
  const problems = Object.keys(rest).map((key) => item(['payload', key], 'unknown', `The property "${key}" is not expected`));
  if (withReferences === undefined) return problems;
  const filters = withReferences as Record<string, unknown> | null;
  const valid =
    filters &&
    typeof filters === 'object' &&
    Object.keys(filters).length === 1 &&
    Array.isArray(filters[REFERENCE_FILTER]) &&
    (filters[REFERENCE_FILTER] as unknown[]).every((v) => typeof v === 'string');
  if (!valid) {
    problems.push(
      item(['payload', 'withReferences'], 'type', `payload.withReferences must be { "${REFERENCE_FILTER}": [annotation ids] }`),
    );
  } else if (body.action !== 'publish' || (body.entity as { sys?: { linkType?: unknown } } | undefined)?.sys?.linkType !== 'Entry') {
    problems.push(item(['payload', 'withReferences'], 'in', 'payload.withReferences applies to publishing an entry only'));
  }
  return problems;
}

/**
 * A create or update body checked whole: `action`, `entity`, `environment`, `scheduledFor`,
 * `payload`; `sys` is ignored.
 * @throws ContentfulError UnknownField or ValidationFailed (422) with every problem found.
 */
function checkedBody(
  body: Record<string, unknown>,
  now: Date,
): Pick<ScheduledAction, 'action' | 'entity' | 'environment' | 'scheduledFor' | 'payload'> {
  const unknown = Object.keys(body).filter((key) => !BODY_KEYS.has(key));
  if (unknown.length) {
    throw new ContentfulError('UnknownField', 'The body you sent contains an unknown field.', {
      errors: unknown.map((key) => item([key], 'unknown', `The property "${key}" is not expected`)),
    });
  }
  const problems: ValidationErrorItem[] = [];
  if (body.action !== 'publish' && body.action !== 'unpublish') {
    problems.push(item(['action'], 'in', 'action must be publish or unpublish', { expected: ['publish', 'unpublish'] }));
  }
  if (!isLink(body.entity, ENTITY_TYPES)) {
    problems.push(item(['entity'], 'type', 'entity must be a link to an Entry, an Asset or a Release'));
  }
  if (!isLink(body.environment, ['Environment'])) {
    problems.push(item(['environment'], 'required', 'environment must be a link to an Environment'));
  }
  problems.push(...scheduleProblems(body.scheduledFor, now), ...payloadProblems(body));
  if (problems.length) throw new ContentfulError('ValidationFailed', 'Validation error', { errors: problems });
  const entity = body.entity as ScheduledAction['entity'];
  const scheduledFor = body.scheduledFor as ScheduledAction['scheduledFor'];
  return {
    action: body.action as ScheduledAction['action'],
    entity: linkTo(entity.sys.linkType, entity.sys.id),
    environment: linkTo('Environment', (body.environment as ScheduledAction['environment']).sys.id),
    scheduledFor: { datetime: scheduledFor.datetime, ...(scheduledFor.timezone !== undefined ? { timezone: scheduledFor.timezone } : {}) },
    ...(body.payload !== undefined ? { payload: body.payload as ScheduledAction['payload'] } : {}),
  };
}

/**
 * The environment an action's `environment` link (or `environment.sys.id`) names, resolved
 * through aliases.
 * @throws ContentfulError BadRequest "The resource could not be found." when it does not exist
 * (Contentful answers a scheduled action for a missing entity 400 with that message).
 */
function environmentOf(ctx: ServiceContext, spaceId: string, id: string): EnvRef {
  const env = { spaceId, environmentId: ctx.store.resolveEnvironmentId(spaceId, id) };
  if (!ctx.store.getEnvironment(env)) {
    throw new ContentfulError('BadRequest', 'The resource could not be found.', { type: 'Environment', id, space: spaceId });
  }
  return env;
}

/** @throws ContentfulError BadRequest "The resource could not be found." when the entity is not in the environment. */
function requireEntity(ctx: ServiceContext, env: EnvRef, entity: ScheduledAction['entity']): void {
  const { linkType, id } = entity.sys;
  const exists =
    linkType === 'Release' ? Boolean(ctx.schedules.getRelease(env, id)) : Boolean(ctx.store.get(env, linkType as 'Entry' | 'Asset', id));
  if (!exists) {
    throw new ContentfulError('BadRequest', 'The resource could not be found.', {
      type: linkType,
      id,
      environment: env.environmentId,
      space: env.spaceId,
    });
  }
}

function requireSpace(ctx: ServiceContext, c: Context): string {
  const spaceId = c.req.param('space') ?? '';
  if (!ctx.store.getSpace(spaceId)) throw notFound('Space', spaceId);
  return spaceId;
}

/**
 * The scheduled action of the URL; with `environment.sys.id` in the query it must be of that
 * environment.
 * @throws ContentfulError NotFound.
 */
function loadAction(ctx: ServiceContext, c: Context) {
  const spaceId = requireSpace(ctx, c);
  const id = c.req.param('id') ?? '';
  const stored = ctx.schedules.getScheduledAction(spaceId, id);
  const envId = c.req.query('environment.sys.id');
  const envMatches = envId === undefined || (stored && ctx.store.resolveEnvironmentId(spaceId, envId) === stored.env.environmentId);
  if (!stored || !envMatches) throw notFound('ScheduledAction', id, { space: spaceId });
  return stored;
}

/** The filter of a list query (`entity.sys.id`, `sys.status[in]`, …) as a predicate. */
function listFilter(params: URLSearchParams): (action: ScheduledAction) => boolean {
  const ids = listParam(params, 'sys.id[in]');
  const entityIds = [...(listParam(params, 'entity.sys.id') ?? []), ...(listParam(params, 'entity.sys.id[in]') ?? [])];
  const linkTypes = [...(listParam(params, 'entity.sys.linkType') ?? []), ...(listParam(params, 'entity.sys.linkType[in]') ?? [])];
  const statusIn = listParam(params, 'sys.status[in]') ?? listParam(params, 'sys.status');
  const statusNin = listParam(params, 'sys.status[nin]');
  for (const status of [...(statusIn ?? []), ...(statusNin ?? [])]) {
    if (!STATUSES.includes(status as ScheduledActionStatus)) {
      throw new ContentfulError('InvalidQuery', `sys.status must be among ${STATUSES.join(', ')}; "${status}" is not.`);
    }
  }
  const bounds = (['gte', 'gt', 'lte', 'lt'] as const).flatMap((op) => {
    const raw = params.get(`scheduledFor.datetime[${op}]`);
    if (raw === null) return [];
    const at = Date.parse(withColonOffset(raw));
    if (Number.isNaN(at)) throw new ContentfulError('InvalidQuery', `scheduledFor.datetime[${op}] must be an ISO 8601 date and time.`);
    return [{ op, at }];
  });
  return (action) => {
    const at = Date.parse(withColonOffset(action.scheduledFor.datetime));
    return (
      (!ids || ids.includes(action.sys.id)) &&
      (!entityIds.length || entityIds.includes(action.entity.sys.id)) &&
      (!linkTypes.length || linkTypes.includes(action.entity.sys.linkType)) &&
      (!statusIn || statusIn.includes(action.sys.status)) &&
      (!statusNin || !statusNin.includes(action.sys.status)) &&
      bounds.every(({ op, at: bound }) => (op === 'gte' ? at >= bound : op === 'gt' ? at > bound : op === 'lte' ? at <= bound : at < bound))
    );
  };
}

/**
 * Scheduled actions of the CMA (https://www.contentful.com/developers/docs/references/content-management-api/,
 * "Scheduled actions"), at the space level:
 * - `GET /spaces/{space}/scheduled_actions?environment.sys.id=…` (required) with `entity.sys.id`,
 *   `entity.sys.id[in]`, `entity.sys.linkType` / `entity.sys.linkType[in]` (Forma 36's reference
 *   editors ask for `Entry,Asset`), `sys.status` / `sys.status[in|nin]`, `sys.id[in]`,
 *   `scheduledFor.datetime[gte|gt|lte|lt]`, `order` (`scheduledFor.datetime`, default, or
 *   `sys.createdAt`, each also with `-`), `limit` (1–1000, default 100) and the `next` cursor;
 * - `POST` creates one (201), `GET …/{id}` reads it, `PUT …/{id}` with `X-Contentful-Version`
 *   changes its `scheduledFor` only, `DELETE …/{id}` cancels it (status `canceled`, answered).
 * Publishing and unpublishing an entry, an asset or a release, at most 5 years ahead; the runner
 * (scheduling/runner.ts) executes them.
 */
export function registerScheduledActions(app: Hono, ctx: ServiceContext): void {
  app.get('/spaces/:space/scheduled_actions', (c) => {
    const spaceId = requireSpace(ctx, c);
    const params = new URL(c.req.url).searchParams;
    requireKnownParams(params, LIST_PARAMS);
    const envId = params.get('environment.sys.id');
    if (!envId)
      throw new ContentfulError('InvalidQuery', 'environment.sys.id is required: name the environment whose scheduled actions to list.');
    const env = environmentOf(ctx, spaceId, envId);
    const order = orderParam<ScheduledAction>(
      params,
      {
        'scheduledFor.datetime': (a) => new Date(Date.parse(withColonOffset(a.scheduledFor.datetime))).toISOString(),
        'sys.createdAt': (a) => a.sys.createdAt,
      },
      'scheduledFor.datetime',
    );
    const limit = limitParam(params, 100, 1000);
    const offset = cursorParam(params, 'next');
    const matching = ctx.schedules.listScheduledActions(env).filter(listFilter(params)).sort(order);
    return cmaJson(c, cursorPage(matching, offset, limit));
  });

  app.post('/spaces/:space/scheduled_actions', async (c) => {
    const spaceId = requireSpace(ctx, c);
    const now = new Date();
    const fields = checkedBody(await jsonBody(c), now);
    const env = environmentOf(ctx, spaceId, fields.environment.sys.id);
    requireEntity(ctx, env, fields.entity);
    if (ctx.schedules.countScheduled(env) >= MAX_PENDING_ACTIONS) {
      throw new ContentfulError(
        'BadRequest',
        `An environment holds at most ${MAX_PENDING_ACTIONS} scheduled actions waiting to run; cancel one before scheduling another.`,
      );
    }
    const at = now.toISOString();
    const action: ScheduledAction = {
      sys: {
        id: newId(),
        type: 'ScheduledAction',
        version: 1,
        space: { sys: { type: 'Link', linkType: 'Space', id: spaceId } },
        status: 'scheduled',
        createdAt: at,
        createdBy: LOCAL_USER,
        updatedAt: at,
        updatedBy: LOCAL_USER,
      },
      ...fields,
    };
    ctx.schedules.putScheduledAction(env, action);
    return cmaJson(c, action, 201);
  });

  app.get('/spaces/:space/scheduled_actions/:id', (c) => cmaJson(c, loadAction(ctx, c).action));

  app.put('/spaces/:space/scheduled_actions/:id', async (c) => {
    const stored = loadAction(ctx, c);
    const { action } = stored;
    if (requiredVersion(c) !== action.sys.version) throw versionMismatch();
    if (action.sys.status !== 'scheduled') {
      throw new ContentfulError('BadRequest', `Only a scheduled action can be changed; this one is ${action.sys.status}.`, {
        status: action.sys.status,
      });
    }
    const fields = checkedBody(await jsonBody(c), new Date());
    const changed: string[] = (['action', 'entity', 'environment'] as const).filter((key) => !isDeepStrictEqual(fields[key], action[key]));
    if (fields.payload !== undefined && !isDeepStrictEqual(fields.payload, action.payload)) changed.push('payload');
    if (changed.length) {
      throw new ContentfulError('ValidationFailed', 'Validation error', {
        errors: changed.map((key) => item([key], 'immutable', `Only scheduledFor can change; ${key} cannot`)),
      });
    }
    const updated: ScheduledAction = {
      ...action,
      scheduledFor: fields.scheduledFor,
      sys: { ...action.sys, version: action.sys.version + 1, updatedAt: new Date().toISOString(), updatedBy: LOCAL_USER },
    };
    ctx.schedules.putScheduledAction(stored.env, updated);
    return cmaJson(c, updated);
  });

  app.delete('/spaces/:space/scheduled_actions/:id', (c) => {
    const stored = loadAction(ctx, c);
    const { action } = stored;
    if (action.sys.status !== 'scheduled') {
      throw new ContentfulError('BadRequest', `Only a scheduled action can be canceled; this one is ${action.sys.status}.`, {
        status: action.sys.status,
      });
    }
    const now = new Date().toISOString();
    const canceled: ScheduledAction = {
      ...action,
      sys: {
        ...action.sys,
        status: 'canceled',
        version: action.sys.version + 1,
        updatedAt: now,
        updatedBy: LOCAL_USER,
        canceledAt: now,
        canceledBy: LOCAL_USER,
      },
    };
    ctx.schedules.putScheduledAction(stored.env, canceled);
    return cmaJson(c, canceled);
  });
}
