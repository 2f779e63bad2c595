/**
 * The renderer's public API (`@insurer/renderer`): server-safe (no browser-only code at import
 * time), and only what another package uses: the site's route, layout, search page and head. The
 * other entries are in package.json (`/client`, `/privacy`, `/tracking`, `/finders`, `/live`,
 * `/field-apps`, …); what the browser and the server share is in `@insurer/contracts`.
 */
export { loadBlocks } from './core/registry.js';
export type { LoadContext, QueryFn } from './core/query.js';
export type { BlockTypename } from './core/types.js';
export { HELD_SUBMIT_SCRIPT } from './shared/early-input.js';
export { PARTNER_INFO_SCRIPT } from './tracking/partner-info.js';
export { VISIT_SCRIPT } from './tracking/visit.js';
export { AlertBanner, Footer, Header, loadSiteChrome, MAIN_ID } from './layout/index.js';
export { robotsDirectives, robotsOf } from './shared/robots.js';
export { SEARCH_PAGE_SIZE, SearchResultsView, type SearchResultItem } from './search/search-results-view.js';
export { ArticleView } from './article/article-view.js';
export { StaticPageView } from './static-page/static-page-view.js';
export { loadRoute, type PageServable, type RouteProps } from './route/route.js';
export { SurveyActionsProvider, type SurveyActions } from './blocks/quote-widget/survey-actions.js';
