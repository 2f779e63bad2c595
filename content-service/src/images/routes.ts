import { Hono, type Context } from 'hono';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import type { StoredSpace } from '../bootstrap.js';
import type { ServiceContext } from '../context.js';
import { accessTokenInvalid, badRequest, ContentfulError, notFound } from '../errors.js';
import { ASSET_FILE_POLICY } from '../http/security-headers.js';
import { tokenMatches } from '../http/tokens.js';
import { newId } from '../ids.js';
import { ByteLruCache } from './cache.js';
import { ImageTooLargeError, isTransformableImage, parseImageParams, transformImage } from './transform.js';
import { getLiveUpload, purgeExpiredUploads, uploadEntity } from './uploads.js';

/** Default memory budget of the transformed-image cache. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** Transforms run at once: one per CPU core (sharp also uses libvips threads inside one transform). */
export const TRANSFORM_CONCURRENCY = Math.max(1, availableParallelism());

/** Transforms that may wait for a free slot; further new ones answer 503 with `Retry-After`. */
export const TRANSFORM_QUEUE_LIMIT = 32;

export interface ImageRoutesOptions {
  /** Bytes of transformed images kept in memory (LRU); default 64 MB. */
  cacheBytes?: number;
  /** Transforms running at once (default `TRANSFORM_CONCURRENCY`). */
  concurrency?: number;
  /** Transforms waiting at most (default `TRANSFORM_QUEUE_LIMIT`). */
  queueLimit?: number;
}

const CMA_JSON = 'application/vnd.contentful.management.v1+json';

/** Files are addressed by a random token that never changes content, so they cache forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface CachedImage {
  data: Buffer;
  contentType: string;
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
export function imageRoutes(ctx: ServiceContext, options: ImageRoutesOptions = {}): Hono {
  const app = new Hono();
  const cache = new ByteLruCache<CachedImage>(options.cacheBytes ?? IMAGE_CACHE_BYTES);
  const inflight = new Map<string, Promise<CachedImage>>();
  const limit = pLimit(options.concurrency ?? TRANSFORM_CONCURRENCY);
  const queueLimit = options.queueLimit ?? TRANSFORM_QUEUE_LIMIT;

  // ---- Upload API ---------------------------------------------------------------------------
  // contentful-management calls `/spaces/{space}/uploads` or, when the client has an
  // environmentId, `/spaces/{space}/environments/{env}/uploads` (adapters/REST/endpoints/upload).

  for (const base of ['/spaces/:space/uploads', '/spaces/:space/environments/:env/uploads']) {
    app.post(base, async (c) => {
      const { spaceId, environmentId } = authorize(ctx, c);
      const data = Buffer.from(await c.req.arrayBuffer());
      const id = newId();
      const createdAt = new Date().toISOString();
      purgeExpiredUploads(ctx.store);
      ctx.store.putUpload(spaceId, id, c.req.header('content-type') ?? 'application/octet-stream', data, createdAt);
      return cmaJson(c, uploadEntity(spaceId, id, createdAt, environmentId), 201);
    });

    app.get(`${base}/:id`, (c) => {
      const { spaceId, environmentId } = authorize(ctx, c);
      const id = c.req.param('id');
      const upload = getLiveUpload(ctx.store, spaceId, id);
      if (!upload) throw notFound('Upload', id);
      return cmaJson(c, uploadEntity(spaceId, id, upload.createdAt, environmentId), 200);
    });

    app.delete(`${base}/:id`, (c) => {
      const { spaceId } = authorize(ctx, c);
      const id = c.req.param('id');
      if (!getLiveUpload(ctx.store, spaceId, id)) throw notFound('Upload', id);
      ctx.store.deleteUpload(spaceId, id);
      return c.body(null, 204);
    });
  }

  // ---- Images API ---------------------------------------------------------------------------

  app.get('/images/:space/:assetId/:token/:fileName', async (c) => {
    const cors = { 'Access-Control-Allow-Origin': '*' };
    const refuse = (error: ContentfulError, headers: Record<string, string> = {}): Response =>
      c.json(error.toBody(c.res.headers.get('X-Contentful-Request-Id') ?? undefined), error.status as 400, { ...cors, ...headers });
    const parsed = parseImageParams(new URL(c.req.url).searchParams);
    // Invalid parameters answer 400 with a message in Contentful's error shape.
    if (!parsed.ok) return refuse(badRequest(parsed.message));

    const { space, token } = c.req.param();
    const file = ctx.store.getFile(token);
    if (!file || file.spaceId !== space) throw notFound('Asset', token);

    // Parameters apply to images only; every other file is served as stored.
    const variant = parsed.key && isTransformableImage(file.contentType) ? parsed.key : '';
    const etag = `"${createHash('sha1').update(`${token}?${variant}`).digest('hex')}"`;
    // Every file is inert when opened on its own: an uploaded SVG or HTML file runs no script
    // on this origin (ASSET_FILE_POLICY), and nosniff (SECURITY_HEADERS) keeps its type.
    const headers: Record<string, string> = {
      ...cors,
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'Content-Security-Policy': ASSET_FILE_POLICY,
    };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

    if (!variant) {
      return c.body(bytes(file.data), 200, { ...headers, 'Content-Type': file.contentType });
    }

    // A cached variant is answered without the queue: a full queue refuses only new transforms.
    const key = `${token}?${variant}`;
    let image = cache.get(key);
    headers['X-Cache'] = image ? 'HIT' : 'MISS';
    if (!image) {
      let pending = inflight.get(key);
      if (!pending) {
        if (limit.pendingCount >= queueLimit) {
          // The service is busy, not the client at fault: 503 with Retry-After, for this new variant only.
          return refuse(new ContentfulError('ServiceUnavailable', 'Too many images are being transformed; retry in a moment.'), {
            'Retry-After': '1',
          });
        }
        pending = limit(() => transformImage(file.data, parsed.params))
          .then((out): CachedImage => ({ data: out.data, contentType: out.contentType }))
          .finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      try {
        image = await pending;
      } catch (err) {
        if (err instanceof ImageTooLargeError) return refuse(badRequest(err.message));
        return refuse(badRequest('The image could not be processed with the given parameters.'));
      }
      cache.set(key, image);
    }
    return c.body(bytes(image.data), 200, { ...headers, 'Content-Type': image.contentType });
  });

  return app;
}

/**
 * Checks the management token (`Authorization: Bearer …` or `?access_token=`) against the
 * space's stored tokens, and that the space (and environment, when in the path) exist.
 * @throws ContentfulError AccessTokenInvalid (401) or NotFound (404)
 */
function authorize(ctx: ServiceContext, c: Context): { spaceId: string; environmentId: string | undefined } {
  const spaceId = c.req.param('space')!;
  const requested = c.req.param('env');
  const environmentId = requested === undefined ? undefined : ctx.store.resolveEnvironmentId(spaceId, requested);
  const header = c.req.header('authorization');
  const token = (header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined) ?? c.req.query('access_token');
  if (!token) throw accessTokenInvalid();
  const space = ctx.store.getSpace(spaceId) as StoredSpace | undefined;
  if (!space) throw notFound('Space', spaceId);
  if (!tokenMatches(token, space.tokens?.management)) throw accessTokenInvalid();
  if (environmentId !== undefined && !ctx.store.getEnvironment({ spaceId, environmentId })) {
    throw notFound('Environment', requested ?? environmentId);
  }
  return { spaceId, environmentId };
}

function cmaJson(c: Context, body: unknown, status: 200 | 201): Response {
  return c.body(JSON.stringify(body), status, { 'Content-Type': CMA_JSON });
}

/** `If-None-Match` holds `*` or a list of (possibly weak) entity tags. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** A Buffer as the `Uint8Array<ArrayBuffer>` Hono's `c.body` is typed for (no copy). */
function bytes(data: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength);
}
