import type { ServiceContext } from '../context.js';
import { ContentfulError } from '../errors.js';
import { ASSET_KIND } from '../cma/assets.js';
import { ENTRY_KIND } from '../cma/entries.js';
import {
  checkPublishable,
  checkUnpublishable,
  commitPublish,
  commitUnpublish,
  lifecycleTopic,
  type Publishable,
  type PublishableKind,
} from '../cma/publishable.js';
import { deletedPayload } from '../cma/sys.js';
import type { ContentType, Entry, EntityRecord, EnvRef } from '../types.js';
import type { ActionError, AnyLink, ErrorBody, ReleaseEntityType, SchedulableType } from './types.js';

/**
 * The most entities one action publishes: a release's limit, and the limit of a publish with
 * references (CMA reference, "Releases" and "Scheduled actions", Limitations: 200).
 */
export const MAX_ACTION_ENTITIES = 200;

/** How many links away a publish with references follows (the CMA's `include` reaches 10). */
const MAX_REFERENCE_DEPTH = 10;

/** One entity an action could not act on, and why (the error its own publish would have answered). */
export interface Failure {
  entity: AnyLink<SchedulableType>;
  error: ErrorBody;
}

interface Target {
  kind: PublishableKind;
  record: EntityRecord<Publishable>;
}

function kindOf(linkType: ReleaseEntityType): PublishableKind {
  return linkType === 'Entry' ? ENTRY_KIND : ASSET_KIND;
}

/** `{ sys: { type: 'Link', linkType, id } }` */
export function linkTo<T extends string>(linkType: T, id: string): AnyLink<T> {
  return { sys: { type: 'Link', linkType, id } };
}

/** The error body (no request id) of what a publish threw; anything not a ContentfulError is a server error. */
export function errorBodyOf(error: unknown): ErrorBody {
  if (error instanceof ContentfulError) {
    const { sys, message, details } = error.toBody();
    return details === undefined ? { sys, message } : { sys, message, details };
  }
  console.error('[content-service] unexpected error in a scheduled or release action', error);
  return { sys: { type: 'Error', id: 'ServerError' }, message: 'Internal server error.' };
}

/**
 * The error a failed action keeps: the first failure's id and message, and every failure with its
 * entity in `details.errors` (contentful-management's `ScheduledActionFailedError`).
 */
export function actionError(failures: readonly Failure[]): ActionError {
  const first = failures[0]!;
  return { sys: first.error.sys, message: first.error.message, details: { errors: failures.map((f) => ({ ...f })) } };
}

/** The NotFound error body Contentful answers for a missing entity of the environment. */
export function notFoundBody(type: string, id: string, env: EnvRef): ErrorBody {
  return {
    sys: { type: 'Error', id: 'NotFound' },
    message: 'The resource could not be found.',
    details: { type, id, environment: env.environmentId, space: env.spaceId },
  };
}

function resolve(ctx: ServiceContext, env: EnvRef, link: AnyLink<ReleaseEntityType>): Target | Failure {
  const kind = kindOf(link.sys.linkType);
  const record = ctx.store.get<Publishable>(env, kind.type, link.sys.id);
  return record ? { kind, record } : { entity: link, error: notFoundBody(link.sys.linkType, link.sys.id, env) };
}

function isFailure(value: Target | Failure): value is Failure {
  return 'error' in value;
}

/** Whether the record has a draft that differs from what is published (never published, or changed since). */
function hasUnpublishedChanges(record: EntityRecord<Publishable>): boolean {
  const sys = record.draft.sys;
  return !record.published || sys.version > (sys.publishedVersion ?? 0) + 1;
}

/** Every entry and asset link in a value (link fields, lists, rich text's embedded entries). */
function linksIn(value: unknown, out: AnyLink<ReleaseEntityType>[] = []): AnyLink<ReleaseEntityType>[] {
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } } | null)?.sys;
  if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string') {
    out.push(linkTo(sys.linkType, sys.id));
  } else if (Array.isArray(value)) {
    for (const item of value) linksIn(item, out);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) linksIn(item, out);
  }
  return out;
}

/** Whether the entry's content type carries one of `annotations` (`metadata.annotations.ContentType[].sys.id`). */
function annotated(ctx: ServiceContext, env: EnvRef, entry: Entry, annotations: readonly string[]): boolean {
  if (!annotations.length) return false;
  const type = ctx.store.get<ContentType>(env, 'ContentType', entry.sys.contentType?.sys.id ?? '')?.published as
    (ContentType & { metadata?: { annotations?: { ContentType?: AnyLink[] } } }) | undefined;
  return (type?.metadata?.annotations?.ContentType ?? []).some((a) => annotations.includes(a.sys.id));
}

/**
 * What publishing `root` with its references publishes (a scheduled action's
 * `payload.withReferences`): the root, and the draft or changed entries and assets it links to,
 * directly or through linked entries, up to 10 links away; entries whose content type carries an
 * annotation of `excludedAnnotations` (`sys.contentType.metadata.annotations.ContentType[nin]`) are
 * neither published nor followed, nor are archived or missing ones. The farthest come first.
 */
export function withReferences(ctx: ServiceContext, env: EnvRef, root: AnyLink<ReleaseEntityType>, excludedAnnotations: readonly string[]) {
  const seen = new Set([`${root.sys.linkType}:${root.sys.id}`]);
  const levels: AnyLink<ReleaseEntityType>[][] = [];
  let frontier: Entry[] = [];
  const rootRecord = ctx.store.get<Publishable>(env, root.sys.linkType, root.sys.id);
  if (root.sys.linkType === 'Entry' && rootRecord) frontier = [rootRecord.draft as Entry];
  for (let depth = 0; depth < MAX_REFERENCE_DEPTH && frontier.length; depth++) {
    const level: AnyLink<ReleaseEntityType>[] = [];
    const next: Entry[] = [];
    for (const link of frontier.flatMap((entry) => linksIn(entry.fields))) {
      const key = `${link.sys.linkType}:${link.sys.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const record = ctx.store.get<Publishable>(env, link.sys.linkType, link.sys.id);
      if (!record || record.draft.sys.archivedAt) continue;
      if (link.sys.linkType === 'Entry') {
        if (annotated(ctx, env, record.draft as Entry, excludedAnnotations)) continue;
        next.push(record.draft as Entry);
      }
      if (hasUnpublishedChanges(record)) level.push(link);
    }
    levels.push(level);
    frontier = next;
  }
  return [...levels.reverse().flat(), root];
}

/**
 * Entries of `targets` that would publish the same value into a field marked `unique` (two pages
 * of one release with one URL): each is validated against what is published, so the action checks
 * the ones it publishes together against each other too.
 */
function uniqueWithin(ctx: ServiceContext, env: EnvRef, targets: readonly Target[]): Failure[] {
  const failures: Failure[] = [];
  const entries = targets.filter((t) => t.kind.type === 'Entry').map((t) => t.record.draft as Entry);
  for (const entry of entries) {
    const typeId = entry.sys.contentType?.sys.id ?? '';
    const type = ctx.store.get<ContentType>(env, 'ContentType', typeId)?.published;
    const errors = [];
    for (const field of type?.fields ?? []) {
      const unique = (field.validations ?? []).find((v) => v.unique);
      if (!unique) continue;
      for (const [code, value] of Object.entries(entry.fields[field.id] ?? {})) {
        if (value === undefined || value === null || value === '') continue;
        const others = entries.filter(
          (other) =>
            other.sys.id !== entry.sys.id &&
            other.sys.contentType?.sys.id === typeId &&
            JSON.stringify(other.fields[field.id]?.[code]) === JSON.stringify(value),
        );
        if (!others.length) continue;
        errors.push({
          name: 'unique',
          path: ['fields', field.id, code],
          value,
          conflicting: others.map((o) => linkTo('Entry', o.sys.id)),
          details: unique.message || 'Same field value present in other entry',
        });
      }
    }
    if (errors.length) {
      failures.push({
        entity: linkTo('Entry', entry.sys.id),
        error: { sys: { type: 'Error', id: 'ValidationFailed' }, message: 'Validation error', details: { errors } },
      });
    }
  }
  return failures;
}

/** What `links` would fail with if published together now (empty when all may be published), and the targets. */
export function checkPublishTogether(ctx: ServiceContext, env: EnvRef, links: readonly AnyLink<ReleaseEntityType>[]) {
  const failures: Failure[] = [];
  const targets: Target[] = [];
  for (const link of links) {
    const resolved = resolve(ctx, env, link);
    if (isFailure(resolved)) {
      failures.push(resolved);
      continue;
    }
    try {
      checkPublishable(ctx, env, resolved.kind, resolved.record);
      targets.push(resolved);
    } catch (error) {
      failures.push({ entity: link, error: errorBodyOf(error) });
    }
  }
  failures.push(...uniqueWithin(ctx, env, targets));
  return { failures, targets };
}

/**
 * Publishes `links` as one action through the entities' own publish path: every one is checked
 * first (it exists, is not archived, passes its publish validations, and no two share a unique
 * value); when any fails nothing is published. Otherwise all are published in one SQLite
 * transaction, then the publish webhook fires for each, in order.
 * @returns the failures (empty when everything was published).
 */
export function publishTogether(ctx: ServiceContext, env: EnvRef, links: readonly AnyLink<ReleaseEntityType>[]): Failure[] {
  const { failures, targets } = checkPublishTogether(ctx, env, links);
  if (failures.length) return failures;
  const now = new Date().toISOString();
  const published = ctx.store.transaction(() =>
    targets.map((t) => ({ kind: t.kind, entity: commitPublish(ctx, env, t.kind, t.record, now) })),
  );
  for (const { kind, entity } of published) ctx.webhooks.emit(lifecycleTopic(kind, 'publish'), entity);
  return [];
}

/**
 * What unpublishing `links` together would fail with: an entity that does not exist. Entities
 * not published are left as they are (`skipUnpublished`), or fail (a single entity's scheduled
 * unpublish, as its unpublish route would).
 */
export function checkUnpublishTogether(
  ctx: ServiceContext,
  env: EnvRef,
  links: readonly AnyLink<ReleaseEntityType>[],
  skipUnpublished: boolean,
) {
  const failures: Failure[] = [];
  const targets: Target[] = [];
  for (const link of links) {
    const resolved = resolve(ctx, env, link);
    if (isFailure(resolved)) failures.push(resolved);
    else if (resolved.record.published) targets.push(resolved);
    else if (!skipUnpublished) {
      try {
        checkUnpublishable(resolved.kind, resolved.record);
      } catch (error) {
        failures.push({ entity: link, error: errorBodyOf(error) });
      }
    }
  }
  return { failures, targets };
}

/**
 * Unpublishes `links` as one action through the entities' own unpublish path: nothing when any
 * check fails (`checkUnpublishTogether`), else all in one transaction, then each unpublish webhook.
 * @returns the failures (empty when done).
 */
export function unpublishTogether(
  ctx: ServiceContext,
  env: EnvRef,
  links: readonly AnyLink<ReleaseEntityType>[],
  skipUnpublished: boolean,
): Failure[] {
  const { failures, targets } = checkUnpublishTogether(ctx, env, links, skipUnpublished);
  if (failures.length) return failures;
  const now = new Date().toISOString();
  const before = targets.map((t) => ({ kind: t.kind, sys: t.record.draft.sys }));
  ctx.store.transaction(() => targets.forEach((t) => commitUnpublish(ctx, env, t.kind, t.record, now)));
  for (const { kind, sys } of before) ctx.webhooks.emit(lifecycleTopic(kind, 'unpublish'), deletedPayload(sys, now));
  return [];
}

/**
 * The refusal of a publish with references over `MAX_ACTION_ENTITIES` (the reference: "The
 * scheduled action will fail if the number of entities exceeds that limit").
 */
export function tooManyEntities(root: AnyLink<SchedulableType>, count: number): Failure {
  return {
    entity: root,
    error: {
      sys: { type: 'Error', id: 'BadRequest' },
      message: `Publishing with references is limited to ${MAX_ACTION_ENTITIES} entities; this one would publish ${count}.`,
    },
  };
}
