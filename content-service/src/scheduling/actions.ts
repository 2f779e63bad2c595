import type { ServiceContext } from '../context.js';
import { LOCAL_USER } from '../cma/context.js';
import { ContentfulError } from '../errors.js';
import { newId } from '../ids.js';
import type { EnvRef } from '../types.js';
import {
  actionError,
  checkPublishTogether,
  checkUnpublishTogether,
  errorBodyOf,
  linkTo,
  MAX_ACTION_ENTITIES,
  notFoundBody,
  publishTogether,
  tooManyEntities,
  unpublishTogether,
  withReferences,
  type Failure,
} from './execute.js';
import type { StoredScheduledAction } from './store.js';
import type { Release, ReleaseAction, ScheduledAction } from './types.js';

/** The key of `payload.withReferences` Contentful defines (contentful-management's `ScheduledActionReferenceFilters`). */
export const REFERENCE_FILTER = 'sys.contentType.metadata.annotations.ContentType[nin]';

/**
 * @throws ContentfulError BadRequest when the release is archived: it must be unarchived before
 * anything is published or unpublished with it.
 */
export function requireActiveRelease(release: Release): void {
  if (release.sys.status === 'archived') {
    throw new ContentfulError('BadRequest', 'The release is archived: unarchive it before publishing, unpublishing or validating it.', {
      type: 'Release',
      id: release.sys.id,
    });
  }
}

/**
 * Runs a release action (CMA "Releases": publish, unpublish, validate) to its end and keeps it:
 * `publish` publishes every entity of the release as one action (all checked first, none published
 * when one fails), `unpublish` unpublishes every published one as one action, `validate` checks
 * what `validateAs` (default publish) would do and changes nothing. The release's `sys.lastAction`
 * names it; its version does not change. The action is answered finished (`succeeded`, or
 * `failed` with `error`), where Contentful answers it `created` and finishes it later.
 * @returns the finished action.
 */
export function runReleaseAction(
  ctx: ServiceContext,
  env: EnvRef,
  release: Release,
  action: ReleaseAction['action'],
  validateAs: 'publish' | 'unpublish' = 'publish',
): ReleaseAction {
  const now = new Date().toISOString();
  const running: ReleaseAction = {
    action,
    sys: {
      id: newId(),
      type: 'ReleaseAction',
      space: { sys: { type: 'Link', linkType: 'Space', id: env.spaceId } },
      environment: linkTo('Environment', env.environmentId),
      release: linkTo('Release', release.sys.id),
      status: 'inProgress',
      createdBy: LOCAL_USER,
      createdAt: now,
      updatedBy: LOCAL_USER,
      updatedAt: now,
    },
  };
  ctx.schedules.putReleaseAction(env, running);
  ctx.schedules.putRelease(env, { ...release, sys: { ...release.sys, lastAction: linkTo('ReleaseAction', running.sys.id) } });
  const links = release.entities.items;
  let failures: Failure[];
  try {
    if (action === 'publish') failures = publishTogether(ctx, env, links);
    else if (action === 'unpublish') failures = unpublishTogether(ctx, env, links, true);
    else if (validateAs === 'publish') failures = checkPublishTogether(ctx, env, links).failures;
    else failures = checkUnpublishTogether(ctx, env, links, true).failures;
  } catch (error) {
    failures = [{ entity: linkTo('Release', release.sys.id), error: errorBodyOf(error) }];
  }
  const finished: ReleaseAction = {
    ...running,
    sys: { ...running.sys, status: failures.length ? 'failed' : 'succeeded', updatedAt: new Date().toISOString() },
    ...(failures.length ? { error: actionError(failures) } : {}),
  };
  ctx.schedules.putReleaseAction(env, finished);
  return finished;
}

/** What running the scheduled `action` in `env` fails with (empty when it did what it says). */
function perform(ctx: ServiceContext, env: EnvRef, action: ScheduledAction): Failure[] {
  const { entity } = action;
  if (entity.sys.linkType === 'Release') {
    const release = ctx.schedules.getRelease(env, entity.sys.id);
    if (!release) return [{ entity, error: notFoundBody('Release', entity.sys.id, env) }];
    try {
      requireActiveRelease(release);
    } catch (error) {
      return [{ entity, error: errorBodyOf(error) }];
    }
    const ran = runReleaseAction(ctx, env, release, action.action);
    return ran.error ? ran.error.details.errors : [];
  }
  const link = linkTo(entity.sys.linkType, entity.sys.id);
  if (action.action === 'unpublish') return unpublishTogether(ctx, env, [link], false);
  const excluded = action.payload?.withReferences?.[REFERENCE_FILTER];
  if (!excluded) return publishTogether(ctx, env, [link]);
  if (!ctx.store.get(env, link.sys.linkType, link.sys.id)) return [{ entity, error: notFoundBody(link.sys.linkType, link.sys.id, env) }];
  const links = withReferences(ctx, env, link, excluded);
  if (links.length > MAX_ACTION_ENTITIES) return [tooManyEntities(entity, links.length)];
  return publishTogether(ctx, env, links);
}

/**
 * Executes one due scheduled action: claims it (`scheduled` → `inProgress`, so it runs once even
 * if two ticks find it), publishes or unpublishes its entry, asset or release through the same
 * path as the publish routes (validations, webhooks), and keeps the outcome: `succeeded`, or
 * `failed` with `error` in Contentful's shape (CMA "Scheduled actions": "the status is set to
 * succeeded in case of successful execution and to failed if any error happened").
 * @returns the action as it ended, or undefined when it was no longer `scheduled`.
 */
export function runScheduledAction(ctx: ServiceContext, stored: StoredScheduledAction): ScheduledAction | undefined {
  const { action, env } = stored;
  const claimed: ScheduledAction = { ...action, sys: { ...action.sys, status: 'inProgress' } };
  if (!ctx.schedules.claimScheduledAction(env.spaceId, action.sys.id, claimed)) return undefined;
  return finishScheduledAction(ctx, { action: claimed, env });
}

/** Runs a claimed (`inProgress`) action and keeps its outcome (also for one a stopped process left running). */
export function finishScheduledAction(ctx: ServiceContext, { action, env }: StoredScheduledAction): ScheduledAction {
  let failures: Failure[];
  try {
    failures = perform(ctx, env, action);
  } catch (error) {
    failures = [{ entity: action.entity, error: errorBodyOf(error) }];
  }
  const ended: ScheduledAction = {
    ...action,
    sys: {
      ...action.sys,
      status: failures.length ? 'failed' : 'succeeded',
      version: action.sys.version + 1,
      updatedAt: new Date().toISOString(),
      updatedBy: LOCAL_USER,
    },
    ...(failures.length ? { error: actionError(failures) } : {}),
  };
  ctx.schedules.putScheduledAction(env, ended);
  return ended;
}
