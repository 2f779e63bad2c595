/**
 * Images from the site's own origin (docs/requirements.md#decision-images-from-the-sites-origin).
 *
 * The space's images live on the Images API host (`https://images.ctfassets.net`, or the local
 * content service's `/images`). A phone that loads a page would open a second connection to that
 * host before it could draw the hero image: on a mobile network, a DNS lookup and one or two
 * more round trips (TCP, TLS) in front of the largest paint. The site therefore rewrites the
 * image URLs of published content to its own origin (`sameOriginImages`) and passes those
 * requests through to the Images API (`upstreamImageUrl`, `app/images/[...path]/route.ts`), so
 * the image travels on the connection that brought the document.
 *
 * URL shapes (https://www.contentful.com/developers/docs/references/images-api/):
 * - upstream: `{imagesBase}/{spaceId}/{assetId}/{token}/{fileName}?{Images API parameters}`;
 * - on the site: `{siteUrl}/images/{spaceId}/{assetId}/{token}/{fileName}?{the same parameters}`.
 */

/** The site path under which the space's images are served. */
export const SITE_IMAGES_PATH = '/images';

/** The Images API's query parameters the pass-through forwards; any other is dropped. */
const IMAGES_API_PARAMETERS = new Set(['w', 'h', 'fm', 'q', 'fit', 'f', 'r', 'bg', 'fl']);

/** A parameter's value as the Images API takes it: a number, a keyword or `rgb:xxxxxx`. */
const PARAMETER_VALUE = /^[A-Za-z0-9:._-]{1,32}$/;

/** One path segment of an image URL: printable, no separators, no dot segments, at most 255 characters. */
const SEGMENT = /^(?!\.\.?$)[^/\\?#\p{Cc}]{1,255}$/u;

/** What the rewrite and the pass-through need from the site's configuration (lib/env.ts). */
export interface ImagesConfig {
  /** The Images API's base URL without a trailing slash, e.g. `https://images.ctfassets.net`. */
  imagesBase: string;
  /** The site's public origin without a trailing slash, e.g. `https://www.example.com`. */
  siteUrl: string;
  /** The space whose images the site serves; no other space's are passed through. */
  spaceId: string;
}

/**
 * `data` (a GraphQL answer) with every asset `url` on the space's Images API host rewritten to
 * the site's origin, keeping path and query: `https://images.ctfassets.net/{space}/a/t/f.jpg?w=10`
 * becomes `{siteUrl}/images/{space}/a/t/f.jpg?w=10`. Other values, and URLs on other hosts (a
 * video, a download, another space), are returned unchanged. The input is not modified.
 */
export function sameOriginImages<T>(data: T, config: ImagesConfig): T {
  const prefix = `${config.imagesBase}/${config.spaceId}/`;
  const target = `${config.siteUrl}${SITE_IMAGES_PATH}/${config.spaceId}/`;
  const rewrite = (value: unknown, key: string | undefined): unknown => {
    if (typeof value === 'string') return key === 'url' && value.startsWith(prefix) ? target + value.slice(prefix.length) : value;
    if (Array.isArray(value)) return value.map((item) => rewrite(item, undefined));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, k)]));
    }
    return value;
  };
  return rewrite(data, undefined) as T;
}

/**
 * The Images API URL a site image path stands for, or undefined when the path is not one of the
 * space's image files: `segments` are the path below `/images/` (`[spaceId, assetId, token,
 * fileName]`, already percent-decoded), `search` the request's query. Only the Images API's own
 * parameters with plain values are forwarded, so the pass-through reaches nothing but the
 * space's images on the Images API host (it is not an open proxy).
 */
export function upstreamImageUrl(segments: readonly string[], search: URLSearchParams, config: ImagesConfig): URL | undefined {
  if (segments.length !== 4 || segments[0] !== config.spaceId) return undefined;
  if (!segments.every((segment) => SEGMENT.test(segment))) return undefined;
  const url = new URL(`${config.imagesBase}/${segments.map(encodeURIComponent).join('/')}`);
  for (const [name, value] of search) {
    if (IMAGES_API_PARAMETERS.has(name) && PARAMETER_VALUE.test(value)) url.searchParams.set(name, value);
  }
  return url;
}
