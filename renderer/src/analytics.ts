/** What `track` sends: event properties, JSON-serialisable. */
export type AnalyticsProperties = Record<string, unknown>;

/** One entry of Google Tag Manager's data layer, e.g. `{ event: 'formSubmit', formId, formSubmitUrl }`. */
export type DataLayerEntry = Record<string, unknown>;

interface AnalyticsWindow {
  /** Segment-style analytics.js, when the page loads it. */
  analytics?: {
    track?: (event: string, properties?: AnalyticsProperties) => void;
    identify?: (traits: AnalyticsProperties) => void;
    page?: (...args: [name: string, properties?: AnalyticsProperties] | [properties?: AnalyticsProperties]) => void;
  };
  /** Google Tag Manager's data layer. */
  dataLayer?: unknown[];
}

/** The browser window as analytics sees it; undefined on the server. */
function analyticsWindow(): AnalyticsWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as AnalyticsWindow);
}

/** Runs one analytics.js call; a throwing or half-loaded analytics.js only warns. */
function safely(what: string, call: () => void): void {
  try {
    call();
  } catch (error) {
    console.warn(`[analytics] ${what} failed`, error);
  }
}

/**
 * Pushes `entry` to `window.dataLayer` (created when missing) for the tag manager, e.g. the
 * content-service form's `{ event: 'formSubmit', formId, formSubmitUrl }` (docs/requirements.md#content-service-form).
 * A no-op on the server.
 */
export function pushDataLayer(entry: DataLayerEntry): void {
  const target = analyticsWindow();
  if (!target) return;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(entry);
}

/**
 * Records an analytics event (docs/requirements.md#analytics, e.g. 'Site Searched' with `searchTerm`):
 * calls `window.analytics.track` when analytics.js is loaded, and pushes
 * `{ event, ...properties }` to `window.dataLayer` (created when missing) for the tag manager.
 * A no-op on the server; never throws, so tracking can't break a visitor's action.
 */
export function track(event: string, properties: AnalyticsProperties = {}): void {
  const target = analyticsWindow();
  if (!target) return;
  safely(`track ${event}`, () => target.analytics?.track?.(event, properties));
  pushDataLayer({ event, ...properties });
}

/**
 * Identifies the visitor to analytics.js with `traits` (docs/requirements.md#analytics: the schedule form on
 * /staycovered sends `{ email, first_name, last_name, phone, postal_code }`). Traits are personal
 * data, so nothing goes to the data layer. A no-op on the server or without analytics.js; never throws.
 */
export function identify(traits: AnalyticsProperties): void {
  const target = analyticsWindow();
  if (!target) return;
  safely('identify', () => target.analytics?.identify?.(traits));
}

/**
 * Records a page view with analytics.js: `page(name, properties)` when the page has a name
 * (docs/requirements.md#page-view-naming), `page(properties)` otherwise. A no-op on the server or
 * without analytics.js; never throws.
 */
export function page(name?: string, properties: AnalyticsProperties = {}): void {
  const target = analyticsWindow();
  if (!target) return;
  safely('page', () => (name ? target.analytics?.page?.(name, properties) : target.analytics?.page?.(properties)));
}
