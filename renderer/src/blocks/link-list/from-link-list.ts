import type { LinkListBlockFragment } from '@insurer/content-model/types';
import { NAVIGATION_GROUP_ITEMS_MAX, NAVIGATION_NAVIGATION_GROUPS_MAX } from '@insurer/content-model/model';
import { fromLinks } from '../../shared/link-items.js';
import { fromLink, type LinkProps } from '../../shared/link.js';
import type { BlockBaseProps } from '../../core/types.js';

export interface LinkListGroup {
  /** The `NavigationGroup` entry id. */
  id: string;
  title: string;
  /** The group's own overview page, linked from its title. */
  link?: LinkProps;
  links: LinkProps[];
}

export interface LinkListProps extends BlockBaseProps {
  groups: LinkListGroup[];
}

/**
 * Props of a `Navigation` entry placed among the content blocks: its groups as titled link
 * lists (the "link list" block of docs/requirements.md#page-blocks). Top-hat links, logo, log-in, quote and phone
 * belong to the site header and are not drawn here. Groups with neither title nor links are
 * left out.
 */
export function fromLinkList(raw: LinkListBlockFragment): LinkListProps {
  const groups: LinkListGroup[] = [];
  for (const group of (raw.navigationGroupsCollection?.items ?? []).slice(0, NAVIGATION_NAVIGATION_GROUPS_MAX)) {
    if (!group) continue;
    const link = fromLink(group.link);
    const links = fromLinks(group.itemsCollection?.items).slice(0, NAVIGATION_GROUP_ITEMS_MAX);
    const title = group.title?.trim() || link?.title || '';
    if (!title && !links.length) continue;
    groups.push({ id: group.sys.id, title, ...(link ? { link } : {}), links });
  }
  return { id: raw.sys.id, groups };
}
