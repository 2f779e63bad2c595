import { preload } from 'react-dom';
import { mediaBelow, mediaFrom } from './breakpoints.js';
import { cropParams, imageSrcSet, imageUrl, type ImageProps } from './image.js';
import { IMAGE_CROPS, offeredWidth, type ImageCrop } from './image-variants.js';

declare module 'react' {
  // Merging with React's declaration needs its type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /**
     * The Element Timing API's name (https://w3c.github.io/element-timing/): the browser reports
     * when the image is painted. React passes the lower-case attribute through unchanged.
     */
    elementtiming?: string;
  }
}

/** Where the art-directed mobile file applies: below the md breakpoint (docs/requirements.md#business-constants). */
const MOBILE_MEDIA = mediaBelow('md');

interface ResponsiveImageProps {
  image: ImageProps;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Crop to one of the offered aspect ratios with `fit=fill`, e.g. '16:9' for 800x450 cards. */
  crop?: ImageCrop;
  className?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
}

/**
 * An `<img>` (a `<picture>` when there is a mobile file) with webp `srcset` from the Images API,
 * intrinsic `width`/`height` so the browser reserves the space (no layout shift), lazy by default.
 * A `priority` image (the largest above the fold) loads eagerly with `fetchpriority=high`, carries
 * `elementtiming="hero"` (the site server's script loader waits for its paint,
 * docs/requirements.md#decision-scripts-after-first-paint) and is preloaded from the document's head: React does that itself for an `<img>`, not for one in a
 * `<picture>`, whose two files are preloaded here, each for its own viewport (`media`).
 */
export function ResponsiveImage({ image, sizes, crop, className, priority = false }: ResponsiveImageProps) {
  const height = crop ? Math.round(image.width / IMAGE_CROPS[crop]) : image.height;
  const fallbackWidth = offeredWidth(Math.min(image.width, 960));
  const img = (
    <img
      src={imageUrl(image.src, fallbackWidth, cropParams(fallbackWidth, crop))}
      srcSet={imageSrcSet(image.src, image.width, crop)}
      sizes={sizes}
      width={image.width}
      height={height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const, elementtiming: 'hero' } : {})}
      className={className}
    />
  );
  if (!image.mobile) return img;
  if (priority) {
    preload(imageUrl(image.mobile.src, offeredWidth(Math.min(image.mobile.width, 960))), {
      as: 'image',
      imageSrcSet: imageSrcSet(image.mobile.src, image.mobile.width),
      imageSizes: '100vw',
      fetchPriority: 'high',
      media: MOBILE_MEDIA,
    });
    preload(imageUrl(image.src, fallbackWidth, cropParams(fallbackWidth, crop)), {
      as: 'image',
      imageSrcSet: imageSrcSet(image.src, image.width, crop),
      imageSizes: sizes,
      fetchPriority: 'high',
      media: mediaFrom('md'),
    });
  }
  return (
    <picture>
      <source media={MOBILE_MEDIA} srcSet={imageSrcSet(image.mobile.src, image.mobile.width)} sizes="100vw" />
      {img}
    </picture>
  );
}
