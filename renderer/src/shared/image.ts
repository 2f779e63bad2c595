import type { AssetFieldsFragment, ImageFieldsFragment } from '@insurer/content-model/types';
import { cropHeight, IMAGE_QUALITY, offeredWidths, type ImageCrop } from './image-variants.js';

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

/**
 * An Images API URL for `width` px (one of the offered widths, image-variants.ts) as webp at
 * quality 75 (docs/requirements.md#business-constants "Image URLs are requested as webp, quality
 * default 75"; https://www.contentful.com/developers/docs/references/images-api/). Extra `params`
 * (e.g. `{ h: 450, fit: 'fill' }`) are appended.
 */
export function imageUrl(src: string, width: number, params: Record<string, string | number> = {}): string {
  const url = new URL(src.startsWith('//') ? `https:${src}` : src);
  url.searchParams.set('w', String(Math.round(width)));
  url.searchParams.set('fm', 'webp');
  url.searchParams.set('q', String(IMAGE_QUALITY));
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
  const height = cropHeight(width, 'open-graph');
  const url = new URL(image.src.startsWith('//') ? `https:${image.src}` : image.src);
  url.search = new URLSearchParams({ w: String(width), h: String(height), fit: 'fill', fm: 'jpg', q: String(IMAGE_QUALITY) }).toString();
  return { url: image.src.startsWith('//') ? url.toString().replace(/^https:/, '') : url.toString(), width, height };
}

/** `srcset` over the offered widths not wider than the original (the narrowest one for a smaller original), optionally cropped. */
export function imageSrcSet(src: string, intrinsicWidth: number, crop?: ImageCrop): string {
  return offeredWidths(intrinsicWidth)
    .map((w) => `${imageUrl(src, w, cropParams(w, crop))} ${w}w`)
    .join(', ');
}

/** The Images API parameters of `crop` at `width` (`h` and `fit=fill`), none without a crop. */
export function cropParams(width: number, crop: ImageCrop | undefined): Record<string, string | number> {
  return crop ? { h: cropHeight(width, crop), fit: 'fill' } : {};
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
