import { analyticsAllowedInBrowser } from './privacy.js';

/** What `track` sends: event properties, JSON-serialisable. */
export type AnalyticsProperties = Record<string, unknown>;

/** One entry of Google Tag Manager's data layer, e.g. `{ event: 'formSubmit', formId, formSubmitUrl }`. */
export type DataLayerEntry = Record<string, unknown>;

/** The calls the analytics client takes: the site's first-party sender (`./analytics/sender.ts`) once started. */
export interface AnalyticsLibrary {
  track?: (event: string, properties?: AnalyticsProperties) => unknown;
  identify?: (traits: AnalyticsProperties) => unknown;
  page?: (...args: [name: string, properties?: AnalyticsProperties] | [properties?: AnalyticsProperties]) => unknown;
}

/** A call made before the sender started, replayed by it (renderer/src/analytics/start.ts). */
export type QueuedAnalyticsCall =
  | { method: 'track'; event: string; properties: AnalyticsProperties }
  | { method: 'identify'; traits: AnalyticsProperties }
  | { method: 'page'; name: string | undefined; properties: AnalyticsProperties };

export interface AnalyticsWindow {
  /** The first-party sender, once the loader has started it. */
  analytics?: AnalyticsLibrary;
  /** Calls made before the sender started (it starts after the page is interactive). */
  analyticsQueue?: QueuedAnalyticsCall[];
  /** Google Tag Manager's data layer. */
  dataLayer?: unknown[];
}

/** The browser window as analytics sees it; undefined on the server or when the visitor opted out (GPC or the privacy choice). */
function analyticsWindow(): AnalyticsWindow | undefined {
  return analyticsAllowedInBrowser() ? (window as unknown as AnalyticsWindow) : undefined;
}

/**
 * Runs one call on the sender, or queues it until the sender starts; a throwing sender only
 * warns. Answers what the sender answered (a promise settled once the browser has the request),
 * undefined when queued or failed.
 */
function send(target: AnalyticsWindow, call: QueuedAnalyticsCall): unknown {
  const library = target.analytics;
  if (!library) {
    target.analyticsQueue = target.analyticsQueue ?? [];
    target.analyticsQueue.push(call);
    return undefined;
  }
  try {
    if (call.method === 'track') return library.track?.(call.event, call.properties);
    if (call.method === 'identify') return library.identify?.(call.traits);
    if (call.name) return library.page?.(call.name, call.properties);
    return library.page?.(call.properties);
  } catch (error) {
    console.warn(`[analytics] ${call.method} failed`, error);
    return undefined;
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
 * sends it with the sender (queued until it starts) and pushes `{ event, ...properties }` to
 * `window.dataLayer` (created when missing) for the tag manager. A no-op on the server and after an
 * opt-out or with GPC; never throws, so tracking can't break a visitor's action.
 */
export function track(event: string, properties: AnalyticsProperties = {}): void {
  sendTrack(event, properties);
}

/** `track`'s work; answers what the sender answered (undefined without it, see `send`). */
function sendTrack(event: string, properties: AnalyticsProperties): unknown {
  const target = analyticsWindow();
  if (!target) return undefined;
  const sent = send(target, { method: 'track', event, properties });
  pushDataLayer({ event, ...properties });
  return sent;
}

/** How long `trackThenLeave` waits for the sender at most, in milliseconds: what Segment's own trackLink and trackForm wait. */
export const LEAVE_WAIT_MS = 300;

/**
 * Records an event that the visitor's next step leaves the page right after (a search, a finder's
 * submit), then runs `leave` (the navigation): once the sender has handed the event to the
 * browser, or after `maxWaitMs` (milliseconds, default `LEAVE_WAIT_MS`), whichever comes first.
 * The first-party sender hands it over at once as a beacon, which the browser delivers after the
 * page is gone; the wait bounds any client that answers later. Without the sender (not started
 * yet, opted out, on the server) `leave` runs at once. `leave` runs exactly once; nothing here throws.
 */
export function trackThenLeave(event: string, properties: AnalyticsProperties, leave: () => void, maxWaitMs = LEAVE_WAIT_MS): void {
  const sent = sendTrack(event, properties);
  if (!isThenable(sent)) {
    leave();
    return;
  }
  let left = false;
  const once = () => {
    if (left) return;
    left = true;
    clearTimeout(timer);
    leave();
  };
  const timer = setTimeout(once, maxWaitMs);
  sent.then(once, once);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/**
 * Identifies the visitor with `traits` (docs/requirements.md#analytics: the schedule form on
 * /staycovered sends `{ email, first_name, last_name, phone, postal_code }`). Traits are personal
 * data, so nothing goes to the data layer. A no-op on the server and after an opt-out or with GPC; never throws.
 */
export function identify(traits: AnalyticsProperties): void {
  const target = analyticsWindow();
  if (!target) return;
  send(target, { method: 'identify', traits });
}

/**
 * Records a page view with the sender: `page(name, properties)` when the page has a name
 * (docs/requirements.md#page-view-naming), `page(properties)` otherwise. A no-op on the server and
 * after an opt-out or with GPC; never throws.
 */
export function page(name?: string, properties: AnalyticsProperties = {}): void {
  const target = analyticsWindow();
  if (!target) return;
  send(target, { method: 'page', name, properties });
}
