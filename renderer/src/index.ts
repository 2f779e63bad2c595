/** The renderer's public API: server-safe (no browser-only code at import time). */
export { Blocks, blockRegistry, isRegistered, loadBlocks } from './core/registry.js';
export type { LoadContext, QueryFn } from './core/query.js';
export {
  DEFAULT_SITE_FLAGS,
  SITE_FLAG_DEFINITIONS,
  SITE_FLAG_KEYS,
  type SiteFlagDefinition,
  type SiteFlagKey,
  type SiteFlags,
} from '@insurer/contracts/flags';
export { PRIVACY_CHOICE_COOKIE, PRIVACY_CHOICE_DAYS, PRIVACY_CHOICES_PATH, cookieValue, optedOut, type PrivacyChoice } from './privacy.js';
export { PAGE_VIEW_NAMES, pageNameForPath, productForPath, type PageViewRow } from './analytics/page-names.js';
export type { BlockRef, BlockTypename, LoadedBlock, DeferredBlockTypename } from './core/types.js';
export { inspect } from './inspector.js';
export { RichText, NO_LINKS, isDocument, type RichTextProps, type RichTextLinks } from './rich-text/rich-text.js';
export { fromRichTextLinks } from './rich-text/from-links.js';
export { ResponsiveImage } from './shared/responsive-image.js';
export { HELD_SUBMIT_SCRIPT } from './shared/early-input.js';
export { fromImage, fromAsset, imageUrl, openGraphImage, type ImageProps, type OpenGraphImage } from './shared/image.js';
export { CtaLink, fromLink, type LinkProps } from './shared/link.js';
export {
  loadSiteChrome,
  Header,
  fromNavigation,
  loadNavigation,
  DEFAULT_NAVIGATION_NAME,
  isHeaderHidden,
  isHeaderSticky,
  logoHref,
  telHref,
  DESKTOP_MIN_WIDTH,
  MOBILE_STICKY_SCROLL,
  SUBNAV_CLOSE_DELAY_MS,
  MENU_SLIDE_DELAY_MS,
  RESIZE_DEBOUNCE_MS,
  SCROLL_THROTTLE_MS,
  searchResultsUrl,
  rememberSearchTerm,
  readSearchTerms,
  writeSearchTerms,
  SEARCH_TERMS_KEY,
  RECENT_SEARCHES,
  SEARCH_REQUIRED_MESSAGE,
  Footer,
  fromFooter,
  loadFooter,
  DEFAULT_FOOTER_NAME,
  AlertBanner,
  fromAlertBanner,
  loadAlertBanner,
  dismissedBannerKey,
  SkipLink,
  MAIN_ID,
  type SiteChromeIds,
  type SiteChromeProps,
  type HeaderProps,
  type NavigationProps,
  type NavigationGroupProps,
  type SearchParamsInput,
  type SiteFooterProps,
  type FooterProps,
  type FooterColumnProps,
  type AlertBannerProps,
  type AlertType,
} from './layout/index.js';
export { robotsOf, robotsDirectives, type HeadTagLike } from './shared/robots.js';
export {
  SEARCH_PAGE_SIZE,
  SearchResultsView,
  searchPageUrl,
  type SearchResultItem,
  type SearchResultsViewProps,
} from './search/search-results-view.js';
export { ArticleView } from './article/article-view.js';
export { archiveLabel, fromArticlePage, type ArticleProps } from './article/article.js';
export { fromPerson, PersonByline, type PersonProps } from './article/person.js';
export { StaticPageView } from './static-page/static-page-view.js';
export { fromStaticPage, type PageChromeProps, type StaticPageProps } from './static-page/static-page.js';
export { fromRoute, loadRoute, type RouteHead, type RouteProps } from './route/route.js';
