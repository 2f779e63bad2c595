import type { VideoBlockFragment } from '@insurer/content-model/types';
import { fromVideo } from '../../shared/video.js';
import type { WistiaVideoProps } from '../../shared/wistia.js';
import type { BlockBaseProps } from '../../core/types.js';

export interface VideoBlockProps extends BlockBaseProps {
  /** Undefined while the entry has no Wistia id (nothing is drawn). */
  video?: WistiaVideoProps;
}

/** Props of a `Video` entry placed as a block. */
export function fromVideoBlock(raw: VideoBlockFragment): VideoBlockProps {
  const video = fromVideo(raw);
  return { id: raw.sys.id, ...(video ? { video } : {}) };
}
