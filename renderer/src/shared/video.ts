import type { VideoFieldsFragment } from '@insurer/content-model/types';
import type { WistiaVideoProps } from './wistia.js';

/**
 * Props of a `Video` entry (Wistia id, title, transcript) for `<WistiaVideo>`; undefined when it
 * has no Wistia id. The title is the player's accessible name; it falls back to 'Video'.
 */
export function fromVideo(video: VideoFieldsFragment | null | undefined): WistiaVideoProps | undefined {
  if (!video?.wistiaId) return undefined;
  return {
    wistiaId: video.wistiaId,
    title: video.title || 'Video',
    ...(video.transcript?.trim() ? { transcript: video.transcript } : {}),
  };
}
