import { AlertBanner, Footer, Header, loadSiteChrome, MAIN_ID, type LoadContext } from '@insurer/renderer';
// Its own entry: importing it through `@insurer/renderer/client` would bundle that module's other islands with it.
import { AnalyticsLoader } from '@insurer/renderer/analytics-loader';
import { SIGN_OUT_PATH } from '../lib/sign-out';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { siteEnv } from '../lib/env';
import { HIDDEN_HEADER_REQUEST_HEADER, HIDDEN_HEADER_VALUE } from '../lib/hidden-header';

interface SiteChromeProps {
  /** The page's path, for the logo target (docs/requirements.md#routes). */
  url: string;
  context: LoadContext;
  /** The page's own navigation, footer and alert banner entries; the defaults when undefined. */
  navigationId: string | undefined;
  footerId: string | undefined;
  alertBannerId: string | undefined;
  complianceNumber?: string | undefined;
  children: ReactNode;
}

/**
 * Skip link, alert banner, header, the main landmark and the footer around a page's content. The
 * header is left out when the request handler says the query hides it (clientcode=fmg, code ga
 * or nhf: docs/requirements.md#hidden-header, lib/hidden-header.ts), on every route that draws
 * the chrome.
 */
export async function SiteChrome({ url, context, navigationId, footerId, alertBannerId, complianceNumber, children }: SiteChromeProps) {
  const hideHeader = (await headers()).get(HIDDEN_HEADER_REQUEST_HEADER) === HIDDEN_HEADER_VALUE;
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
