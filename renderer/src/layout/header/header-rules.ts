import { BREAKPOINTS } from '../../shared/breakpoints.js';

/** Breakpoint of the desktop navigation, in CSS pixels: lg (docs/requirements.md#business-constants "992 (desktop navigation)"). */
export const DESKTOP_MIN_WIDTH = BREAKPOINTS.lg;
/** On mobile the header turns sticky once the page is scrolled more than this, in CSS pixels (docs/requirements.md#sticky-header). */
export const MOBILE_STICKY_SCROLL = 41;
/** A desktop sub-navigation closes this long after the pointer leaves it, in ms (docs/requirements.md#navigation-behaviour). */
export const SUBNAV_CLOSE_DELAY_MS = 300;
/** The mobile menu slides out this long after it is opened, in ms (docs/requirements.md#navigation-behaviour). */
export const MENU_SLIDE_DELAY_MS = 200;
/** Resize handlers are debounced by this, in ms (docs/requirements.md#business-constants). */
export const RESIZE_DEBOUNCE_MS = 500;
/** The scroll handler is throttled to once per this, in ms (docs/requirements.md#business-constants). */
export const SCROLL_THROTTLE_MS = 10;

/** Search parameters as the app has them: `URLSearchParams`, a query string, or Next.js' `searchParams` object. */
export type SearchParamsInput = URLSearchParams | string | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Query values that hide the header, by parameter (docs/requirements.md#header-and-navigation). */
const HIDING_VALUES: Readonly<Record<string, readonly string[]>> = { clientcode: ['fmg'], code: ['ga', 'nhf'] };

/**
 * True when the header must not be rendered at all: the query has `clientcode=fmg`, or `code`
 * equal to `ga` or `nhf` (docs/requirements.md#hidden-header; partner sites frame these pages with their own
 * header). Parameter names are matched exactly; values ignoring case and surrounding spaces, and
 * any of a repeated parameter's values counts. Pure: the app calls it on the server.
 */
export function isHeaderHidden(searchParams: SearchParamsInput): boolean {
  const params = toSearchParams(searchParams);
  return Object.entries(HIDING_VALUES).some(([name, hiding]) =>
    params.getAll(name).some((value) => hiding.includes(value.trim().toLowerCase())),
  );
}

function toSearchParams(input: SearchParamsInput): URLSearchParams {
  if (typeof input === 'string' || input instanceof URLSearchParams) return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) params.append(name, item);
  }
  return params;
}

/**
 * Where the logo links: `/account-portal` on account-portal pages (the path is `/account-portal`
 * or below it), `/` elsewhere (docs/requirements.md#routes). `path` may carry a query or hash.
 */
export function logoHref(path: string): string {
  return /^\/account-portal(?:[/?#]|$)/.test(path) ? '/account-portal' : '/';
}

/**
 * Whether the header shows its sticky colours (docs/requirements.md#navigation-behaviour): on mobile once
 * `scrollY` is more than 41 px; on desktop once the navigation bar's top (`navigationTop`, its
 * `getBoundingClientRect().top` in CSS pixels) is at or above the viewport top.
 */
export function isHeaderSticky({ desktop, scrollY, navigationTop }: { desktop: boolean; scrollY: number; navigationTop: number }): boolean {
  return desktop ? navigationTop <= 0 : scrollY > MOBILE_STICKY_SCROLL;
}

/** True at the desktop navigation width; false on the server. */
export function isDesktopViewport(): boolean {
  return typeof window !== 'undefined' && window.innerWidth >= DESKTOP_MIN_WIDTH;
}

/** The `tel:` address of a displayed phone number: its digits, and a leading + if it has one. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
