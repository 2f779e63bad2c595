import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { createClient } from 'redis';
import type { Logger } from 'pino';
import { isHeaderHidden } from '@insurer/renderer/header-rules';
import { contentSecurityPolicy, scriptNonceOf } from '@insurer/preview-app/security-policy.cjs';
import { hasDraftModeCookie } from '../src/next-internals/index.js';
import { SIGN_OUT_PATH } from '../src/lib/sign-out.js';
import { SURROGATE_KEY_CONTENT } from './cdn-purge.js';
import { GENERATION_CHECK_MS } from './generation-check.js';

/**
 * The thin server's page cache (docs/requirements.md#decision-pages-rendered-once-per-publish):
 * a published page or article is rendered by Next.js once per publish, URL and variant, and every
 * later request for it is answered with the finished document: its HTML after the thin server's
 * rewrites (src/next-internals/after-paint-scripts.ts), its gzip and brotli bodies, a weak ETag,
 * and a Content Security Policy naming the SHA-256 of each of its inline scripts (computed once,
 * here, when it is stored; docs/requirements.md#security).
 *
 * - What may be stored: only a 200 HTML answer whose render called `markPageCacheable()`
 *   (src/next-internals/cache-marks.ts: the catch-all route's published page or article), to a GET
 *   without draft mode, without Next.js's client-navigation headers, off the sign-out page.
 * - The key: the build, the content generation, the path and the variant. The query plays no part
 *   except the hidden-header variant (`clientcode`, `code`: docs/requirements.md#hidden-header)
 *   because nothing a cacheable page draws reads it; the analytics-off variant (GPC or the
 *   remembered opt-out marks `<html data-analytics="off">`) is a variant too.
 * - Invalidation: the publish webhook's answer (`markContentChanged()`) moves the content
 *   generation on; with Redis (`REDIS_URL`) the generation is a random token in Redis, replaced by
 *   every publish and read by every instance at most `GENERATION_CHECK_MS` apart, so a publish
 *   reaches every instance within that. A token, not a counter: a Redis that restarts empty would
 *   count again from 1 and bring back pages cached under the same numbers before it stopped; a
 *   Redis found without a token gets a new one (the first instance to ask sets it). Without
 *   Redis it is this process's own (one instance, as Next.js's in-memory cache). A document is also
 *   dropped after `maxAgeSeconds`, which bounds how late a change nobody publishes (a compliance
 *   expiry, an article list's expiry) shows.
 * - Bodies stay in each instance's memory (`maxBytes`, least recently used out first): a local hit
 *   costs no round trip, and each instance renders a page once per publish.
 */

export { GENERATION_CHECK_MS };

/**
 * How long a CDN may serve a page past `s-maxage` while it asks the origin again, in seconds
 * (docs/requirements.md#decision-pages-rendered-once-per-publish).
 */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * The `Cache-Control` of a cached page answered without a cookie: a browser asks again each time
 * (`max-age=0`; the ETag makes that a 304), a shared cache (a CDN) keeps it as long as the origin
 * does (`s-maxage`, SITE_PAGE_CACHE_SECONDS: the same bound on a change nobody publishes) and may
 * answer with it for `STALE_WHILE_REVALIDATE_SECONDS` more while it fetches the next one; a publish
 * purges it before then (cdn-purge.ts).
 */
export function publicCacheControl(maxAgeSeconds: number): string {
  return `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

/** A finished document, as stored and answered. */
export interface CachedPage {
  /** The response headers Next.js sent with it (no cookie, length, encoding or cache headers). */
  headers: Record<string, string | string[]>;
  /** The Content Security Policy with the document's script hashes. */
  policy: string;
  /** The SHA-256 digests (base64) of its inline scripts, in document order, each once. */
  scriptHashes: string[];
  /** A weak validator of the HTML (`W/"…"`), the same for every encoding of it. */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Headers never stored with a document: per answer, per visitor, or recomputed when it is answered. */
const UNSTORED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'cache-control',
  'date',
  'etag',
  'x-request-id',
  'content-security-policy',
  'x-site-cache',
]);

/** An inline `<script>` (no `src`): its attributes and text. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The SHA-256 digests (base64) of `html`'s inline scripts that carry the render's `nonce`, each
 * once, as CSP `'sha256-…'` sources match them: over the script's text as the browser's parser
 * hands it over (line breaks normalised to LF, HTML Standard §13.2.3.5; no entities are decoded
 * in a script). Only those: the nonce marks exactly the scripts Next.js, React and the thin server
 * wrote for this render (an injected `<script>` never has it), so the hash policy allows the same
 * scripts the render's nonce policy did, and nothing else. Scripts with a `src` are left out (they
 * run only when inserted by a trusted script: 'strict-dynamic').
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  const marked = ` nonce="${nonce}"`;
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes!) || !` ${attributes!}`.includes(marked)) continue;
    hashes.add(createHash('sha256').update(text!.replace(/\r\n?/g, '\n'), 'utf8').digest('base64'));
  }
  return [...hashes];
}

/**
 * `html` without the render's nonce attributes (` nonce="…"`, the exact 128-bit value): a cached
 * document is allowed by its scripts' hashes, and an old nonce must not travel with it.
 */
export function withoutNonce(html: string, nonce: string): string {
  return html.split(` nonce="${nonce}"`).join('');
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli quality for cached documents: 11 makes a 250 kB page about 5% smaller than 9 for several
 * times the CPU, spent again for every page after every publish on a 2-core instance.
 */
const BROTLI_QUALITY = 9;

/**
 * Makes the stored form of a rendered document: the policy with the hashes of the scripts that
 * carry the render's nonce (from its `Content-Security-Policy` header), `html` without that nonce,
 * the gzip and brotli bodies (made on libuv's thread pool), the ETag.
 * @throws Error when the render's policy has no nonce (nothing tells its own scripts apart).
 */
export async function cachedPage(html: string, headers: OutgoingHttpHeaders): Promise<CachedPage> {
  const nonce = scriptNonceOf(String(headers['content-security-policy'] ?? ''));
  if (!nonce) throw new Error('the render’s Content-Security-Policy has no script nonce');
  const scriptHashes = inlineScriptHashes(html, nonce);
  const text = withoutNonce(html, nonce);
  const identity = Buffer.from(text, 'utf8');
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity),
    brotliAsync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || UNSTORED_HEADERS.has(name.toLowerCase())) continue;
    kept[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return {
    headers: kept,
    policy: contentSecurityPolicy({ hashes: scriptHashes }),
    scriptHashes,
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipped,
    br: brotli,
  };
}

/** Whether `ifNoneMatch` (a request's If-None-Match) names `etag`, by weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The encodings a cached document comes in, in the server's order of preference. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/**
 * Writes `page` as the answer to `request`: 304 with no body when If-None-Match names its ETag,
 * else 200 in the best encoding the client accepts (brotli, gzip, none), with its stored headers,
 * its hash policy, its ETag, `cacheControl`, the CDN's `Surrogate-Key` and `Cache-Tag`
 * (cdn-purge.ts), never a cookie, and
 * `X-Site-Cache: hit` (a miss says `miss`: for the benches, the tests and an operator).
 */
export function answerFromCache(request: IncomingMessage, response: ServerResponse, page: CachedPage, cacheControl: string): void {
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
  response.setHeader('Content-Security-Policy', page.policy);
  response.setHeader('ETag', page.etag);
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('X-Site-Cache', 'hit');
  // What a CDN purges by: every page draws published content, which a publish revalidates as one tag.
  response.setHeader('Surrogate-Key', SURROGATE_KEY_CONTENT);
  response.setHeader('Cache-Tag', SURROGATE_KEY_CONTENT);
  if (etagMatches(request.headers['if-none-match'], page.etag)) {
    response.removeHeader('Content-Type');
    response.writeHead(304);
    response.end();
    return;
  }
  // Among the encodings the client weighs alike, the server's order decides (negotiator's
  // `preferred` argument, which @types/negotiator does not list).
  const negotiator = new Negotiator(request) as Negotiator & { encoding(available: string[], preferred: string[]): string | undefined };
  const encoding = negotiator.encoding([...ENCODINGS], [...ENCODINGS]) ?? 'identity';
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.writeHead(200);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The request's path and query, split. */
function target(request: IncomingMessage): { path: string; query: URLSearchParams } {
  const url = request.url ?? '/';
  const at = url.indexOf('?');
  return { path: at < 0 ? url : url.slice(0, at), query: new URLSearchParams(at < 0 ? '' : url.slice(at + 1)) };
}

/** Next.js's client-navigation and server-action request headers: their answers are not documents. */
const NAVIGATION_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];

/**
 * The page-cache key of `request` without its generation, or undefined when its answer may not come
 * from (or go into) the cache: not a GET or HEAD, draft mode, a client navigation or server action,
 * Next.js's own files and the API, the sign-out page (it clears cookies).
 * `analyticsOff` says whether the visitor turned analytics off (the caller asks its owner).
 */
export function pageCacheKey(request: IncomingMessage, analyticsOff: boolean): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const { path, query } = target(request);
  if (path.startsWith('/_next/') || path.startsWith('/api/') || path === SIGN_OUT_PATH) return undefined;
  if (query.has('_rsc') || NAVIGATION_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined;
  if (hasDraftModeCookie(request.headers.cookie)) return undefined;
  const variant = `${isHeaderHidden(query) ? 'header-hidden' : 'header'},${analyticsOff ? 'analytics-off' : 'analytics'}`;
  return `${path}\n${variant}`;
}

/** What the page cache needs from the site's configuration. */
export interface PageCacheOptions {
  /** Longest a document is answered from the cache, in seconds (SITE_PAGE_CACHE_SECONDS). */
  maxAgeSeconds: number;
  /** Most memory the documents take, in bytes (SITE_PAGE_CACHE_MB). */
  maxBytes: number;
  /** The content generation shared by every instance (REDIS_URL); undefined: this process's own. */
  redis?: { url: string; keyPrefix: string; timeoutMs: number } | undefined;
  log: Pick<Logger, 'info' | 'warn'>;
}

/** The documents of one instance, keyed by content generation, path and variant. */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly client: ReturnType<typeof createClient> | undefined;
  private readonly generationKey: string;
  /** This process's own count of publishes (the whole generation without Redis). */
  private localGeneration = 0;
  /** The Redis counter as last read, and when. */
  private shared = { value: '0', readAt: -Infinity };
  private reading: Promise<void> | undefined;

  constructor(private readonly options: PageCacheOptions) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => page.identity.length + page.gzip.length + page.br.length + 1_024,
      ttl: options.maxAgeSeconds * 1_000,
    });
    this.generationKey = `${options.redis?.keyPrefix ?? ''}page-generation`;
    if (options.redis) {
      this.client = createClient({
        url: options.redis.url,
        disableOfflineQueue: true,
        socket: {
          connectTimeout: Math.max(options.redis.timeoutMs, 1_000),
          reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
        },
      });
      this.client.on('error', () => undefined);
      this.client.connect().catch(() => undefined);
    }
  }

  /**
   * The content generation now: this process's publishes, and with Redis every instance's (read at
   * most `GENERATION_CHECK_MS` apart; while Redis cannot be reached, the last value read).
   */
  async generation(): Promise<string> {
    if (this.client && performance.now() - this.shared.readAt > GENERATION_CHECK_MS) {
      this.reading ??= this.readShared().finally(() => (this.reading = undefined));
      await this.reading;
    }
    return `${this.shared.value}.${this.localGeneration}`;
  }

  private async readShared(): Promise<void> {
    const client = this.client!;
    const timeoutMs = this.options.redis!.timeoutMs;
    try {
      if (client.isReady) {
        let value = await withTimeout(client.get(this.generationKey), timeoutMs);
        if (value === null) {
          // No token: a new Redis, or one that restarted empty. A token never used before, so no
          // page cached under an earlier one is answered again; NX: every instance ends on the same.
          await withTimeout(client.set(this.generationKey, randomUUID(), { condition: 'NX' }), timeoutMs);
          value = await withTimeout(client.get(this.generationKey), timeoutMs);
        }
        this.shared = { value: value ?? this.shared.value, readAt: performance.now() };
      }
    } catch {
      this.shared = { ...this.shared, readAt: performance.now() };
    }
  }

  /** A publish: every document cached so far is no longer answered, here at once and on every instance through Redis. */
  async contentChanged(): Promise<void> {
    this.localGeneration += 1;
    if (!this.client) return;
    try {
      await withTimeout(this.client.set(this.generationKey, randomUUID()), this.options.redis!.timeoutMs);
      this.shared.readAt = -Infinity;
    } catch (error) {
      this.options.log.warn(
        { err: error },
        'page cache: the publish could not reach Redis; other instances drop their pages within SITE_PAGE_CACHE_SECONDS',
      );
    }
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * The document a render now in flight will store under `key`, for a request that came in while
   * it renders (a publish followed by many visitors renders each page once, not once per
   * visitor); undefined when none is rendering. It settles undefined when that render stores
   * nothing (a 404, an error, a page that is not cacheable, a client that left).
   */
  rendering(key: string): Promise<CachedPage | undefined> | undefined {
    return this.inFlight.get(key);
  }

  /** Notes that a render for `key` has begun; `settle` stores its document (or nothing) and releases the requests waiting for it. */
  begin(key: string): (page: CachedPage | undefined) => void {
    let release!: (page: CachedPage | undefined) => void;
    this.inFlight.set(key, new Promise<CachedPage | undefined>((resolve) => (release = resolve)));
    let settled = false;
    return (page) => {
      if (settled) return;
      settled = true;
      if (page) this.pages.set(key, page);
      this.inFlight.delete(key);
      release(page);
    };
  }

  private readonly inFlight = new Map<string, Promise<CachedPage | undefined>>();

  /**
   * Keys (without generation) whose page answered 200 without marking itself cacheable (search
   * results, the finders, privacy choices): rendered per request without waiting on each other.
   */
  private readonly dynamic = new LRUCache<string, true>({ max: 10_000 });

  isDynamic(key: string): boolean {
    return this.dynamic.has(key);
  }

  markDynamic(key: string): void {
    this.dynamic.set(key, true);
  }

  async close(): Promise<void> {
    if (this.client?.isOpen) await this.client.close();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
