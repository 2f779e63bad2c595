import type { LinkFieldsFragment, SiteFooterFragment } from '@insurer/content-model/types';
import { FOOTER_COLUMNS_MAX } from '@insurer/content-model/model';
import { isDocument, NO_LINKS, type RichTextProps } from '../../rich-text/rich-text.js';
import { fromLink, type LinkProps } from '../../shared/link.js';

export interface FooterColumnProps {
  id: string;
  title: string;
  links: LinkProps[];
}

/** Props of the site footer, JSON-serialisable. Links without an address are left out. */
export interface FooterProps {
  /** The footer entry's id, for inspector tags. */
  id: string;
  /** Titled link columns, at most 4. */
  columns: FooterColumnProps[];
  /** Social profile links; each link's `icon` names the network (e.g. 'linkedin'). */
  socialLinks: (LinkProps & { icon?: string })[];
  /** Privacy, terms, accessibility … under the columns. */
  legalLinks: LinkProps[];
  /** Legal text at the bottom. */
  disclaimer?: RichTextProps;
  /** e.g. '© 2025 The Insurer'. */
  copyright?: string;
}

function links(items: readonly (LinkFieldsFragment | null)[] | undefined): LinkProps[] {
  return (items ?? []).map((item) => fromLink(item)).filter((link): link is LinkProps => link !== undefined);
}

/** Props of a `Footer` entry as the footer queries answer it. */
export function fromFooter(raw: SiteFooterFragment): FooterProps {
  const columns: FooterColumnProps[] = [];
  for (const column of raw.columnsCollection?.items ?? []) {
    if (column?.title) columns.push({ id: column.sys.id, title: column.title, links: links(column.linksCollection?.items) });
  }
  const socialLinks = (raw.socialLinksCollection?.items ?? []).flatMap((item) => {
    const link = fromLink(item);
    return link ? [{ ...link, ...(item?.icon ? { icon: item.icon } : {}) }] : [];
  });
  return {
    id: raw.sys.id,
    columns: columns.slice(0, FOOTER_COLUMNS_MAX),
    socialLinks,
    legalLinks: links(raw.legalLinksCollection?.items),
    ...(isDocument(raw.disclaimer?.json) ? { disclaimer: { document: raw.disclaimer.json, links: NO_LINKS } } : {}),
    ...(raw.copyright?.trim() ? { copyright: raw.copyright.trim() } : {}),
  };
}
