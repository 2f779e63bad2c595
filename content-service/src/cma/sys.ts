import type { EntityType, EnvRef, Sys } from '../types.js';
import { LOCAL_USER } from './context.js';

/** A fresh `sys` for a new entity at version 1 (CMA "Common resource attributes"). */
export function newSys(env: EnvRef, type: EntityType, id: string, now: string, extra: Partial<Sys> = {}): Sys {
  return {
    space: { sys: { type: 'Link', linkType: 'Space', id: env.spaceId } },
    id,
    type,
    createdAt: now,
    updatedAt: now,
    environment: { sys: { id: env.environmentId, type: 'Link', linkType: 'Environment' } },
    createdBy: LOCAL_USER,
    updatedBy: LOCAL_USER,
    version: 1,
    ...extra,
  };
}

/** The `sys` after one more write: version + 1, new `updatedAt`. */
export function touched(sys: Sys, now: string): Sys {
  return { ...sys, version: sys.version + 1, updatedAt: now, updatedBy: LOCAL_USER };
}

/** `sys` after a publish of `sys.version`: version + 1, publishedVersion, counters and dates. */
export function published(sys: Sys, now: string): Sys {
  return {
    ...sys,
    version: sys.version + 1,
    publishedVersion: sys.version,
    publishedAt: now,
    firstPublishedAt: sys.firstPublishedAt ?? now,
    publishedCounter: (sys.publishedCounter ?? 0) + 1,
    publishedBy: LOCAL_USER,
  };
}

/** `sys` after an unpublish: version + 1 and no published metadata. */
export function unpublished(sys: Sys, now: string): Sys {
  const next = { ...sys, version: sys.version + 1, updatedAt: now, updatedBy: LOCAL_USER };
  delete next.publishedVersion;
  delete next.publishedAt;
  delete next.publishedBy;
  return next;
}

/** The payload Contentful sends for unpublish and delete events: a `Deleted{Type}` sys only. */
export function deletedPayload(sys: Sys, now: string): { sys: Record<string, unknown> } {
  return {
    sys: {
      type: `Deleted${sys.type}`,
      id: sys.id,
      space: sys.space,
      environment: sys.environment,
      ...(sys.contentType ? { contentType: sys.contentType } : {}),
      revision: sys.publishedCounter ?? 0,
      createdAt: sys.createdAt,
      updatedAt: now,
      deletedAt: now,
    },
  };
}
