import { enableInspector } from '../inspector.js';
import { withEditorAids, type LoadContext } from '../core/query.js';
import { loadAlertBanner } from './alert-banner/load-alert-banner.js';
import type { AlertBannerProps } from './alert-banner/from-alert-banner.js';
import { loadFooter } from './footer/load-footer.js';
import type { FooterProps } from './footer/from-footer.js';
import { loadNavigation } from './header/load-navigation.js';
import type { NavigationProps } from './header/from-navigation.js';

/** A page's own chrome entries (`staticPage.navigation`, `.footer`, `.alertBanner` ids); any may be absent. */
export interface SiteChromeIds {
  navigationId?: string | null;
  footerId?: string | null;
  alertBannerId?: string | null;
}

/** Everything around a page's content, JSON-serialisable; null where there is nothing to draw. */
export interface SiteChromeProps {
  navigation: NavigationProps | null;
  footer: FooterProps | null;
  alertBanner: AlertBannerProps | null;
}

async function orNull<T>(what: string, load: Promise<T | null>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    // docs/requirements.md#error-catalogue "Content fetch failure: logged, returns nothing": the page renders without it.
    console.warn(`[renderer] loading the ${what} failed; rendered without it`, error);
    return null;
  }
}

/**
 * Loads the header, footer and alert banner of a page in parallel: the page's own navigation
 * and footer, or the site defaults ('Default navigation', 'Default footer') when it has none
 * or they are unpublished; its alert banner unless expired. A part whose query fails is logged
 * and answered as null.
 */
export async function loadSiteChrome(ids: SiteChromeIds, context: LoadContext): Promise<SiteChromeProps> {
  if (withEditorAids(context)) enableInspector();
  const [navigation, footer, alertBanner] = await Promise.all([
    orNull('navigation', loadNavigation(ids.navigationId, context)),
    orNull('footer', loadFooter(ids.footerId, context)),
    orNull('alert banner', loadAlertBanner(ids.alertBannerId, context)),
  ]);
  return { navigation, footer, alertBanner };
}
