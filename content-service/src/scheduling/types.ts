/**
 * Shapes of the Management API's scheduled actions, releases and release actions, as Contentful
 * answers them (https://www.contentful.com/developers/docs/references/content-management-api/,
 * "Scheduled actions" and "Releases"; contentful-management's `ScheduledActionProps`,
 * `ReleaseProps` and `ReleaseActionProps`).
 */
import type { Link } from '../types.js';

/** A link to an entity of any kind (`Entry`, `Asset`, `Release`, `Environment`, …). */
export interface AnyLink<T extends string = string> {
  sys: { type: 'Link'; linkType: T; id: string };
}

/** What a scheduled action or a release can act on. */
export type SchedulableType = 'Entry' | 'Asset' | 'Release';

/** What a release holds (Release.v1: plain entry and asset links). */
export type ReleaseEntityType = 'Entry' | 'Asset';

/** A scheduled action's life: `scheduled`, then `inProgress` while it runs, then `succeeded` or `failed`; `canceled` by DELETE. */
export type ScheduledActionStatus = 'scheduled' | 'inProgress' | 'succeeded' | 'failed' | 'canceled';

/** A release action's life (`created` → `inProgress` → `succeeded` | `failed`). */
export type ReleaseActionStatus = 'created' | 'inProgress' | 'succeeded' | 'failed';

/** A Contentful error body as it is kept on a failed action (no `requestId`). */
export interface ErrorBody {
  sys: { type: 'Error'; id: string };
  message: string;
  details?: unknown;
}

/**
 * The error a failed scheduled action or release action keeps: the first failure's error id and
 * message, and one item per entity that could not be published (or unpublished, or validated),
 * each with the entity's link and the error its publish answered
 * (contentful-management's `ScheduledActionFailedError`: `details.errors[].error`).
 */
export interface ActionError extends ErrorBody {
  details: { errors: { entity: AnyLink<SchedulableType>; error: ErrorBody }[] };
}

export interface ScheduledAction {
  sys: {
    id: string;
    type: 'ScheduledAction';
    version: number;
    space: Link<'Space'>;
    status: ScheduledActionStatus;
    createdAt: string;
    createdBy: Link<'User'>;
    updatedAt: string;
    updatedBy: Link<'User'>;
    canceledAt?: string;
    canceledBy?: Link<'User'>;
  };
  action: 'publish' | 'unpublish';
  entity: AnyLink<SchedulableType>;
  environment: AnyLink<'Environment'>;
  scheduledFor: { datetime: string; timezone?: string };
  payload?: { withReferences?: Record<string, string[]> };
  error?: ActionError;
}

export interface Release {
  title: string;
  entities: { sys: { type: 'Array' }; items: AnyLink<ReleaseEntityType>[] };
  sys: {
    id: string;
    type: 'Release';
    version: number;
    status: 'active' | 'archived';
    space: Link<'Space'>;
    environment: AnyLink<'Environment'>;
    createdBy: Link<'User'>;
    updatedBy: Link<'User'>;
    createdAt: string;
    updatedAt: string;
    archivedBy?: Link<'User'>;
    archivedAt?: string;
    lastAction?: AnyLink<'ReleaseAction'>;
  };
}

export interface ReleaseAction {
  action: 'publish' | 'unpublish' | 'validate';
  sys: {
    id: string;
    type: 'ReleaseAction';
    space: Link<'Space'>;
    environment: AnyLink<'Environment'>;
    release: AnyLink<'Release'>;
    status: ReleaseActionStatus;
    createdBy: Link<'User'>;
    createdAt: string;
    updatedBy: Link<'User'>;
    updatedAt: string;
  };
  error?: ActionError;
}
