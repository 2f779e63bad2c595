import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
/**
 * Locales (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/locales):
 * list, get, create, update (version checked), delete (never the default locale).
 */
export declare function registerLocales(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void;
