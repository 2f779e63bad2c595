import type { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import type { ContentType, EditorInterface, EnvRef } from '../types.js';
/**
 * Content types of the CMA (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/content-types):
 * list (with `sys.id[in]`, order and paging), get, create/update by `PUT` (version checked),
 * `POST` with a generated id, publish, unpublish (refused while entries exist), delete
 * (refused while published).
 */
export declare function registerContentTypes(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void;
/** The editor interface Contentful answers before any is saved: built-in widgets per field type. */
export declare function defaultEditorInterface(env: EnvRef, contentType: ContentType): EditorInterface;
/**
 * Editor interfaces (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/editor-interface):
 * `GET` answers the stored one or the default (version 1); `PUT` needs the current version.
 */
export declare function registerEditorInterfaces(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void;
