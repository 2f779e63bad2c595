import type { LinkListBlockFragment } from '@insurer/content-model/types';
import { fromLinks } from '../../shared/link-items.js';
import { fromLink, type LinkProps } from '../../shared/link.js';
import type { BlockBaseProps } from '../../core/types.js';

/** Groups and links per group (seed 001 §9 "navigation columns 7 … nav group items 10"). */
export const LINK_LIST_LIMITS = { groups: 7, links: 10 } as const;

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
 * lists (the "link list" block of seed 000 §1). Top-hat links, logo, log-in, quote and phone
 * belong to the site header and are not drawn here. Groups with neither title nor links are
 * left out.
 */
export function fromLinkList(raw: LinkListBlockFragment): LinkListProps {
  const groups: LinkListGroup[] = [];
  for (const group of (raw.navigationGroupsCollection?.items ?? []).slice(0, LINK_LIST_LIMITS.groups)) {
    if (!group) continue;
    const link = fromLink(group.link);
    const links = fromLinks(group.itemsCollection?.items).slice(0, LINK_LIST_LIMITS.links);
    const title = group.title?.trim() || link?.title || '';
    if (!title && !links.length) continue;
    groups.push({ id: group.sys.id, title, ...(link ? { link } : {}), links });
  }
  return { id: raw.sys.id, groups };
}
