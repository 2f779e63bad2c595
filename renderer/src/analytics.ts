/** What `track` sends: event properties, JSON-serialisable. */
export type AnalyticsProperties = Record<string, unknown>;

interface AnalyticsWindow {
  /** Segment-style analytics.js, when the page loads it. */
  analytics?: { track?: (event: string, properties?: AnalyticsProperties) => void };
  /** Google Tag Manager's data layer. */
  dataLayer?: unknown[];
}

/**
 * Records an analytics event (seed 000 §7 "Analytics", e.g. 'Site Searched' with `searchTerm`):
 * calls `window.analytics.track` when analytics.js is loaded, and pushes
 * `{ event, ...properties }` to `window.dataLayer` (created when missing) for the tag manager.
 * A no-op on the server; never throws, so tracking can't break a visitor's action.
 */
export function track(event: string, properties: AnalyticsProperties = {}): void {
  if (typeof window === 'undefined') return;
  const target = window as unknown as AnalyticsWindow;
  try {
    target.analytics?.track?.(event, properties);
  } catch (error) {
    console.warn(`[analytics] track ${event} failed`, error);
  }
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ event, ...properties });
}
