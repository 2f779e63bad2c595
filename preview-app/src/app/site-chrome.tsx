import { AlertBanner, Footer, Header, loadSiteChrome, MAIN_ID, type LoadContext } from '@insurer/renderer';
// Its own entry: importing it through `@insurer/renderer/client` would bundle that module's other islands with it.
import { AnalyticsLoader } from '@insurer/renderer/analytics-loader';
import { SIGN_OUT_PATH } from '../lib/sign-out';
import type { ReactNode } from 'react';
import { siteEnv } from '../lib/env';

interface SiteChromeProps {
  /** The page's path, for the logo target (docs/requirements.md#routes). */
  url: string;
  /** True on the header-less variant (clientcode=fmg, code ga or nhf). */
  hideHeader: boolean;
  context: LoadContext;
  /** The page's own navigation, footer and alert banner entries; the defaults when undefined. */
  navigationId: string | undefined;
  footerId: string | undefined;
  alertBannerId: string | undefined;
  complianceNumber?: string | undefined;
  children: ReactNode;
}

/** Skip link, alert banner, header, the main landmark and the footer around a page's content. */
export async function SiteChrome({
  url,
  hideHeader,
  context,
  navigationId,
  footerId,
  alertBannerId,
  complianceNumber,
  children,
}: SiteChromeProps) {
  const chrome = await loadSiteChrome({ navigationId, footerId, alertBannerId }, context);
  const banner = chrome.alertBanner ? <AlertBanner {...chrome.alertBanner} /> : null;
  return (
    <>
      {!hideHeader && chrome.navigation ? (
        <Header navigation={chrome.navigation} path={url} signInUrl={siteEnv().signInUrl} banner={banner} />
      ) : (
        banner
      )}
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      {chrome.footer ? <Footer footer={chrome.footer} {...(complianceNumber ? { complianceNumber } : {})} /> : null}
      {/* Editors' previews are not visits: no analytics in draft mode. The sign-out page has just
          cleared the tracking cookies: no event may give the visitor an id again there. */}
      {context.preview || url === SIGN_OUT_PATH ? null : <AnalyticsLoader flags={context.flags} />}
    </>
  );
}
