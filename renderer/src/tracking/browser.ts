import Cookies from 'js-cookie';
import type { TrackingContext } from '@insurer/contracts/forms';
import { analyticsAllowedInBrowser } from '../privacy.js';
import { captureTracking, storeCampaign, type PageCampaign } from './capture.js';
import { readTrackingContext } from './context.js';
import type { CookieJar, SessionStore } from './cookies.js';

/** The site's cookies through js-cookie: whole site (path /), SameSite=Lax, Secure on https. */
export function browserCookieJar(): CookieJar {
  const attributes = () => ({ path: '/', sameSite: 'lax' as const, secure: window.location.protocol === 'https:' });
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, days) => {
      Cookies.set(name, value, { ...attributes(), expires: days });
    },
    remove: (name) => Cookies.remove(name, attributes()),
  };
}

/**
 * sessionStorage, falling back to the session cookie of the same name the site's middleware
 * writes when it captures partner info on the server; a store that keeps nothing when the
 * browser refuses storage (privacy modes).
 */
function browserSession(): SessionStore {
  try {
    const storage = window.sessionStorage;
    return { getItem: (key) => storage.getItem(key) ?? Cookies.get(key) ?? null, setItem: (key, value) => storage.setItem(key, value) };
  } catch {
    return { getItem: (key) => Cookies.get(key) ?? null, setItem: () => undefined };
  }
}

/** The parts of Web Crypto `randomId` uses; `randomUUID` is missing outside secure contexts. */
export type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/** A random v4 UUID; `crypto.randomUUID` needs a secure context, so plain http falls back to `getRandomValues`. */
export function randomId(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Captures this page load's tracking values (`captureTracking`) in the browser; never throws. */
export function initTracking(): void {
  try {
    captureTracking({
      href: window.location.href,
      referrer: document.referrer,
      now: new Date(),
      cookies: browserCookieJar(),
      session: browserSession(),
      newId: () => randomId(),
      marketingCookies: analyticsAllowedInBrowser(),
    });
  } catch (error) {
    console.warn('[tracking] capture failed', error);
  }
}

/** Stores a campaign page's fields (`storeCampaign`) in the browser's cookies; never throws. */
export function initCampaign(campaign: PageCampaign): void {
  try {
    storeCampaign(campaign, browserCookieJar());
  } catch (error) {
    console.warn('[tracking] storing the campaign failed', error);
  }
}

/** The tracking context of this page now (`readTrackingContext` on the browser's cookies and sessionStorage). */
export function currentTrackingContext(): TrackingContext {
  return readTrackingContext(browserCookieJar(), browserSession(), window.location.href);
}
