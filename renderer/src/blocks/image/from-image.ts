import type { ImageBlockFragment } from '@insurer/content-model/types';
import { fromImage, type ImageProps } from '../../shared/image.js';
import type { BlockBaseProps } from '../../core/types.js';

export interface ImageBlockProps extends BlockBaseProps {
  /** Undefined while the entry's media is missing or unprocessed (nothing is drawn). */
  image?: ImageProps;
}

/** Props of an `Image` entry placed as a block. */
export function fromImageBlock(raw: ImageBlockFragment): ImageBlockProps {
  const image = fromImage(raw);
  return { id: raw.sys.id, ...(image ? { image } : {}) };
}
