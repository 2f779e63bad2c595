import type { ReactNode } from 'react';
import { inspect } from '../../inspector.js';
import { imageUrl } from '../../shared/image.js';
import { offeredWidth } from '../../shared/image-variants.js';
import { SkipLink } from '../skip-link/skip-link.js';
import type { NavigationProps } from './from-navigation.js';
import { HeaderFrame } from './header-frame.js';
import { HeaderMenu } from './header-menu.js';
import { logoHref, telHref } from './header-rules.js';
import { NavLink } from './nav-link.js';
import { PrimaryNavigation } from './primary-navigation.js';
import { SiteSearch } from './site-search.js';
import { QuoteDrawer } from '../quote-drawer/quote-drawer.js';

export interface HeaderProps {
  navigation: NavigationProps;
  /** The current page's path (query and hash allowed): the logo links to /account-portal on account-portal pages. */
  path: string;
  /** The sign-in page from configuration, for a navigation without a log-in link. */
  signInUrl?: string;
  /** Drawn between the skip link and the header, e.g. `<AlertBanner>`. */
  banner?: ReactNode;
}

/** Logos are drawn about 40 px tall; twice that width covers 2x screens (an offered width, image-variants.ts). */
const LOGO_MAX_WIDTH = 480;
/** The logo's height on the page, in CSS pixels (header.css lays the bar out around it). */
const LOGO_HEIGHT = 40;

function Logo({ navigation, href }: { navigation: NavigationProps; href: string }) {
  const { logo } = navigation;
  return (
    <a className="site-header__logo" href={href} {...inspect(navigation.id, 'logo')}>
      {logo ? (
        <img
          // Images API transforms raster images only; an SVG logo is served as it is.
          src={logo.contentType === 'image/svg+xml' ? logo.src : imageUrl(logo.src, offeredWidth(Math.min(logo.width, LOGO_MAX_WIDTH)))}
          // The size it is drawn at, not the file's: with both known before the file arrives the
          // browser reserves its box, so nothing in the bar moves when it paints (CLS 0).
          width={Math.round((LOGO_HEIGHT * logo.width) / logo.height)}
          height={LOGO_HEIGHT}
          alt={logo.alt || 'Home'}
        />
      ) : (
        'Home'
      )}
    </a>
  );
}

/**
 * The site header (docs/requirements.md#header-and-navigation, docs/requirements.md#navigation-behaviour): the skip link, an optional top-hat
 * secondary navigation, the logo, the primary navigation with dropdowns, 'Log in' and 'Get a
 * quote' buttons, 'Need help? Call us:' with the support phone, and the search toggle. A server
 * component, usable without JavaScript (docs/requirements.md#decision-header-without-script):
 * every link is an anchor, the menu and search toggles are native popovers and desktop
 * sub-navigations open on hover and focus; its one island (`HeaderEnhancer`) adds the timed
 * behaviours once the page is idle. The 'Get a quote' link carries `data-quote-trigger` for the quote drawer, which
 * opens the navigation's quote widget (`QuoteDrawer`, its panel loaded on first open).
 * The app leaves the header out when `isHeaderHidden(searchParams)`.
 */
export function Header({ navigation, path, signInUrl, banner }: HeaderProps) {
  const { id, topHatLinks, groups, phoneNumber, loginLink, quoteLink } = navigation;
  const signIn = loginLink?.href ?? signInUrl;
  return (
    <>
      <SkipLink />
      {banner}
      <HeaderFrame transparent={navigation.transparent}>
        <header className="site-header__header" {...inspect(id, 'internalName')}>
          {topHatLinks.length ? (
            <div className="site-header__top-hat" data-header-top-hat="">
              <nav className="top-hat container" aria-label="Secondary" {...inspect(id, 'topHatLinks')}>
                <ul className="top-hat__list">
                  {topHatLinks.map((link) => (
                    <li key={link.id}>
                      <NavLink link={link} className="top-hat__link" />
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          ) : null}
          <div className="site-header__bar" data-header-bar="">
            <div className="site-header__inner container">
              <Logo navigation={navigation} href={logoHref(path)} />
              <HeaderMenu>
                <PrimaryNavigation navigationId={id} groups={groups} />
                <div className="site-header__actions">
                  {signIn ? (
                    <a
                      className="btn btn--secondary site-header__login"
                      href={signIn}
                      {...(loginLink ? inspect(loginLink.id, 'href') : {})}
                      {...(loginLink?.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      Log in
                      {loginLink?.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
                    </a>
                  ) : null}
                  {quoteLink ? (
                    <a
                      className="btn btn--primary site-header__quote"
                      href={quoteLink.href}
                      data-quote-trigger=""
                      {...inspect(quoteLink.id, 'href')}
                    >
                      Get a quote
                    </a>
                  ) : null}
                  {phoneNumber ? (
                    <p className="site-header__phone" {...inspect(id, 'phoneNumber')}>
                      Need help? Call us: <a href={telHref(phoneNumber)}>{phoneNumber}</a>
                    </p>
                  ) : null}
                </div>
              </HeaderMenu>
              {navigation.search ? <SiteSearch /> : null}
            </div>
          </div>
        </header>
      </HeaderFrame>
      {navigation.quoteDrawer ? <QuoteDrawer widget={navigation.quoteDrawer} /> : null}
    </>
  );
}
