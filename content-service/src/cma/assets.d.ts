import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
/**
 * Assets of the CMA (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/assets):
 * list, get, create, update, `PUT …/files/{locale}/process`, publish, unpublish, archive, delete.
 * Processing happens before the 204 answers, so the client's first poll sees the `url`.
 */
export declare function registerAssets(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void;
