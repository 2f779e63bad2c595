import { debounce, throttle } from 'throttle-debounce';
import { trackThenLeave } from '../../analytics.js';
import {
  isDesktopViewport,
  isHeaderSticky,
  MENU_SLIDE_DELAY_MS,
  RESIZE_DEBOUNCE_MS,
  SCROLL_THROTTLE_MS,
  SUBNAV_CLOSE_DELAY_MS,
} from './header-rules.js';
import { hideBackground } from './hide-background.js';
import { readSearchTerms, rememberSearchTerm, SEARCH_REQUIRED_MESSAGE, searchResultsUrl, writeSearchTerms } from './search-terms.js';

/** The header's panels; at most one is open. */
type HeaderPanel = 'menu' | 'search';

/** How the open sub-navigation was opened: a click pins it, hover and focus open it in passing. */
type OpenedBy = 'pointer' | 'focus' | 'click';

export interface EnhanceHeaderOptions {
  /** Goes to a URL; `window.location.assign` unless given (tests). */
  navigate?: (url: string) => void;
}

/** The DOM ids the server markup gives the search's parts (see site-search.tsx). */
const SEARCH_ERROR_ID = 'site-search-error';
const SEARCH_RECENT_ID = 'site-search-recent';

const enhanced = new WeakSet<Element>();

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage disabled: access itself throws.
  }
}

/** `element.matches(selector)`, false where the browser does not know the selector (`:popover-open` in jsdom). */
function matchesSafely(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * Hands a native popover (the header's script-less disclosure, `popovertarget`) over to the
 * script: answers whether it was open, and removes the popover attributes so the button and the
 * panel are plain elements the script drives.
 */
function takeOverPopover(toggle: HTMLElement, panel: HTMLElement): boolean {
  const wasOpen = matchesSafely(panel, ':popover-open');
  // Removing the attribute closes an open popover; the script reopens it its own way.
  panel.removeAttribute('popover');
  toggle.removeAttribute('popovertarget');
  return wasOpen;
}

function setExpanded(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('data-state', open ? 'open' : 'closed');
}

/**
 * Adds the header's timed behaviours to its server-rendered markup (docs/requirements.md#navigation-behaviour,
 * docs/requirements.md#sticky-header, docs/requirements.md#search). The markup works without it:
 * the menu and search toggles are native popovers, desktop sub-navigations open on hover and
 * focus (CSS), every link is an anchor and the search is a GET form to /search-results. Once
 * added (after the page is idle, see `HeaderEnhancer`), the header is `data-enhanced` and:
 * - the frame keeps `data-sticky` (scroll throttled 10 ms, resize debounced 500 ms), measures the
 *   top hat so only the bar sticks, and holds which panel is open (`data-panel`; one at a time);
 * - the 'Menu' button (below 992 px) shows the menu at once and slides it out 200 ms later
 *   (`data-state="open"`); while open the body does not scroll, `#main` and the footer are inert
 *   and hidden from assistive technology, Escape closes it and returns focus to the button, and
 *   growing to desktop width closes it;
 * - each navigation group is a disclosure (`aria-expanded`, `data-state`): at desktop width
 *   hover or focus opens it, it closes 300 ms after the pointer leaves, when focus leaves it, on
 *   a click elsewhere or on Escape (focus returns to its button), and clicking a hover-opened
 *   group keeps it open; below 992 px the buttons toggle the groups;
 * - the search shows 'Enter a Keyword' for a blank term, remembers the last 3 terms (local
 *   storage `terms`), tracks 'Site Searched' with `{ searchTerm }` and goes to
 *   `/search-results?q={term}` once analytics.js has the event (at most 300 ms,
 *   `trackThenLeave`); recent searches are offered as buttons; Escape closes it.
 * Whatever the visitor opened before this ran (a hovered or focused group, an open popover) is
 * carried over. `root` is the header frame (`[data-site-header]`) or any element holding header
 * parts (tests); enhancing the same root twice does nothing. Answers a function removing every
 * listener and timer.
 */
export function enhanceHeader(
  root: HTMLElement,
  { navigate = (url) => window.location.assign(url) }: EnhanceHeaderOptions = {},
): () => void {
  if (enhanced.has(root)) return () => undefined;
  enhanced.add(root);
  const cleanups: (() => void)[] = [];
  const on = <K extends keyof DocumentEventMap>(
    target: Document | Window | HTMLElement,
    type: K,
    listener: (event: DocumentEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ) => {
    target.addEventListener(type, listener as EventListener, options);
    cleanups.push(() => target.removeEventListener(type, listener as EventListener, options));
  };

  const frame = root.matches('[data-site-header]') ? root : null;
  let openPanel: HeaderPanel | null = null;
  const panelListeners = new Map<HeaderPanel, (open: boolean) => void>();
  const setOpenPanel = (next: HeaderPanel | null) => {
    if (next === openPanel) return;
    const previous = openPanel;
    openPanel = next;
    frame?.setAttribute('data-panel', next ?? 'none');
    if (previous) panelListeners.get(previous)?.(false);
    if (next) panelListeners.get(next)?.(true);
  };

  if (frame) cleanups.push(enhanceFrame(frame, on, () => setOpenPanel(openPanel === 'menu' ? null : openPanel)));
  const menuToggle = root.querySelector<HTMLElement>('.site-header__menu-toggle');
  const menu = root.querySelector<HTMLElement>('.site-menu');
  if (menuToggle && menu) cleanups.push(enhanceMenu(menuToggle, menu, on, panelListeners, setOpenPanel));
  const nav = root.querySelector<HTMLElement>('.site-nav');
  if (nav) cleanups.push(enhanceNavigation(nav, on));
  const search = root.querySelector<HTMLElement>('.site-search');
  if (search) cleanups.push(enhanceSearch(search, on, panelListeners, setOpenPanel, navigate));

  root.setAttribute('data-enhanced', '');
  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    enhanced.delete(root);
  };
}

type On = <K extends keyof DocumentEventMap>(
  target: Document | Window | HTMLElement,
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
  options?: AddEventListenerOptions,
) => void;

/** Sticky state, top-hat height, and closing the mobile menu at desktop width. */
function enhanceFrame(frame: HTMLElement, on: On, closeMenu: () => void): () => void {
  const update = () => {
    const bar = frame.querySelector<HTMLElement>('[data-header-bar]');
    const sticky = isHeaderSticky({
      desktop: isDesktopViewport(),
      scrollY: window.scrollY,
      navigationTop: bar?.getBoundingClientRect().top ?? 0,
    });
    frame.setAttribute('data-sticky', String(sticky));
  };
  const measure = () => {
    const height = frame.querySelector<HTMLElement>('[data-header-top-hat]')?.offsetHeight ?? 0;
    frame.style.setProperty('--site-header-top-hat-height', `${height}px`);
  };
  const onScroll = throttle(SCROLL_THROTTLE_MS, update);
  const onResize = debounce(RESIZE_DEBOUNCE_MS, () => {
    measure();
    update();
    if (isDesktopViewport()) closeMenu();
  });
  // The page may load scrolled (back navigation, #anchor): start from the real position.
  const initial = requestAnimationFrame(() => {
    measure();
    update();
  });
  on(window, 'scroll', onScroll, { passive: true });
  on(window, 'resize', onResize);
  return () => {
    cancelAnimationFrame(initial);
    onScroll.cancel();
    onResize.cancel();
  };
}

function enhanceMenu(
  toggle: HTMLElement,
  menu: HTMLElement,
  on: On,
  panelListeners: Map<HeaderPanel, (open: boolean) => void>,
  setOpenPanel: (panel: HeaderPanel | null) => void,
): () => void {
  let slide: ReturnType<typeof setTimeout> | undefined;
  let restore: (() => void) | undefined;
  let open = false;
  const render = (next: boolean) => {
    open = next;
    setExpanded(toggle, next);
    menu.setAttribute('data-shown', String(next));
    menu.setAttribute('data-state', 'closed');
    clearTimeout(slide);
    restore?.();
    restore = undefined;
    if (!next) return;
    slide = setTimeout(() => menu.setAttribute('data-state', 'open'), MENU_SLIDE_DELAY_MS);
    restore = hideBackground(document);
  };
  panelListeners.set('menu', render);
  const wasOpen = takeOverPopover(toggle, menu);
  setExpanded(toggle, false);
  on(toggle, 'click', () => setOpenPanel(open ? null : 'menu'));
  on(document, 'keydown', (event) => {
    if (!open || event.key !== 'Escape') return;
    setOpenPanel(null);
    toggle.focus();
  });
  if (wasOpen) setOpenPanel('menu');
  return () => {
    clearTimeout(slide);
    restore?.();
  };
}

function enhanceNavigation(nav: HTMLElement, on: On): () => void {
  const items = [...nav.querySelectorAll<HTMLElement>('.site-nav__item')].flatMap((item) => {
    const button = item.querySelector<HTMLButtonElement>(':scope > .site-nav__toggle');
    const panel = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
    return button && panel ? [{ item, button, panel }] : [];
  });
  let openItem: (typeof items)[number] | null = null;
  let openedBy: OpenedBy | null = null;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let skipFocusOpen = false;

  const cancelClose = () => {
    clearTimeout(closeTimer);
    closeTimer = undefined;
  };
  const show = (next: (typeof items)[number] | null, by: OpenedBy | null) => {
    cancelClose();
    openedBy = by;
    openItem = next;
    for (const entry of items) {
      const open = entry === next;
      setExpanded(entry.button, open);
      entry.item.setAttribute('data-state', open ? 'open' : 'closed');
      entry.panel.setAttribute('data-state', open ? 'open' : 'closed');
      entry.panel.hidden = !open;
    }
  };
  show(null, null);

  for (const entry of items) {
    on(entry.item, 'pointerenter', () => {
      if (!isDesktopViewport()) return;
      if (openItem === entry) cancelClose();
      else show(entry, 'pointer');
    });
    on(entry.item, 'pointerleave', () => {
      if (!isDesktopViewport() || openItem !== entry) return;
      cancelClose();
      closeTimer = setTimeout(() => {
        if (openItem === entry) show(null, null);
      }, SUBNAV_CLOSE_DELAY_MS);
    });
    on(entry.item, 'focusin', () => {
      if (skipFocusOpen) {
        skipFocusOpen = false;
        return;
      }
      if (isDesktopViewport() && openItem !== entry) show(entry, 'focus');
    });
    on(entry.item, 'focusout', (event) => {
      const leaving = !entry.item.contains(event.relatedTarget as Node | null);
      if (leaving && isDesktopViewport() && openItem === entry && openedBy !== 'pointer') show(null, null);
    });
    on(entry.button, 'click', () => {
      if (openItem === entry && openedBy === 'pointer' && isDesktopViewport()) {
        // The pointer opened it on its way to the click: keep it open.
        cancelClose();
        openedBy = 'click';
        return;
      }
      show(openItem === entry ? null : entry, openItem === entry ? null : 'click');
    });
  }
  on(document, 'pointerdown', (event) => {
    if (openItem && isDesktopViewport() && !nav.contains(event.target as Node)) show(null, null);
  });
  // Escape dismisses a sub-navigation wherever focus is (WCAG 1.4.13, content on hover or focus);
  // focus inside it goes back to its button.
  on(document, 'keydown', (event) => {
    if (!openItem || event.key !== 'Escape' || !isDesktopViewport()) return;
    const { item, button } = openItem;
    const focusInside = item.contains(document.activeElement);
    show(null, null);
    if (focusInside && document.activeElement !== button) {
      skipFocusOpen = true;
      button.focus();
    }
  });

  // Carry over what CSS opened before the script arrived: a focused or hovered group.
  if (isDesktopViewport()) {
    const focused = items.find((entry) => entry.item.contains(document.activeElement));
    const hovered = items.find((entry) => matchesSafely(entry.item, ':hover'));
    if (focused) show(focused, 'focus');
    else if (hovered) show(hovered, 'pointer');
  }
  return () => clearTimeout(closeTimer);
}

function enhanceSearch(
  search: HTMLElement,
  on: On,
  panelListeners: Map<HeaderPanel, (open: boolean) => void>,
  setOpenPanel: (panel: HeaderPanel | null) => void,
  navigate: (url: string) => void,
): () => void {
  const toggle = search.querySelector<HTMLElement>('.site-search__toggle');
  const panel = search.querySelector<HTMLElement>('.site-search__panel');
  const form = search.querySelector<HTMLFormElement>('.site-search__form');
  const input = search.querySelector<HTMLInputElement>('.site-search__input');
  if (!toggle || !panel || !form || !input) return () => undefined;
  const standalone = !search.closest('[data-site-header]');
  let open = false;

  const error = document.createElement('p');
  error.id = SEARCH_ERROR_ID;
  error.className = 'site-search__error';
  error.setAttribute('role', 'alert');
  error.textContent = SEARCH_REQUIRED_MESSAGE;
  const setError = (shown: boolean) => {
    if (shown) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', SEARCH_ERROR_ID);
      if (!error.isConnected) input.closest('.site-search__row')?.after(error);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      error.remove();
    }
  };

  const recent = document.createElement('div');
  recent.className = 'site-search__recent';
  const showRecent = (terms: readonly string[]) => {
    recent.replaceChildren();
    if (!terms.length) {
      recent.remove();
      return;
    }
    const label = document.createElement('p');
    label.id = SEARCH_RECENT_ID;
    label.className = 'site-search__recent-label';
    label.textContent = 'Recent searches';
    const list = document.createElement('ul');
    list.setAttribute('aria-labelledby', SEARCH_RECENT_ID);
    for (const term of terms) {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'site-search__recent-term';
      button.textContent = term;
      button.addEventListener('click', () => {
        input.value = term;
        runSearch(term);
      });
      item.append(button);
      list.append(item);
    }
    recent.append(label, list);
    if (!recent.isConnected) form.append(recent);
  };

  const runSearch = (value: string) => {
    const searchTerm = value.trim();
    if (!searchTerm) {
      setError(true);
      input.focus();
      return;
    }
    setError(false);
    const storage = localStorageOrUndefined();
    const terms = rememberSearchTerm(readSearchTerms(storage), searchTerm);
    writeSearchTerms(storage, terms);
    showRecent(terms);
    trackThenLeave('Site Searched', { searchTerm }, () => navigate(searchResultsUrl(searchTerm)));
  };

  const render = (next: boolean) => {
    open = next;
    setExpanded(toggle, next);
    panel.setAttribute('data-state', next ? 'open' : 'closed');
    panel.hidden = !next;
    if (next) input.focus();
  };
  const setOpen = (next: boolean) => {
    if (standalone) render(next);
    else setOpenPanel(next ? 'search' : null);
  };
  panelListeners.set('search', render);

  const wasOpen = takeOverPopover(toggle, panel);
  setExpanded(toggle, false);
  // The script shows its own message for a blank term instead of the browser's.
  form.noValidate = true;
  input.required = false;
  on(toggle, 'click', () => {
    if (!open) showRecent(readSearchTerms(localStorageOrUndefined()));
    setOpen(!open);
  });
  on(form, 'submit', (event) => {
    event.preventDefault();
    runSearch(input.value);
  });
  on(input, 'input', () => {
    if (input.value.trim()) setError(false);
  });
  on(document, 'keydown', (event) => {
    if (!open || event.key !== 'Escape') return;
    setOpen(false);
    toggle.focus();
  });
  if (wasOpen) {
    showRecent(readSearchTerms(localStorageOrUndefined()));
    setOpen(true);
  }
  return () => {
    error.remove();
    recent.remove();
  };
}
