import { inspect } from '../../inspector.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import type { ImageBlockProps } from './from-image.js';
import { FULL_WIDTH_SIZES } from '../../shared/breakpoints.js';

/** A full-width responsive image (webp srcset, art-directed below 768 px when set). Static: no JavaScript. */
export function ImageBlock({ id, image }: ImageBlockProps) {
  if (!image) return null;
  return (
    <div className="image-block" {...inspect(id, 'media')}>
      <ResponsiveImage image={image} sizes={FULL_WIDTH_SIZES} className="image-block__image" />
    </div>
  );
}
