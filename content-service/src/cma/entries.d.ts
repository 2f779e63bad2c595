import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import type { Entry, EnvRef } from '../types.js';
/** The default locale's code of an environment. */
export declare function defaultLocale(ctx: ServiceContext, env: EnvRef): string;
/**
 * Entries of the CMA (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/entries):
 * list with search parameters, get, create (`POST` or `PUT` with `X-Contentful-Content-Type`),
 * update (`PUT` with `X-Contentful-Version`), publish, unpublish, archive, unarchive, delete.
 */
export declare function registerEntries(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void;
/** The `metadata` of an entry or asset: `tags` must be an array of tag links. */
export declare function checkedMetadata(raw: unknown, fallback: Entry['metadata']): Entry['metadata'];
