/**
 * `Asset.url(transform: ImageTransformOptions)`: "Schema generation › Assets"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/schema-generation/assets)
 * maps the transform options to Images API parameters
 * (https://www.contentful.com/developers/docs/references/images-api/): `width`→`w`,
 * `height`→`h`, `quality`→`q`, `cornerRadius`→`r`, `resizeStrategy`→`fit`,
 * `resizeFocus`→`f`, `backgroundColor`→`bg`, `format`→`fm` (`JPG_PROGRESSIVE` adds
 * `fl=progressive`, `PNG8` adds `fl=png8`).
 */

export interface ImageTransformOptions {
  width?: number | null;
  height?: number | null;
  quality?: number | null;
  cornerRadius?: number | null;
  resizeStrategy?: string | null;
  resizeFocus?: string | null;
  backgroundColor?: string | null;
  format?: string | null;
}

const FORMATS: Record<string, { fm: string; fl?: string }> = {
  JPG: { fm: 'jpg' },
  JPG_PROGRESSIVE: { fm: 'jpg', fl: 'progressive' },
  PNG: { fm: 'png' },
  PNG8: { fm: 'png', fl: 'png8' },
  WEBP: { fm: 'webp' },
  AVIF: { fm: 'avif' },
};

/**
 * The Images API query string of `transform` (empty when nothing is set). Every value is a
 * number, a lower-case keyword or `rgb:xxxxxx`, so none needs percent-encoding.
 */
export function transformQuery(transform: ImageTransformOptions | null | undefined): string {
  const params: string[] = [];
  if (!transform) return '';
  const set = (name: string, value: unknown): void => {
    if (value !== null && value !== undefined) params.push(`${name}=${encodeURIComponent(String(value)).replace(/%3A/gi, ':')}`);
  };
  set('w', transform.width);
  set('h', transform.height);
  set('q', transform.quality);
  set('r', transform.cornerRadius);
  set('fit', transform.resizeStrategy?.toLowerCase());
  set('f', transform.resizeFocus?.toLowerCase());
  set('bg', transform.backgroundColor);
  const format = transform.format ? FORMATS[transform.format] : undefined;
  if (format) {
    set('fm', format.fm);
    set('fl', format.fl);
  }
  return params.join('&');
}

/**
 * The absolute URL of an asset file. Files store protocol-relative URLs (`//host/images/...`,
 * like the CMA's `//images.ctfassets.net/...`); the GraphQL API answers them with a scheme,
 * here the scheme of the service's public URL. Transforms apply to images only.
 */
export function assetUrl(
  fileUrl: string,
  publicUrl: string,
  contentType: string | undefined,
  transform: ImageTransformOptions | null | undefined,
): string {
  let url = fileUrl;
  if (url.startsWith('//')) {
    const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(publicUrl)?.[1] ?? 'https:';
    url = `${scheme}${url}`;
  }
  if (!contentType?.startsWith('image/')) return url;
  const query = transformQuery(transform);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
