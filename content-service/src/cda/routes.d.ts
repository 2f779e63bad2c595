import { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
/** Where the Content Delivery API lives here: Contentful's `cdn.contentful.com` paths under this prefix (the client's `basePath`). */
export declare const CDA_BASE_PATH = "/cdn";
/**
 * The Content Delivery API's entries (https://www.contentful.com/developers/docs/references/content-delivery-api/#/reference/entries),
 * published content only, with the delivery token: `GET {CDA_BASE_PATH}/spaces/{space}/environments/{env}/entries`
 * with the search parameters of the CMA's collection query (`parseCollectionQuery`), location search
 * (`[near]`, `[within]`) included, and `GET …/entries/{id}`. Fields are answered in one locale
 * (`locale`, default the space's default; `*` for all), linked entries and assets in `includes`
 * up to `include` levels (default 1, at most 10). Searching by field needs `content_type`, as on Contentful.
 */
export declare function cdaRoutes(ctx: ServiceContext): Hono;
