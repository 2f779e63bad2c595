import type { AssetFieldsFragment, ImageFieldsFragment } from '@insurer/content-model/types';

/** A picture the renderer can draw without layout shift: intrinsic size in CSS pixels. */
export interface ImageProps {
  /** Absolute Images API URL of the original file (transforms are added per width). */
  src: string;
  width: number;
  height: number;
  /** Empty for decorative images (WCAG 1.1.1). */
  alt: string;
  /** Optional art-directed file below 768 px (docs/requirements.md#business-constants breakpoint). */
  mobile?: { src: string; width: number; height: number };
}

/** Widths offered in `srcset`, in CSS pixels. */
export const IMAGE_WIDTHS = [320, 480, 640, 768, 960, 1200, 1600, 1920] as const;

/**
 * An Images API URL for `width` px as webp at quality 75 (docs/requirements.md#business-constants "Image URLs are requested
 * as webp, quality default 75"; https://www.contentful.com/developers/docs/references/images-api/).
 * Extra `params` (e.g. `{ h: 450, fit: 'fill' }`) are appended.
 */
export function imageUrl(src: string, width: number, params: Record<string, string | number> = {}): string {
  const url = new URL(src.startsWith('//') ? `https:${src}` : src);
  url.searchParams.set('w', String(Math.round(width)));
  url.searchParams.set('fm', 'webp');
  url.searchParams.set('q', '75');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  return src.startsWith('//') ? url.toString().replace(/^https:/, '') : url.toString();
}

/** An Open Graph image: absolute URL and size in pixels. */
export interface OpenGraphImage {
  url: string;
  width: number;
  height: number;
}

/**
 * The Open Graph image of a picture: 1200×630 px filled (cropped), as JPEG at quality 75, the
 * size and format link previews expect (https://ogp.me/#structured; the Images API's `fit=fill`
 * and `fm=jpg`, https://www.contentful.com/developers/docs/references/images-api/).
 */
export function openGraphImage(image: Pick<ImageProps, 'src'>): OpenGraphImage {
  const width = 1200;
  const height = 630;
  const url = new URL(image.src.startsWith('//') ? `https:${image.src}` : image.src);
  url.search = new URLSearchParams({ w: String(width), h: String(height), fit: 'fill', fm: 'jpg', q: '75' }).toString();
  return { url: image.src.startsWith('//') ? url.toString().replace(/^https:/, '') : url.toString(), width, height };
}

/** `srcset` over the offered widths not wider than the original. */
export function imageSrcSet(
  src: string,
  intrinsicWidth: number,
  params: (width: number) => Record<string, string | number> = () => ({}),
): string {
  const widths = IMAGE_WIDTHS.filter((w) => w <= intrinsicWidth);
  if (!widths.length || widths.at(-1)! < intrinsicWidth) widths.push(intrinsicWidth as (typeof IMAGE_WIDTHS)[number]);
  return widths.map((w) => `${imageUrl(src, w, params(w))} ${w}w`).join(', ');
}

/** Props of an `Image` entry, or undefined when it has no processed media. */
export function fromImage(image: ImageFieldsFragment | null | undefined): ImageProps | undefined {
  const media = fromAsset(image?.media);
  if (!image || !media) return undefined;
  const mobile = fromAsset(image.mobileMedia);
  return {
    ...media,
    alt: image.decorative ? '' : (image.alt ?? media.alt),
    ...(mobile ? { mobile: { src: mobile.src, width: mobile.width, height: mobile.height } } : {}),
  };
}

/** Props of a bare asset (title as alt text), or undefined when it is not a processed image. */
export function fromAsset(asset: AssetFieldsFragment | null | undefined): ImageProps | undefined {
  if (!asset?.url || !asset.width || !asset.height) return undefined;
  return { src: asset.url, width: asset.width, height: asset.height, alt: asset.description ?? asset.title ?? '' };
}
