import { AnalyticsBrowser, type Plugin } from '@segment/analytics-next';
import { identify, page, track, type AnalyticsWindow, type QueuedAnalyticsCall } from '../analytics.js';
import type { SiteFlags } from '@insurer/contracts/flags';
import { yieldToMain } from '../shared/yield-to-main.js';
import { pageNameForPath, productForPath } from './page-names.js';

/** What the loader hands over: the public Segment write key (none: the site's own collector) and the request's flags. */
export interface AnalyticsBootOptions {
  writeKey: string | undefined;
  flags: SiteFlags;
}

/** The collector's path under the site (preview-app/src/app/api/analytics/v1/[path]). */
export const LOCAL_COLLECTOR_PATH = '/api/analytics/v1';

/**
 * Adds the flags the server evaluated for this page to every event's `context.featureFlags`, so an
 * analyst can tell which variant a visitor saw (docs/requirements.md#feature-flags).
 */
function featureFlagsPlugin(flags: SiteFlags): Plugin {
  const enrich: NonNullable<Plugin['track']> = (ctx) => {
    ctx.event.context = { ...ctx.event.context, featureFlags: { ...flags } };
    return ctx;
  };
  return {
    name: 'Feature flags',
    type: 'enrichment',
    version: '1.0.0',
    isLoaded: () => true,
    load: () => Promise.resolve(),
    track: enrich,
    page: enrich,
    identify: enrich,
  };
}

/**
 * Loads Segment's analytics-next (docs/requirements.md#decision-analytics-transport): with a write
 * key it sends to Segment; without one it posts to the site's own collector, which speaks the same
 * tracking API, and the browser talks to no other host (analytics-next's usage metrics are off).
 * Then, in order: the page view named from the path (docs/requirements.md#page-view-naming),
 * 'Product Viewed' on product pages, the `sfmc_id` rule
 * (identify `{ sfmc_id }` and 'link clicked' with `utm_campaign`; docs/requirements.md#analytics),
 * and the calls queued before it loaded. Yields to the main thread between these steps.
 */
export async function bootAnalytics({ writeKey, flags }: AnalyticsBootOptions): Promise<void> {
  const target = window as unknown as AnalyticsWindow;
  const protocol = window.location.protocol.replace(':', '');
  const settings = writeKey
    ? { writeKey }
    : {
        writeKey: 'local-collector',
        cdnSettings: {
          integrations: {
            'Segment.io': {
              apiKey: 'local-collector',
              apiHost: `${window.location.host}${LOCAL_COLLECTOR_PATH}`,
              protocol,
              // keepalive: an event tracked right before a navigation (search, finder) still arrives.
              deliveryStrategy: { strategy: 'standard', config: { keepalive: true } },
            },
          },
          // Segment's CDN settings set analytics-next's own usage metrics; without them it posts
          // them to api.segment.io every 30 s, a third party this site has no contract with.
          metrics: { sampleRate: 0 },
        },
      };
  // Each step in a task of its own (yieldToMain): run as one chain, loading, registering and the
  // first events made one task of about 30 ms, four times that on a throttled phone.
  await yieldToMain();
  const [analytics] = await AnalyticsBrowser.load(settings, { initialPageview: false });
  await yieldToMain();
  await analytics.register(featureFlagsPlugin(flags));
  await yieldToMain();
  target.analytics = {
    track: (event, properties) => analytics.track(event, properties),
    identify: (traits) => analytics.identify(traits),
    page: (...args) => (typeof args[0] === 'string' ? analytics.page(args[0], args[1]) : analytics.page(args[0])),
  };

  const path = window.location.pathname;
  page(pageNameForPath(path));
  const product = productForPath(path);
  if (product) track('Product Viewed', { name: product.name, category: product.category });
  const query = new URLSearchParams(window.location.search);
  const sfmcId = query.get('sfmc_id');
  if (sfmcId) {
    identify({ sfmc_id: sfmcId });
    track('link clicked', { utm_campaign: query.get('utm_campaign') ?? '' });
  }

  const queued: QueuedAnalyticsCall[] = target.analyticsQueue ?? [];
  target.analyticsQueue = [];
  for (const call of queued) {
    if (call.method === 'track') analytics.track(call.event, call.properties);
    else if (call.method === 'identify') analytics.identify(call.traits);
    else if (call.name) analytics.page(call.name, call.properties);
    else analytics.page(call.properties);
  }
}
