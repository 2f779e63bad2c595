import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContext } from '../../test/fixtures.js';
import { axeOnRealClock, fakeClockUser, rawNavigation, useFakeClock, useRealClock } from '../test-fixtures.js';
import { fromNavigation, type NavigationProps } from './from-navigation.js';
import { Header, type HeaderProps } from './header.js';
import { enhanceHeader } from './header-behaviour.js';
import { DEFAULT_NAVIGATION_NAME, loadNavigation } from './load-navigation.js';

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
}

/** Scrolls to `y` and lets the 10 ms scroll throttle pass. */
function scrollAndSettle(y: number) {
  setScrollY(y);
  fireEvent.scroll(window);
  act(() => vi.advanceTimersByTime(10));
}

/** The header as a page has it: followed by the main content and the footer. */
function renderPage(props: Partial<HeaderProps> = {}, navigation: NavigationProps = fromNavigation(rawNavigation())) {
  const result = render(
    <>
      <Header navigation={navigation} path="/life-insurance/term" {...props} />
      <main id="main" tabIndex={-1}>
        <h1>Term life insurance</h1>
        <a href="/life-insurance/term/calculator-quote">Calculate your need</a>
      </main>
      <footer data-site-footer="">
        <a href="/privacy-policy">Privacy policy</a>
      </footer>
    </>,
  );
  // The header's script, as its island adds it once the page is idle.
  const frameElement = result.container.querySelector<HTMLElement>('[data-site-header]');
  if (frameElement) cleanups.push(enhanceHeader(frameElement));
  // The frame reads the scroll position on the first animation frame.
  act(() => vi.advanceTimersByTime(16));
  return result;
}

const cleanups: (() => void)[] = [];

function frame(container: HTMLElement): HTMLElement {
  return container.querySelector<HTMLElement>('.site-header')!;
}

const axe = axeOnRealClock;
const setup = fakeClockUser;
const group = (name: string) => screen.getByRole('button', { name });
const subNavigation = (name: string) => document.getElementById(group(name).getAttribute('aria-controls')!)!;

beforeEach(() => {
  useFakeClock();
  setViewportWidth(1280);
  setScrollY(0);
  document.body.style.overflow = '';
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  useRealClock();
});

describe('Header content (docs/requirements.md#header-and-navigation)', () => {
  it('given a full navigation, when rendered, then the skip link, top hat, groups, buttons and phone show', async () => {
    const { container } = renderPage();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(container.querySelector('a')).toBe(skip);

    const topHat = screen.getByRole('navigation', { name: 'Secondary' });
    expect(within(topHat).getByRole('link', { name: 'sign out' }).getAttribute('href')).toBe('/individuals-families/shop/logout');
    expect(within(topHat).getByRole('link', { name: 'Employers' }).getAttribute('href')).toBe('/employers');

    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Life insurance', 'Dental']);
    expect(within(main).getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/careers');
    expect(within(main).queryByText('Empty')).toBeNull();
    for (const name of ['Life insurance', 'Dental']) {
      expect(group(name).getAttribute('aria-expanded')).toBe('false');
      expect(group(name).getAttribute('data-state')).toBe('closed');
      expect(subNavigation(name).hidden).toBe(true);
    }

    const login = screen.getByRole('link', { name: /^Log in/ });
    expect(login.getAttribute('href')).toBe('https://signin.example.com/login');
    expect(login.getAttribute('target')).toBe('_blank');
    const quote = screen.getByRole('link', { name: 'Get a quote' });
    expect(quote.getAttribute('href')).toBe('/get-a-quote');
    expect(quote.hasAttribute('data-quote-trigger')).toBe(true);

    const phone = screen.getByText(/^Need help\? Call us:/);
    expect(phone.textContent).toBe('Need help? Call us: 1-800-555-0199');
    expect(within(phone).getByRole('link', { name: '1-800-555-0199' }).getAttribute('href')).toBe('tel:18005550199');

    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-expanded')).toBe('false');
    expect(frame(container).getAttribute('data-enhanced')).toBe('');
    expect(await axe(container)).toEqual([]);
  });

  it('given an account-portal page, when rendered, then the logo links to /account-portal; elsewhere to /', async () => {
    const { container, unmount } = renderPage({ path: '/account-portal/claims' });
    const logo = screen.getByRole('link', { name: 'The Insurer' });
    expect(logo.getAttribute('href')).toBe('/account-portal');
    expect(within(logo).getByRole('img').getAttribute('src')).toBe(
      'http://localhost:4000/images/space/logo-asset/tok/logo-asset.png?w=320&fm=webp&q=75',
    );
    // The drawn size (40px tall, the file's 320×80 ratio), known before the file arrives: no layout shift.
    expect([within(logo).getByRole('img').getAttribute('width'), within(logo).getByRole('img').getAttribute('height')]).toEqual([
      '160',
      '40',
    ]);
    expect(await axe(container)).toEqual([]);
    unmount();
    renderPage({ path: '/' });
    expect(screen.getByRole('link', { name: 'The Insurer' }).getAttribute('href')).toBe('/');
  });

  it('given a bare navigation and a configured sign-in URL, when rendered, then only Home, Log in and the groups show', async () => {
    const navigation = fromNavigation(
      rawNavigation({ logo: null, topHatLinksCollection: null, phoneNumber: null, loginLink: null, quoteLink: null, search: false }),
    );
    const { container } = renderPage({ signInUrl: 'https://signin.example.com/' }, navigation);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('https://signin.example.com/');
    expect(screen.queryByRole('navigation', { name: 'Secondary' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get a quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(screen.queryByText(/Need help\?/)).toBeNull();
    expect(await axe(container)).toEqual([]);
  });

  it('given the header rendered on the server, when its HTML is read, then every link is there without JavaScript', () => {
    const html = renderToString(<Header navigation={fromNavigation(rawNavigation())} path="/" />);
    for (const href of [
      '#main',
      '/individuals-families/shop/logout',
      '/life-insurance',
      '/life-insurance/term',
      '/dental-insurance/ppo',
      '/careers',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('action="/search-results"');
    expect(html).toContain('name="q"');
    expect(html).not.toContain('data-enhanced');
  });
});

describe('Header before its script (docs/requirements.md#decision-header-without-script)', () => {
  // The closed menu is a closed popover: not displayed, so its buttons are looked up hidden too.
  const hiddenGroup = (name: string) => screen.getByRole('button', { name, hidden: true });
  it('given the server markup, when no script ran, then the toggles are native popover toggles and nothing claims a state', () => {
    render(<Header navigation={fromNavigation(rawNavigation())} path="/" />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('popovertarget')).toBe('site-menu');
    expect(document.getElementById('site-menu')?.getAttribute('popover')).toBe('auto');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search.getAttribute('popovertarget')).toBe('site-search-panel');
    expect(document.getElementById('site-search-panel')?.getAttribute('popover')).toBe('auto');
    expect(screen.getByRole('searchbox', { hidden: true }).hasAttribute('required')).toBe(true);
    expect(hiddenGroup('Life insurance').hasAttribute('aria-expanded')).toBe(false);
  });

  it('given a group focused before the script arrives, when it arrives, then the group is open and the toggles are the script’s', () => {
    const { container } = render(<Header navigation={fromNavigation(rawNavigation())} path="/" />);
    hiddenGroup('Dental').focus();
    cleanups.push(enhanceHeader(frame(container)));
    expect(frame(container).hasAttribute('data-enhanced')).toBe(true);
    expect(hiddenGroup('Dental').getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(hiddenGroup('Dental').getAttribute('aria-controls')!)!.hidden).toBe(false);
    expect(hiddenGroup('Life insurance').getAttribute('aria-expanded')).toBe('false');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton.hasAttribute('popovertarget')).toBe(false);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('site-menu')?.hasAttribute('popover')).toBe(false);
    expect((screen.getByRole('searchbox', { hidden: true }).closest('form') as HTMLFormElement).noValidate).toBe(true);
  });
});

describe('Header at desktop width (docs/requirements.md#navigation-behaviour)', () => {
  it('given a group, when hovered, then its sub-navigation opens, and closes 300 ms after the pointer leaves', async () => {
    const user = setup();
    const { container } = renderPage();
    await user.hover(group('Life insurance'));
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('true');
    expect(group('Life insurance').getAttribute('data-state')).toBe('open');
    const links = within(subNavigation('Life insurance')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Life insurance overview', '/life-insurance'],
      ['Term life', '/life-insurance/term'],
      ['Whole life', '/life-insurance/whole'],
    ]);
    expect(await axe(container)).toEqual([]);

    await user.unhover(group('Life insurance'));
    act(() => vi.advanceTimersByTime(299));
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('false');
    expect(subNavigation('Life insurance').hidden).toBe(true);
  });

  it('given a sub-navigation closing, when the pointer comes back within 300 ms, then it stays open', async () => {
    const user = setup();
    renderPage();
    await user.hover(group('Dental'));
    await user.unhover(group('Dental'));
    act(() => vi.advanceTimersByTime(200));
    await user.hover(within(subNavigation('Dental')).getByRole('link', { name: 'Dental PPO' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(group('Dental').getAttribute('aria-expanded')).toBe('true');
  });

  it('given a group opened by hover, when Escape is pressed with focus elsewhere, then it closes and focus stays', async () => {
    const user = setup();
    renderPage();
    await user.hover(group('Life insurance'));
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(document.body);
  });

  it('given one group open, when the pointer moves to another, then only the other is open', async () => {
    const user = setup();
    renderPage();
    await user.hover(group('Life insurance'));
    await user.hover(group('Dental'));
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('false');
    expect(group('Dental').getAttribute('aria-expanded')).toBe('true');
  });

  it('given keyboard focus, when it reaches a group, then it opens; leaving it opens the next; Escape closes and returns focus', async () => {
    const user = setup();
    const { container } = renderPage();
    group('Life insurance').focus();
    await act(async () => undefined);
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('true');

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Life insurance overview');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Whole life');
    expect(await axe(container)).toEqual([]);

    await user.tab();
    expect(document.activeElement).toBe(group('Dental'));
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('false');
    expect(group('Dental').getAttribute('aria-expanded')).toBe('true');

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Dental PPO');
    await user.keyboard('{Escape}');
    expect(group('Dental').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(group('Dental'));
    expect(await axe(container)).toEqual([]);

    await user.keyboard('{Enter}');
    expect(group('Dental').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(group('Dental').getAttribute('aria-expanded')).toBe('false');
  });

  it('given a group opened by hover, when clicked, then it stays open; a second click or a click elsewhere closes it', async () => {
    const user = setup();
    renderPage();
    await user.click(group('Life insurance'));
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('true');
    await user.click(group('Life insurance'));
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('false');

    await user.click(group('Dental'));
    expect(group('Dental').getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('heading', { name: 'Term life insurance' }));
    expect(group('Dental').getAttribute('aria-expanded')).toBe('false');
  });

  it('given the desktop header, when the navigation bar reaches the viewport top, then it turns sticky', () => {
    const { container } = renderPage();
    const bar = container.querySelector<HTMLElement>('[data-header-bar]')!;
    let top = 32;
    bar.getBoundingClientRect = () => ({ top }) as DOMRect;
    scrollAndSettle(0);
    expect(frame(container).getAttribute('data-sticky')).toBe('false');
    top = 1;
    scrollAndSettle(31);
    expect(frame(container).getAttribute('data-sticky')).toBe('false');
    top = 0;
    scrollAndSettle(32);
    expect(frame(container).getAttribute('data-sticky')).toBe('true');
    top = -200;
    scrollAndSettle(500);
    expect(frame(container).getAttribute('data-sticky')).toBe('true');
    top = 32;
    scrollAndSettle(0);
    expect(frame(container).getAttribute('data-sticky')).toBe('false');
  });

  it('given scrolling, when scroll events come faster than every 10 ms, then the position is read at most every 10 ms', () => {
    const { container } = renderPage();
    const bar = container.querySelector<HTMLElement>('[data-header-bar]')!;
    let top = 32;
    bar.getBoundingClientRect = () => ({ top }) as DOMRect;
    scrollAndSettle(0);
    act(() => vi.advanceTimersByTime(1));
    top = 0;
    fireEvent.scroll(window);
    expect(frame(container).getAttribute('data-sticky')).toBe('true');
    top = 32;
    act(() => vi.advanceTimersByTime(2));
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(7));
    expect(frame(container).getAttribute('data-sticky')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(frame(container).getAttribute('data-sticky')).toBe('false');
  });

  it('given a transparent navigation, when the header turns sticky, then it is marked for the opaque style', async () => {
    const { container } = renderPage({}, fromNavigation(rawNavigation({ transparent: true })));
    const bar = container.querySelector<HTMLElement>('[data-header-bar]')!;
    bar.getBoundingClientRect = () => ({ top: 40 }) as DOMRect;
    scrollAndSettle(0);
    expect(frame(container).getAttribute('data-transparent')).toBe('true');
    expect(frame(container).getAttribute('data-sticky')).toBe('false');
    bar.getBoundingClientRect = () => ({ top: 0 }) as DOMRect;
    scrollAndSettle(40);
    expect(frame(container).getAttribute('data-sticky')).toBe('true');
    expect(await axe(container)).toEqual([]);
  });
});

describe('Header at mobile width (docs/requirements.md#navigation-behaviour)', () => {
  beforeEach(() => setViewportWidth(375));

  const menuButton = () => screen.getByRole('button', { name: 'Menu' });
  const main = () => document.getElementById('main')!;
  const footer = () => document.querySelector('[data-site-footer]')!;

  it('given the menu closed, when the Menu button is pressed, then it opens, slides out after 200 ms, locks scroll and hides the page', async () => {
    const user = setup();
    const { container } = renderPage();
    const menu = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('data-state')).toBe('closed');
    expect(await axe(container)).toEqual([]);

    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('data-state')).toBe('open');
    expect(menu.getAttribute('data-shown')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    for (const element of [main(), footer()]) {
      expect(element.getAttribute('aria-hidden')).toBe('true');
      expect(element.hasAttribute('inert')).toBe(true);
    }
    act(() => vi.advanceTimersByTime(199));
    expect(menu.getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(1));
    expect(menu.getAttribute('data-state')).toBe('open');
    expect(await axe(container)).toEqual([]);

    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('data-state')).toBe('closed');
    expect(document.body.style.overflow).toBe('');
    expect(main().hasAttribute('aria-hidden')).toBe(false);
    expect(main().hasAttribute('inert')).toBe(false);
    expect(footer().hasAttribute('inert')).toBe(false);
  });

  it('given the menu open, when Escape is pressed, then it closes and focus returns to the Menu button', async () => {
    const user = setup();
    renderPage();
    await user.click(menuButton());
    await user.click(group('Life insurance'));
    expect(group('Life insurance').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
    expect(main().hasAttribute('inert')).toBe(false);
  });

  it('given the mobile menu, when groups are hovered or pressed, then hover does nothing and presses toggle them', async () => {
    const user = setup();
    const { container } = renderPage();
    await user.click(menuButton());
    await user.hover(group('Dental'));
    expect(group('Dental').getAttribute('aria-expanded')).toBe('false');
    await user.click(group('Dental'));
    expect(group('Dental').getAttribute('aria-expanded')).toBe('true');
    expect(within(subNavigation('Dental')).getByRole('link', { name: 'Dental PPO' }).getAttribute('href')).toBe('/dental-insurance/ppo');
    expect(await axe(container)).toEqual([]);
    await user.click(group('Dental'));
    expect(group('Dental').getAttribute('aria-expanded')).toBe('false');
  });

  it('given the menu open, when the window grows to desktop width, then it closes after the 500 ms resize debounce', async () => {
    const user = setup();
    renderPage();
    await user.click(menuButton());
    setViewportWidth(1280);
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(499));
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('given the mobile header, when scrolled 41 px, then not sticky; past 41 px, then sticky', () => {
    const { container } = renderPage();
    scrollAndSettle(41);
    expect(frame(container).getAttribute('data-sticky')).toBe('false');
    scrollAndSettle(42);
    expect(frame(container).getAttribute('data-sticky')).toBe('true');
    scrollAndSettle(0);
    expect(frame(container).getAttribute('data-sticky')).toBe('false');
  });

  it('given the search open, when the menu opens, then the search closes (one panel at a time)', async () => {
    const user = setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(menuButton());
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
  });
});

describe('fromNavigation and loadNavigation', () => {
  it('given a raw navigation, when mapped, then links without an address and empty groups are left out', () => {
    const props = fromNavigation(rawNavigation());
    expect(props.groups.map((g) => [g.title, g.link?.href, g.items.map((i) => i.href)])).toEqual([
      ['Life insurance', '/life-insurance', ['/life-insurance/term', '/life-insurance/whole']],
      ['Dental', undefined, ['/dental-insurance/ppo']],
      ['Careers', '/careers', []],
    ]);
    expect(props).toMatchObject({ id: 'nav-1', phoneNumber: '1-800-555-0199', search: true, transparent: false });
    expect(props.logo).toMatchObject({ alt: 'The Insurer', width: 320, height: 80, contentType: 'image/png' });
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it('given unset search and transparent flags, when mapped, then the model defaults apply', () => {
    expect(fromNavigation(rawNavigation({ search: null, transparent: null }))).toMatchObject({ search: true, transparent: false });
  });

  it('given a page navigation id, when loaded, then it is queried by id with the preview flag and locale', async () => {
    const context = loadContext({ navigation: rawNavigation({ sys: { id: 'nav-page' } }) }, { preview: true, locale: 'en-US' });
    const props = await loadNavigation('nav-page', context);
    expect(context.calls).toEqual([{ variables: { id: 'nav-page', preview: true, locale: 'en-US' } }]);
    expect(props?.id).toBe('nav-page');
  });

  it('given no page navigation, when loaded, then the default navigation is queried by name', async () => {
    const context = loadContext({ navigationCollection: { items: [rawNavigation()] } });
    const props = await loadNavigation(undefined, context);
    expect(context.calls).toEqual([{ variables: { name: DEFAULT_NAVIGATION_NAME, preview: false } }]);
    expect(DEFAULT_NAVIGATION_NAME).toBe('Default navigation');
    expect(props?.id).toBe('nav-1');
  });

  it('given a page navigation that is not published, when loaded, then the default is used; with no default either, null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = loadContext({ navigation: null, navigationCollection: { items: [] } });
    expect(await loadNavigation('nav-gone', context)).toBeNull();
    expect(context.calls).toEqual([
      { variables: { id: 'nav-gone', preview: false } },
      { variables: { name: 'Default navigation', preview: false } },
    ]);
    expect(warn).toHaveBeenCalledWith('[renderer] navigation nav-gone not found; using the default navigation');
    warn.mockRestore();
  });
});
