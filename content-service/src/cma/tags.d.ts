import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
/**
 * Tags (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/content-tags):
 * list, get, create by `PUT` (`sys.visibility` public or private), rename (version checked),
 * delete (version checked).
 */
export declare function registerTags(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void;
