import type { AssetFieldsFragment, ImageFieldsFragment, LinkFieldsFragment, VideoFieldsFragment } from '@insurer/content-model/types';
import { fromAsset, fromImage } from '../shared/image.js';
import { fromLink } from '../shared/link.js';
import { fromVideo } from '../shared/video.js';
import type { RichTextLinks } from './rich-text.js';

type EmbeddedEntry = { __typename: string; sys: { id: string } } & Partial<ImageFieldsFragment> &
  Partial<LinkFieldsFragment> &
  Partial<VideoFieldsFragment>;

/** The shape of every rich-text field's `links` in the GraphQL answers (`{Type}{Field}Links`). */
export interface RawRichTextLinks {
  assets?: { block?: readonly (AssetFieldsFragment | null)[]; hyperlink?: readonly (AssetFieldsFragment | null)[] } | null;
  entries?: {
    block?: readonly (EmbeddedEntry | null)[];
    inline?: readonly (EmbeddedEntry | null)[];
    hyperlink?: readonly (EmbeddedEntry | null)[];
  } | null;
}

/** Resolves a rich-text field's `links` into `RichTextLinks` (images, links and videos only). */
export function fromRichTextLinks(raw: RawRichTextLinks | null | undefined): RichTextLinks {
  const links: RichTextLinks = { assets: {}, entries: {} };
  for (const asset of [...(raw?.assets?.block ?? []), ...(raw?.assets?.hyperlink ?? [])]) {
    const image = fromAsset(asset);
    if (asset && image) links.assets[asset.sys.id] = image;
  }
  for (const entry of [...(raw?.entries?.block ?? []), ...(raw?.entries?.inline ?? []), ...(raw?.entries?.hyperlink ?? [])]) {
    if (!entry) continue;
    if (entry.__typename === 'Image') {
      const image = fromImage(entry as ImageFieldsFragment);
      if (image) links.entries[entry.sys.id] = { kind: 'image', image };
    } else if (entry.__typename === 'Link') {
      const link = fromLink(entry as LinkFieldsFragment);
      if (link) links.entries[entry.sys.id] = { kind: 'link', link };
    } else if (entry.__typename === 'Video') {
      const video = fromVideo(entry as VideoFieldsFragment);
      if (video) links.entries[entry.sys.id] = { kind: 'video', video };
    }
  }
  return links;
}
