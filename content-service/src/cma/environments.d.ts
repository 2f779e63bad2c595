import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
/**
 * Spaces and environments (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/environments):
 * get the space; list, get, create (a copy of `X-Contentful-Source-Environment`, `master` by
 * default; ready at once) and delete environments (never `master`).
 */
export declare function registerEnvironments(app: Hono, ctx: ServiceContext): void;
