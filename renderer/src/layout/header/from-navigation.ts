import type { LinkFieldsFragment, SiteNavigationFragment } from '@insurer/content-model/types';
import { fromAsset, type ImageProps } from '../../shared/image.js';
import { fromLink, type LinkProps } from '../../shared/link.js';
import { DEFAULT_SITE_FLAGS, type SiteFlags } from '@insurer/contracts/flags';
import { fromQuoteWidget } from '../../blocks/quote-widget/from-quote-widget.js';
import type { QuoteDrawerWidget } from '../quote-drawer/quote-drawer-widget.js';

/** A primary navigation group: its dropdown's links, and an optional overview link listed first. */
export interface NavigationGroupProps {
  id: string;
  title: string;
  /** The group's landing page (`navigationGroup.link`), first in the dropdown. */
  link?: LinkProps;
  /** The dropdown's links, at most 10 (docs/requirements.md#content-limits). */
  items: LinkProps[];
}

/**
 * Props of the site header (docs/requirements.md#header-and-navigation), JSON-serialisable. Entries without an address
 * are left out of the link lists.
 */
export interface NavigationProps {
  /** The navigation entry's id, for inspector tags. */
  id: string;
  /** The logo image (its alt text names the link); a text link when absent. */
  logo?: ImageProps & { contentType?: string };
  /** Top-hat secondary navigation, e.g. a 'sign out' link to /individuals-families/shop/logout. */
  topHatLinks: LinkProps[];
  /** Primary navigation groups, at most 7 (docs/requirements.md#content-limits). */
  groups: NavigationGroupProps[];
  /** The support phone as displayed, e.g. '1-888-600-4667'. */
  phoneNumber?: string;
  /** The 'Log in' button's target: the sign-in page. */
  loginLink?: LinkProps;
  /** The 'Get a quote' button's target: the quote page, or an #anchor the quote drawer opens on. */
  quoteLink?: LinkProps;
  /** The site's quote widget, opened in the quote drawer (docs/requirements.md#quote-widget); no drawer when absent. */
  quoteDrawer?: QuoteDrawerWidget;
  /** Show the search toggle (the model's default: true). */
  search: boolean;
  /** Transparent over the hero until sticky (the model's default: false). */
  transparent: boolean;
}

function links(items: readonly (LinkFieldsFragment | null)[] | undefined): LinkProps[] {
  return (items ?? []).map((item) => fromLink(item)).filter((link): link is LinkProps => link !== undefined);
}

/** Props of a `Navigation` entry as the header queries answer it; `flags` are the request's, for the drawer's widget. */
export function fromNavigation(raw: SiteNavigationFragment, flags: SiteFlags = DEFAULT_SITE_FLAGS): NavigationProps {
  const widget = raw.quoteWidget ? fromQuoteWidget(raw.quoteWidget, { flags }) : undefined;
  const logo = fromAsset(raw.logo);
  const loginLink = fromLink(raw.loginLink);
  const quoteLink = fromLink(raw.quoteLink);
  const groups: NavigationGroupProps[] = [];
  for (const group of raw.navigationGroupsCollection?.items ?? []) {
    if (!group?.title) continue;
    const link = fromLink(group.link);
    const items = links(group.itemsCollection?.items);
    if (!link && !items.length) continue;
    groups.push({ id: group.sys.id, title: group.title, ...(link ? { link } : {}), items });
  }
  return {
    id: raw.sys.id,
    ...(logo ? { logo: { ...logo, ...(raw.logo?.contentType ? { contentType: raw.logo.contentType } : {}) } } : {}),
    topHatLinks: links(raw.topHatLinksCollection?.items),
    groups,
    ...(raw.phoneNumber?.trim() ? { phoneNumber: raw.phoneNumber.trim() } : {}),
    ...(loginLink ? { loginLink } : {}),
    ...(quoteLink ? { quoteLink } : {}),
    ...(widget ? { quoteDrawer: { widgetId: widget.id, tabs: widget.tabs, initialTab: widget.initialTab, flags: widget.flags } } : {}),
    search: raw.search ?? true,
    transparent: raw.transparent ?? false,
  };
}
