import { inspect } from '../../inspector.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import type { ImageBlockProps } from './from-image.js';

/** A full-width responsive image (webp srcset, art-directed below 768 px when set). Static: no JavaScript. */
export function ImageBlock({ id, image }: ImageBlockProps) {
  if (!image) return null;
  return (
    <div className="image-block" {...inspect(id, 'media')}>
      <ResponsiveImage image={image} sizes="(min-width: 1200px) 1168px, 100vw" className="image-block__image" />
    </div>
  );
}
