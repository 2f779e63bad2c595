import { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
/** Default memory budget of the transformed-image cache. */
export declare const IMAGE_CACHE_BYTES: number;
/** Transforms run at once: one per CPU core (sharp also uses libvips threads inside one transform). */
export declare const TRANSFORM_CONCURRENCY: number;
/** Transforms that may wait for a free slot; further ones answer 429 with `Retry-After`. */
export declare const TRANSFORM_QUEUE_LIMIT = 32;
export interface ImageRoutesOptions {
    /** Bytes of transformed images kept in memory (LRU); default 64 MB. */
    cacheBytes?: number;
    /** Transforms running at once (default `TRANSFORM_CONCURRENCY`). */
    concurrency?: number;
    /** Transforms waiting at most (default `TRANSFORM_QUEUE_LIMIT`). */
    queueLimit?: number;
}
/**
 * The Upload API (Contentful's upload host, https://www.contentful.com/developers/docs/references/content-management-api/#/reference/uploads)
 * and the Images API (https://www.contentful.com/developers/docs/references/images-api/).
 *
 * - `POST   /spaces/:space[/environments/:env]/uploads` — raw bytes in, Upload entity out (201)
 * - `GET    /spaces/:space[/environments/:env]/uploads/:id`
 * - `DELETE /spaces/:space[/environments/:env]/uploads/:id` (204)
 * - `GET    /images/:space/:assetId/:token/:fileName` — a processed asset file, with Images API parameters
 *
 * `ctx.config` is read at request time (tests replace it after the listener starts).
 */
export declare function imageRoutes(ctx: ServiceContext, options?: ImageRoutesOptions): Hono;
