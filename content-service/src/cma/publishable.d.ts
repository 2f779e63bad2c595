import type { Context, Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import type { Asset, Entry, EntityRecord, EnvRef } from '../types.js';
import type { ValidationErrorItem } from '../validation/entry.js';
type Publishable = Entry | Asset;
export interface PublishableKind {
    type: 'Entry' | 'Asset';
    /** Path segment: `entries` or `assets`. */
    segment: string;
    /** Publish-time validation; answers Contentful's error items (empty when valid). */
    validate(ctx: ServiceContext, env: EnvRef, entity: Publishable): ValidationErrorItem[];
}
/**
 * Loads a record and checks `X-Contentful-Version` against its draft.
 * @throws ContentfulError NotFound, or VersionMismatch (409) when the version differs.
 */
export declare function loadVersioned(ctx: ServiceContext, c: Context, env: EnvRef, kind: PublishableKind, versionRule?: 'required' | 'optional'): EntityRecord<Publishable>;
/**
 * Registers the lifecycle routes shared by entries and assets
 * (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/entries/entry-publishing):
 * `PUT|DELETE …/{id}/published`, `PUT|DELETE …/{id}/archived`, `DELETE …/{id}`. Publish and archive
 * need `X-Contentful-Version`; unpublish, unarchive and delete check it when sent. Each answers the entity (or 204 on delete) and firing webhooks.
 */
export declare function registerLifecycle(app: Hono, ctx: ServiceContext, kind: PublishableKind, paths: (suffix: string) => string[]): void;
export {};
