import type { MediaGridBlockFragment } from '@insurer/content-model/types';
import { MEDIA_GRID_LAYOUT, type MediaGridLayout } from '@insurer/content-model/model';
import { fromImage, type ImageProps } from '../../shared/image.js';
import { fromVideo } from '../../shared/video.js';
import type { WistiaVideoProps } from '../../shared/wistia.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { isOneOf, paddingOf } from '../../shared/closed-list.js';

/** Media grid layouts (docs/requirements.md#media-grid "media grid (layouts Standard, Indented, Narrow, Wide Left, Wide Right)"). */
export type { MediaGridLayout };

/** Items queried per grid; the model sets no limit. */
export const MEDIA_GRID_ITEMS_LIMIT = 12;

export type MediaGridItem = { kind: 'image'; id: string; image: ImageProps } | { kind: 'video'; id: string; video: WistiaVideoProps };

export interface MediaGridProps extends BlockBaseProps {
  title?: string;
  layout: MediaGridLayout;
  /** Images and videos in the editor's order; unprocessed images and videos without a Wistia id are left out. */
  items: MediaGridItem[];
  padding?: Padding;
}

function isLayout(value: string | null): value is MediaGridLayout {
  return isOneOf(MEDIA_GRID_LAYOUT, value);
}

/** Props of a `MediaGrid` entry; an unknown layout gives 'Standard' (the model's default). */
export function fromMediaGrid(raw: MediaGridBlockFragment): MediaGridProps {
  const items: MediaGridItem[] = [];
  for (const item of (raw.itemsCollection?.items ?? []).slice(0, MEDIA_GRID_ITEMS_LIMIT)) {
    if (item?.__typename === 'Image') {
      const image = fromImage(item);
      if (image) items.push({ kind: 'image', id: item.sys.id, image });
    } else if (item?.__typename === 'Video') {
      const video = fromVideo(item);
      if (video) items.push({ kind: 'video', id: item.sys.id, video });
    }
  }
  return {
    id: raw.sys.id,
    ...(raw.title?.trim() ? { title: raw.title.trim() } : {}),
    layout: isLayout(raw.layout) ? raw.layout : 'Standard',
    items,
    ...paddingOf(raw.padding),
  };
}
