/** The site chrome around every page: header, footer, alert banner, skip link; their loaders and rules. */
export { loadSiteChrome, type SiteChromeIds, type SiteChromeProps } from './load-site-chrome.js';

export { Header, type HeaderProps } from './header/header.js';
export { fromNavigation, type NavigationProps, type NavigationGroupProps } from './header/from-navigation.js';
export { loadNavigation, DEFAULT_NAVIGATION_NAME } from './header/load-navigation.js';
export {
  isHeaderHidden,
  isHeaderSticky,
  logoHref,
  telHref,
  type SearchParamsInput,
  DESKTOP_MIN_WIDTH,
  MOBILE_STICKY_SCROLL,
  SUBNAV_CLOSE_DELAY_MS,
  MENU_SLIDE_DELAY_MS,
  RESIZE_DEBOUNCE_MS,
  SCROLL_THROTTLE_MS,
} from './header/header-rules.js';
export {
  searchResultsUrl,
  rememberSearchTerm,
  readSearchTerms,
  writeSearchTerms,
  SEARCH_TERMS_KEY,
  RECENT_SEARCHES,
  SEARCH_REQUIRED_MESSAGE,
} from './header/search-terms.js';

export { Footer, type SiteFooterProps } from './footer/footer.js';
export { fromFooter, type FooterProps, type FooterColumnProps } from './footer/from-footer.js';
export { loadFooter, DEFAULT_FOOTER_NAME } from './footer/load-footer.js';

export { AlertBanner } from './alert-banner/alert-banner.js';
export { fromAlertBanner, type AlertBannerProps, type AlertType } from './alert-banner/from-alert-banner.js';
export { loadAlertBanner } from './alert-banner/load-alert-banner.js';
export { dismissedBannerKey } from './alert-banner/dismissal.js';

export { SkipLink, MAIN_ID } from './skip-link/skip-link.js';
