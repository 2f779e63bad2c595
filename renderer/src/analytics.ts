import { analyticsAllowedInBrowser } from './privacy.js';

/** What `track` sends: event properties, JSON-serialisable. */
export type AnalyticsProperties = Record<string, unknown>;

/** One entry of Google Tag Manager's data layer, e.g. `{ event: 'formSubmit', formId, formSubmitUrl }`. */
export type DataLayerEntry = Record<string, unknown>;

/** The calls analytics.js takes: Segment's analytics-next once loaded. */
export interface AnalyticsLibrary {
  track?: (event: string, properties?: AnalyticsProperties) => unknown;
  identify?: (traits: AnalyticsProperties) => unknown;
  page?: (...args: [name: string, properties?: AnalyticsProperties] | [properties?: AnalyticsProperties]) => unknown;
}

/** A call made before analytics.js loaded, replayed by the loader (renderer/src/analytics/boot.ts). */
export type QueuedAnalyticsCall =
  | { method: 'track'; event: string; properties: AnalyticsProperties }
  | { method: 'identify'; traits: AnalyticsProperties }
  | { method: 'page'; name: string | undefined; properties: AnalyticsProperties };

export interface AnalyticsWindow {
  /** analytics.js (Segment's analytics-next), once the loader has loaded it. */
  analytics?: AnalyticsLibrary;
  /** Calls made before analytics.js loaded (it loads after the page is interactive). */
  analyticsQueue?: QueuedAnalyticsCall[];
  /** Google Tag Manager's data layer. */
  dataLayer?: unknown[];
}

/** The browser window as analytics sees it; undefined on the server or when the visitor opted out (GPC or the privacy choice). */
function analyticsWindow(): AnalyticsWindow | undefined {
  return analyticsAllowedInBrowser() ? (window as unknown as AnalyticsWindow) : undefined;
}

/** Runs one analytics.js call, or queues it until analytics.js loads; a throwing analytics.js only warns. */
function send(target: AnalyticsWindow, call: QueuedAnalyticsCall): void {
  const library = target.analytics;
  if (!library) {
    target.analyticsQueue = target.analyticsQueue ?? [];
    target.analyticsQueue.push(call);
    return;
  }
  try {
    if (call.method === 'track') library.track?.(call.event, call.properties);
    else if (call.method === 'identify') library.identify?.(call.traits);
    else if (call.name) library.page?.(call.name, call.properties);
    else library.page?.(call.properties);
  } catch (error) {
    console.warn(`[analytics] ${call.method} failed`, error);
  }
}

/**
 * Pushes `entry` to `window.dataLayer` (created when missing) for the tag manager, e.g. the
 * content-service form's `{ event: 'formSubmit', formId, formSubmitUrl }` (docs/requirements.md#content-service-form).
 * A no-op on the server and when the visitor opted out (the tag manager runs marketing tags).
 */
export function pushDataLayer(entry: DataLayerEntry): void {
  const target = analyticsWindow();
  if (!target) return;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(entry);
}

/**
 * Records an analytics event (docs/requirements.md#analytics, e.g. 'Site Searched' with `searchTerm`):
 * sends it with analytics.js (queued until it loads) and pushes `{ event, ...properties }` to
 * `window.dataLayer` (created when missing) for the tag manager. A no-op on the server and after an
 * opt-out or with GPC; never throws, so tracking can't break a visitor's action.
 */
export function track(event: string, properties: AnalyticsProperties = {}): void {
  const target = analyticsWindow();
  if (!target) return;
  send(target, { method: 'track', event, properties });
  pushDataLayer({ event, ...properties });
}

/**
 * Identifies the visitor to analytics.js with `traits` (docs/requirements.md#analytics: the schedule form on
 * /staycovered sends `{ email, first_name, last_name, phone, postal_code }`). Traits are personal
 * data, so nothing goes to the data layer. A no-op on the server and after an opt-out or with GPC; never throws.
 */
export function identify(traits: AnalyticsProperties): void {
  const target = analyticsWindow();
  if (!target) return;
  send(target, { method: 'identify', traits });
}

/**
 * Records a page view with analytics.js: `page(name, properties)` when the page has a name
 * (docs/requirements.md#page-view-naming), `page(properties)` otherwise. A no-op on the server and
 * after an opt-out or with GPC; never throws.
 */
export function page(name?: string, properties: AnalyticsProperties = {}): void {
  const target = analyticsWindow();
  if (!target) return;
  send(target, { method: 'page', name, properties });
}
