import { inspect } from '../../inspector.js';
import { WistiaVideo } from '../../shared/wistia.js';
import type { VideoBlockProps } from './from-video.js';

/**
 * A Wistia video: a lazy 16:9 iframe `https://fast.wistia.net/embed/iframe/{id}` named by the
 * entry's title, and its transcript in a native disclosure. Static: no JavaScript of ours.
 */
export function VideoBlock({ id, video }: VideoBlockProps) {
  if (!video) return null;
  return (
    <div className="video-block" {...inspect(id, 'wistiaId')}>
      <WistiaVideo {...video} />
    </div>
  );
}
