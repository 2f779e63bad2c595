import type { SuggestedPagesBlockFragment } from '@insurer/content-model/types';
import { fromLinks } from '../../shared/link-items.js';
import type { LinkProps } from '../../shared/link.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/** Links queried per block; the model sets no limit, a link list longer than this is not a suggestion. */
export const SUGGESTED_PAGES_LIMIT = 20;

export interface SuggestedPagesProps extends BlockBaseProps {
  title?: string;
  /** The pages, in the editor's order. */
  links: LinkProps[];
  padding?: Padding;
}

/** Props of a `SuggestedPages` entry (docs/requirements.md#link-lists "Suggested-pages link list: a title and hrefs"). */
export function fromSuggestedPages(raw: SuggestedPagesBlockFragment): SuggestedPagesProps {
  return {
    id: raw.sys.id,
    ...(raw.title?.trim() ? { title: raw.title.trim() } : {}),
    links: fromLinks(raw.linksCollection?.items).slice(0, SUGGESTED_PAGES_LIMIT),
    ...paddingOf(raw.padding),
  };
}
