import type { SiteFlags } from '@insurer/contracts/flags';
import type { AnalyticsLibrary, AnalyticsProperties } from '../analytics.js';
import { visitRecorded } from '../tracking/visit.js';

/** The collector's path under the site (preview-app/src/app/api/analytics/v1/[path]). */
export const COLLECTOR_PATH = '/api/analytics/v1';

/**
 * Posts one Segment call to the site's collector: `navigator.sendBeacon`, or `fetch` with
 * `keepalive` where the beacon is refused (unavailable, or over the browser's beacon quota). The
 * browser delivers either even when the page is left right after, so the answer is not awaited:
 * resolves once the browser has the request, never rejects.
 */
function post(path: 't' | 'p' | 'i', body: Record<string, unknown>): Promise<void> {
  // After the page view's cookies are set (tracking/visit.ts), so every event carries the visitor's
  // anonymous id and campaign; by the time analytics start that is long done.
  return visitRecorded().then(() => send(path, body));
}

/** `post` itself, once the page view is recorded. */
function send(path: 't' | 'p' | 'i', body: Record<string, unknown>): void {
  const url = `${COLLECTOR_PATH}/${path}`;
  const data = JSON.stringify(body);
  let queued = false;
  try {
    queued = navigator.sendBeacon?.(url, data) ?? false;
  } catch {
    // a browser that refuses the beacon outright: fetch below
  }
  if (!queued) fetch(url, { method: 'POST', body: data, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/** Segment's page properties, read from the page (docs/requirements.md#event-catalogue). */
function pageProperties(): AnalyticsProperties {
  const { pathname, search, href } = window.location;
  return { path: pathname, url: href.split('#')[0], search, title: document.title, referrer: document.referrer };
}

/**
 * The browser's first-party analytics sender (docs/requirements.md#decision-analytics-transport): the
 * site's whole analytics client. It posts Segment-spec `track`, `page` and `identify` calls to the
 * site's collector with the flags the page was rendered with (`context.featureFlags`,
 * docs/requirements.md#feature-flags), and nothing else: no ids, no cookies, no timers. The server
 * assigns the anonymous id (an HttpOnly cookie), enforces consent, adds Segment's context and
 * delivers to Segment. Each call answers a promise settled once the browser has the request.
 */
export function createSender(flags: SiteFlags): Required<AnalyticsLibrary> {
  const context = { featureFlags: { ...flags } };
  return {
    track: (event, properties = {}) => post('t', { event, properties, context }),
    identify: (traits) => post('i', { traits, context }),
    page: (...args) => {
      const [name, properties] = typeof args[0] === 'string' ? [args[0], args[1]] : [undefined, args[0]];
      return post('p', { ...(name ? { name } : {}), properties: { ...pageProperties(), ...properties }, context });
    },
  };
}
